import { Migrator, sql } from 'kysely';
import type { EntitySchema } from '../../shared/entity-meta.js';
import type { Database } from './connect.js';
import { migrations } from './migrations/index.js';
import { applyWidenings, driftMessage, findDrift } from './schema-drift.js';
import { syncSchema, type SyncChange } from './schema-sync.js';
import { bumpVersions } from './table-versions.js';

/** Thrown at start when an entity was retyped, narrowed or had a property removed without a migration. */
export class SchemaDriftError extends Error {
  override name = 'SchemaDriftError';
}

/**
 * Frozen migrations first, then the drift check (a retyped, narrowed or removed property stops the start unless a
 * migration already handled it; widenings are applied), then the additive sync. Safe to run on every start.
 */
export async function migrate(database: Database, entities: EntitySchema[]): Promise<SyncChange[]> {
  const db = database.db.withoutPlugins();
  // Kysely looks for its own tables across all schemas; pin them to ours so two schemas never share a lock.
  const schema = database.dialect === 'postgres' ? (await sql<{ s: string }>`select current_schema() as s`.execute(db)).rows[0].s : undefined;
  const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations }, migrationTableSchema: schema });
  const { error, results = [] } = await migrator.migrateToLatest();
  if (error) throw error;
  const { drift, widenings } = await findDrift(database, entities);
  if (drift.length) throw new SchemaDriftError(driftMessage(drift));
  const widened = (await applyWidenings(database, widenings)).map((w) => ({ table: w.split('.')[0], change: `widen ${w}` }));
  const applied = await syncSchema(database, entities, widened);
  // A migration may have rewritten rows without the triggers (a SQLite table rebuild copies into a new table):
  // other running instances must not keep what they computed from the old rows.
  if (results.length || applied.length) await bumpVersions(database);
  return applied;
}
