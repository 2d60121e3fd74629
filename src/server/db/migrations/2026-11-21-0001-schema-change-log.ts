import type { Kysely } from 'kysely';

// Frozen: the log every later schema sync writes to. Never import app code here.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('sys_schema_change')
    .ifNotExists()
    .addColumn('id', 'varchar(32)', (c) => c.primaryKey())
    .addColumn('table_name', 'varchar(100)', (c) => c.notNull())
    .addColumn('change', 'varchar(255)', (c) => c.notNull())
    .addColumn('applied_at', 'varchar(30)', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('sys_schema_change').ifExists().execute();
}
