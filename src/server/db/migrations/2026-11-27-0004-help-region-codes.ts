import { sql, type Kysely } from 'kysely';

// Frozen: 帮助中心 → 行政区划代码 was seeded as a link to the ministry's web site, which an intranet deployment cannot
// reach; it became the in-app page help/RegionCodes at /help/regionCode. The menu seed matches rows by path and only
// inserts missing ones, so a database seeded before would keep the dead link and gain a second, ungranted entry. The
// row still holding the old link becomes the page (its grants stay with it); a link an administrator changed is left
// alone, and a fresh database has no menus yet. Never import app code here.
const OLD_URL = 'https://www.mca.gov.cn/mzsj/xzqh/2022/202201xzqh.html';
const NEW_URL = '/help/regionCode';

const isPostgres = (db: Kysely<any>) => db.getExecutor().adapter.constructor.name.startsWith('Postgres');

/** Whether this database (on PostgreSQL: the current schema, not another one of the cluster) has the menu table. */
async function hasMenus(db: Kysely<any>): Promise<boolean> {
  if (isPostgres(db)) return (await sql<{ found: boolean }>`select to_regclass('sys_permission') is not null as found`.execute(db)).rows[0].found;
  return (await sql<{ n: number }>`select count(*) as n from sqlite_master where type = 'table' and name = 'sys_permission'`.execute(db)).rows[0].n > 0;
}

export async function up(db: Kysely<any>): Promise<void> {
  if (!(await hasMenus(db))) return;
  const taken = await db.selectFrom('sys_permission').select('id').where('url', '=', NEW_URL).executeTakeFirst();
  if (taken) return;
  await db
    .updateTable('sys_permission')
    .set({ url: NEW_URL, component: 'help/RegionCodes', internal_or_external: 0, is_route: 1 })
    .where('url', '=', OLD_URL)
    .where('component', '=', 'layouts/IframePageView')
    .where('menu_type', '<>', 2)
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  if (!(await hasMenus(db))) return;
  await db
    .updateTable('sys_permission')
    .set({ url: OLD_URL, component: 'layouts/IframePageView', internal_or_external: 1 })
    .where('url', '=', NEW_URL)
    .where('component', '=', 'help/RegionCodes')
    .execute();
}
