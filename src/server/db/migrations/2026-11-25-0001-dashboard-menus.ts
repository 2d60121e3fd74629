import { sql, type Kysely } from 'kysely';

// Frozen (dashboard): 首页, 事件统计 and the three big screens became dashboard screens (and, merged in here, the
// party and resident screens of the same day: 党建活动, 组织架构, 重点人群, and 居民详情 / 楼栋详情, which are shown now). The menu seed only adds
// missing entries, so a database seeded before keeps the old page names; point those menus at the screens. A menu
// an administrator pointed elsewhere is left alone; a fresh database has no menus yet (the seed writes the new names). Never import
// app code here.
const MOVED = [
  { url: '/dashboard/analysis', from: 'dashboard/Analysis', to: 'schema/home-analysis' },
  { url: '/event/statistics', from: 'event/EventStatistics', to: 'schema/event-statistics' },
  { url: '/bigScreen/overview', from: 'bigScreen/Overview', to: 'schema/big-screen-overview' },
  { url: '/bigScreen/party', from: 'bigScreen/PartyBuilding', to: 'schema/big-screen-party' },
  { url: '/bigScreen/grid', from: 'bigScreen/GridScreen', to: 'schema/big-screen-grid' },
  { url: '/party/activity', from: 'party/PartyActivityList', to: 'schema/party-activity-list' },
  { url: '/party/orgTree', from: 'party/PartOrgTree', to: 'schema/part-org-chart' },
  { url: '/resident/focus', from: 'resident/FocusPersonList', to: 'schema/focus-person-list' },
  { url: '/resident/detail', from: 'resident/ResidentDetail', to: 'schema/resident-detail', shown: true },
  { url: '/building/detail', from: 'building/BuildingDetail', to: 'schema/building-detail', shown: true },
];

const isPostgres = (db: Kysely<any>) => db.getExecutor().adapter.constructor.name.startsWith('Postgres');

/** Whether this database (on PostgreSQL: the current schema, not another one of the cluster) has the menu table. */
async function hasMenus(db: Kysely<any>): Promise<boolean> {
  if (isPostgres(db)) return (await sql<{ found: boolean }>`select to_regclass('sys_permission') is not null as found`.execute(db)).rows[0].found;
  return (await sql<{ n: number }>`select count(*) as n from sqlite_master where type = 'table' and name = 'sys_permission'`.execute(db)).rows[0].n > 0;
}

export async function up(db: Kysely<any>): Promise<void> {
  if (!(await hasMenus(db))) return;
  for (const m of MOVED)
    await db
      .updateTable('sys_permission')
      .set({ component: m.to, ...('shown' in m ? { hidden: 0 } : {}) })
      .where('url', '=', m.url)
      .where('component', '=', m.from)
      .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  if (!(await hasMenus(db))) return;
  for (const m of MOVED)
    await db
      .updateTable('sys_permission')
      .set({ component: m.from, ...('shown' in m ? { hidden: 1 } : {}) })
      .where('url', '=', m.url)
      .where('component', '=', m.to)
      .execute();
}
