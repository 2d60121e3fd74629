import { badRequest } from '../../http/errors.js';

/** One query parameter as text: absent is undefined, a repeated one is refused (it would be ambiguous). */
export function param(query: unknown, name: string): string | undefined {
  const v = (query as Record<string, unknown> | undefined)?.[name];
  if (v === undefined || v === null) return undefined;
  if (typeof v !== 'string') throw badRequest(`参数${name}只能出现一次`);
  return v;
}

/** A comma-separated list parameter (ids, keys), blanks dropped, at most `max` entries. */
export function listParam(query: unknown, name: string, max = 500): string[] {
  const list = (param(query, name) ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  if (!list.length) throw badRequest(`${name}不能为空`);
  if (list.length > max) throw badRequest(`${name}最多${max}个`);
  return list;
}

/** A page size between 1 and `max`, `fallback` when absent. */
export function sizeParam(query: unknown, name: string, fallback: number, max: number): number {
  const raw = param(query, name);
  if (raw === undefined || raw === '') return fallback;
  if (!/^\d{1,6}$/.test(raw) || Number(raw) < 1) throw badRequest(`${name}应为正整数`);
  return Math.min(Number(raw), max);
}
