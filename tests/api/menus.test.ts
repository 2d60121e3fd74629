/**
 * 菜单管理: the permission tree read level by level, menus and buttons added, edited and deleted with their rules
 * (paths and codes unique, parents that are menus, icons antd has), the change reaching the side menu at the next
 * load, everything refused to non-administrators whatever codes they hold, and the migration that moves menus of an
 * older database to today's screens. SQLite and (TEST_DB=postgres) PostgreSQL.
 */
import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as staleMenus from '../../src/server/db/migrations/2026-11-26-0001-stale-menu-components.js';
import * as orgChartCode from '../../src/server/db/migrations/2026-11-27-0001-org-chart-menu-code.js';
import { rowCount } from '../helpers/db.js';
import { startServer, type TestServer } from '../helpers/server.js';

let s: TestServer;
const t: Record<string, string> = {};
let system = '';

const menuId = async (url: string) => (await s.app.ctx.db.selectFrom('sys_permission').select('id').where('url', '=', url).executeTakeFirstOrThrow()).id;
const permId = async (perms: string) => (await s.app.ctx.db.selectFrom('sys_permission').select('id').where('perms', '=', perms).executeTakeFirstOrThrow()).id;
const add = (body: Record<string, unknown>, who = 'admin') => s.api.post('/sys/permission/add', { menuType: 1, parentId: system, sortNo: 99, ...body }, t[who]);
const titles = (menu: Array<{ meta: { title: string }; children?: unknown[] }>): string[] =>
  menu.flatMap((m) => [m.meta.title, ...titles((m.children ?? []) as typeof menu)]);
const sideMenu = async (who: string) => titles((await s.api.get('/sys/permission/getUserPermissionByToken', {}, t[who])).body.result.menu);

beforeAll(async () => {
  s = await startServer();
  for (const u of ['admin', 'street01']) t[u] = await s.api.login(u);
  system = await menuId('/system');
  // street01's role holds every code of 菜单管理: still no administrator.
  const street = (await s.app.ctx.db.selectFrom('sys_role').select('id').where('roleCode', '=', 'street_admin').executeTakeFirstOrThrow()).id;
  const held = (await s.api.get('/sys/permission/queryRolePermission', { roleId: street }, t.admin)).body.result as string[];
  const extra = await Promise.all([
    menuId('/system'),
    menuId('/system/permission'),
    permId('permission:add'),
    permId('permission:edit'),
    permId('permission:delete'),
  ]);
  expect((await s.api.post('/sys/permission/saveRolePermission', { roleId: street, permissionIds: [...held, ...extra].join(',') }, t.admin)).body.success).toBe(
    true,
  );
});
afterAll(() => s.close());

describe('reading the tree', () => {
  it('answers the top menus, one level below a menu, and several levels at once', async () => {
    const top = (await s.api.get('/sys/permission/list', { parentId: '0' }, t.admin)).body.result.records as Array<{
      id: string;
      name: string;
      parentId: string | null;
    }>;
    expect(top.map((m) => m.name)).toContain('系统管理');
    expect(top.every((m) => !m.parentId)).toBe(true);
    const below = (await s.api.get('/sys/permission/getSystemSubmenu', { parentId: system }, t.admin)).body.result as Array<{
      name: string;
      menuType: number;
      menuType_dictText: string;
    }>;
    expect(below.map((m) => m.name)).toEqual(expect.arrayContaining(['角色管理', '菜单管理']));
    expect(below[0]).toMatchObject({ menuType: 1, menuType_dictText: '子菜单' });
    expect((await s.api.get('/sys/permission/getSystemMenuList', {}, t.admin)).body.result.map((m: { name: string }) => m.name)).toEqual(
      top.map((m) => m.name),
    );
    const role = await menuId('/system/role');
    const batch = (await s.api.get('/sys/permission/getSystemSubmenuBatch', { parentIds: `${system},${role}` }, t.admin)).body.result;
    expect(batch[role].map((b: { name: string }) => b.name)).toEqual(['新增', '编辑', '删除', '授权']);
    expect((await s.api.get('/sys/permission/list', { name: '授权' }, t.admin)).body.result.records.map((r: { perms: string }) => r.perms)).toContain(
      'role:authorize',
    );
  });
});

