import { sql } from 'kysely';
import type { Database } from '../../db/connect.js';
import type { SqlTraits } from './match.js';

const known = new WeakMap<Database, Promise<SqlTraits>>();
// glibc's C.UTF-8 and the C/POSIX locales order text by code point, as SQLite's BINARY collation does.
const CODE_POINT_COLLATIONS = ['C', 'POSIX', 'C.UTF-8', 'C.utf8', 'ucs_basic'];

/** How text compares in this database, read once per connection pool. */
export function sqlTraits(database: Database): Promise<SqlTraits> {
  let traits = known.get(database);
  if (!traits) {
    traits = detect(database);
    known.set(database, traits);
    traits.catch(() => known.delete(database));
  }
  return traits;
}

async function detect(database: Database): Promise<SqlTraits> {
  if (database.dialect === 'sqlite') return { dialect: 'sqlite', codePointOrder: true };
  const r = await sql<{ collation: string }>`select datcollate as collation from pg_database where datname = current_database()`.execute(database.db);
  return { dialect: 'postgres', codePointOrder: CODE_POINT_COLLATIONS.includes(r.rows[0]?.collation ?? '') };
}
