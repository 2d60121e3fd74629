/**
 * Aggregate queries (schemas/aggregates/<id>.json, meta-schema schemas/meta/aggregate.schema.json): one figure or
 * one grouped series over one entity, served by GET /dashboard/aggregate/{id} with the caller's region scope. The
 * file names columns of the entity only; the server turns them into SQL, never text from a request. Read by the
 * server, the scripts (check:schemas) and the tests.
 */
import { readableFields, type EntitySchema } from './entity-meta.js';

export type AggregateRule = 'eq' | 'ne' | 'in' | 'notIn' | 'gt' | 'ge' | 'lt' | 'le' | 'empty' | 'notEmpty';

/** A fixed condition of the query file. `value` is an array for in / notIn, absent for empty / notEmpty. */
export interface AggregateFilter {
  field: string;
  rule?: AggregateRule;
  value?: string | number | Array<string | number>;
}

/**
 * What is measured: rows (count), a numeric column's sum or average, the share of rows matching `where` (ratio,
 * in percent), or the average number of hours between two date-time columns (avgHours; rows with both filled).
 */
export type AggregateMeasure =
  | { fn: 'count' }
  | { fn: 'sum' | 'avg'; field: string }
  | { fn: 'ratio'; where: AggregateFilter[] }
  | { fn: 'avgHours'; from: string; to: string };

/** Region levels by code length (DIC_REGION_LEVEL: 省2, 市4, 区县6, 街道9, 社区12, 网格15). */
export const REGION_LEVELS = { province: 2, city: 4, district: 6, street: 9, community: 12, grid: 15 } as const;
export type RegionLevel = keyof typeof REGION_LEVELS;

/**
 * How rows are grouped: by the column's value (with its dictionary's texts when it has one), by the month or day of
 * a date column (`last`: only the last N months or days, today's included, each shown even when empty), or by the
 * region of a region code at a level (its first N digits; names from the region tree and the grids).
 */
export type AggregateGroupBy =
  | { field: string; by?: 'value' }
  | { field: string; by: 'month' | 'day'; last?: number }
  | { field: string; by: 'region'; level: RegionLevel };

/** A parameter the client may send: `<field>` (eq) or `<field>_begin` / `<field>_end` (range). */
export interface AggregateParam {
  field: string;
  mode?: 'single' | 'range';
}

export interface AggregateDefinition {
  id: string;
  title: string;
  description?: string;
  entity: string;
  /** A permission code (event:list), or "user": every logged-in user. */
  permission: string;
  measure: AggregateMeasure;
  groupBy?: AggregateGroupBy;
  filters?: AggregateFilter[];
  params?: AggregateParam[];
  /** Series order: by key (default; dictionaries keep their item order) or by value, largest first. */
  order?: 'key' | 'valueDesc';
  /** At most this many groups (after ordering). */
  limit?: number;
}

/** One group of an answer (no groupBy: a single row whose key is null). */
export interface AggregateRow {
  key: string | null;
  label: string;
  value: number;
}

export interface AggregateAnswer {
  id: string;
  title: string;
  rows: AggregateRow[];
}

export const AGGREGATE_ID = /^[a-z][a-z0-9-]{0,63}$/;

type Problem = [Array<string | number>, string];
const NUMERIC = new Set(['integer', 'number']);
const DATE_FORMATS = new Set(['date', 'date-time', 'date-time-cn']);

/**
 * What is wrong with an aggregate against its entity and the known dictionaries, as [JSON path, message] pairs
 * (empty when nothing). The meta-schema has checked its shape; this checks every column it names is an allowed one.
 */
export function aggregateProblems(def: AggregateDefinition, entity: EntitySchema | undefined, fileId?: string): Problem[] {
  const out: Problem[] = [];
  if (fileId !== undefined && def.id !== fileId) out.push([['id'], `统计编码 ${def.id} 应与文件名 ${fileId} 相同`]);
  if (!entity) return [...out, [['entity'], `实体 ${def.entity} 不存在`]];
  const readable = new Set(readableFields(entity));
  const prop = (path: Array<string | number>, field: string) => {
    if (readable.has(field)) return entity.properties[field];
    out.push([path, `实体 ${entity.$id} 没有可读属性 ${field}`]);
    return undefined;
  };
  const isDate = (field: string) => DATE_FORMATS.has(entity.properties[field]?.format ?? '');
  const checkFilters = (filters: AggregateFilter[] | undefined, at: Array<string | number>) =>
    filters?.forEach((f, i) => {
      prop([...at, i, 'field'], f.field);
      const list = f.rule === 'in' || f.rule === 'notIn';
      const none = f.rule === 'empty' || f.rule === 'notEmpty';
      if (list !== Array.isArray(f.value) && !none) out.push([[...at, i, 'value'], list ? `规则 ${f.rule} 的值应为数组` : '值不能是数组']);
      if (none && f.value !== undefined) out.push([[...at, i, 'value'], `规则 ${f.rule} 不需要值`]);
      if (!none && f.value === undefined) out.push([[...at, i, 'value'], '缺少值']);
    });
  const m = def.measure;
  if (m.fn === 'sum' || m.fn === 'avg') {
    const p = prop(['measure', 'field'], m.field);
    if (p && !NUMERIC.has(p.type ?? '')) out.push([['measure', 'field'], `属性 ${m.field} 不是数值，不能求和或平均`]);
  }
  if (m.fn === 'ratio') checkFilters(m.where, ['measure', 'where']);
  if (m.fn === 'avgHours') {
    for (const key of ['from', 'to'] as const) if (prop(['measure', key], m[key]) && !isDate(m[key])) out.push([['measure', key], `属性 ${m[key]} 不是日期时间`]);
  }
  const g = def.groupBy;
  if (g && prop(['groupBy', 'field'], g.field)) {
    if ((g.by === 'month' || g.by === 'day') && !isDate(g.field)) out.push([['groupBy', 'by'], `属性 ${g.field} 不是日期，不能按${g.by === 'month' ? '月' : '日'}分组`]);
    if (g.by === 'region' && !entity.properties[g.field]['x-region']) out.push([['groupBy', 'by'], `属性 ${g.field} 不是区划代码，不能按区域分组`]);
  }
  checkFilters(def.filters, ['filters']);
  const seen = new Set<string>();
  def.params?.forEach((p, i) => {
    prop(['params', i, 'field'], p.field);
    if (seen.has(p.field)) out.push([['params', i, 'field'], `参数 ${p.field} 重复`]);
    seen.add(p.field);
  });
  return out;
}
