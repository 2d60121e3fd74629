import type { AggregateDefinition, AggregateFilter } from '../../../shared/aggregate-meta.js';
import type { EntitySchema } from '../../../shared/entity-meta.js';
import { rollupFor, type Rollup } from '../../../shared/rollup-meta.js';
import type { ScopeSpec } from '../crud/types.js';

/**
 * The rollup that can answer an aggregate instead of the entity's table: the measure counts rows (a count, or a
 * ratio of counts) and every column the query reads - its filters, the ratio's condition, the grouping and the
 * caller's region and tenant scope - is one of the rollup's dimensions. Otherwise undefined: the table answers.
 */
export function rollupSource(def: AggregateDefinition, entity: EntitySchema, filters: AggregateFilter[], scope: ScopeSpec | undefined): Rollup | undefined {
  const m = def.measure;
  if (m.fn !== 'count' && m.fn !== 'ratio') return undefined;
  const fields = filters.map((f) => f.field);
  if (m.fn === 'ratio') fields.push(...m.where.map((w) => w.field));
  if (def.groupBy) fields.push(def.groupBy.field);
  if (scope?.field) fields.push(scope.field);
  if (scope?.tenant) fields.push(scope.tenant.field);
  // Rows that follow another entity's rows (process instances) are narrowed by a join no rollup holds.
  if (scope?.follows?.length) return undefined;
  fields.push(...(scope?.rules?.conditions ?? []).map((c) => c.field));
  return rollupFor(entity, fields);
}
