import { sql, type Kysely } from 'kysely';
import { columnName, type EntitySchema } from '../../shared/entity-meta.js';
import { rollupsOf, type Rollup } from '../../shared/rollup-meta.js';
import { sqlType } from './column-types.js';
import type { Database } from './connect.js';
import { COUNT_COLUMN, installPostgresTriggers, sqliteTriggers, TRIGGER_COUNT, TRIGGER_PREFIX } from './rollup-triggers.js';

/**
 * Brings the declared rollups (x-entity.rollups) into the database, as part of the schema sync on every start:
 * a new rollup gets its table, its triggers and its counts in one transaction; one whose triggers are missing (a
 * SQLite migration rebuilt its entity's table) gets them back and is recounted; triggers of a rollup no longer
 * declared are dropped with its table, so no write keeps paying for it. Returns the tables created or recounted.
 */
export async function syncRollups(database: Database, entities: EntitySchema[]): Promise<string[]> {
  const db = database.db.withoutPlugins() as Kysely<unknown>;
  const declared = entities.flatMap(rollupsOf);
  const triggers = await rollupTriggers(database);
  const tables = await tablesOf(database);
  const done: string[] = [];
  for (const r of declared) {
    const present = triggers.get(r.table) ?? 0;
    if (tables.has(r.table) && present === TRIGGER_COUNT[database.dialect]) continue;
    await db.transaction().execute(async (trx) => {
      if (!tables.has(r.table)) await createTable(trx, database, r, entities);
      if (present) await dropTriggers(trx, database, r.table);
      if (database.dialect === 'postgres') await installPostgresTriggers(trx, r, await currentSchema(trx));
      else for (const t of sqliteTriggers(r)) await t.statement.execute(trx);
      await recount(trx, database, r);
    });
    done.push(r.table);
  }
  const keep = new Set([...declared.map((r) => r.table), ...entities.map((e) => e['x-entity'].table)]);
  for (const table of new Set([...triggers.keys(), ...[...tables].filter((t) => t.startsWith('ru_'))])) {
    if (keep.has(table)) continue;
    await dropTriggers(db, database, table);
    await sql`drop table if exists ${sql.table(table)}`.execute(db);
  }
  return done;
}

/** Recounts every declared rollup from its table: after a migration changed rows, or a load with triggers off. */
export async function rebuildRollups(database: Database, entities: EntitySchema[]): Promise<void> {
  const db = database.db.withoutPlugins() as Kysely<unknown>;
  for (const r of entities.flatMap(rollupsOf)) await db.transaction().execute((trx) => recount(trx, database, r));
}

/** Replaces a rollup's counts by a fresh count; on PostgreSQL writers of the table wait meanwhile, so none is lost. */
async function recount(db: Kysely<unknown>, database: Database, r: Rollup): Promise<void> {
  const cols = sql.join(r.dimensions.map((d) => sql.id(columnName(d))));
  if (database.dialect === 'postgres') await sql`lock table ${sql.table(r.base)} in share mode`.execute(db);
  await sql`delete from ${sql.table(r.table)}`.execute(db);
  await sql`insert into ${sql.table(r.table)} (${cols}, ${sql.id(COUNT_COLUMN)}) select ${cols}, count(*) from ${sql.table(r.base)} group by ${cols}`.execute(
    db,
  );
}

async function createTable(db: Kysely<unknown>, database: Database, r: Rollup, entities: EntitySchema[]): Promise<void> {
  const entity = entities.find((e) => e['x-entity'].table === r.base)!;
  // Text without a length, so widening the entity's column (schema-drift.ts) never needs the rollup's widened too.
  const typeOf = (d: string) => (entity.properties[d].type === 'string' ? 'text' : sqlType(entity.properties[d]));
  const columns = r.dimensions.map((d) => sql`${sql.id(columnName(d))} ${sql.raw(typeOf(d))}`);
  await sql`create table ${sql.table(r.table)} (${sql.join(columns)}, ${sql.id(COUNT_COLUMN)} bigint not null)`.execute(db);
  const cols = sql.join(r.dimensions.map((d) => sql.id(columnName(d))));
  // SQLite's unique index lets NULLs repeat; its triggers find rows with IS, so the key stays unique all the same.
  const nulls = database.dialect === 'postgres' ? sql` nulls not distinct` : sql``;
  await sql`create unique index ${sql.id(`uq_${r.table}`.slice(0, 63))} on ${sql.table(r.table)} (${cols})${nulls}`.execute(db);
}

/** Rollup triggers present, counted per rollup table. */
async function rollupTriggers(database: Database): Promise<Map<string, number>> {
  const db = database.db.withoutPlugins() as Kysely<unknown>;
  const rows =
    database.dialect === 'postgres'
      ? (
          await sql<{
            name: string;
          }>`select g.tgname as name from pg_trigger g join pg_class c on c.oid = g.tgrelid join pg_namespace n on n.oid = c.relnamespace
          where n.nspname = current_schema() and g.tgname like 'zz!_ru!_%' escape '!'`.execute(db)
        ).rows
      : (await sql<{ name: string }>`select name from sqlite_master where type = 'trigger' and name like 'zz!_ru!_%' escape '!'`.execute(db)).rows;
  const out = new Map<string, number>();
  for (const { name } of rows) {
    const table = name.slice(TRIGGER_PREFIX.length, name.lastIndexOf('_'));
    out.set(table, (out.get(table) ?? 0) + 1);
  }
  return out;
}

async function dropTriggers(db: Kysely<unknown>, database: Database, table: string): Promise<void> {
  if (database.dialect === 'postgres') {
    await sql`drop function if exists ${sql.id(`${TRIGGER_PREFIX}${table}`)}() cascade`.execute(db);
    return;
  }
  for (const kind of ['i', 'd', 'u']) await sql`drop trigger if exists ${sql.id(`${TRIGGER_PREFIX}${table}_${kind}`)}`.execute(db);
}

async function tablesOf(database: Database): Promise<Set<string>> {
  const db = database.db.withoutPlugins() as Kysely<unknown>;
  const rows =
    database.dialect === 'postgres'
      ? (await sql<{ name: string }>`select table_name as name from information_schema.tables where table_schema = current_schema()`.execute(db)).rows
      : (await sql<{ name: string }>`select name from sqlite_master where type = 'table'`.execute(db)).rows;
  return new Set(rows.map((r) => r.name));
}

async function currentSchema(db: Kysely<unknown>): Promise<string> {
  return (await sql<{ s: string }>`select current_schema() as s`.execute(db)).rows[0].s;
}
