import { sql, type Kysely } from 'kysely';

// Frozen: 组织架构 (/party/orgTree) was first seeded without a permission code; its page became the org chart screen
// (dashboard-menus), whose tree route asks partOrg:list, and menus.json gave the entry that code. The menu seed only
// inserts missing rows, so on a database seeded before, a role holding 组织架构 but not 党组织信息 saw the menu and an
// empty, refused chart. The row still showing the chart and holding no code gets it; a menu an administrator pointed
// elsewhere or gave a code is left alone. Never import app code here.
const isPostgres = (db: Kysely<any>) => db.getExecutor().adapter.constructor.name.startsWith('Postgres');

/** Whether this database (on PostgreSQL: the current schema, not another one of the cluster) has the menu table. */
async function hasMenus(db: Kysely<any>): Promise<boolean> {
  if (isPostgres(db)) return (await sql<{ found: boolean }>`select to_regclass('sys_permission') is not null as found`.execute(db)).rows[0].found;
  return (await sql<{ n: number }>`select count(*) as n from sqlite_master where type = 'table' and name = 'sys_permission'`.execute(db)).rows[0].n > 0;
}

export async function up(db: Kysely<any>): Promise<void> {
  if (!(await hasMenus(db))) return;
  await db
    .updateTable('sys_permission')
    .set({ perms: 'partOrg:list' })
    .where('url', '=', '/party/orgTree')
    .where('component', '=', 'schema/part-org-chart')
    .where('perms', 'is', null)
    .where('menu_type', '<>', 2)
    .execute();
}

export async function down(): Promise<void> {
  // The code stays: the old page read none, and taking it away could take it from an entry an administrator set.
}
