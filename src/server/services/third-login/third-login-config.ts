/**
 * Third-party login settings (issue 18 item 6): each external OpenID Connect provider is configured by
 * THIRD_LOGIN_<TYPE>_ISSUER, _CLIENT_ID, _CLIENT_SECRET, _NAME and _SCOPE; <TYPE> (letters and digits) becomes the
 * lower-case thirdType of the routes. Read once at start; a bad value stops the start.
 */
import { httpUrl } from '../env-url.js';
export interface ThirdProvider {
  /** The thirdType of the routes, e.g. `oidc`. */
  type: string;
  /** The login page's button label. */
  name: string;
  issuer: string;
  clientId: string;
  clientSecret: string;
  scope: string;
}

export interface ThirdLoginConfig {
  providers: ThirdProvider[];
  /**
   * THIRD_LOGIN_PUBLIC_URL: the server's public origin the provider sends the browser back to (the callback is
   * `${publicUrl}/api/sys/thirdLogin/{type}/callback`); empty: the request's own origin.
   */
  publicUrl: string;
  /** How long the provider may take to answer discovery, the token exchange or userinfo. */
  timeoutMs: number;
}

const ISSUER = /^THIRD_LOGIN_([A-Z0-9]+)_ISSUER$/;

export function readThirdLoginConfig(env: NodeJS.ProcessEnv): ThirdLoginConfig {
  const providers: ThirdProvider[] = [];
  for (const key of Object.keys(env).sort()) {
    const match = ISSUER.exec(key);
    if (!match || !(env[key] ?? '').trim()) continue;
    const prefix = `THIRD_LOGIN_${match[1]}_`;
    const clientId = (env[prefix + 'CLIENT_ID'] ?? '').trim();
    if (!clientId) throw new Error(`${prefix}CLIENT_ID 未设置`);
    providers.push({
      type: match[1].toLowerCase(),
      name: (env[prefix + 'NAME'] ?? '').trim() || match[1],
      issuer: httpUrl(key, env[key]).replace(/\/+$/, ''),
      clientId,
      clientSecret: env[prefix + 'CLIENT_SECRET'] ?? '',
      scope: (env[prefix + 'SCOPE'] ?? '').trim() || 'openid profile email phone',
    });
  }
  const publicUrl = httpUrl('THIRD_LOGIN_PUBLIC_URL', env.THIRD_LOGIN_PUBLIC_URL).replace(/\/+$/, '');
  return { providers, publicUrl, timeoutMs: 10_000 };
}
