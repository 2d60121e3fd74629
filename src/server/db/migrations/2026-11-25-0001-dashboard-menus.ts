import { sql, type Kysely } from 'kysely';

// Frozen (dashboard): 首页, 事件统计 and the three big screens became dashboard screens. The menu seed only adds
// missing entries, so a database seeded before keeps the old page names; point those menus at the screens. A menu
// an administrator pointed elsewhere is left alone; a fresh database has no menus yet (the seed writes the new names). Never import
// app code here.
const MOVED = [
  { url: '/dashboard/analysis', from: 'dashboard/Analysis', to: 'schema/home-analysis' },
  { url: '/event/statistics', from: 'event/EventStatistics', to: 'schema/event-statistics' },
  { url: '/bigScreen/overview', from: 'bigScreen/Overview', to: 'schema/big-screen-overview' },
  { url: '/bigScreen/party', from: 'bigScreen/PartyBuilding', to: 'schema/big-screen-party' },
  { url: '/bigScreen/grid', from: 'bigScreen/GridScreen', to: 'schema/big-screen-grid' },
];

const isPostgres = (db: Kysely<any>) => db.getExecutor().adapter.constructor.name.startsWith('Postgres');

/** Whether this database (on PostgreSQL: the current schema, not another one of the cluster) has the menu table. */
async function hasMenus(db: Kysely<any>): Promise<boolean> {
  if (isPostgres(db)) return (await sql<{ found: boolean }>`select to_regclass('sys_permission') is not null as found`.execute(db)).rows[0].found;
  return (await sql<{ n: number }>`select count(*) as n from sqlite_master where type = 'table' and name = 'sys_permission'`.execute(db)).rows[0].n > 0;
}

export async function up(db: Kysely<any>): Promise<void> {
  if (!(await hasMenus(db))) return;
  for (const m of MOVED) await db.updateTable('sys_permission').set({ component: m.to }).where('url', '=', m.url).where('component', '=', m.from).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  if (!(await hasMenus(db))) return;
  for (const m of MOVED) await db.updateTable('sys_permission').set({ component: m.from }).where('url', '=', m.url).where('component', '=', m.to).execute();
}
