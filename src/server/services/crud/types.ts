import type { EntitySchema } from '../../../shared/entity-meta.js';
import type { TenantScope } from '../tenants/tenant-scope.js';
import type { SqlTraits } from './match.js';

/** The match rules of 002 §9, the only operators a list filter can produce. */
export type MatchRule = 'eq' | 'like' | 'right_like' | 'left_like' | 'in' | 'ne' | 'gt' | 'ge' | 'lt' | 'le' | 'multi';
export const SUPER_QUERY_RULES: MatchRule[] = ['eq', 'like', 'right_like', 'left_like', 'in', 'ne', 'gt', 'ge', 'lt', 'le'];

/**
 * One filter on one allowlisted property. `value` is already typed for the property (number for integer
 * fields...); `values` carries the list of `in` and `multi` (a `_MultiString` filter).
 */
export interface Condition {
  field: string;
  rule: MatchRule;
  value?: string | number;
  values?: Array<string | number>;
  /**
   * A filter on a property of the entity's detail rows (`participants.residentId`): the rows of which some detail row
   * meets it. `field` is then the detail entity's property; `path` is the name the filter was asked by.
   */
  through?: { path: string; table: string; foreignKey: string; masterKey: string };
}

/** Conditions joined by AND or OR; a child is a condition or another group (nesting is bounded by the parser). */
export interface SuperQueryGroup {
  matchType: 'and' | 'or';
  children: SuperQueryNode[];
}
export type SuperQueryNode = Condition | SuperQueryGroup;

export interface SortSpec {
  field: string;
  order: 'asc' | 'desc';
  /** Rows equal in `field` are ordered by these, in the same direction, before the key (the entity's `thenBy`). */
  then?: string[];
  /** Named x-pick fields among the keys are ordered by the picked row's name, not the stored key. */
  byName?: Record<string, { table: string; key: string; name: string }>;
}

/** Everything a list or export asks for, validated against the entity. */
export interface ListSpec {
  entity: EntitySchema;
  conditions: Condition[];
  /** The super query (advanced query) as a tree of groups, joined to the other conditions by AND. */
  superQuery: SuperQueryGroup | null;
  sort: SortSpec;
  pageNo: number;
  pageSize: number;
}

/**
 * The rows a caller may touch: their region subtree (`field`, `range`; absent for an entity without regionScope or an
 * administrator), their tenant (`tenant`, services/tenants/tenant-scope.ts) and the data rules their roles hold on
 * the entity (`rules`, services/data-rules/). Undefined: unrestricted.
 */
export interface ScopeSpec {
  field?: string;
  /** null: a user without a region sees nothing. */
  range?: [string, string] | null;
  tenant?: TenantScope;
  /** Conditions every row must meet, ANDed; `traits`: the database's, for queries that bring none of their own. */
  rules?: { conditions: Condition[]; traits: SqlTraits };
  /** Named x-pick fields whose picked entity the caller's data rules narrow: the rows whose names they may read. */
  picks?: Record<string, ScopeSpec>;
  /** Region and grid rows whose names the caller's data rules let them read (`<x-region field>_dictText`). */
  regionNames?: { regions?: ScopeSpec; grids?: ScopeSpec };
  /** Rows that name another entity's row (a process instance its event): readable only with that row in its scope. */
  follows?: FollowedRows[];
}

/** Region and grid rows whose names a reader may see (ScopeSpec.regionNames); undefined: every name. */
export type RegionNames = ScopeSpec['regionNames'];

/** The rows of `table` whose `keyColumn` names a row of `target` (when `kind` = `kindValue`) that `scope` must hold. */
export interface FollowedRows {
  table: string;
  keyColumn: string;
  kindColumn: string;
  kindValue: string;
  target: { table: string; key: string };
  scope: ScopeSpec;
}

export type Row = Record<string, unknown>;
