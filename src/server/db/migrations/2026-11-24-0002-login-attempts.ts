import type { Kysely } from 'kysely';

// Frozen: failed-login counters per account, per client address and per pair, shared by every server instance.
// Never import app code here.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('sys_login_attempt')
    .ifNotExists()
    .addColumn('attempt_key', 'varchar(300)', (c) => c.primaryKey())
    .addColumn('failures', 'integer', (c) => c.notNull())
    .addColumn('first_at', 'bigint', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('sys_login_attempt').ifExists().execute();
}
