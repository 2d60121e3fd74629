import * as oidc from 'openid-client';
import { expect } from 'vitest';
import type { CookieBrowser } from './oauth2-browser.js';
import { TEST_PASSWORD } from './server.js';

/**
 * A client application's part of an OAuth2 sign-in against a test server's authorisation server (openid-client), with
 * PKCE S256, for tests that follow what happens to the sign-in afterwards.
 */
export class OAuth2App {
  constructor(
    readonly issuer: string,
    readonly redirectUri: string,
  ) {}

  discover(clientId: string, secret: string): Promise<oidc.Configuration> {
    return oidc.discovery(new URL(this.issuer), clientId, undefined, oidc.ClientSecretBasic(secret), { execute: [oidc.allowInsecureRequests] });
  }

  /** The application's authorisation request, and what it keeps for the callback. */
  async start(config: oidc.Configuration, extra: Record<string, string> = {}) {
    const verifier = oidc.randomPKCECodeVerifier();
    const state = oidc.randomState();
    const url = oidc.buildAuthorizationUrl(config, {
      redirect_uri: this.redirectUri,
      scope: 'openid profile',
      state,
      code_challenge: await oidc.calculatePKCECodeChallenge(verifier),
      code_challenge_method: 'S256',
      ...extra,
    });
    return { url: url.href, verifier, state };
  }

  /** The browser signs in with the password on the sign-in page; answers the callback address with its code. */
  async signIn(browser: CookieBrowser, config: oidc.Configuration, username: string, password = TEST_PASSWORD) {
    const start = await this.start(config);
    const page = new URL(await browser.redirectOf(await browser.redirectOf(start.url)));
    const uid = page.searchParams.get('uid');
    const login = await (await browser.request(`/api/oauth2-app/interaction/${uid}/login`, { method: 'POST', json: { username, password } })).json();
    expect(login).toMatchObject({ success: true });
    return { ...start, callback: new URL(await browser.redirectOf(login.result.redirectTo)) };
  }

  redeem(config: oidc.Configuration, flow: { callback: URL; verifier: string; state: string }) {
    return oidc.authorizationCodeGrant(config, flow.callback, { pkceCodeVerifier: flow.verifier, expectedState: flow.state });
  }
}

/** The OAuth2 error code of a refused call (a 401 comes as a WWW-Authenticate challenge); undefined when it succeeded. */
export async function oauthError(call: Promise<unknown>): Promise<string | undefined> {
  const e = (await call.then(
    () => undefined,
    (error: unknown) => error,
  )) as { error?: string; cause?: Array<{ parameters?: { error?: string } }> } | undefined;
  return e?.error ?? e?.cause?.[0]?.parameters?.error;
}
