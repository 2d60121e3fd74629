import type { Kysely } from 'kysely';

// Frozen: the live SMS code of each phone (one at a time), shared by every server instance. Only a salted hash of
// the code is kept. Never import app code here.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('sys_sms_code')
    .ifNotExists()
    .addColumn('phone', 'varchar(20)', (c) => c.primaryKey())
    .addColumn('purpose', 'varchar(20)', (c) => c.notNull())
    .addColumn('code_hash', 'varchar(64)', (c) => c.notNull())
    .addColumn('salt', 'varchar(64)', (c) => c.notNull())
    .addColumn('tries', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('sys_sms_code').ifExists().execute();
}
