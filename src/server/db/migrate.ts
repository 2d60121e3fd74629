import { Migrator, sql } from 'kysely';
import type { EntitySchema } from '../../shared/entity-meta.js';
import type { Database } from './connect.js';
import { migrations } from './migrations/index.js';
import { syncSchema, type SyncChange } from './schema-sync.js';

/** Frozen migrations first, then the additive sync of entity schemas. Safe to run on every start. */
export async function migrate(database: Database, entities: EntitySchema[]): Promise<SyncChange[]> {
  const db = database.db.withoutPlugins();
  // Kysely looks for its own tables across all schemas; pin them to ours so two schemas never share a lock.
  const schema = database.dialect === 'postgres' ? (await sql<{ s: string }>`select current_schema() as s`.execute(db)).rows[0].s : undefined;
  const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations }, migrationTableSchema: schema });
  const { error } = await migrator.migrateToLatest();
  if (error) throw error;
  return syncSchema(database, entities);
}
