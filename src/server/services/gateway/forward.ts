import http from 'node:http';
import https from 'node:https';
import { AppError } from '../../http/errors.js';
import type { GatewayRoute } from './gateway-route.js';
import { INSIDE_CODE, type TargetPolicy } from './target-check.js';

/** Limits of one forwarded call. */
export const GATEWAY_LIMITS = { requestBytes: 1024 * 1024, responseBytes: 5 * 1024 * 1024, timeoutMs: 10_000 };

/** Request headers passed on; everything else (cookies, authorization, the platform's token and tenant) stays here. */
const PASSED_REQUEST_HEADERS = ['accept', 'accept-language', 'content-type'];
/** Answer headers passed back; cookies and the target's other headers are not. */
const PASSED_RESPONSE_HEADERS = ['content-type', 'content-language', 'cache-control', 'etag', 'last-modified'];

export interface ForwardCall {
  method: 'GET' | 'POST';
  /** The part of the path after /gateway/<prefix>/, still percent-encoded as the caller sent it. */
  path: string;
  /** The caller's query string without '?'. */
  query: string;
  headers: Record<string, string | string[] | undefined>;
  body?: Buffer;
}

export interface Forwarded {
  status: number;
  headers: Record<string, string>;
  body: Buffer;
}

/** The target URL of a call: the route's base, the caller's path below it, the caller's query, then the secret. */
export function targetOf(route: GatewayRoute, call: ForwardCall): URL {
  const segments = call.path.split('/').filter(Boolean);
  // Decoded once to see what the target would see: no way up and out of the route's base path.
  if (
    segments.some((s) => {
      const d = safeDecode(s);
      return d === '.' || d === '..' || d.includes('/') || d.includes('\\');
    })
  ) {
    throw new AppError('网关路径不正确', 400);
  }
  const url = new URL(route.targetUrl);
  url.pathname = url.pathname.replace(/\/+$/, '') + (segments.length ? '/' + segments.join('/') : '');
  url.search = call.query;
  // Our client's cache-buster is no parameter of the target.
  url.searchParams.delete('_t');
  if (route.secretKind === 'query' && route.secretName && route.secret) url.searchParams.set(route.secretName, route.secret);
  return url;
}

function safeDecode(s: string): string {
  try {
    return decodeURIComponent(s);
  } catch {
    throw new AppError('网关路径不正确', 400);
  }
}

/** Sends the call to the route's target and reads the answer within the limits; refusals and failures in Chinese. */
export function forward(policy: TargetPolicy, route: GatewayRoute, call: ForwardCall): Promise<Forwarded> {
  if (!route.methods.includes(call.method)) return Promise.reject(new AppError(`该网关路由不允许${call.method}请求`, 405));
  const url = targetOf(route, call);
  policy.assertTarget(url);
  const headers: Record<string, string> = {};
  for (const name of PASSED_REQUEST_HEADERS) {
    const v = call.headers[name];
    if (typeof v === 'string') headers[name] = v;
  }
  if (route.secretKind === 'header' && route.secretName && route.secret) headers[route.secretName.toLowerCase()] = route.secret;
  if (call.body?.length) headers['content-length'] = String(call.body.length);
  const client = url.protocol === 'https:' ? https : http;
  return new Promise<Forwarded>((resolve, reject) => {
    const req = client.request(url, { method: call.method, headers, lookup: policy.lookup, timeout: GATEWAY_LIMITS.timeoutMs }, (res) => {
      const chunks: Buffer[] = [];
      let size = 0;
      res.on('data', (chunk: Buffer) => {
        size += chunk.length;
        if (size > GATEWAY_LIMITS.responseBytes) {
          req.destroy();
          reject(new AppError(`目标服务的响应超过${GATEWAY_LIMITS.responseBytes / 1024 / 1024}MB`, 502));
        } else chunks.push(chunk);
      });
      res.on('end', () => {
        const out: Record<string, string> = {};
        for (const name of PASSED_RESPONSE_HEADERS) {
          const v = res.headers[name];
          if (typeof v === 'string') out[name] = v;
        }
        resolve({ status: res.statusCode ?? 502, headers: out, body: Buffer.concat(chunks) });
      });
      res.on('error', (e) => reject(failure(e)));
    });
    // The whole call, not only an idle socket, ends after the time limit.
    const timer = setTimeout(() => req.destroy(Object.assign(new Error('timeout'), { code: 'ETIMEDOUT' })), GATEWAY_LIMITS.timeoutMs);
    req.on('timeout', () => req.destroy(Object.assign(new Error('timeout'), { code: 'ETIMEDOUT' })));
    req.on('error', (e) => reject(failure(e)));
    req.on('close', () => clearTimeout(timer));
    req.end(call.body);
  });
}

function failure(error: Error & { code?: string }): AppError {
  if (error instanceof AppError) return error;
  if (error.code === INSIDE_CODE) return new AppError(error.message, 403);
  if (error.code === 'ETIMEDOUT') return new AppError('目标服务响应超时', 504);
  if (error.code === 'ENOTFOUND' || error.code === 'EAI_AGAIN') return new AppError('找不到目标服务的主机', 502);
  if (error.code === 'ECONNREFUSED') return new AppError('目标服务拒绝连接', 502);
  return new AppError('目标服务请求失败', 502);
}
