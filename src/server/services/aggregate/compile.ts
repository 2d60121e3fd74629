import { sql, type RawBuilder } from 'kysely';
import { type AggregateDefinition, type AggregateFilter, type AggregateGroupBy } from '../../../shared/aggregate-meta.js';
import type { EntitySchema } from '../../../shared/entity-meta.js';
import { ROLLUP_COUNT } from '../../../shared/rollup-meta.js';
import type { DynamicDb } from '../../db/tables.js';
import { scopeSql } from '../crud/scope.js';
import type { ScopeSpec } from '../crud/types.js';
import { filterSql } from './conditions.js';
import { rollupSource } from './source.js';
import { levelByKey } from '../../../../validators/region-code.js';

export type Dialect = 'sqlite' | 'postgres';

/** Characters of a stored date-time text ("YYYY-MM-DD HH:mm:ss") that make its month and its day. */
const BUCKET_LENGTH = { month: 7, day: 10 } as const;

/**
 * The first `length` characters of a text column. Written once per dialect; the length is a literal of ours, so
 * PostgreSQL sees the same expression in SELECT and GROUP BY.
 */
function head(dialect: Dialect, field: string, length: number): RawBuilder<string> {
  return dialect === 'postgres' ? sql<string>`left(${sql.ref(field)}, ${sql.lit(length)})` : sql<string>`substr(${sql.ref(field)}, 1, ${sql.lit(length)})`;
}

/** The group key of a row: the value, the month or day of a date-time text, or the region code cut to a level. */
export function groupKey(dialect: Dialect, g: AggregateGroupBy): RawBuilder<string> {
  if (g.by === 'month' || g.by === 'day') return head(dialect, g.field, BUCKET_LENGTH[g.by]);
  if (g.by === 'region') return head(dialect, g.field, levelByKey(g.level).length);
  return sql<string>`${sql.ref(g.field)}`;
}

/** Hours between two date-time texts, per dialect. */
function hoursBetween(dialect: Dialect, from: string, to: string): RawBuilder<number> {
  if (dialect === 'postgres') return sql<number>`extract(epoch from (cast(${sql.ref(to)} as timestamp) - cast(${sql.ref(from)} as timestamp))) / 3600`;
  return sql<number>`(julianday(${sql.ref(to)}) - julianday(${sql.ref(from)})) * 24`;
}

/** The first bucket of a `last` window, as the text a date column starts with ("2026-01", "2026-11-19"). */
export function windowStart(by: 'month' | 'day', last: number, today: string): string {
  if (by === 'day') {
    const d = new Date(`${today.slice(0, 10)}T00:00:00Z`);
    d.setUTCDate(d.getUTCDate() - (last - 1));
    return d.toISOString().slice(0, 10);
  }
  const [y, m] = today.slice(0, 7).split('-').map(Number);
  const index = y * 12 + (m - 1) - (last - 1);
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
}

/** Conditions a measure needs besides the query's: avgHours counts rows whose two times are filled. */
function measureFilters(def: AggregateDefinition): AggregateFilter[] {
  const m = def.measure;
  return m.fn === 'avgHours'
    ? [
        { field: m.from, rule: 'notEmpty' },
        { field: m.to, rule: 'notEmpty' },
      ]
    : [];
}

export interface AggregateOptions {
  /** Read the entity's table even where a rollup could answer (to compare the two). */
  table?: boolean;
}

/**
 * The SQL of an aggregate: `k` (group key, absent without groupBy), `v` (count, sum, average or hours) and, for a
 * ratio, `hit` (rows matching its condition) with `v` the row count. Columns come from the checked query file,
 * values are bound, the caller's region scope is always ANDed. A count reads a rollup instead of the table when one
 * holds every column the query names (source.ts); the answer is the same.
 */
export function aggregateQuery(
  db: DynamicDb,
  dialect: Dialect,
  def: AggregateDefinition,
  entity: EntitySchema,
  scope: ScopeSpec | undefined,
  params: AggregateFilter[],
  today: string,
  options: AggregateOptions = {},
) {
  const filters = [...(def.filters ?? []), ...params, ...measureFilters(def)];
  const g = def.groupBy;
  if (g && (g.by === 'month' || g.by === 'day') && g.last) filters.push({ field: g.field, rule: 'ge', value: windowStart(g.by, g.last, today) });
  const rollup = options.table ? undefined : rollupSource(def, entity, filters, scope);
  // A rollup row stands for `rowCount` rows of the table; rows at 0 are combinations that no longer occur.
  const rows = rollup ? sql<number>`${sql.ref(ROLLUP_COUNT)}` : sql<number>`1`;
  let q = db.selectFrom(rollup?.table ?? entity['x-entity'].table);
  if (rollup) q = q.where(ROLLUP_COUNT, '>', 0);
  for (const f of filters) q = q.where((eb) => filterSql(eb, entity, f));
  if (scope) q = q.where((eb) => scopeSql(eb, scope));
  const m = def.measure;
  let select = q.select(() => {
    switch (m.fn) {
      case 'count':
      case 'ratio':
        return (rollup ? sql<number>`coalesce(sum(${rows}), 0)` : sql<number>`count(*)`).as('v');
      case 'sum':
        return sql<number>`coalesce(sum(${sql.ref(m.field)}), 0)`.as('v');
      case 'avg':
        return sql<number>`avg(${sql.ref(m.field)})`.as('v');
      case 'avgHours':
        return sql<number>`avg(${hoursBetween(dialect, m.from, m.to)})`.as('v');
    }
  });
  if (m.fn === 'ratio')
    select = select.select((eb) => sql<number>`sum(case when ${eb.and(m.where.map((w) => filterSql(eb, entity, w)))} then ${rows} else 0 end)`.as('hit'));
  if (!g) return select;
  const key = groupKey(dialect, g);
  return select.select(key.as('k')).groupBy(key);
}
