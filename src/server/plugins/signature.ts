import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { pathVariableOf, signPayload, stringValues } from '../../../validators/sign.js';
import { parseSignTimestamp } from '../../shared/time.js';
import { badRequest } from '../http/errors.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The call must carry X-Sign and X-TIMESTAMP (000 §7.1): integrity of its parameters, not authentication. */
    signed?: boolean;
  }
}

/** How far the client's clock may be from ours, either way. */
export const SIGN_WINDOW_MS = 5 * 60 * 1000;
export const SIGN_FAILED = '签名验证失败';
export const SIGN_EXPIRED = '签名已过期，请检查系统时间';

/**
 * Checks the signature of routes declaring `config: { signed: true }`. Runs after the access rule (onRequest)
 * and body parsing, so a caller without a session still gets 401 first and the body is part of what is signed.
 */
export function installSignature(app: FastifyInstance, secret: string): void {
  app.addHook('preValidation', async (request) => {
    if (!request.routeOptions.config?.signed) return;
    const sign = header(request, 'x-sign');
    const stamp = header(request, 'x-timestamp');
    if (!sign || !stamp) throw badRequest(`${SIGN_FAILED}：缺少签名或时间戳`);
    const at = parseSignTimestamp(stamp);
    if (Number.isNaN(at)) throw badRequest(`${SIGN_FAILED}：时间戳格式不正确`);
    if (Math.abs(Date.now() - at) > SIGN_WINDOW_MS) throw badRequest(SIGN_EXPIRED);
    const collected = collectParams(request);
    if (!collected || !sameText(sign.toUpperCase(), signPayload(collected, secret))) throw badRequest(SIGN_FAILED);
  });
}

/** What the handler will read: path variable, query, body. Null when a key repeats (ambiguous to sign). */
function collectParams(request: FastifyRequest): Record<string, string> | null {
  const out: Record<string, string> = { ...pathVariableOf(request.url) };
  const query = (request.query ?? {}) as Record<string, unknown>;
  for (const [k, v] of Object.entries(query)) {
    if (Array.isArray(v)) return null;
    out[k] = String(v);
  }
  const body = request.body;
  if (body && typeof body === 'object' && !Array.isArray(body) && !Buffer.isBuffer(body)) Object.assign(out, stringValues(body as Record<string, unknown>));
  return out;
}

function header(request: FastifyRequest, name: string): string | undefined {
  const v = request.headers[name];
  return typeof v === 'string' && v ? v : undefined;
}

function sameText(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}
