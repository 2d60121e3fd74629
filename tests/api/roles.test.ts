/**
 * 角色管理 and 授权: role writes, grants that change what the role's users may do at their next request, and the
 * privilege rules (a non-administrator grants only what they hold and never touches the administrator role), each
 * refusal in Chinese with nothing written. Runs on SQLite and (TEST_DB=postgres) PostgreSQL.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowCount } from '../helpers/db.js';
import { startServer, type TestServer } from '../helpers/server.js';

let s: TestServer;
const t: Record<string, string> = {};
const roleIds: Record<string, string> = {};

const permId = async (perms: string) => (await s.app.ctx.db.selectFrom('sys_permission').select('id').where('perms', '=', perms).executeTakeFirstOrThrow()).id;
const menuId = async (url: string) => (await s.app.ctx.db.selectFrom('sys_permission').select('id').where('url', '=', url).executeTakeFirstOrThrow()).id;
const granted = async (roleCode: string) =>
  (await s.api.get('/sys/permission/queryRolePermission', { roleId: roleIds[roleCode] }, t.admin)).body.result as string[];
const save = (roleCode: string, ids: string[], who = 'admin') =>
  s.api.post('/sys/permission/saveRolePermission', { roleId: roleIds[roleCode], permissionIds: ids.join(','), lastpermissionIds: '' }, t[who]);
const auth = async (who: string) =>
  ((await s.api.get('/sys/permission/getUserPermissionByToken', {}, t[who])).body.result.auth as Array<{ action: string }>).map((a) => a.action);

beforeAll(async () => {
  s = await startServer();
  for (const u of ['admin', 'street01', 'grid01']) t[u] = await s.api.login(u);
  for (const r of await s.app.ctx.db.selectFrom('sys_role').select(['id', 'roleCode']).execute()) roleIds[r.roleCode] = r.id;
  // street01's role may manage and grant roles from now on (the seed gives it no system menus).
  const extra = await Promise.all(['/system', '/system/role'].map(menuId));
  const buttons = await Promise.all(['role:add', 'role:edit', 'role:delete', 'role:authorize'].map(permId));
  expect((await save('street_admin', [...(await granted('street_admin')), ...extra, ...buttons])).body.success).toBe(true);
});
afterAll(() => s.close());

describe('role writes', () => {
  it('adds, checks the code, edits, reads and deletes a role with its grants and user links', async () => {
    const add = await s.api.post('/sys/role/add', { roleName: '楼长', roleCode: 'building_head', description: '单元楼长' }, t.admin);
    expect(add.body).toMatchObject({ success: true, result: { roleName: '楼长', roleCode: 'building_head' } });
    const id = add.body.result.id as string;
    expect((await s.api.get('/sys/role/checkRoleCode', { roleCode: 'building_head' }, t.admin)).body).toMatchObject({
      success: false,
      message: '角色编码已存在',
    });
    expect((await s.api.get('/sys/role/checkRoleCode', { roleCode: 'building_head', id }, t.admin)).body.success).toBe(true);
    const again = await s.api.post('/sys/role/add', { roleName: '楼长2', roleCode: 'building_head' }, t.admin);
    expect(again.body.success).toBe(false);
    expect((await s.api.put('/sys/role/edit', { id, roleName: '单元楼长' }, t.admin)).body.success).toBe(true);
    expect((await s.api.get('/sys/role/queryById', { id }, t.admin)).body.result).toMatchObject({ roleName: '单元楼长', roleCode: 'building_head' });
    const list = await s.api.get('/sys/role/list', { roleName: '楼长' }, t.admin);
    expect(list.body.result.records.map((r: { roleCode: string }) => r.roleCode)).toEqual(['building_head']);

    roleIds.building_head = id;
    expect((await save('building_head', [await menuId('/bigScreen')])).body.success).toBe(true);
    const grid01 = (await s.app.ctx.db.selectFrom('sys_user').select('id').where('username', '=', 'grid01').executeTakeFirstOrThrow()).id;
    await s.app.ctx.db.insertInto('sys_user_role').values({ id: 'ur-building-head', userId: grid01, roleId: id }).execute();
    expect((await s.api.delete('/sys/role/delete', { id }, t.admin)).body).toMatchObject({ success: true, message: '删除角色成功' });
    expect(await s.app.ctx.db.selectFrom('sys_role_permission').select('id').where('roleId', '=', id).execute()).toEqual([]);
    expect(await s.app.ctx.db.selectFrom('sys_user_role').select('id').where('roleId', '=', id).execute()).toEqual([]);
  });

  it('keeps the administrator role: nobody deletes it or changes its code, and only an administrator edits it', async () => {
    const admin = roleIds.admin;
    expect((await s.api.delete('/sys/role/delete', { id: admin }, t.admin)).body).toMatchObject({
      success: false,
      code: 400,
      message: '系统管理员角色不能删除',
    });
    expect((await s.api.put('/sys/role/edit', { id: admin, roleCode: 'boss' }, t.admin)).body).toMatchObject({
      success: false,
      message: '系统管理员角色的编码不能修改',
    });
    const street = await s.api.put('/sys/role/edit', { id: admin, roleName: '街道说了算' }, t.street01);
    expect(street.status).toBe(403);
    expect(street.body.message).toBe('只有系统管理员可以修改系统管理员角色');
    expect((await s.api.delete('/sys/role/deleteBatch', { ids: `${roleIds.grid_member},${admin}` }, t.street01)).status).toBe(403);
    expect(
      await s.app.ctx.db.selectFrom('sys_role').select('roleName').where('id', 'in', [admin, roleIds.grid_member]).orderBy('roleName').execute(),
    ).toHaveLength(2);
    expect((await s.api.get('/sys/role/queryById', { id: admin }, t.admin)).body.result.roleName).toBe('系统管理员');
  });
});

describe('grants', () => {
  it('a removed button stops working for the role’s users at their next request, and comes back when granted', async () => {
    const gridEdit = await permId('grid:edit');
    expect(await auth('grid01')).toContain('grid:edit');
    const grid = (await s.api.get('/TBaseGridController/list', { pageSize: 1 }, t.grid01)).body.result.records[0];
    const edit = () => s.api.put('/TBaseGridController/edit', { id: grid.id, remark: '网格员改的' }, t.grid01);
    expect((await edit()).body.success).toBe(true);

    const before = await granted('grid_member');
    expect(
      (
        await save(
          'grid_member',
          before.filter((id) => id !== gridEdit),
        )
      ).body.success,
    ).toBe(true);
    expect(await auth('grid01')).not.toContain('grid:edit');
    expect((await edit()).status).toBe(403);

    expect((await save('grid_member', before)).body.success).toBe(true);
    expect(await auth('grid01')).toContain('grid:edit');
  });

  it('a non-administrator grants only what they hold, keeps grants they cannot see, and never touches the administrator role', async () => {
    const rolesMenu = await menuId('/system/role');
    const logMenu = await menuId('/system/log');
    const count = await rowCount(s, 'sys_role_permission');
    const escalate = await save('grid_member', [...(await granted('grid_member')), logMenu], 'street01');
    expect(escalate.status).toBe(403);
    expect(escalate.body.message).toBe('不能授予您自己没有的权限');
    const adminRole = await s.api.post('/sys/permission/saveRolePermission', { roleId: roleIds.admin, permissionIds: rolesMenu }, t.street01);
    expect(adminRole.status).toBe(403);
    expect(adminRole.body.message).toBe('只有系统管理员可以修改系统管理员角色');
    expect((await s.api.get('/sys/permission/queryRolePermission', { roleId: roleIds.admin }, t.street01)).status).toBe(403);
    expect(await rowCount(s, 'sys_role_permission')).toBe(count);

    // Once an administrator gave grid_member 系统监控, which street01 does not hold, street01's save of what they see
    // leaves it there.
    const monitorMenu = await menuId('/monitor');
    expect((await save('grid_member', [...(await granted('grid_member')), monitorMenu])).body.success).toBe(true);
    const visible = new Set((await s.api.get('/sys/role/queryTreeList', {}, t.street01)).body.result.ids as string[]);
    expect(visible.has(monitorMenu)).toBe(false);
    const mine = (await granted('grid_member')).filter((id) => visible.has(id));
    expect((await save('grid_member', [...mine, rolesMenu], 'street01')).body.success).toBe(true);
    const after = await granted('grid_member');
    expect(after).toContain(monitorMenu);
    expect(after).toContain(rolesMenu);
  });

  it('refuses a grant of a menu that does not exist, writing nothing', async () => {
    const count = await rowCount(s, 'sys_role_permission');
    const r = await save('grid_member', ['no-such-menu'], 'street01');
    expect(r.body).toMatchObject({ success: false, message: '所选菜单或按钮不存在，请刷新后重试' });
    expect(await rowCount(s, 'sys_role_permission')).toBe(count);
  });
});
