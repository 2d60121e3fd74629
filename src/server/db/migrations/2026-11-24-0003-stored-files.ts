import type { Kysely } from 'kysely';

// Frozen: who stored each file and for which region, so a download can check the caller may see it.
// Never import app code here.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('sys_file')
    .ifNotExists()
    .addColumn('path', 'varchar(120)', (c) => c.primaryKey())
    .addColumn('owner_id', 'varchar(32)', (c) => c.notNull())
    .addColumn('region_code', 'varchar(15)')
    .addColumn('create_time', 'varchar(30)', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('sys_file').ifExists().execute();
}
