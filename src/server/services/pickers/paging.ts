import { sql, type SelectQueryBuilder, type SqlBool } from 'kysely';
import type { Page } from '../../../shared/services/types.js';
import { badRequest } from '../../http/errors.js';
import { escapeLike } from '../crud/match.js';

/** Picker pages: 10 by default (002 §9), at most 100. */
export const PICKER_PAGE = { size: 10, max: 100 };

/** A case-insensitive substring match on an allowlisted column; the value is bound, its wildcards escaped. */
export const contains = (column: string, value: string) => sql<SqlBool>`lower(${sql.ref(column)}) like lower(${'%' + escapeLike(value) + '%'}) escape '\\'`;

/** One page of a query and its total, sorted by an allowlisted column (then by id, so pages never overlap). */
export async function pageOf<O, T>(
  q: SelectQueryBuilder<any, any, O>,
  params: { pageNo?: string; pageSize?: string },
  sortColumn: string,
  order: 'asc' | 'desc',
  map: (row: O) => T,
  idColumn = 'id',
): Promise<Page<T>> {
  const pageNo = Math.max(1, Number(params.pageNo ?? 1) || 1);
  const size = Number(params.pageSize ?? PICKER_PAGE.size) || PICKER_PAGE.size;
  if (size > PICKER_PAGE.max) throw badRequest(`每页最多${PICKER_PAGE.max}条`);
  const counted = await q
    .clearSelect()
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirst();
  const total = Number((counted as { n?: number } | undefined)?.n ?? 0);
  const rows = await q
    .orderBy(sql.ref(sortColumn), order)
    .orderBy(sql.ref(idColumn))
    .limit(size)
    .offset((pageNo - 1) * size)
    .execute();
  return { records: rows.map(map), total, size, current: pageNo, pages: Math.ceil(total / size) };
}
