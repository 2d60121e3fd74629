/**
 * A real OpenID Connect provider for the tests: oidc-provider (the certified library) on a free port of 127.0.0.1,
 * with its development sign-in form (any login name and password; the login name is the subject) and one
 * confidential client. Consent is granted by the provider itself (a first-party client), so a sign-in returns
 * straight to the relying party. The client's redirect address is set once the relying party's port is known.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** The little of oidc-provider these tests use (the package ships no types; a local view, not a global declaration). */
interface Provider {
  callback(): (req: http.IncomingMessage, res: http.ServerResponse) => void;
}
interface GrantContext {
  oidc: {
    provider: { Grant: new (init: { clientId: string; accountId: string }) => { addOIDCScope(scope: string): void; save(): Promise<string> } };
    client: { clientId: string };
    session: { accountId: string };
  };
}
type ProviderClass = new (issuer: string, configuration: Record<string, unknown>) => Provider;
const oidcProviderModule = 'oidc-provider';
const { default: ProviderOf } = (await import(oidcProviderModule)) as { default: ProviderClass };

export interface TestOidc {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** Display names (claim `name`) of subjects; a subject not listed has none. */
  names: Record<string, string>;
  /** Registers the relying party's callback; before the first request to the provider. */
  useRedirectUri(uri: string): void;
  close(): Promise<void>;
}

export async function startOidc(): Promise<TestOidc> {
  let redirectUri = '';
  let provider: Provider | undefined;
  const names: Record<string, string> = {};
  const server = http.createServer((req, res) => {
    provider ??= build();
    provider.callback()(req, res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const clientId = 'zhdj-test';
  const clientSecret = 'zhdj-test-secret-0123456789abcdef';

  function build(): Provider {
    if (!redirectUri) throw new Error('useRedirectUri() first');
    const p = new ProviderOf(issuer, {
      clients: [
        { client_id: clientId, client_secret: clientSecret, redirect_uris: [redirectUri], grant_types: ['authorization_code'], response_types: ['code'] },
      ],
      cookies: { keys: ['zhdj-oidc-test-cookie-key'] },
      features: { devInteractions: { enabled: true } },
      pkce: { methods: ['S256'], required: () => true },
      ttl: { Interaction: 600, Grant: 600, Session: 600, AccessToken: 600, IdToken: 600, AuthorizationCode: 60 },
      claims: { openid: ['sub'], profile: ['name'] },
      findAccount: (_ctx: unknown, sub: string) => ({ accountId: sub, claims: async () => ({ sub, ...(names[sub] ? { name: names[sub] } : {}) }) }),
      // A first-party client: the grant is given without a consent page.
      loadExistingGrant: async (ctx: GrantContext) => {
        const grant = new ctx.oidc.provider.Grant({ clientId: ctx.oidc.client.clientId, accountId: ctx.oidc.session.accountId });
        grant.addOIDCScope('openid profile');
        await grant.save();
        return grant;
      },
    });
    return p;
  }

  return {
    issuer,
    clientId,
    clientSecret,
    names,
    useRedirectUri: (uri) => {
      redirectUri = uri;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/**
 * Signs `login` in at the provider the way a browser would (cookies, redirects, the sign-in form) from the
 * authorisation address, and answers the address the provider finally sends the browser to (the relying party's
 * callback with code and state, or with an error). `abort` cancels at the sign-in form instead.
 */
export async function signInAtProvider(authorisationUrl: string, login: string, options: { abort?: boolean } = {}): Promise<URL> {
  const cookies = new Map<string, string>();
  const origin = new URL(authorisationUrl).origin;
  let url = new URL(authorisationUrl);
  let body: URLSearchParams | undefined;
  for (let hop = 0; hop < 10; hop++) {
    if (url.origin !== origin) return url;
    const response = await fetch(url, {
      method: body ? 'POST' : 'GET',
      body,
      redirect: 'manual',
      headers: { cookie: [...cookies].map(([k, v]) => `${k}=${v}`).join('; '), ...(body ? { 'content-type': 'application/x-www-form-urlencoded' } : {}) },
    });
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const at = pair.indexOf('=');
      cookies.set(pair.slice(0, at), pair.slice(at + 1));
    }
    body = undefined;
    const location = response.headers.get('location');
    if (location) {
      url = new URL(location, url);
      continue;
    }
    const page = await response.text();
    if (!/name="login"/.test(page)) throw new Error(`unexpected provider page at ${url}: ${page.slice(0, 300)}`);
    if (options.abort) url = new URL(`${url.pathname}/abort`, url);
    else body = new URLSearchParams({ prompt: 'login', login, password: 'any-password' });
  }
  throw new Error('too many redirects at the provider');
}
