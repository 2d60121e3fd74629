import { sql, type Kysely } from 'kysely';

// Frozen: one version counter per table, raised in the same transaction as every write to that table (the triggers
// are installed per entity table by the schema sync), so cached results can be kept per table and checked by any
// server instance. PostgreSQL gets one trigger function for all tables, bound to this schema so that a writer with
// another search_path still counts here. Never import app code here.
const isPostgres = (db: Kysely<any>) => db.getExecutor().adapter.constructor.name.startsWith('Postgres');

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('sys_table_version')
    .ifNotExists()
    .addColumn('table_name', 'varchar(100)', (c) => c.primaryKey())
    .addColumn('version', 'bigint', (c) => c.notNull())
    .execute();
  if (!isPostgres(db)) return;
  const schema = (await sql<{ s: string }>`select current_schema() as s`.execute(db)).rows[0].s;
  await sql`
    create or replace function zz_bump_table_version() returns trigger language plpgsql set search_path = ${sql.id(schema)} as $$
    begin
      update sys_table_version set version = version + 1 where table_name = TG_TABLE_NAME;
      return null;
    end $$`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  if (isPostgres(db)) await sql`drop function if exists zz_bump_table_version() cascade`.execute(db);
  await db.schema.dropTable('sys_table_version').ifExists().execute();
}
