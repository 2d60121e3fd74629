/**
 * Aggregate queries (schemas/aggregates/<id>.json, meta-schema schemas/meta/aggregate.schema.json): one figure or
 * one grouped series over one entity, served by GET /dashboard/aggregate/{id} with the caller's region scope. The
 * file names columns of the entity only; the server turns them into SQL, never text from a request. Read by the
 * server, the scripts (check:schemas) and the tests.
 */
import { readableFields, type EntitySchema } from './entity-meta.js';
import type { AggregateFilter, AggregateQuery } from './generated/meta-schemas.js';

export type { AggregateFilter, AggregateGroupBy, AggregateMeasure, AggregateParam } from './generated/meta-schemas.js';
/** An aggregate file (the type generated from aggregate.schema.json). */
export type AggregateDefinition = AggregateQuery;
export type AggregateRule = NonNullable<AggregateFilter['rule']>;

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
    for (const key of ['from', 'to'] as const)
      if (prop(['measure', key], m[key]) && !isDate(m[key])) out.push([['measure', key], `属性 ${m[key]} 不是日期时间`]);
  }
  const g = def.groupBy;
  if (g && prop(['groupBy', 'field'], g.field)) {
    if ((g.by === 'month' || g.by === 'day') && !isDate(g.field))
      out.push([['groupBy', 'by'], `属性 ${g.field} 不是日期，不能按${g.by === 'month' ? '月' : '日'}分组`]);
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
