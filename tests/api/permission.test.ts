import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readConfig } from '../../src/server/config.js';
import type { MenuNode } from '../../src/server/seed/menus.js';
import type { MenuItem, PermissionResult } from '../../src/shared/services/types.js';
import { startServer, type TestServer } from '../helpers/server.js';

const PERMS = '/sys/permission/getUserPermissionByToken';
const seededMenus = JSON.parse(fs.readFileSync(path.resolve('schemas/menus.json'), 'utf8')) as MenuNode[];

let s: TestServer;
beforeAll(async () => {
  s = await startServer();
});
afterAll(() => s.close());

async function permissionsOf(username: string, query: Record<string, string> = {}): Promise<PermissionResult> {
  const r = await s.api.get<PermissionResult>(PERMS, query, await s.api.login(username));
  expect(r.status).toBe(200);
  return r.body.result;
}

function flatten(items: MenuItem[]): MenuItem[] {
  return items.flatMap((m) => [m, ...flatten(m.children ?? [])]);
}
const byPath = (result: PermissionResult, p: string) => flatten(result.menu).find((m) => m.path === p);
const actions = (items: Array<{ action: string }>) => items.map((a) => a.action);

describe('GET /sys/permission/getUserPermissionByToken', () => {
  it('gives the administrator every area, in the order of menus.json', async () => {
    const admin = await permissionsOf('admin');
    expect(admin.menu.map((m) => m.meta.title)).toEqual(seededMenus.map((m) => m.name));
    expect(admin.menu.map((m) => m.meta.title)).toEqual(
      expect.arrayContaining([
        '首页',
        '大屏',
        '楼栋管理',
        '居民管理',
        '单位管理',
        '网格管理',
        '事件与诉求',
        '通知公告',
        '疫情防控',
        '党组织管理',
        '工作力量',
        '工作流',
        '字典管理',
        '系统管理',
        '系统监控',
        '消息中心',
        '个人中心',
      ]),
    );
    const system = byPath(admin, '/system')!;
    expect(system.children!.map((c) => c.meta.title)).toEqual([
      '用户管理',
      '角色管理',
      '菜单管理',
      '部门管理',
      '帮助文档',
      '数据字典',
      '日志管理',
      '定时任务',
      '租户管理',
      '网关路由',
      '数据源管理',
      'APP版本',
      '系统参数',
      '应用接入',
      '配置调试台',
    ]);
    expect(admin.sysSafeMode).toBe(false);
  });

  it('describes each menu as the client builds routes from it', async () => {
    const admin = await permissionsOf('admin');
    const grid = byPath(admin, '/grid/list')!;
    expect(grid).toMatchObject({ path: '/grid/list', name: 'grid-list', component: 'schema/grid-list', route: '1', hidden: false });
    expect(grid.meta).toMatchObject({ title: '网格列表', keepAlive: true, internalOrExternal: false, componentName: 'grid-list' });
    expect(grid.meta.permissionList).toContainEqual({ action: 'grid:delete', describe: '删除', type: '2', status: '1' });
    expect(byPath(admin, '/grid')).toMatchObject({ component: 'layouts/RouteView', redirect: '/grid/list', meta: { icon: 'appstore' } });
    const names = flatten(admin.menu).map((m) => m.name);
    expect(new Set(names).size).toBe(names.length);
  });

  it('marks hidden pages, the always-shown parent and the in-app help page (an intranet reaches no outside site)', async () => {
    const admin = await permissionsOf('admin');
    expect(byPath(admin, '/account/settings/security')).toMatchObject({ hidden: true, route: '1' });
    const help = byPath(admin, '/help')!;
    expect(help.alwaysShow).toBe(true);
    const page = help.children![0];
    expect(page).toMatchObject({ path: '/help/regionCode', component: 'help/RegionCodes', route: '1' });
    expect(page.meta).toMatchObject({ title: '行政区划代码', internalOrExternal: false });
  });

  it('gives a grid member fewer menus, no 系统管理, and only the buttons granted', async () => {
    const admin = await permissionsOf('admin');
    const grid = await permissionsOf('grid01');
    expect(flatten(grid.menu).length).toBeLessThan(flatten(admin.menu).length);
    expect(grid.menu.map((m) => m.path)).not.toContain('/system');
    expect(grid.menu.map((m) => m.path)).not.toContain('/bigScreen');
    expect(actions(grid.auth)).toContain('grid:edit');
    expect(actions(grid.auth)).not.toContain('grid:delete');
    expect(actions(grid.auth)).not.toContain('grid:add');
    expect(actions(byPath(grid, '/grid/list')!.meta.permissionList!)).toEqual(['grid:edit']);
    expect(byPath(grid, '/notice/list')!.meta.permissionList).toEqual([]);
    // allAuth lists every button of the system, granted or not.
    expect(actions(grid.allAuth)).toEqual(expect.arrayContaining(['grid:delete', 'user:changePassword', 'dict:delete']));
    expect(grid.allAuth.every((a) => a.type === '2' && a.status === '1')).toBe(true);
  });

  it("carries the codes of the user's menus as type '1' items: the list permissions a page embedding a list asks", async () => {
    const menuCodes = (r: PermissionResult) => r.auth.filter((a) => a.type === '1').map((a) => a.action);
    const community = await permissionsOf('community01');
    expect(community.auth).toContainEqual({ action: 'partyActivity:list', describe: '党建活动', type: '1', status: '1' });
    expect(menuCodes(community)).toEqual(expect.arrayContaining(['resident:list', 'event:list']));
    const grid = await permissionsOf('grid01');
    expect(menuCodes(grid)).toEqual(expect.arrayContaining(['resident:list', 'house:list', 'focusPerson:list', 'event:list']));
    expect(menuCodes(grid)).not.toContain('partyActivity:list');
    // Buttons keep type '2'; allAuth stays the system's buttons.
    expect(grid.auth.find((a) => a.action === 'grid:edit')).toMatchObject({ type: '2' });
    expect(grid.allAuth.map((a) => a.action)).not.toContain('resident:list');
  });

  it('sends 诉求办理 (the report form) as a route carrying the action buttons the role holds', async () => {
    const grid = await permissionsOf('grid01');
    const handle = byPath(grid, '/event/handle')!;
    expect(handle.route).toBe('1');
    expect(actions(handle.meta.permissionList!)).toEqual(['event:deal', 'event:commit', 'event:back']);
  });

  it('differs by role: street admins get the big screen and a read-only dictionary area, community admins neither', async () => {
    const street = await permissionsOf('street01');
    expect(byPath(street, '/bigScreen/overview')).toBeDefined();
    expect(byPath(street, '/dictionary/region')!.meta.permissionList).toEqual([]);
    expect(actions(street.auth)).toContain('grid:delete');
    const community = await permissionsOf('community01');
    expect(byPath(community, '/bigScreen')).toBeUndefined();
    expect(byPath(community, '/dictionary')).toBeUndefined();
    expect(byPath(community, '/system')).toBeUndefined();
  });

  it('takes the user from the token only, whatever the parameters say', async () => {
    const adminToken = await s.api.login('admin');
    const grid = await permissionsOf('grid01', { token: adminToken, username: 'admin' });
    expect(grid.menu.map((m) => m.path)).not.toContain('/system');
  });

  it('reports a disabled button as status "0" in allAuth and leaves deleted menus out', async () => {
    const db = s.app.ctx.db;
    await db.updateTable('sys_permission').set({ status: '0' }).where('perms', '=', 'event:push12345').execute();
    await db.updateTable('sys_permission').set({ delFlag: 1 }).where('url', '=', '/grid/map').execute();
    try {
      const grid = await permissionsOf('grid01');
      expect(grid.allAuth.find((a) => a.action === 'event:push12345')!.status).toBe('0');
      expect(byPath(grid, '/grid/map')).toBeUndefined();
    } finally {
      await db.updateTable('sys_permission').set({ status: '1' }).where('perms', '=', 'event:push12345').execute();
      await db.updateTable('sys_permission').set({ delFlag: 0 }).where('url', '=', '/grid/map').execute();
    }
  });

  it('needs a login', async () => {
    const r = await s.api.get(PERMS);
    expect(r.status).toBe(401);
    expect(r.body.success).toBe(false);
  });

  it('reads sysSafeMode from SYS_SAFE_MODE', () => {
    expect(readConfig({ SYS_SAFE_MODE: 'true' }).sysSafeMode).toBe(true);
    expect(readConfig({}).sysSafeMode).toBe(false);
  });
});
