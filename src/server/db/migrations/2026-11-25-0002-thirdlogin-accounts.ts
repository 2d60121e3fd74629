import type { Kysely } from 'kysely';

// Frozen: third-party login (issue 18 item 6). sys_third_account binds one external identity (provider type +
// subject) to one account, and an account to at most one identity per provider. sys_third_ticket holds the
// short-lived one-time values of the flow (the authorisation request's state with its PKCE verifier and nonce, the
// login ticket, the binding ticket), keyed by a SHA-256 of the value. Never import app code here.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('sys_third_account')
    .ifNotExists()
    .addColumn('id', 'varchar(32)', (c) => c.primaryKey())
    .addColumn('third_type', 'varchar(32)', (c) => c.notNull())
    .addColumn('third_user_id', 'varchar(255)', (c) => c.notNull())
    .addColumn('user_id', 'varchar(32)', (c) => c.notNull())
    .addColumn('realname', 'varchar(100)')
    .addColumn('create_time', 'varchar(19)', (c) => c.notNull())
    .addUniqueConstraint('uq_sys_third_account_identity', ['third_type', 'third_user_id'])
    .addUniqueConstraint('uq_sys_third_account_user', ['user_id', 'third_type'])
    .execute();
  await db.schema
    .createTable('sys_third_ticket')
    .ifNotExists()
    .addColumn('ticket_hash', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('kind', 'varchar(16)', (c) => c.notNull())
    .addColumn('third_type', 'varchar(32)', (c) => c.notNull())
    .addColumn('payload', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('sys_third_ticket').ifExists().execute();
  await db.schema.dropTable('sys_third_account').ifExists().execute();
}