describe('writing menus', () => {
  it('adds a menu with a button, and a rename shows in the side menu at the next load', async () => {
    const menu = await add({ name: '操作手册', url: '/system/manual', component: 'schema/course-list', icon: 'read' });
    expect(menu.body).toMatchObject({ success: true, result: { name: '操作手册', icon: 'read', parentId: system } });
    const button = await add({ menuType: 2, parentId: menu.body.result.id, name: '下载', perms: 'manual:download', url: '/ignored' });
    expect(button.body.result).toMatchObject({ perms: 'manual:download', url: null, isRoute: 0 });
    expect(await sideMenu('admin')).toContain('操作手册');
    expect((await s.api.put('/sys/permission/edit', { id: menu.body.result.id, name: '使用手册' }, t.admin)).body.success).toBe(true);
    const now = await sideMenu('admin');
    expect(now).toContain('使用手册');
    expect(now).not.toContain('操作手册');
  });

  it('refuses a bad icon, a used path or code, a button as parent, a parent below itself and a top menu with a parent; nothing written', async () => {
    const count = await rowCount(s, 'sys_permission');
    expect((await add({ name: '坏图标', url: '/system/x1', icon: 'no-such-icon' })).body).toMatchObject({
      success: false,
      message: '图标“no-such-icon”不存在',
    });
    expect((await add({ name: '重复路径', url: '/system/role' })).body.message).toBe('路径“/system/role”已被其他菜单使用');
    expect((await add({ menuType: 2, name: '重复编码', perms: 'role:add' })).body.message).toBe('权限编码“role:add”已存在');
    expect((await add({ menuType: 2, name: '坏编码', perms: 'drop table' })).body.message).toBe('按钮的权限编码应为“模块:操作”的形式，如 role:add');
    expect((await add({ name: '按钮下的菜单', url: '/system/x2', parentId: await permId('role:add') })).body.message).toBe('上级不能是按钮');
    expect((await add({ menuType: 0, name: '顶层', url: '/x3' })).body.message).toBe('一级菜单不能有上级菜单');
    expect((await s.api.put('/sys/permission/edit', { id: system, menuType: 1, parentId: await menuId('/system/role') }, t.admin)).body.message).toBe(
      '上级菜单不能是自己或自己的下级',
    );
    expect(await rowCount(s, 'sys_permission')).toBe(count);
  });

  it('deletes a leaf only; a deleted button leaves its holders at their next request', async () => {
    const role = await menuId('/system/role');
    expect((await s.api.delete('/sys/permission/delete', { id: role }, t.admin)).body.message).toBe('请先删除下级菜单和按钮');
    const grant = await add({ menuType: 2, parentId: role, name: '复制', perms: 'role:copy' });
    const id = grant.body.result.id as string;
    const street = (await s.app.ctx.db.selectFrom('sys_role').select('id').where('roleCode', '=', 'street_admin').executeTakeFirstOrThrow()).id;
    await s.app.ctx.db.insertInto('sys_role_permission').values({ id: 'rp-role-copy', roleId: street, permissionId: id }).execute();
    await s.app.ctx.sessions.forgetAll();
    const codes = async () =>
      ((await s.api.get('/sys/permission/getUserPermissionByToken', {}, t.street01)).body.result.auth as Array<{ action: string }>).map((a) => a.action);
    expect(await codes()).toContain('role:copy');
    expect((await s.api.delete('/sys/permission/delete', { id }, t.admin)).body.success).toBe(true);
    expect(await codes()).not.toContain('role:copy');
    expect(await s.app.ctx.db.selectFrom('sys_role_permission').select('id').where('permissionId', '=', id).execute()).toEqual([]);
    expect((await s.api.get('/sys/permission/queryById', { id }, t.admin)).status).toBe(404);
  });

  it('refuses every menu route to a non-administrator holding the codes, writing nothing', async () => {
    const count = await rowCount(s, 'sys_permission');
    const calls = [
      s.api.get('/sys/permission/list', { parentId: '0' }, t.street01),
      s.api.get('/sys/permission/getSystemMenuList', {}, t.street01),
      add({ name: '越权', url: '/system/x4' }, 'street01'),
      s.api.put('/sys/permission/edit', { id: system, name: '我的系统' }, t.street01),
      s.api.delete('/sys/permission/delete', { id: await permId('role:add') }, t.street01),
    ];
    for (const r of await Promise.all(calls)) {
      expect(r.status).toBe(403);
      expect(r.body.message).toBe('只有系统管理员可以管理菜单和数据规则');
    }
    expect(await rowCount(s, 'sys_permission')).toBe(count);
    expect((await s.api.get('/sys/permission/queryById', { id: system }, t.admin)).body.result.name).toBe('系统管理');
  });
});

