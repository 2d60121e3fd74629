import { sql, type CompiledQuery } from 'kysely';
import type { Database } from './connect.js';

/**
 * Per-table version counters (sys_table_version, migration 2026-11-24-0005): every write to an entity table raises
 * its table's counter in the same transaction, by triggers, so writes made by any code path, any server instance
 * or by hand are counted, and a counter is never newer or older than the data it stands for. Readers compare
 * counters to know whether something computed from those tables earlier is still exact.
 */
const TRIGGER = 'zz_table_version';

/**
 * Gives each table its counter and its triggers where they are missing (every start and schema reload).
 * PostgreSQL: one statement-level trigger per table (insert, update, delete, truncate). SQLite, which has row
 * triggers only: one per kind of write, raising the counter once per row.
 */
export async function installVersionTriggers(database: Database, tables: string[]): Promise<void> {
  const { db } = database;
  if (!tables.length) return;
  await db
    .insertInto('sys_table_version')
    .values(tables.map((tableName) => ({ tableName, version: 1 })))
    .onConflict((oc) => oc.column('tableName').doNothing())
    .execute();
  if (database.dialect === 'postgres') {
    const present = await sql<{ t: string }>`
      select c.relname as t from pg_trigger g join pg_class c on c.oid = g.tgrelid join pg_namespace n on n.oid = c.relnamespace
      where g.tgname = ${TRIGGER} and n.nspname = current_schema()`.execute(db);
    const done = new Set(present.rows.map((r) => r.t));
    for (const table of tables.filter((t) => !done.has(t))) {
      await sql`create trigger ${sql.id(TRIGGER)} after insert or update or delete or truncate on ${sql.table(table)} for each statement execute function zz_bump_table_version()`.execute(
        db,
      );
    }
    return;
  }
  for (const table of tables) {
    for (const event of ['insert', 'update', 'delete']) {
      await sql`create trigger if not exists ${sql.id(`${TRIGGER}_${table}_${event}`)} after ${sql.raw(event)} on ${sql.table(table)}
        begin update sys_table_version set version = version + 1 where table_name = ${sql.lit(table)}; end`.execute(db);
    }
  }
}

/** Raises counters by hand: after a migration rewrote tables behind the triggers' back (a SQLite rebuild). */
export async function bumpVersions(database: Database): Promise<void> {
  await database.db
    .updateTable('sys_table_version')
    .set((eb) => ({ version: eb('version', '+', 1) }))
    .execute();
}

const compiled = new WeakMap<Database, Map<string, CompiledQuery>>();

/** The counters of some tables, in one statement; a table without a counter is missing from the map. */
export async function tableVersions(database: Database, tables: readonly string[]): Promise<Map<string, number>> {
  let queries = compiled.get(database);
  if (!queries) compiled.set(database, (queries = new Map()));
  const key = tables.join(',');
  let query = queries.get(key);
  if (!query) {
    query = database.db
      .selectFrom('sys_table_version')
      .select(['tableName', 'version'])
      .where('tableName', 'in', [...tables])
      .compile();
    queries.set(key, query);
  }
  const rows = (await database.db.executeQuery<{ tableName: string; version: number }>(query)).rows;
  return new Map(rows.map((r) => [r.tableName, Number(r.version)]));
}
