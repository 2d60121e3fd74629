/** The CAS single sign-on settings (000 §2.2): read once from the environment; a bad value stops the start. */
import { httpUrl } from '../env-url.js';

export interface CasConfig {
  /** CAS_SERVER_URL without a trailing slash, e.g. https://cas.example.org/cas; empty: single sign-on is off. */
  serverUrl: string;
  /** CAS_PROTOCOL: 3 validates at /p3/serviceValidate, 2 at /serviceValidate. */
  protocol: 2 | 3;
  /**
   * CAS_SERVICE_URL: the public address of the client (e.g. https://dj.example.org/zzbpart/); a ticket's service
   * must lie under it. Required with CAS_SERVER_URL: the request's Host is the client's to choose, so it never
   * decides which service counts as ours.
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
  if (serverUrl && !serviceUrl)
    throw new Error('CAS_SERVICE_URL 未设置：启用单点登录（CAS_SERVER_URL）时必须设置本系统的公开地址，例如 https://dj.example.org/zzbpart/');
  return {
    serverUrl,
    protocol: protocolText === '2' ? 2 : 3,
    serviceUrl: serviceUrl && !serviceUrl.endsWith('/') ? serviceUrl + '/' : serviceUrl,
    timeoutMs: 5000,
  };
}

/** CAS is on only with both addresses (a configuration built in code could lack the service). */
export const casIsOn = (cas: CasConfig): boolean => !!(cas.serverUrl && cas.serviceUrl);
