import { badRequest } from '../../http/errors.js';

export type Query = Record<string, unknown>;

/** The one string value of a query parameter; a repeated parameter is refused rather than guessed at. */
export function single(query: Query, name: string): string | undefined {
  const v = query[name];
  if (v === undefined || v === null) return undefined;
  if (Array.isArray(v)) throw badRequest(`参数${shown(name)}重复`);
  return String(v);
}

export function positiveInt(query: Query, name: string, fallback: number): number {
  const text = single(query, name)?.trim();
  if (!text) return fallback;
  if (!/^\d{1,9}$/.test(text) || Number(text) < 1) throw badRequest(`参数${name}应为正整数`);
  return Number(text);
}

/** A name from a request, cut short and stripped of control characters, fit to quote in a message. */
export function shown(name: string): string {
  const clean = name.replace(/[\u0000-\u001f\u007f]/g, '');
  return `“${clean.length > 40 ? clean.slice(0, 40) + '…' : clean}”`;
}

/** Ids of delete/deleteBatch/selections: comma-joined, each a plain key (no quotes, no spaces). */
export function idList(text: string | undefined, what: string, max = 1000): string[] {
  const ids = [
    ...new Set(
      (text ?? '')
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean),
    ),
  ];
  if (!ids.length) throw badRequest(`${what}不能为空`);
  if (ids.length > max) throw badRequest(`一次最多处理${max}条数据`);
  for (const id of ids) if (!/^[\w-]{1,64}$/.test(id)) throw badRequest(`${what}格式不正确`);
  return ids;
}
