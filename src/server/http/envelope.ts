import type { Envelope } from '../../shared/envelope.js';

export function ok<T>(result: T, message = '操作成功！'): Envelope<T> {
  return { success: true, message, code: 200, result, timestamp: Date.now() };
}

export function failure(message: string, code: number, result: unknown = null): Envelope {
  return { success: false, message, code, result, timestamp: Date.now() };
}
