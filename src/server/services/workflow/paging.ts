import type { Page } from '../../../shared/services/types.js';
import { badRequest } from '../../http/errors.js';

/** pageNo from 1, pageSize 1-200 (default 20); anything else is refused in Chinese. */
export function paging(params: { pageNo?: unknown; pageSize?: unknown }): { pageNo: number; pageSize: number } {
  const pageNo = Number(params.pageNo ?? 1);
  const pageSize = Number(params.pageSize ?? 20);
  if (!Number.isInteger(pageNo) || pageNo < 1 || !Number.isInteger(pageSize) || pageSize < 1 || pageSize > 200) throw badRequest('分页参数不正确');
  return { pageNo, pageSize };
}

/** A `like` pattern for "contains" with the user's own % and _ taken literally; undefined for a blank text. */
export function likeText(value: unknown): string | undefined {
  const text = typeof value === 'string' ? value.trim() : '';
  return text ? `%${text.replace(/[\\%_]/g, (c) => '\\' + c)}%` : undefined;
}

export const pageOf = <T>(records: T[], total: number, current: number, size: number): Page<T> =>
  ({ records, total, size, current, pages: Math.ceil(total / size) }) as Page<T>;
