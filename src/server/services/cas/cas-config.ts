/** The CAS single sign-on settings (000 §2.2): read once from the environment; a bad value stops the start. */
import { httpUrl } from '../env-url.js';

export interface CasConfig {
  /** CAS_SERVER_URL without a trailing slash, e.g. https://cas.example.org/cas; empty: single sign-on is off. */
  serverUrl: string;
  /** CAS_PROTOCOL: 3 validates at /p3/serviceValidate, 2 at /serviceValidate. */
  protocol: 2 | 3;
  /**
   * CAS_SERVICE_URL: the public address of the client (e.g. https://dj.example.org/zzbpart/); a ticket's service
   * must lie under it. Empty: under the request's own origin and the client's base path.
   */
  serviceUrl: string;
  /** How long the CAS server may take to answer a validation. */
  timeoutMs: number;
}

export function readCasConfig(env: NodeJS.ProcessEnv): CasConfig {
  const serverUrl = httpUrl('CAS_SERVER_URL', env.CAS_SERVER_URL).replace(/\/+$/, '');
  const protocolText = (env.CAS_PROTOCOL ?? '3').trim();
  if (protocolText !== '2' && protocolText !== '3') throw new Error(`CAS_PROTOCOL 应为 2 或 3：${protocolText}`);
  const serviceUrl = httpUrl('CAS_SERVICE_URL', env.CAS_SERVICE_URL);
  return { serverUrl, protocol: protocolText === '2' ? 2 : 3, serviceUrl: serviceUrl && !serviceUrl.endsWith('/') ? serviceUrl + '/' : serviceUrl, timeoutMs: 5000 };
}
