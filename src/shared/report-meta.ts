/**
 * Online reports (schemas/reports/<code>.json, meta-schema schemas/meta/report.schema.json): a named query over one
 * entity, served by /online/cgreport/api/*. Read by the server (routes), the scripts (check:schemas) and tests.
 */
import { readableFields, type EntitySchema } from './entity-meta.js';
import type { OnlineReport, ReportColumn, ReportParam } from './generated/meta-schemas.js';

export type { ReportColumn, ReportFilter, ReportParam, ReportQueryField } from './generated/meta-schemas.js';
/** A report file (the type generated from report.schema.json). */
export type ReportDefinition = OnlineReport;
export type ReportRule = NonNullable<ReportParam['rule']>;

export const REPORT_CODE = /^[a-z][a-z0-9_]{0,63}$/;
export const DEFAULT_REPORT_MAX_PAGE = 100;

/** The dictionary of a report column: its own, else its property's. */
export function columnDict(entity: EntitySchema, column: ReportColumn): string | undefined {
  return column.dict ?? (entity.properties[column.field]?.['x-dict'] as string | undefined);
}

/**
 * What is wrong with a report against its entity and the known dictionaries, as [JSON path segments, message]
 * pairs (empty when nothing). The meta-schema has checked its shape already.
 */
export function reportProblems(
  report: ReportDefinition,
  entity: EntitySchema | undefined,
  dictCodes: Set<string>,
  fileCode?: string,
): Array<[Array<string | number>, string]> {
  const out: Array<[Array<string | number>, string]> = [];
  if (fileCode !== undefined && report.code !== fileCode) out.push([['code'], `报表编码 ${report.code} 应与文件名 ${fileCode} 相同`]);
  if (!entity) return [...out, [['entity'], `实体 ${report.entity} 不存在`]];
  const readable = new Set(readableFields(entity));
  const mustRead = (path: Array<string | number>, field: string) => readable.has(field) || out.push([path, `实体 ${entity.$id} 没有可读属性 ${field}`]);
  report.columns.forEach((c, i) => {
    mustRead(['columns', i, 'field'], c.field);
    if (c.dict && !dictCodes.has(c.dict)) out.push([['columns', i, 'dict'], `字典 ${c.dict} 不在 schemas/dicts 中`]);
  });
  const seen = new Set<string>();
  report.columns.forEach((c, i) => (seen.has(c.field) ? out.push([['columns', i, 'field'], `列 ${c.field} 重复`]) : seen.add(c.field)));
  report.query?.forEach((q, i) => {
    mustRead(['query', i, 'field'], q.field);
    if (q.mode === 'group' && entity.properties[q.field] && entity.properties[q.field].type === 'boolean')
      out.push([['query', i, 'mode'], `字段 ${q.field} 不能按范围查询`]);
  });
  const LIKE = ['like', 'right_like', 'left_like'];
  const likeOnText = (path: Array<string | number>, field: string, rule?: ReportRule) => {
    const type = entity.properties[field]?.type;
    if (rule && LIKE.includes(rule) && type && type !== 'string') out.push([path, `字段 ${field} 不是文本，不能模糊匹配`]);
  };
  report.filters?.forEach((f, i) => {
    mustRead(['filters', i, 'field'], f.field);
    likeOnText(['filters', i, 'rule'], f.field, f.rule);
  });
  const names = new Set<string>();
  report.params?.forEach((p, i) => {
    mustRead(['params', i, 'field'], p.field);
    likeOnText(['params', i, 'rule'], p.field, p.rule);
    if (names.has(p.name)) out.push([['params', i, 'name'], `参数 ${p.name} 重复`]);
    names.add(p.name);
  });
  if (report.order) mustRead(['order', 'column'], report.order.column);
  return out;
}
