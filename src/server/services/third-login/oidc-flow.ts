/**
 * The relying-party side of OpenID Connect (authorisation code with PKCE S256, state and nonce) through
 * openid-client. A provider is discovered on first use, not at start, so a provider that is down at start only
 * refuses logins until it answers; a failed discovery is not remembered.
 */
import * as oidc from 'openid-client';
import { AppError, badRequest } from '../../http/errors.js';
import type { ThirdProvider } from './third-login-config.js';

export const PROVIDER_UNREACHABLE = '第三方登录服务无响应，请稍后重试';
export const VERIFICATION_FAILED = '第三方登录校验未通过，请重新登录';

/** What the login keeps between the redirect to the provider and its callback (stored as a `state` ticket). */
export interface PendingAuthorisation {
  codeVerifier: string;
  nonce: string;
  redirectUri: string;
  /** The client page to open after the login (a router path), or empty. */
  returnPath: string;
  /** The SHA-256 of the mark of the browser that started the login (browser-mark.ts). */
  browser: string;
}

/** The external identity a successful callback proves. */
export interface ExternalIdentity {
  subject: string;
  name: string;
}

const discovered = new Map<string, Promise<oidc.Configuration>>();

function configurationOf(provider: ThirdProvider, timeoutMs: number): Promise<oidc.Configuration> {
  const key = `${provider.type}|${provider.issuer}|${provider.clientId}`;
  let found = discovered.get(key);
  if (!found) {
    // Plain http only where the issuer itself is http (a provider on the same host or in a test); https otherwise.
    const execute = provider.issuer.startsWith('http:') ? [oidc.allowInsecureRequests] : [];
    found = oidc.discovery(new URL(provider.issuer), provider.clientId, provider.clientSecret || undefined, undefined, {
      execute,
      timeout: Math.ceil(timeoutMs / 1000),
    });
    discovered.set(key, found);
    found.catch(() => discovered.delete(key));
  }
  return found.catch(() => {
    throw new AppError(PROVIDER_UNREACHABLE, 502);
  });
}

/**
 * The provider's authorisation address for a new login. The provider is discovered first, so a provider that does
 * not answer stores nothing; `issueState` stores what the callback will need and answers the state value.
 */
export async function beginAuthorisation(
  provider: ThirdProvider,
  timeoutMs: number,
  target: { redirectUri: string; returnPath: string; browser: string },
  issueState: (pending: PendingAuthorisation) => Promise<string>,
): Promise<string> {
  const config = await configurationOf(provider, timeoutMs);
  const codeVerifier = oidc.randomPKCECodeVerifier();
  const nonce = oidc.randomNonce();
  const state = await issueState({ codeVerifier, nonce, ...target });
  const url = oidc.buildAuthorizationUrl(config, {
    redirect_uri: target.redirectUri,
    scope: provider.scope,
    state,
    nonce,
    code_challenge: await oidc.calculatePKCECodeChallenge(codeVerifier),
    code_challenge_method: 'S256',
  });
  return url.href;
}

/**
 * Exchanges the callback's code with the PKCE verifier and checks the ID token (signature, issuer, audience, nonce,
 * times) as openid-client does; the provider refusing (a wrong verifier, a spent code) or a token that fails the
 * checks is VERIFICATION_FAILED. The name comes from the ID token or, failing that, the userinfo endpoint.
 */
export async function finishAuthorisation(
  provider: ThirdProvider,
  timeoutMs: number,
  callbackUrl: URL,
  state: string,
  pending: PendingAuthorisation,
): Promise<ExternalIdentity> {
  const config = await configurationOf(provider, timeoutMs);
  let tokens: Awaited<ReturnType<typeof oidc.authorizationCodeGrant>>;
  try {
    tokens = await oidc.authorizationCodeGrant(config, callbackUrl, {
      pkceCodeVerifier: pending.codeVerifier,
      expectedState: state,
      expectedNonce: pending.nonce,
      idTokenExpected: true,
    });
  } catch (error) {
    if (error instanceof oidc.ResponseBodyError || error instanceof oidc.AuthorizationResponseError || error instanceof oidc.ClientError)
      throw badRequest(VERIFICATION_FAILED);
    throw new AppError(PROVIDER_UNREACHABLE, 502);
  }
  const claims = tokens.claims();
  if (!claims?.sub) throw badRequest(VERIFICATION_FAILED);
  let name = nameOf(claims);
  if (!name && tokens.access_token) {
    // The display name is a courtesy for the binding page: a provider whose userinfo fails still logs in.
    const info = await oidc.fetchUserInfo(config, tokens.access_token, claims.sub).catch(() => null);
    if (info) name = nameOf(info);
  }
  return { subject: claims.sub, name };
}

function nameOf(claims: Record<string, unknown>): string {
  for (const key of ['name', 'preferred_username', 'nickname', 'email']) {
    const value = claims[key];
    if (typeof value === 'string' && value.trim()) return value.trim().slice(0, 100);
  }
  return '';
}
