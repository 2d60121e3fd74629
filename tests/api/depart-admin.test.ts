/**
 * 部门管理: the department tree, its writes and delete refusals, the region scope of every call (street01 manages only
 * its street's departments; nothing is written otherwise), 部门权限 and 部门角色 whose grants reach the department's
 * members at their next request. Runs on SQLite and (TEST_DB=postgres) PostgreSQL.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowCount } from '../helpers/db.js';
import { startServer, type TestServer } from '../helpers/server.js';

let s: TestServer;
const t: Record<string, string> = {};
const departs: Record<string, string> = {};

const db = () => s.app.ctx.db;
const menuId = async (url: string) => (await db().selectFrom('sys_permission').select('id').where('url', '=', url).executeTakeFirstOrThrow()).id;
const names = (rows: Array<{ departName: string }>) => rows.map((r) => r.departName);
const top = async (who: string) => (await s.api.get('/sys/sysDepart/list', { parentId: '0', pageSize: 50 }, t[who])).body.result.records;
const add = (body: Record<string, unknown>, who = 'admin') => s.api.post('/sys/sysDepart/add', body, t[who]);

beforeAll(async () => {
  s = await startServer();
  for (const u of ['admin', 'street01', 'grid01', 'community02']) t[u] = await s.api.login(u);
  for (const d of await db().selectFrom('sys_depart').select(['id', 'orgCode']).execute()) departs[d.orgCode] = d.id;
  // A department of another street (新华街道, 210102002), which street01 must not reach.
  const other = await add({ departName: '新华街道办事处', orgCode: 'B01', parentId: departs.A01, regionCode: '210102002' });
  expect(other.body.success).toBe(true);
  departs.B01 = other.body.result.id;
});
afterAll(() => s.close());

describe('the department tree', () => {
  it("starts at the administrator's top department and at the street office for street01", async () => {
    expect(names(await top('admin'))).toEqual(['辽宁省智慧党建办公室']);
    expect(names(await top('street01'))).toEqual(['浑河湾街道办事处']);
    const below = (await s.api.get('/sys/sysDepart/list', { parentId: departs.A01A01, pageSize: 50 }, t.street01)).body.result.records;
    expect(names(below)).toEqual(['水源地社区居委会', '砂阳南社区居委会']);
  });

  it("searches by name within the caller's scope only", async () => {
    const found = (who: string) => s.api.get('/sys/sysDepart/list', { departName: '街道', pageSize: 50 }, t[who]);
    expect(names((await found('admin')).body.result.records).sort()).toEqual(['新华街道办事处', '浑河湾街道办事处'].sort());
    expect(names((await found('street01')).body.result.records)).toEqual(['浑河湾街道办事处']);
    expect(names((await s.api.get('/sys/sysDepart/searchBy', { keyWord: '新华' }, t.street01)).body.result)).toEqual([]);
  });
});

describe('department writes', () => {
  it("adds a top and a child department, the child taking its parent's region, and edits it", async () => {
    const topAdd = await add({ departName: '省直属工作组', orgCode: 'C01', regionCode: '21' });
    expect(topAdd.body).toMatchObject({ success: true, result: { regionCode: '21' } });
    expect(names(await top('admin'))).toContain('省直属工作组');
    const child = await add({ departName: '浑河湾综治中心', orgCode: 'A01A01A09', parentId: departs.A01A01 }, 'street01');
    expect(child.body).toMatchObject({ success: true, result: { regionCode: '210102001', parentId: departs.A01A01 } });
    const id = child.body.result.id as string;
    const edit = await s.api.put('/sys/sysDepart/edit', { id, departName: '浑河湾街道综治中心', regionCode: '210102001002' }, t.street01);
    expect(edit.body.success).toBe(true);
    expect((await s.api.get('/sys/sysDepart/queryById', { id }, t.street01)).body.result).toMatchObject({
      departName: '浑河湾街道综治中心',
      regionCode: '210102001002',
    });
    expect((await s.api.delete('/sys/sysDepart/delete', { id }, t.street01)).body.success).toBe(true);
    expect(await db().selectFrom('sys_depart').select('id').where('id', '=', id).execute()).toEqual([]);
  });

  it("refuses a region outside the parent's, a duplicate code and a missing region, writing nothing", async () => {
    const before = await rowCount(s, 'sys_depart');
    const outside = await add({ departName: '错位部门', orgCode: 'A01A01A08', parentId: departs.A01A01, regionCode: '210102002' });
    expect(outside.body).toMatchObject({ success: false, message: '所属区域应在上级部门“浑河湾街道办事处”的区域内' });
    const twice = await add({ departName: '重复部门', orgCode: 'A01A01', parentId: departs.A01A01 });
    expect(twice.body.success).toBe(false);
    expect(twice.body.message).toMatch(/机构编码/);
    expect((await add({ departName: '无区域', orgCode: 'D01' })).body.message).toBe('所属区域不能为空');
    expect(await rowCount(s, 'sys_depart')).toBe(before);
  });

  it('refuses deleting a department with users or sub-departments, also in a batch', async () => {
    const withUsers = await s.api.delete('/sys/sysDepart/delete', { id: departs.A01A01A02 }, t.admin);
    expect(withUsers.body).toMatchObject({ success: false, code: 400, message: '部门“砂阳南社区居委会”下还有用户，请先移走这些用户再删除' });
    const parent = await add({ departName: '空部门', orgCode: 'E01', parentId: departs.A01A01 });
    const kid = await add({ departName: '空部门下级', orgCode: 'E0101', parentId: parent.body.result.id });
    const withChild = await s.api.delete('/sys/sysDepart/delete', { id: parent.body.result.id }, t.admin);
    expect(withChild.body.message).toBe('部门“空部门”下还有下级部门，请先删除下级部门');
    const before = await rowCount(s, 'sys_depart');
    const batch = await s.api.delete('/sys/sysDepart/deleteBatch', { ids: `${parent.body.result.id},${departs.A01A01A02}` }, t.admin);
    expect(batch.body.success).toBe(false);
    expect(await rowCount(s, 'sys_depart')).toBe(before);
    // Parent and child together leave nothing orphaned: allowed.
    const both = await s.api.delete('/sys/sysDepart/deleteBatch', { ids: `${parent.body.result.id},${kid.body.result.id}` }, t.admin);
    expect(both.body.success).toBe(true);
    expect(await rowCount(s, 'sys_depart')).toBe(before - 2);
  });
});

describe('the region scope of every department call', () => {
  it("keeps street01 away from another street's department: no read, write, role or grant", async () => {
    const b01 = departs.B01;
    const counts = async () => Promise.all(['sys_depart', 'sys_depart_role', 'sys_depart_permission'].map((table) => rowCount(s, table)));
    const before = await counts();
    expect((await s.api.get('/sys/sysDepart/queryById', { id: b01 }, t.street01)).status).toBe(404);
    expect((await s.api.put('/sys/sysDepart/edit', { id: b01, departName: '改名' }, t.street01)).body).toMatchObject({
      success: false,
      message: '部门不存在或不在您管辖的区域内',
    });
    expect((await s.api.delete('/sys/sysDepart/delete', { id: b01 }, t.street01)).status).toBe(404);
    expect((await add({ departName: '越界', orgCode: 'B0101', parentId: b01 }, 'street01')).body.success).toBe(false);
    expect((await add({ departName: '越界', orgCode: 'B0102', regionCode: '210102002' }, 'street01')).status).toBe(403);
    expect((await s.api.put('/sys/sysDepart/edit', { id: departs.A01A01A01, regionCode: '210102002001' }, t.street01)).body.success).toBe(false);
    expect((await s.api.post('/sys/sysDepartRole/add', { departId: b01, roleName: '越界角色', roleCode: 'x' }, t.street01)).status).toBe(404);
    expect((await s.api.get('/sys/sysDepartRole/list', { departId: b01 }, t.street01)).status).toBe(404);
    expect((await s.api.post('/sys/permission/saveDepartPermission', { departId: b01, permissionIds: await menuId('/system/user') }, t.street01)).status).toBe(
      404,
    );
    expect((await s.api.get('/sys/permission/queryDepartPermission', { departId: b01 }, t.street01)).status).toBe(404);
    expect(await counts()).toEqual(before);
    expect((await s.api.get('/sys/sysDepart/queryById', { id: b01 }, t.admin)).body.result.departName).toBe('新华街道办事处');
  });

  it('answers 403 without the department permissions', async () => {
    expect((await s.api.get('/sys/sysDepart/list', {}, t.grid01)).status).toBe(403);
    expect((await add({ departName: '网格部门', orgCode: 'G01', parentId: departs.A01A01A01 }, 'grid01')).status).toBe(403);
  });
});

describe('department permissions and department roles', () => {
  it("grants a department role a menu: the department's members may use it at their next request, until it is taken away", async () => {
    const community = departs.A01A01A01; // grid01 belongs to it
    const menus = await Promise.all(['/system', '/system/depart'].map(menuId));
    const before = await s.api.get('/sys/sysDepart/list', {}, t.grid01);
    expect(before.status).toBe(403);

    expect((await s.api.post('/sys/permission/saveDepartPermission', { departId: community, permissionIds: menus.join(',') }, t.admin)).body.success).toBe(
      true,
    );
    expect(((await s.api.get('/sys/permission/queryDepartPermission', { departId: community }, t.admin)).body.result as string[]).sort()).toEqual(
      [...menus].sort(),
    );
    const role = await s.api.post('/sys/sysDepartRole/add', { departId: community, roleName: '部门查看员', roleCode: 'depart_viewer' }, t.admin);
    expect(role.body.success).toBe(true);
    const roleId = role.body.result.id as string;
    expect((await s.api.get('/sys/sysDepartRole/list', { departId: community }, t.admin)).body.result.records).toMatchObject([{ roleName: '部门查看员' }]);
    const tree = (await s.api.get('/sys/sysDepartPermission/queryTreeListForDeptRole', { departId: community }, t.admin)).body.result;
    expect((tree.ids as string[]).sort()).toEqual([...menus].sort());

    // Only the department's permissions are granted to its roles.
    const outside = await s.api.post('/sys/sysDepartPermission/saveDeptRolePermission', { roleId, permissionIds: await menuId('/system/user') }, t.admin);
    expect(outside.body).toMatchObject({ success: false, message: '部门角色只能授予本部门拥有的权限，请先在“部门权限”中授予该部门' });

    const grant = await s.api.post('/sys/sysDepartPermission/saveDeptRolePermission', { roleId, permissionIds: menus.join(',') }, t.admin);
    expect(grant.body.success).toBe(true);
    expect(((await s.api.get('/sys/sysDepartPermission/queryDeptRolePermission', { roleId }, t.admin)).body.result as string[]).sort()).toEqual(
      [...menus].sort(),
    );

    // Same token, next request: grid01 now reads departments (in its own region only) and sees the menu.
    const after = await s.api.get('/sys/sysDepart/list', { pageSize: 50 }, t.grid01);
    expect(after.status).toBe(200);
    expect(names(after.body.result.records)).toEqual([]);
    const menu = JSON.stringify((await s.api.get('/sys/permission/getUserPermissionByToken', {}, t.grid01)).body.result.menu);
    expect(menu).toContain('/system/depart');
    // community02 belongs to another department: nothing changes for it.
    expect((await s.api.get('/sys/sysDepart/list', {}, t.community02)).status).toBe(403);

    // Taking the menu from the department takes it from its roles too.
    expect((await s.api.post('/sys/permission/saveDepartPermission', { departId: community, permissionIds: '' }, t.admin)).body.success).toBe(true);
    expect((await s.api.get('/sys/sysDepartPermission/queryDeptRolePermission', { roleId }, t.admin)).body.result).toEqual([]);
    expect((await s.api.get('/sys/sysDepart/list', {}, t.grid01)).status).toBe(403);
  });

  it('lets street01 grant only what it holds, and never to roles outside its scope', async () => {
    const community = departs.A01A01A02;
    const held = await menuId('/system/depart');
    const notHeld = await menuId('/system/role');
    const refused = await s.api.post('/sys/permission/saveDepartPermission', { departId: community, permissionIds: `${held},${notHeld}` }, t.street01);
    expect([refused.status, refused.body.message]).toEqual([403, '不能授予您自己没有的权限']);
    expect(await db().selectFrom('sys_depart_permission').select('id').where('departId', '=', community).execute()).toEqual([]);
    expect((await s.api.post('/sys/permission/saveDepartPermission', { departId: community, permissionIds: held }, t.street01)).body.success).toBe(true);
    const role = await s.api.post('/sys/sysDepartRole/add', { departId: community, roleName: '社区部门员', roleCode: 'comm_depart' }, t.street01);
    expect(role.body.success).toBe(true);
    const roleId = role.body.result.id as string;
    expect((await s.api.post('/sys/sysDepartPermission/saveDeptRolePermission', { roleId, permissionIds: held }, t.street01)).body.success).toBe(true);
    expect((await s.api.put('/sys/sysDepartRole/edit', { id: roleId, roleName: '社区部门管理员', departId: departs.B01 }, t.street01)).body.message).toBe(
      '部门角色不能移到其他部门',
    );
    expect((await s.api.put('/sys/sysDepartRole/edit', { id: roleId, roleName: '社区部门管理员' }, t.street01)).body.success).toBe(true);
    expect((await s.api.get('/sys/sysDepartRole/queryById', { id: roleId }, t.street01)).body.result.roleName).toBe('社区部门管理员');

    const foreign = await s.api.post('/sys/sysDepartRole/add', { departId: departs.B01, roleName: '新华角色', roleCode: 'xh' }, t.admin);
    const foreignId = foreign.body.result.id as string;
    expect((await s.api.delete('/sys/sysDepartRole/delete', { id: foreignId }, t.street01)).status).toBe(404);
    expect((await s.api.post('/sys/sysDepartPermission/saveDeptRolePermission', { roleId: foreignId, permissionIds: '' }, t.street01)).status).toBe(404);
    expect(await db().selectFrom('sys_depart_role').select('id').where('id', '=', foreignId).execute()).toHaveLength(1);

    expect((await s.api.delete('/sys/sysDepartRole/delete', { id: roleId }, t.street01)).body.success).toBe(true);
    expect(await db().selectFrom('sys_depart_role_permission').select('id').where('roleId', '=', roleId).execute()).toEqual([]);
  });

  it("takes a deleted department's roles and grants with it", async () => {
    const d = await add({ departName: '临时工作组', orgCode: 'T01', parentId: departs.A01A01 });
    const id = d.body.result.id as string;
    const menu = await menuId('/system/depart');
    await s.api.post('/sys/permission/saveDepartPermission', { departId: id, permissionIds: menu }, t.admin);
    const role = await s.api.post('/sys/sysDepartRole/add', { departId: id, roleName: '临时角色', roleCode: 'tmp' }, t.admin);
    await s.api.post('/sys/sysDepartPermission/saveDeptRolePermission', { roleId: role.body.result.id, permissionIds: menu }, t.admin);
    expect((await s.api.delete('/sys/sysDepart/delete', { id }, t.admin)).body.success).toBe(true);
    for (const table of ['sys_depart_role', 'sys_depart_permission', 'sys_depart_role_permission'] as const) {
      expect(await db().selectFrom(table).select('id').where('departId', '=', id).execute()).toEqual([]);
    }
  });
});
