import type { ExpressionBuilder, Expression, SelectQueryBuilder, SqlBool } from 'kysely';
import { sql } from 'kysely';
import { fieldLabel, pickFields, regionFields, type EntitySchema } from '../../../shared/entity-meta.js';
import type { EntityCatalog } from '../../entities/catalog.js';
import { badRequest, forbidden } from '../../http/errors.js';
import type { DynamicDb } from '../../db/tables.js';
import { readerRuleSets } from '../data-rules/reader-rules.js';
import { rowMeets } from '../data-rules/row-match.js';
import { inSubtree, sessionRange } from '../region-scope.js';
import type { Session } from '../session-service.js';
import { tenantScopeOf, tenantSql } from '../tenants/tenant-scope.js';
import { businessFollows } from '../workflow/business-scope.js';
import { column, conditionSql, type SqlTraits } from './match.js';
import { sqlTraitsOf } from './traits.js';
import { nameSource } from './pick-text.js';
import type { Condition, RegionNames, Row, ScopeSpec } from './types.js';

/**
 * The rows a session may touch in an entity - region subtree, tenant and the data rules its roles hold there - or
 * undefined when it may touch every row. The one scope of every route and socket that reads or writes the entity's
 * rows (lists, one row, edits, deletes, imports, dictionaries, pickers, reports, aggregates, shared tables), so none
 * applies the region without the rules. Rules are read at every call (through `db`, the caller's transaction if
 * any): a changed grant holds at the next request.
 */
export async function scopeOf(db: DynamicDb, entity: EntitySchema, session: Session, entities?: EntityCatalog): Promise<ScopeSpec | undefined> {
  const field = entity['x-entity'].regionScope;
  const range = field ? sessionRange(session) : undefined;
  const tenant = tenantScopeOf(entity, session);
  const region = field && range !== undefined ? { field, range } : undefined;
  const base = tenant ? { ...region, tenant } : region;
  const picked = entities ? namedPicks(entities, entity) : [];
  const named = entities && regionFields(entity).length ? regionHolders(entities) : [];
  const sets = await readerRuleSets(db, [entity, ...picked.map(([, target]) => target), ...named], session);
  const [conditions, ...pickConditions] = sets.slice(0, 1 + picked.length);
  const [regionConditions, gridConditions] = sets.slice(1 + picked.length);
  const rules = await rulesOf(db, conditions);
  const ruled = rules ? { ...base, rules } : base;
  // Process instances name their business rows: an instance is read only with its row (workflow/business-scope.ts).
  const follows = entities && entity['x-entity'].table === 'wf_instance' ? await businessFollows(db, entities, session) : [];
  const scope = follows.length ? { ...ruled, follows } : ruled;
  // `entities` given (rows are shown with their picked rows' names): the rules of each named x-pick's entity, so a
  // row's `<field>_dictText` names only picked rows the reader's rules let them read. Their region does not narrow
  // the names: a row shows what it holds (pick-text.ts).
  const picks: Record<string, ScopeSpec> = {};
  for (const [i, [field]] of picked.entries()) {
    const pickRules = await rulesOf(db, pickConditions[i]);
    if (pickRules) picks[field] = { rules: pickRules };
  }
  const withPicks = Object.keys(picks).length ? { ...scope, picks } : scope;
  // Likewise the names of the regions and grids a row's x-region fields hold (region-text.ts).
  const regionNames = named.length ? await regionNamesFrom(db, regionConditions, gridConditions) : undefined;
  return regionNames ? { ...withPicks, regionNames } : withPicks;
}

const rulesOf = async (db: DynamicDb, c: Condition[]) => (c.length ? { conditions: c, traits: await sqlTraitsOf(db) } : undefined);

/** The region and grid entities, whose rules decide which names an x-region field's text may show. */
function regionHolders(entities: EntityCatalog): EntitySchema[] {
  const region = entities.byTable('t_base_region');
  const grid = entities.byTable('t_base_grid');
  return region && grid ? [region, grid] : [];
}

/** The regionNames part of a scope from the reader's conditions on the region and on the grid list; undefined: none. */
async function regionNamesFrom(db: DynamicDb, regionConditions: Condition[], gridConditions: Condition[]): Promise<RegionNames> {
  const regions = await rulesOf(db, regionConditions);
  const grids = await rulesOf(db, gridConditions);
  if (!regions && !grids) return undefined;
  return { ...(regions ? { regions: { rules: regions } } : {}), ...(grids ? { grids: { rules: grids } } : {}) };
}

/** What a hand-written route needs to reach an entity's scope: the database and the entity catalog. */
export interface ScopeSource {
  db: DynamicDb;
  entities: EntityCatalog;
}

/**
 * The scope (scopeOf) of the entity stored in `table`: how a hand-written query over that table (a tree, a map
 * layer, a picker) narrows its rows exactly as the entity's list does, rules included.
 */
