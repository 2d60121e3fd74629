import type { Expression, ExpressionBuilder, SelectQueryBuilder, SqlBool } from 'kysely';
import { primaryKeyOf, readableFields } from '../../../shared/entity-meta.js';
import type { DynamicDb } from '../../db/tables.js';
import { conditionSql, type SqlTraits } from './match.js';
import { scopeSql } from './scope.js';
import { groupConditions } from './super-query.js';
import { isTreeTop, treeRootSql, treeTopSql } from './tree-rules.js';
import type { ListSpec, Row, ScopeSpec, SuperQueryGroup } from './types.js';

export type Query = SelectQueryBuilder<any, any, any>;
type Filter = Pick<ListSpec, 'entity' | 'conditions' | 'superQuery'>;

/** The rows a spec selects, before paging: conditions, super query and region scope, all ANDed. */
export function filtered(db: DynamicDb, spec: Filter, scope: ScopeSpec | undefined, traits: SqlTraits): Query {
  let q: Query = db.selectFrom(spec.entity['x-entity'].table);
  for (const c of spec.conditions) {
    q = q.where((eb) => {
      if (!isTreeTop(spec.entity, c)) return conditionSql(eb, c, traits);
      const atRoot = treeRootSql(eb, spec.entity, conditionSql(eb, c, traits));
      return scope ? treeTopSql(db, eb, spec.entity, scope, atRoot) : atRoot;
    });
  }
  const sq = spec.superQuery;
  if (sq) q = q.where((eb) => groupSql(eb, sq, traits));
  if (scope) q = q.where((eb) => scopeSql(eb, scope, traits));
  return q;
}

/** A super query group as SQL: its children, each a condition or a group in parentheses, by AND or OR. */
function groupSql(eb: ExpressionBuilder<any, any>, group: SuperQueryGroup, traits: SqlTraits): Expression<SqlBool> {
  const parts = group.children.map((n) => ('children' in n ? groupSql(eb, n, traits) : conditionSql(eb, n, traits)));
  return group.matchType === 'or' ? eb.or(parts) : eb.and(parts);
}

/**
 * Sort by the chosen column and the entity's further sort columns (a picked row's name for a named x-pick), then by
 * the key so that pages never overlap or skip rows with equal values.
 */
export function sorted(q: Query, spec: ListSpec): Query {
  const pk = primaryKeyOf(spec.entity);
  const table = spec.entity['x-entity'].table;
  for (const field of [spec.sort.field, ...(spec.sort.then ?? [])]) {
    const named = spec.sort.byName?.[field];
    q = named
      ? q.orderBy(
          (eb: ExpressionBuilder<any, any>) => eb.selectFrom(named.table).select(named.name).whereRef(named.key, '=', `${table}.${field}`).limit(1),
          spec.sort.order,
        )
      : q.orderBy(field, spec.sort.order);
  }
  return spec.sort.field === pk ? q : q.orderBy(pk, spec.sort.order);
}

/** A sort beyond one stored column: paging reads it with plain OFFSET (checkpoints and index walks assume one column). */
export const compoundSort = (spec: ListSpec): boolean => !!spec.sort.then?.length || !!spec.sort.byName;

export function countQuery(db: DynamicDb, spec: Filter, scope: ScopeSpec | undefined, traits: SqlTraits): Query {
  return filtered(db, spec, scope, traits).select((eb) => eb.fn.countAll().as('total'));
}

/** Whole rows of a page read straight with LIMIT/OFFSET: right for the first pages. */
export function pageQuery(db: DynamicDb, spec: ListSpec, scope: ScopeSpec | undefined, traits: SqlTraits, offset: number, limit: number): Query {
  return sorted(filtered(db, spec, scope, traits).select(readableFields(spec.entity)), spec)
    .limit(limit)
    .offset(offset);
}

/** Whole rows by key, in the order of the keys. */
export async function rowsByKey(db: DynamicDb, spec: ListSpec, keys: unknown[]): Promise<Row[]> {
  if (!keys.length) return [];
  const pk = primaryKeyOf(spec.entity);
  const rows = await db.selectFrom(spec.entity['x-entity'].table).select(readableFields(spec.entity)).where(pk, 'in', keys).execute();
  const byKey = new Map(rows.map((r) => [r[pk], r]));
  return keys.map((k) => byKey.get(k)).filter((r): r is Row => !!r);
}

/**
 * The columns of the widest index that leads with the field (walking it yields rows in the field's order), or
 * undefined when no index does.
 */
export function sortIndexColumns(spec: ListSpec, field: string): string[] | undefined {
  const { entity } = spec;
  const meta = entity['x-entity'];
  const sets = [...(meta.indexes ?? []), ...(meta.unique ?? [])].filter((set) => set[0] === field).sort((a, b) => b.length - a.length);
  if (sets.length) return sets[0];
  if (field === primaryKeyOf(entity) || entity.properties[field]?.['x-column']?.index) return [field];
  return undefined;
}

/** Every field a spec filters on, the scope (region, tenant, data rules) included. */
export function filterFields(spec: ListSpec, scope: ScopeSpec | undefined): string[] {
  const scoped = [scope?.field, scope?.tenant?.field, ...(scope?.rules?.conditions ?? []).map((c) => c.field)].filter((f): f is string => !!f);
  return [...spec.conditions, ...groupConditions(spec.superQuery)].map((c) => c.through?.path ?? c.field).concat(scoped);
}
