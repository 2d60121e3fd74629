import { sql, type Kysely } from 'kysely';

// Frozen: every menu whose component in schemas/menus.json changed after it was first seeded and that no earlier
// migration moves (those are areas1-register-menus, dashboard-menus, departs-menu-screens, tenants-menu-components
// and workflowpages-menus): 楼栋 / 房屋 / 居民信息, 党组织信息, the event and notice pages, 分类字典, the system pages
// and the message-centre pages became schema screens. The menu seed only inserts missing rows, so a database seeded
// before keeps the old page names, which no page answers. Rows still naming the old page get the screen, and the
// permission code the entry has gained since where they have none (我的通知 and 我的消息 answer nothing without it);
// 诉求办理 was seeded as a button holder without a route and becomes the report page. A menu an administrator
// pointed elsewhere is left alone; a fresh database has no menus yet (the seed writes the new names). Never import
// app code here.
const MOVED: Array<{ url: string; from: string | null; to: string; perms?: string }> = [
  { url: '/building/list', from: 'building/BuildingList', to: 'schema/building-list' },
  { url: '/building/house', from: 'building/HouseList', to: 'schema/house-list' },
  { url: '/resident/list', from: 'resident/ResidentList', to: 'schema/resident-list' },
  { url: '/event/list', from: 'event/EventList', to: 'schema/event-list' },
  { url: '/event/todo', from: 'event/TodoList', to: 'schema/event-todo', perms: 'event:list' },
  { url: '/event/done', from: 'event/DoneList', to: 'schema/event-done', perms: 'event:list' },
  { url: '/event/handle', from: null, to: 'schema/event-handle', perms: 'event:list' },
  { url: '/notice/list', from: 'notice/NoticeList', to: 'schema/notice-list' },
  { url: '/notice/my', from: 'notice/MyNoticeList', to: 'schema/my-notice-list', perms: 'notifReceived:list' },
  { url: '/party/org', from: 'party/PartOrgList', to: 'schema/part-org-tree' },
  { url: '/dictionary/category', from: 'system/CategoryList', to: 'schema/category-tree' },
  { url: '/system/user', from: 'system/UserList', to: 'schema/user-list' },
  { url: '/system/role', from: 'system/RoleList', to: 'schema/role-list' },
  { url: '/system/permission', from: 'system/PermissionList', to: 'schema/permission-tree' },
  { url: '/system/log', from: 'system/LogList', to: 'schema/log-list' },
  { url: '/system/quartzJob', from: 'system/QuartzJobList', to: 'schema/quartz-job-list' },
  { url: '/monitor/online', from: 'monitor/OnlineUserList', to: 'schema/online-user-list' },
  { url: '/isps/userAnnouncement', from: 'system/UserAnnouncementList', to: 'schema/user-announcement-list', perms: 'sysAnnouncementSend:list' },
  { url: '/isps/announcement', from: 'system/SysAnnouncementList', to: 'schema/announcement-list' },
  { url: '/isps/template', from: 'message/MsgTemplateList', to: 'schema/message-template-list' },
  { url: '/isps/message', from: 'message/SysMessageList', to: 'schema/message-list' },
];

const isPostgres = (db: Kysely<any>) => db.getExecutor().adapter.constructor.name.startsWith('Postgres');

/** Whether this database (on PostgreSQL: the current schema, not another one of the cluster) has the menu table. */
async function hasMenus(db: Kysely<any>): Promise<boolean> {
  if (isPostgres(db)) return (await sql<{ found: boolean }>`select to_regclass('sys_permission') is not null as found`.execute(db)).rows[0].found;
  return (await sql<{ n: number }>`select count(*) as n from sqlite_master where type = 'table' and name = 'sys_permission'`.execute(db)).rows[0].n > 0;
}

export async function up(db: Kysely<any>): Promise<void> {
  if (!(await hasMenus(db))) return;
  for (const m of MOVED) {
    // The old 诉求办理 had no component and was no route: only such a row is the old one.
    const old = db.selectFrom('sys_permission').select('id').where('url', '=', m.url).where('menu_type', '<>', 2);
    const ids = (await (m.from === null ? old.where('component', 'is', null).where('is_route', '=', 0) : old.where('component', '=', m.from)).execute()).map(
      (r) => r.id as string,
    );
    if (!ids.length) continue;
    await db
      .updateTable('sys_permission')
      .set({ component: m.to, ...(m.from === null ? { is_route: 1 } : {}) })
      .where('id', 'in', ids)
      .execute();
    if (m.perms) await db.updateTable('sys_permission').set({ perms: m.perms }).where('id', 'in', ids).where('perms', 'is', null).execute();
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  // Back to the old page names (and 诉求办理 to no route); a permission code added here stays: the old pages read none.
  if (!(await hasMenus(db))) return;
  for (const m of MOVED) {
    await db
      .updateTable('sys_permission')
      .set({ component: m.from, ...(m.from === null ? { is_route: 0 } : {}) })
      .where('url', '=', m.url)
      .where('component', '=', m.to)
      .execute();
  }
}
