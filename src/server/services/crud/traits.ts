import { PostgresAdapter, sql } from 'kysely';
import type { Database } from '../../db/connect.js';
import type { DynamicDb } from '../../db/tables.js';
import type { SqlTraits } from './match.js';

const known = new WeakMap<Database, Promise<SqlTraits>>();
// glibc's C.UTF-8 and the C/POSIX locales order text by code point, as SQLite's BINARY collation does.
const CODE_POINT_COLLATIONS = ['C', 'POSIX', 'C.UTF-8', 'C.utf8', 'ucs_basic'];

/** How text compares in this database, read once per connection pool. */
export function sqlTraits(database: Database): Promise<SqlTraits> {
  let traits = known.get(database);
  if (!traits) {
    traits = detect(database.db, database.dialect);
    known.set(database, traits);
    traits.catch(() => known.delete(database));
  }
  return traits;
}

async function detect(db: DynamicDb, dialect: Database['dialect']): Promise<SqlTraits> {
  if (dialect === 'sqlite') return { dialect: 'sqlite', codePointOrder: true };
  const r = await sql<{ collation: string }>`select datcollate as collation from pg_database where datname = current_database()`.execute(db);
  return { dialect: 'postgres', codePointOrder: CODE_POINT_COLLATIONS.includes(r.rows[0]?.collation ?? '') };
}

const byAdapter = new WeakMap<object, Promise<SqlTraits>>();

/**
 * The traits of the database a query builder (or a transaction of it, which shares its adapter) talks to, for code
 * that holds no Database: read once per adapter, through the builder itself (so inside its transaction).
 */
export function sqlTraitsOf(db: DynamicDb): Promise<SqlTraits> {
  const adapter = db.getExecutor().adapter;
  let traits = byAdapter.get(adapter);
  if (!traits) {
    traits = detect(db, adapter instanceof PostgresAdapter ? 'postgres' : 'sqlite');
    byAdapter.set(adapter, traits);
    traits.catch(() => byAdapter.delete(adapter));
  }
  return traits;
}