describe('menus of a database seeded before the schema screens', () => {
  // The component (and permission code) each menu was first seeded with; 诉求办理 was a button holder, no route.
  const OLD: Array<[string, string | null, boolean?]> = [
    ['/building/list', 'building/BuildingList'],
    ['/building/house', 'building/HouseList'],
    ['/resident/list', 'resident/ResidentList'],
    ['/event/list', 'event/EventList'],
    ['/event/todo', 'event/TodoList', true],
    ['/event/done', 'event/DoneList', true],
    ['/event/handle', null, true],
    ['/notice/list', 'notice/NoticeList'],
    ['/notice/my', 'notice/MyNoticeList', true],
    ['/party/org', 'party/PartOrgList'],
    ['/dictionary/category', 'system/CategoryList'],
    ['/system/user', 'system/UserList'],
    ['/system/role', 'system/RoleList'],
    ['/system/permission', 'system/PermissionList'],
    ['/system/log', 'system/LogList'],
    ['/system/quartzJob', 'system/QuartzJobList'],
    ['/monitor/online', 'monitor/OnlineUserList'],
    ['/isps/userAnnouncement', 'system/UserAnnouncementList', true],
    ['/isps/announcement', 'system/SysAnnouncementList'],
    ['/isps/template', 'message/MsgTemplateList'],
    ['/isps/message', 'message/SysMessageList'],
  ];
  type Entry = { path: string; component?: string; perms?: string; children?: Entry[] };
  const today = new Map<string, Entry>();
  const walk = (nodes: Entry[]) => nodes.forEach((n) => (today.set(n.path, n), walk(n.children ?? [])));
  walk(JSON.parse(fs.readFileSync('schemas/menus.json', 'utf8')));
  const row = (url: string) =>
    s.app.ctx.db.selectFrom('sys_permission').select(['component', 'perms', 'isRoute']).where('url', '=', url).executeTakeFirstOrThrow();

  it('points each menu still naming its old page at today’s screen and code, and leaves a menu an administrator changed', async () => {
    const db = s.app.ctx.db;
    for (const [url, component, noCode] of OLD) {
      await db
        .updateTable('sys_permission')
        .set({ component, ...(noCode ? { perms: null } : {}), ...(component === null ? { isRoute: 0 } : {}) })
        .where('url', '=', url)
        .execute();
    }
    await db.updateTable('sys_permission').set({ component: 'custom/MyLogList' }).where('url', '=', '/system/log').execute();
    await staleMenus.up(db.withoutPlugins());
    for (const [url] of OLD.filter(([url]) => url !== '/system/log')) {
      expect(await row(url), url).toEqual({ component: today.get(url)!.component, perms: today.get(url)!.perms ?? null, isRoute: 1 });
    }
    expect((await row('/system/log')).component).toBe('custom/MyLogList');
    await db.updateTable('sys_permission').set({ component: 'schema/log-list' }).where('url', '=', '/system/log').execute();
    // Moved once, a second run and the rows already right stay as they are.
    await staleMenus.up(db.withoutPlugins());
    expect(await row('/event/handle')).toEqual({ component: 'schema/event-handle', perms: 'event:list', isRoute: 1 });
  });

  it('gives 组织架构 of an older database the code its chart route asks, and leaves an entry an administrator changed', async () => {
    const db = s.app.ctx.db;
    const chart = await menuId('/party/orgTree');
    await db.updateTable('sys_permission').set({ perms: null }).where('id', '=', chart).execute();
    await orgChartCode.up(db.withoutPlugins());
    expect(await row('/party/orgTree')).toMatchObject({ component: 'schema/part-org-chart', perms: 'partOrg:list' });
    await db.updateTable('sys_permission').set({ perms: null, component: 'custom/OrgChart' }).where('id', '=', chart).execute();
    await orgChartCode.up(db.withoutPlugins());
    expect(await row('/party/orgTree')).toMatchObject({ component: 'custom/OrgChart', perms: null });
    await db.updateTable('sys_permission').set({ perms: 'partOrg:list', component: 'schema/part-org-chart' }).where('id', '=', chart).execute();
  });
});
