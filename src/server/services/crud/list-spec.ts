import { pickFields, readableFields, type EntitySchema } from '../../../shared/entity-meta.js';
import { badRequest } from '../../http/errors.js';
import { parseFilters, type FindEntity } from './filters.js';
import { nameSource } from './pick-text.js';
import { positiveInt, shown, single, type Query } from './params.js';
import { parseSuperQuery } from './super-query.js';
import type { ListSpec, SortSpec } from './types.js';

export const DEFAULT_PAGE_SIZE = 20;
export const MAX_PAGE_SIZE = 1000;

/**
 * A list request's query string, checked against the entity: every name it uses is a readable property (with `find`,
 * also a readable property of a detail table, `participants.residentId`).
 */
export function listSpec(entity: EntitySchema, query: Query, extraParams: string[] = [], find?: FindEntity): ListSpec {
  return {
    entity,
    conditions: parseFilters(entity, query, extraParams, find),
    superQuery: parseSuperQuery(entity, query),
    sort: sortSpec(entity, query),
    pageNo: positiveInt(query, 'pageNo', 1),
    pageSize: Math.min(positiveInt(query, 'pageSize', DEFAULT_PAGE_SIZE), MAX_PAGE_SIZE),
  };
}

function sortSpec(entity: EntitySchema, query: Query): SortSpec {
  const meta = entity['x-entity'];
  const readable = readableFields(entity);
  let column = single(query, 'column')?.trim();
  // Tables sort on the column they show; a dictionary column shows `<field>_dictText`.
  if (column?.endsWith('_dictText')) column = column.slice(0, -'_dictText'.length);
  const field = column || meta.orderBy || readable[0];
  if (!readable.includes(field)) throw badRequest(`不支持按${shown(column ?? field)}排序`);
  const order = single(query, 'order')?.trim().toLowerCase() || meta.order || 'desc';
  if (order !== 'asc' && order !== 'desc') throw badRequest(`排序方式${shown(order)}不正确，只能是asc或desc`);
  // The default order as a whole (orderBy, then thenBy) breaks the ties of a chosen column.
  const then = meta.thenBy ? [meta.orderBy, ...meta.thenBy].filter((f): f is string => !!f && f !== field) : [];
  const keys = [field, ...then];
  // A register reads by what the cell shows: a picked building sorts by its name, not its id.
  const byName = Object.fromEntries(
    pickFields(entity).flatMap(([f, p]) => {
      const source = keys.includes(f) && !p.multiple ? nameSource(p) : undefined;
      return source ? [[f, { ...source, key: p.key }]] : [];
    }),
  );
  return { field, order, ...(then.length ? { then } : {}), ...(Object.keys(byName).length ? { byName } : {}) };
}
