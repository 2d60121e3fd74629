import type { Kysely } from 'kysely';

// Frozen: which role permissions the seed (schemas/seed/roles.json) has granted, so that a later run can tell a
// grant that is new in the file from one an administrator took away. Never import app code here.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('sys_seed_grant')
    .ifNotExists()
    .addColumn('role_id', 'varchar(32)', (c) => c.notNull())
    .addColumn('permission_id', 'varchar(32)', (c) => c.notNull())
    .addColumn('create_time', 'varchar(30)', (c) => c.notNull())
    .addPrimaryKeyConstraint('sys_seed_grant_pk', ['role_id', 'permission_id'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('sys_seed_grant').ifExists().execute();
}
