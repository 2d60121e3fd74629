import type { Kysely } from 'kysely';

// Frozen: what the OAuth2 / OpenID Connect authorisation server (oidc-provider) keeps between requests — interactions,
// its sessions, grants, authorisation codes, access and refresh tokens, and its own signing and cookie keys — so every
// instance on the database shares them and a restart loses no sign-in under way. One row per stored object: `model`
// is oidc-provider's model name, `payload` its JSON, `expires_at` epoch milliseconds (null: no expiry, the keys).
// Never import app code here.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('sys_oauth2_store')
    .ifNotExists()
    .addColumn('model', 'varchar(40)', (c) => c.notNull())
    .addColumn('id', 'varchar(255)', (c) => c.notNull())
    .addColumn('payload', 'text', (c) => c.notNull())
    .addColumn('grant_id', 'varchar(255)')
    .addColumn('uid', 'varchar(255)')
    .addColumn('user_code', 'varchar(255)')
    .addColumn('consumed_at', 'bigint')
    .addColumn('expires_at', 'bigint')
    .addPrimaryKeyConstraint('sys_oauth2_store_pk', ['model', 'id'])
    .execute();
  await db.schema.createIndex('sys_oauth2_store_grant').ifNotExists().on('sys_oauth2_store').column('grant_id').execute();
  await db.schema.createIndex('sys_oauth2_store_uid').ifNotExists().on('sys_oauth2_store').columns(['model', 'uid']).execute();
  await db.schema.createIndex('sys_oauth2_store_expiry').ifNotExists().on('sys_oauth2_store').column('expires_at').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('sys_oauth2_store').ifExists().execute();
}
