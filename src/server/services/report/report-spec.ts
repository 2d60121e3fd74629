import { fieldLabel, primaryKeyOf, type EntitySchema } from '../../../shared/entity-meta.js';
import { DEFAULT_REPORT_MAX_PAGE, type ReportDefinition } from '../../../shared/report-meta.js';
import { badRequest } from '../../http/errors.js';
import { parseFilters } from '../crud/filters.js';
import { positiveInt, shown, single, type Query } from '../crud/params.js';
import type { Condition, ListSpec, SortSpec } from '../crud/types.js';
import { condition } from '../crud/values.js';

/** Picker pages of 10 (002 §9). */
export const REPORT_PAGE_SIZE = 10;
const PAGING = ['pageNo', 'pageSize', 'column', 'order', '_t'];

/**
 * A getData request -> the generic list's spec (conditions, sort, paging), so the page is read by the same machinery
 * as every entity list (region scope, dictionary and region texts, caches). Every name the request uses must be in
 * the report's allowlists: its query fields (JeecgBoot value prefixes, `_begin`/`_end` for ranges), its `self_`
 * parameters and its sortable columns. The report's fixed filters are always added.
 */
export function reportSpec(report: ReportDefinition, entity: EntitySchema, query: Query): ListSpec {
  const allowed = queryNames(report);
  const filterQuery: Query = {};
  const conditions: Condition[] = [];
  for (const name of Object.keys(query)) {
    if (PAGING.includes(name)) continue;
    if (name.startsWith('self_')) {
      const c = selfCondition(report, entity, name.slice(5), single(query, name));
      if (c) conditions.push(c);
    } else if (allowed.has(name)) filterQuery[name] = query[name];
    else throw badRequest(`报表不支持查询参数${shown(name)}`);
  }
  for (const p of report.params ?? []) {
    const given = single(query, `self_${p.name}`);
    if (p.required && (given === undefined || given.trim() === '')) throw badRequest(`报表参数${shown(p.title ?? fieldLabel(entity, p.field))}不能为空`);
  }
  for (const f of report.filters ?? []) conditions.push(condition(entity, f.field, f.rule ?? 'eq', String(f.value)));
  conditions.push(...parseFilters(entity, filterQuery));
  const max = report.pageSize ?? DEFAULT_REPORT_MAX_PAGE;
  return {
    entity,
    conditions,
    superQuery: null,
    sort: sortOf(report, entity, query),
    pageNo: positiveInt(query, 'pageNo', 1),
    pageSize: Math.min(positiveInt(query, 'pageSize', REPORT_PAGE_SIZE), max),
  };
}

function queryNames(report: ReportDefinition): Set<string> {
  const names = new Set<string>();
  for (const q of report.query ?? []) {
    if (q.mode === 'group') names.add(`${q.field}_begin`).add(`${q.field}_end`);
    else names.add(q.field);
  }
  return names;
}

function selfCondition(report: ReportDefinition, entity: EntitySchema, name: string, raw: string | undefined): Condition | undefined {
  const param = report.params?.find((p) => p.name === name);
  if (!param) throw badRequest(`报表不支持参数${shown('self_' + name)}`);
  if (raw === undefined || raw.trim() === '') return undefined;
  // JeecgBoot's popup may quote a parameter's value ('21'): the quotes are not part of it.
  const value = /^'.*'$/s.test(raw.trim()) ? raw.trim().slice(1, -1) : raw.trim();
  return condition(entity, param.field, param.rule ?? 'eq', value);
}

function sortOf(report: ReportDefinition, entity: EntitySchema, query: Query): SortSpec {
  let column = single(query, 'column')?.trim();
  if (column?.endsWith('_dictText')) column = column.slice(0, -'_dictText'.length);
  const orderText = single(query, 'order')?.trim().toLowerCase();
  if (orderText && orderText !== 'asc' && orderText !== 'desc') throw badRequest(`排序方式${shown(orderText)}不正确，只能是asc或desc`);
  if (column) {
    const sortable = report.columns.some((c) => c.field === column && c.sorter !== false);
    if (!sortable) throw badRequest(`报表不支持按${shown(column)}排序`);
    return { field: column, order: (orderText as 'asc' | 'desc') || 'asc' };
  }
  const fallback = report.order ?? { column: entity['x-entity'].orderBy ?? primaryKeyOf(entity), order: entity['x-entity'].order };
  return { field: fallback.column, order: (orderText as 'asc' | 'desc') || fallback.order || 'desc' };
}
