import { CompiledQuery, sql } from 'kysely';
import type { Database } from '../../db/connect.js';

/**
 * A text that changes whenever any committed data of the database may have changed, so that results computed
 * from the database can be reused exactly as long as it stays the same.
 * - SQLite: rows changed by our connection (total_changes, also counting writes later rolled back) and commits
 *   by any other connection (data_version).
 * - PostgreSQL: the transaction snapshot. Two equal snapshots see the same committed transactions: a new write
 *   takes a new transaction id (moving xmax), and a finishing one leaves the in-progress list.
 * Both err towards "changed": any write anywhere invalidates, never the other way round.
 */
export async function dataVersion(database: Database): Promise<string> {
  if (database.dialect === 'sqlite') {
    const r = await database.db.executeQuery<{ c: number; v: number }>(SQLITE_VERSION);
    return `${r.rows[0].c}:${r.rows[0].v}`;
  }
  return (await database.db.executeQuery<{ s: string }>(PG_VERSION)).rows[0].s;
}

const SQLITE_VERSION = CompiledQuery.raw('select total_changes() as c, (select data_version from pragma_data_version) as v');
const PG_VERSION = CompiledQuery.raw('select pg_current_snapshot()::text as s');

/** PostgreSQL: a select list item that reports the snapshot the same statement reads with. */
export const snapshotColumn = sql<string>`pg_current_snapshot()::text`;

/** A bounded map of values each valid for one data version; the least recently used go first. */
export class VersionedCache<V> {
  private entries = new Map<string, { version: string; value: V }>();

  constructor(private max: number) {}

  get(key: string, version: string): V | undefined {
    const e = this.entries.get(key);
    if (!e) return undefined;
    this.entries.delete(key);
    if (e.version !== version) return undefined;
    this.entries.set(key, e);
    return e.value;
  }

  set(key: string, version: string, value: V): void {
    this.entries.delete(key);
    this.entries.set(key, { version, value });
    if (this.entries.size > this.max) this.entries.delete(this.entries.keys().next().value!);
  }
}
