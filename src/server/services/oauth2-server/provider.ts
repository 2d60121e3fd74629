import Provider, { interactionPolicy, type KoaContextWithOIDC } from 'oidc-provider';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../context.js';
import { findAccount, SCOPE_CLAIMS } from './accounts.js';
import { clientAdapter } from './client-adapter.js';
import { errorPage } from './error-page.js';
import { loadServerKeys } from './keys.js';
import { storeAdapter, sweepExpired } from './store-adapter.js';

/** Where oidc-provider is mounted (routes/oauth2-provider.ts); the issuer's path is the same. */
export const OAUTH2_MOUNT = '/api/oauth2';
/** Where it sends the browser to sign in (routes/oauth2-app.ts), which forwards to the page /oauth2-app/login. */
export const interactionPath = (uid: string) => `/api/oauth2-app/interaction/${uid}`;

const providers = new WeakMap<AppContext, Map<string, Promise<Provider>>>();
const lastSweep = new WeakMap<AppContext, number>();
const SWEEP_EVERY_MS = 10 * 60 * 1000;
/** Without OAUTH2_ISSUER each address the server is reached at is its own issuer; a forged Host must not pile them up. */
const MAX_ISSUERS = 8;

/**
 * The address the authorisation server answers a request at (scheme and host, no path): OAUTH2_ISSUER's when it is
 * set (every endpoint is announced under the issuer, whatever address the request came in at), else the request's
 * own (Fastify reads forwarded headers only from the proxies of TRUST_PROXY).
 */
export function oauth2Origin(ctx: AppContext, req: FastifyRequest): string {
  return ctx.config.oauth2Issuer ? new URL(ctx.config.oauth2Issuer).origin : `${req.protocol}://${req.host}`;
}

/** The issuer at an origin: OAUTH2_ISSUER, or (development) the origin the request came in at and the mount path. */
export function issuerOf(ctx: AppContext, origin: string): string {
  return ctx.config.oauth2Issuer || `${origin}${OAUTH2_MOUNT}`;
}

/**
 * Hands the provider (a Koa application that reads scheme and host from the request) the origin we decided on, so
 * the endpoints it announces lie under its issuer, as OpenID Connect Discovery 1.0 §4.3 requires.
 */
export function presentAt(req: FastifyRequest, origin: string): void {
  const url = new URL(origin);
  const headers = req.raw.headers;
  headers.host = url.host;
  headers['x-forwarded-proto'] = url.protocol.slice(0, -1);
  delete headers['x-forwarded-host'];
  headers['x-forwarded-for'] = req.ip;
}

/**
 * This instance's authorisation server for an origin (oauth2Origin), made at its first use (its keys come from the
 * database, and the issuer is read then); the request is presented at that origin. Expired codes, tokens and
 * interactions are swept at most every ten minutes.
 */
export function oauth2Provider(ctx: AppContext, req: FastifyRequest): Promise<Provider> {
  if (Date.now() - (lastSweep.get(ctx) ?? 0) > SWEEP_EVERY_MS) {
    lastSweep.set(ctx, Date.now());
    void sweepExpired(ctx.db).catch(() => lastSweep.delete(ctx));
  }
  const origin = oauth2Origin(ctx, req);
  presentAt(req, origin);
  const issuer = issuerOf(ctx, origin);
  let byIssuer = providers.get(ctx);
  if (!byIssuer) providers.set(ctx, (byIssuer = new Map()));
  let provider = byIssuer.get(issuer);
  if (!provider) {
    // Dropping one is harmless: codes, sessions and keys live in the database, a new instance carries on.
    if (byIssuer.size >= MAX_ISSUERS) byIssuer.delete(byIssuer.keys().next().value as string);
    const made = buildProvider(ctx, issuer);
    made.catch(() => byIssuer.get(issuer) === made && byIssuer.delete(issuer));
    byIssuer.set(issuer, (provider = made));
  }
  return provider;
}

async function buildProvider(ctx: AppContext, issuer: string): Promise<Provider> {
  const keys = await loadServerKeys(ctx.db);
  const Store = storeAdapter(ctx.db);
  const Clients = clientAdapter(ctx.db);
  const provider = new Provider(issuer, {
    adapter: (model: string) => (model === 'Client' ? new Clients() : new Store(model)),
    findAccount: (_koa: unknown, id: string) => findAccount(ctx.db, id),
    jwks: keys.jwks,
    cookies: { keys: keys.cookieKeys, long: { signed: true, httpOnly: true, sameSite: 'lax' }, short: { signed: true, httpOnly: true, sameSite: 'lax' } },
    scopes: Object.keys(SCOPE_CLAIMS),
    claims: SCOPE_CLAIMS,
    responseTypes: ['code'],
    // PKCE with S256 for every client, confidential ones too (RFC 9700 §2.1.1).
    pkce: { methods: ['S256'], required: () => true },
    clientDefaults: { grant_types: ['authorization_code'], response_types: ['code'], token_endpoint_auth_method: 'client_secret_basic' },
    features: {
      devInteractions: { enabled: false },
      revocation: { enabled: true },
      // Its confirmation page posts itself with an inline script, which our Content-Security-Policy forbids.
      rpInitiatedLogout: { enabled: false },
    },
    interactions: { policy: signInPolicy(), url: (_koa: unknown, interaction: { uid: string }) => interactionPath(interaction.uid) },
    loadExistingGrant: autoConsent,
    // Seconds. Codes live a minute; the sign-in page has 15 minutes; the server's own session (its cookie ends with
    // the browser) and the automatic grants a working day.
    ttl: { AuthorizationCode: 60, AccessToken: 3600, IdToken: 3600, Interaction: 900, Session: 8 * 3600, Grant: 8 * 3600 },
    renderError: (koa: { type: string; body: string }, out: { error: string; error_description?: string }) => {
      koa.type = 'html';
      koa.body = errorPage(out.error, out.error_description);
    },
  });
  // It reads scheme and host from the forwarded headers presentAt sets (from TRUST_PROXY's proxies or the issuer).
  provider.proxy = true;
  return provider;
}

/**
 * The provider's prompts (login, consent), plus: a session whose account may no longer log in (frozen, waiting,
 * rejected, deleted: findAccount finds none) must sign in again rather than pass as signed in.
 */
function signInPolicy() {
  const policy = interactionPolicy.base();
  const { Check } = interactionPolicy;
  policy
    .get('login')
    .checks.push(
      new Check('account_unavailable', 'the session account may no longer log in', (koa) =>
        koa.oidc.session?.accountId && !koa.oidc.account ? Check.REQUEST_PROMPT : Check.NO_NEED_TO_PROMPT,
      ),
    );
  return policy;
}

/**
 * Consent is automatic: every client is an application the system administrator registered (应用接入), and it gets
 * only the scopes it is allowed and asked for. The grant is made when the user has signed in (the login prompt first).
 */
async function autoConsent(koa: KoaContextWithOIDC) {
  const { oidc } = koa;
  const client = oidc.client;
  const accountId = oidc.session?.accountId;
  if (!client || !accountId) return undefined;
  const allowed = new Set(String(client.scope ?? '').split(' '));
  const asked = String(oidc.params?.scope ?? '')
    .split(' ')
    .filter((s) => allowed.has(s));
  const grantId = oidc.result?.consent?.grantId || oidc.session?.grantIdFor(client.clientId);
  const grant = (grantId && (await oidc.provider.Grant.find(grantId))) || new oidc.provider.Grant({ clientId: client.clientId, accountId });
  grant.addOIDCScope(asked.join(' '));
  await grant.save();
  return grant;
}
