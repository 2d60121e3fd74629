/**
 * Rollups: counts of an entity's rows per combination of a few properties (`x-entity.rollups`, e.g. residents by
 * regionCode + politicalStatus), kept in a table of their own by database triggers so every write path keeps them
 * exact. The aggregate engine answers a count from the smallest rollup that holds every property the query names.
 */
import { columnName, type EntitySchema } from './entity-meta.js';

/** Longest rollup table name: PostgreSQL cuts identifiers at 63 characters and the triggers add `zz_` and `_i`. */
export const ROLLUP_NAME_MAX = 58;
/** The property of a rollup row holding how many rows of the entity have its values. */
export const ROLLUP_COUNT = 'rowCount';

export interface Rollup {
  /** The rollup's table: `ru_<entity table>_<dimension columns>`. */
  table: string;
  /** The entity's table it counts. */
  base: string;
  /** Property names it counts by, as declared. */
  dimensions: string[];
}

export function rollupTable(baseTable: string, dimensions: string[]): string {
  return `ru_${baseTable}_${dimensions.map(columnName).join('_')}`;
}

export function rollupsOf(entity: EntitySchema): Rollup[] {
  const base = entity['x-entity'].table;
  return (entity['x-entity'].rollups ?? []).map((dimensions) => ({ table: rollupTable(base, dimensions), base, dimensions }));
}

/** The rollup with the fewest dimensions that holds every one of `fields`, if any. */
export function rollupFor(entity: EntitySchema, fields: Iterable<string>): Rollup | undefined {
  const needed = [...new Set(fields)];
  return rollupsOf(entity)
    .filter((r) => needed.every((f) => r.dimensions.includes(f)))
    .sort((a, b) => a.dimensions.length - b.dimensions.length)[0];
}