export async function tableScope(source: ScopeSource, table: string, session: Session): Promise<ScopeSpec | undefined> {
  const entity = source.entities.byTable(table);
  if (!entity) throw new Error(`no entity stores table ${table}`);
  return scopeOf(source.db, entity, session, source.entities);
}

/**
 * The regions and grids whose names a reader may see beside rows (a scope's regionNames, as every entity's list
 * shows them): for a hand-written reader whose rows hold region codes without being an entity's (tasks, instances,
 * aggregate groups). Undefined: every name.
 */
export async function regionNamesOf(source: ScopeSource, session: Session): Promise<RegionNames> {
  const holders = regionHolders(source.entities);
  if (!holders.length) return undefined;
  const [regions, grids] = await readerRuleSets(source.db, holders, session);
  return regionNamesFrom(source.db, regions, grids);
}

/**
 * A scope without its region subtree (tenant and data rules only), for a route that reaches wider than the subtree
 * by design (the map shows the regions around the caller's own): the rules still hide what they hide.
 */
export function withoutRegion(scope: ScopeSpec | undefined): ScopeSpec | undefined {
  if (!scope) return undefined;
  const { tenant, rules } = scope;
  return tenant || rules ? { ...(tenant ? { tenant } : {}), ...(rules ? { rules } : {}) } : undefined;
}

type Query = SelectQueryBuilder<any, any, any>;

/** A query limited to the rows a scope lets through (undefined: every row). `alias`: the scoped table's alias. */
export function withinScope<Q extends Query>(qb: Q, scope: ScopeSpec | undefined, alias?: string): Q {
  return scope ? (qb.where((eb) => scopeSql(eb, scope, undefined, alias)) as Q) : qb;
}

/** The named x-pick fields of an entity with the entity each picks from. */
function namedPicks(entities: EntityCatalog, entity: EntitySchema): Array<[string, EntitySchema]> {
  return pickFields(entity).flatMap(([field, pick]) => {
    const target = nameSource(pick) ? entities.find(pick.entity) : undefined;
    return target ? [[field, target] as [string, EntitySchema]] : [];
  });
}

/**
 * Rows inside the subtree (a range on the scope column so an index serves it), of the caller's tenant and meeting
 * their data rules. `alias`: the scoped table's alias in a query that joins it to itself.
 */
export function scopeSql(eb: ExpressionBuilder<any, any>, scope: ScopeSpec, traits?: SqlTraits, alias?: string): Expression<SqlBool> {
  const at = (f: string) => (alias ? `${alias}.${f}` : f);
  const parts: Expression<SqlBool>[] = [];
  if (scope.field) {
    const col = traits ? column(at(scope.field), traits) : at(scope.field);
    if (!scope.range) return sql<SqlBool>`1 = 0`;
    parts.push(eb(col, '>=', scope.range[0]), eb(col, '<', scope.range[1]));
  }
  if (scope.tenant) parts.push(tenantSql(eb, scope.tenant, alias));
  for (const c of scope.rules?.conditions ?? []) parts.push(conditionSql(eb, { ...c, field: at(c.field) }, traits ?? scope.rules!.traits));
  for (const f of scope.follows ?? []) {
    const here = (column: string) => `${alias ?? f.table}.${column}`;
    const held = eb
      .selectFrom(`${f.target.table} as followed`)
      .select(sql.lit(1).as('one'))
      .whereRef(`followed.${f.target.key}`, '=', here(f.keyColumn))
      .where((ib) => scopeSql(ib, f.scope, undefined, 'followed'));
    parts.push(eb.or([eb(here(f.kindColumn), '<>', f.kindValue), eb.exists(held)]));
  }
  return eb.and(parts);
}

export const OUTSIDE_RULES = '该数据超出您的数据权限范围，无权操作';

/** The properties the scope's data rules look at (an edit reads them to check the row it writes). */
export const ruleFields = (scope: ScopeSpec | undefined): string[] => (scope?.rules?.conditions ?? []).map((c) => c.field);

/**
 * A written row (its values after the write) must meet the writer's data rules, as it must lie in their subtree:
 * else they would write a row they then cannot read. Checked on the values before they are stored.
 */
export function assertMeetsRules(scope: ScopeSpec | undefined, row: Row): void {
  if (!meetsRules(scope, row)) throw forbidden(OUTSIDE_RULES);
}

export const meetsRules = (scope: ScopeSpec | undefined, row: Row): boolean => (scope?.rules?.conditions ?? []).every((c) => rowMeets(row, c));

/** A written row must stay inside the writer's subtree; the message names the field. */
export function assertWritable(entity: EntitySchema, scope: ScopeSpec | undefined, data: Row, adding: boolean): void {
  if (!scope?.field) return;
  const label = fieldLabel(entity, scope.field);
  if (!(scope.field in data)) {
    if (adding) throw badRequest(`${label}不能为空`);
    return;
  }
  const value = data[scope.field];
  if (value === null || value === undefined || value === '') throw badRequest(`${label}不能为空`);
  if (!scope.range || !inSubtree(String(value), scope.range[0])) throw forbidden(`${label}不在您管辖的区域内，无权操作`);
}
