import type { FastifyInstance } from 'fastify';
import { badRequest } from '../http/errors.js';

// C0 controls but tab, line feed and carriage return; DEL. PostgreSQL cannot store NUL in text at all, and none of
// these belongs in a name, a filter or a form field.
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;
export const CONTROL_CHAR_MESSAGE = '输入内容包含不允许的控制字符';
const MAX_DEPTH = 64;

/** Whether a parsed value holds a control character in any string or key (bounded depth: deeper is refused too). */
export function hasControlChars(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return CONTROL.test(value);
  if (!value || typeof value !== 'object') return false;
  if (depth > MAX_DEPTH) return true;
  if (Array.isArray(value)) return value.some((v) => hasControlChars(v, depth + 1));
  for (const [k, v] of Object.entries(value)) if (CONTROL.test(k) || hasControlChars(v, depth + 1)) return true;
  return false;
}

/** Refuses, before any handler runs, an API request whose path, query or JSON body carries a control character. */
export function installControlCharGuard(app: FastifyInstance, apiPrefix: string): void {
  app.addHook('preValidation', async (request) => {
    if (!request.url.startsWith(apiPrefix)) return;
    let path = request.url;
    try {
      path = decodeURIComponent(request.url);
    } catch {
      throw badRequest('请求地址编码不正确');
    }
    if (CONTROL.test(path) || hasControlChars(request.query) || hasControlChars(request.params) || hasControlChars(request.body)) {
      throw badRequest(CONTROL_CHAR_MESSAGE);
    }
  });
}
