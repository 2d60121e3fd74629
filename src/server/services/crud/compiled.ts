import type { CompiledQuery } from 'kysely';
import type { EntitySchema } from '../../../shared/entity-meta.js';
import type { SqlTraits } from './match.js';
import type { ListSpec, ScopeSpec } from './types.js';

const MAX_PER_ENTITY = 500;
const memo = new WeakMap<EntitySchema, Map<string, CompiledQuery>>();

/**
 * What the SQL of a list depends on: the validated spec, the scope and the database traits. Kept per entity object,
 * so a reloaded schema starts afresh.
 */
export function specKey(spec: ListSpec, scope: ScopeSpec | undefined, traits: SqlTraits, ...more: unknown[]): string {
  return JSON.stringify([spec.conditions, spec.superQuery, spec.sort, scope ?? null, traits, ...more]);
}

/** Builds and compiles a query once per key: a repeated list skips the query builder. */
export function compiledOnce(entity: EntitySchema, key: string, build: () => { compile(): CompiledQuery }): CompiledQuery {
  let queries = memo.get(entity);
  if (!queries) memo.set(entity, (queries = new Map()));
  let compiled = queries.get(key);
  if (!compiled) {
    compiled = build().compile();
    if (queries.size >= MAX_PER_ENTITY) queries.delete(queries.keys().next().value!);
    queries.set(key, compiled);
  }
  return compiled;
}
