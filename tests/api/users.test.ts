/**
 * 用户管理 and the privilege rules of issue 16 (items 1, 12): add and edit with roles and departments, the list's
 * department filter, uniqueness checks, freezing (login refused, sessions ended), the administrator's password reset,
 * and every escalation attempt refused with nothing written. Runs on SQLite and (TEST_DB=postgres) PostgreSQL.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowCount } from '../helpers/db.js';
import { startServer, type TestServer } from '../helpers/server.js';

let s: TestServer;
const t: Record<string, string> = {};
const ids: Record<string, string> = {};
const roles: Record<string, string> = {};
const departs: Record<string, string> = {};
const NEW_PASSWORD = 'Kq#7vLm2xP';

beforeAll(async () => {
  s = await startServer();
  const db = s.app.ctx.db;
  for (const u of ['admin', 'street01', 'community01', 'grid01']) {
    t[u] = await s.api.login(u);
    ids[u] = (await db.selectFrom('sys_user').select('id').where('username', '=', u).executeTakeFirstOrThrow()).id;
  }
  for (const r of await db.selectFrom('sys_role').select(['id', 'roleCode']).execute()) roles[r.roleCode] = r.id;
  for (const d of await db.selectFrom('sys_depart').select(['id', 'orgCode']).execute()) departs[d.orgCode] = d.id;
});
afterAll(() => s.close());

const newUser = (username: string, extra: Record<string, unknown> = {}) => ({
  username,
  realname: `测试${username}`,
  password: NEW_PASSWORD,
  confirmpassword: NEW_PASSWORD,
  regionCode: '210102001002',
  selectedroles: roles.grid_member,
  selecteddeparts: departs.A01A01A01,
  ...extra,
});
const add = (body: Record<string, unknown>, who = 'admin') => s.api.post('/sys/user/add', body, t[who]);
const rolesOf = async (userId: string) =>
  (await s.app.ctx.db.selectFrom('sys_user_role').select('roleId').where('userId', '=', userId).execute()).map((r) => r.roleId).sort();
const statusOf = async (userId: string) =>
  (await s.app.ctx.db.selectFrom('sys_user').select('status').where('id', '=', userId).executeTakeFirstOrThrow()).status;

async function created(username: string, extra: Record<string, unknown> = {}, who = 'admin'): Promise<string> {
  const r = await add(newUser(username, extra), who);
  expect(r.body).toMatchObject({ success: true });
  return r.body.result.id as string;
}

describe('users', () => {
  it('adds a user with roles and departments; the password must be changed at the first login', async () => {
    const id = await created('wgy_new01');
    const one = await s.api.get('/sys/user/queryById', { id }, t.admin);
    expect(one.body.result).toMatchObject({ username: 'wgy_new01', selectedroles: roles.grid_member, selecteddeparts: departs.A01A01A01, status: 1 });
    expect(one.body.result).not.toHaveProperty('password');
    const list = await s.api.get('/sys/user/list', { username: 'wgy_new01' }, t.admin);
    expect(list.body.result.records).toHaveLength(1);
    expect(JSON.stringify(list.body.result)).not.toContain('password');
    expect((await s.api.get('/sys/user/queryUserRole', { userid: id }, t.admin)).body.result).toEqual([roles.grid_member]);
    const login = await s.api.post('/sys/login', { username: 'wgy_new01', password: NEW_PASSWORD });
    expect(login.body.success).toBe(true);
    const blocked = await s.api.get('/sys/user/list', {}, login.body.result.token);
    expect(blocked.status).toBe(403);
  });

  it('refuses a weak or mismatched password, a taken username or phone, and writes nothing', async () => {
    const before = await rowCount(s, 'sys_user');
    expect((await add(newUser('wgy_weak', { password: '123456', confirmpassword: '123456' }))).body.success).toBe(false);
    expect((await add(newUser('wgy_mism', { confirmpassword: 'Other#7vLm2' }))).body.message).toBe('两次输入的密码不一样！');
    expect((await add(newUser('grid01'))).body.message).toBe('用户账号已存在');
    expect((await add(newUser('wgy_phone', { phone: '13800000004' }))).body.message).toBe('手机号已存在');
    expect(await rowCount(s, 'sys_user')).toBe(before);
  });

  it('checkOnlyUser answers whether a username, phone or e-mail is free, the user itself excepted', async () => {
    expect((await s.api.get('/sys/user/checkOnlyUser', { username: 'grid01' }, t.admin)).body).toMatchObject({
      success: true,
      result: false,
      message: '用户账号已存在',
    });
    expect((await s.api.get('/sys/user/checkOnlyUser', { username: 'nobody_here' }, t.admin)).body.result).toBe(true);
    expect((await s.api.get('/sys/user/checkOnlyUser', { phone: '13800000004', id: ids.grid01 }, t.admin)).body.result).toBe(true);
    expect((await s.api.get('/sys/user/checkOnlyUser', { phone: '13800000004' }, t.admin)).body.result).toBe(false);
  });

  it('the list filters by a department and those below it; queryUserByDepId lists one department', async () => {
    const street = await s.api.get('/sys/user/list', { departId: departs.A01A01, pageSize: 100 }, t.admin);
    const names = street.body.result.records.map((r: { username: string }) => r.username);
    expect(names).toEqual(expect.arrayContaining(['street01', 'community01', 'community02', 'grid01']));
    const sy = await s.api.get('/sys/user/list', { departId: departs.A01A01A02, pageSize: 100 }, t.admin);
    expect(sy.body.result.records.map((r: { username: string }) => r.username)).toEqual(['community02']);
    const byDep = await s.api.get('/sys/user/queryUserByDepId', { id: departs.A01A01A02 }, t.admin);
    expect(byDep.body.result.map((r: { username: string }) => r.username)).toEqual(['community02']);
  });

  it('edit replaces roles and departments; the changed roles count at the next request', async () => {
    const id = await created('wgy_edit01');
    const r = await s.api.put(
      '/sys/user/edit',
      { id, realname: '改名了', selectedroles: `${roles.grid_member},${roles.community_admin}`, selecteddeparts: departs.A01A01A02 },
      t.admin,
    );
    expect(r.body).toMatchObject({ success: true });
    expect(await rolesOf(id)).toEqual([roles.grid_member, roles.community_admin].sort());
    const one = await s.api.get('/sys/user/queryById', { id }, t.admin);
    expect(one.body.result).toMatchObject({ realname: '改名了', selecteddeparts: departs.A01A01A02 });
  });

  it('userListByLev lists the users of a role', async () => {
    const r = await s.api.post('/sys/role/userListByLev', { roleCode: 'street_admin' }, t.admin);
    expect(r.body.result.records.map((u: { username: string }) => u.username)).toEqual(['street01']);
  });

  it('a frozen user cannot log in and their sessions end at once; unfreezing lets them in again', async () => {
    const id = await created('wgy_frozen');
    await s.app.ctx.db.updateTable('sys_user').set({ updatePwd: 0 }).where('id', '=', id).execute();
    const token = await s.api.login('wgy_frozen', NEW_PASSWORD);
    expect((await s.api.get('/UserInfoController/queryLoginUser', {}, token)).status).toBe(200);
    expect((await s.api.put('/sys/user/frozenBatch', { ids: id, status: 2 }, t.admin)).body).toMatchObject({ success: true, message: '冻结成功!' });
    const after = await s.api.get('/UserInfoController/queryLoginUser', {}, token);
    expect(after.status).toBe(401);
    expect(after.body.message).toContain('Token失效');
    expect((await s.api.post('/sys/login', { username: 'wgy_frozen', password: NEW_PASSWORD })).body.message).toBe('该用户已冻结');
    expect((await s.api.put('/sys/user/frozenBatch', { ids: id, status: 1 }, t.admin)).body.success).toBe(true);
    expect((await s.api.post('/sys/login', { username: 'wgy_frozen', password: NEW_PASSWORD })).body.success).toBe(true);
    expect((await s.api.put('/sys/user/frozenBatch', { ids: id, status: 3 }, t.admin)).body.message).toBe('状态只能是1（正常）或2（冻结）');
  });

  it("an administrator's reset sets a password under the rules, forces a change and ends the user's sessions", async () => {
    const id = await created('wgy_reset');
    await s.app.ctx.db.updateTable('sys_user').set({ updatePwd: 0 }).where('id', '=', id).execute();
    const token = await s.api.login('wgy_reset', NEW_PASSWORD);
    expect((await s.api.put('/sys/user/changePassword', { username: 'wgy_reset', password: 'abc', confirmpassword: 'abc' }, t.admin)).body.success).toBe(false);
    const r = await s.api.put('/sys/user/changePassword', { username: 'wgy_reset', password: 'Rz#8wQn3yT', confirmpassword: 'Rz#8wQn3yT' }, t.admin);
    expect(r.body.success).toBe(true);
    expect((await s.api.get('/UserInfoController/queryLoginUser', {}, token)).status).toBe(401);
    const again = await s.api.post('/sys/login', { username: 'wgy_reset', password: 'Rz#8wQn3yT' });
    expect(again.body.success).toBe(true);
    expect((await s.api.get('/sys/user/list', {}, again.body.result.token)).status).toBe(403);
  });

  it('deletes users with their role and department rows', async () => {
    const id = await created('wgy_del01');
    expect((await s.api.delete('/sys/user/delete', { id }, t.admin)).body.success).toBe(true);
    expect(await rowCount(s, 'sys_user')).toBeGreaterThan(0);
    expect(await rolesOf(id)).toEqual([]);
    expect((await s.api.get('/sys/user/queryById', { id }, t.admin)).status).toBe(404);
  });
});

describe('privilege rules', () => {
  it('a street administrator manages only users of their region subtree', async () => {
    const list = await s.api.get('/sys/user/list', { pageSize: 100 }, t.street01);
    const names = list.body.result.records.map((r: { username: string }) => r.username);
    expect(names).toContain('grid01');
    expect(names).not.toContain('admin');
    const before = await rowCount(s, 'sys_user');
    const outside = await add(newUser('wgy_out01', { regionCode: '210102002', selectedroles: roles.street_admin, selecteddeparts: '' }), 'street01');
    expect(outside.status).toBe(403);
    expect(outside.body.message).toContain('不在您管辖的区域内');
    expect((await s.api.put('/sys/user/edit', { id: ids.admin, realname: '夺权' }, t.street01)).status).toBe(404);
    expect((await s.api.put('/sys/user/frozenBatch', { ids: ids.admin, status: 2 }, t.street01)).status).toBe(404);
    expect((await s.api.delete('/sys/user/delete', { id: ids.admin }, t.street01)).status).toBe(404);
    expect(await rowCount(s, 'sys_user')).toBe(before);
    expect(await statusOf(ids.admin)).toBe(1);
  });

  it('a street administrator grants only roles they hold: never 系统管理员, never 网格员', async () => {
    const before = await rowCount(s, 'sys_user');
    const admin = await add(newUser('wgy_esc01', { selectedroles: roles.admin }), 'street01');
    expect(admin.status).toBe(403);
    expect(admin.body.message).toBe('只有系统管理员可以授予或撤销“系统管理员”角色');
    const other = await add(newUser('wgy_esc02', { selectedroles: roles.grid_member }), 'street01');
    expect(other.status).toBe(403);
    expect(other.body.message).toBe('您没有“网格员”角色，不能授予或撤销它');
    expect(await rowCount(s, 'sys_user')).toBe(before);
    const ok = await add(newUser('wgy_own01', { selectedroles: roles.street_admin }), 'street01');
    expect(ok.body.success).toBe(true);
    // Taking away a role the street administrator does not hold is refused too; the roles stay.
    const edit = await s.api.put('/sys/user/edit', { id: ids.grid01, selectedroles: '' }, t.street01);
    expect(edit.status).toBe(403);
    expect(await rolesOf(ids.grid01)).toEqual([roles.grid_member]);
    const escalate = await s.api.put('/sys/user/edit', { id: ids.grid01, selectedroles: `${roles.grid_member},${roles.admin}` }, t.street01);
    expect(escalate.status).toBe(403);
    expect(await rolesOf(ids.grid01)).toEqual([roles.grid_member]);
  });

  it('nobody changes their own roles, or freezes or deletes themselves', async () => {
    const own = await s.api.put('/sys/user/edit', { id: ids.street01, selectedroles: `${roles.street_admin},${roles.community_admin}` }, t.street01);
    expect(own.status).toBe(403);
    expect(own.body.message).toBe('不能修改自己的角色');
    expect((await s.api.put('/sys/user/edit', { id: ids.admin, selectedroles: '' }, t.admin)).body.message).toBe('不能修改自己的角色');
    expect(await rolesOf(ids.admin)).toEqual([roles.admin]);
    expect((await s.api.put('/sys/user/frozenBatch', { ids: ids.street01, status: 2 }, t.street01)).body.message).toBe('不能冻结自己的账号');
    expect((await s.api.delete('/sys/user/delete', { id: ids.street01 }, t.street01)).body.message).toBe('不能删除自己的账号');
    expect(await statusOf(ids.street01)).toBe(1);
    // Editing one's own name stays allowed.
    expect(
      (await s.api.put('/sys/user/edit', { id: ids.street01, realname: '街道管理员甲', selectedroles: roles.street_admin }, t.street01)).body.success,
    ).toBe(true);
  });

  it('the last active system administrator cannot be frozen, deleted or demoted', async () => {
    const second = await created('admin_two', { regionCode: '21', selectedroles: roles.admin, selecteddeparts: departs.A01 });
    await s.app.ctx.db.updateTable('sys_user').set({ updatePwd: 0 }).where('id', '=', second).execute();
    const t2 = await s.api.login('admin_two', NEW_PASSWORD);
    // Two active administrators: one may freeze, unfreeze and demote the other.
    expect((await s.api.put('/sys/user/frozenBatch', { ids: second, status: 2 }, t.admin)).body.success).toBe(true);
    expect((await s.api.get('/sys/user/list', {}, t2)).status).toBe(401);
    // admin is now the last active administrator: the rule itself refuses freezing, deleting or demoting them.
    const { assertAdminsRemain } = await import('../../src/server/services/users/user-privileges.js');
    await expect(assertAdminsRemain(s.app.ctx.db, [ids.admin])).rejects.toMatchObject({
      status: 403,
      message: '系统至少要保留一个正常状态的系统管理员，不能冻结、删除或撤销最后一个',
    });
    await expect(assertAdminsRemain(s.app.ctx.db, [second])).resolves.toBeUndefined();
    // Over the API, the only active administrator who could act on them is themselves, which is refused as well.
    expect((await s.api.delete('/sys/user/deleteBatch', { ids: `${second},${ids.admin}` }, t.admin)).body.message).toBe('不能删除自己的账号');
    expect((await s.api.put('/sys/user/frozenBatch', { ids: `${second},${ids.admin}`, status: 2 }, t.admin)).body.message).toBe('不能冻结自己的账号');
    expect(await statusOf(ids.admin)).toBe(1);
    expect(await rolesOf(ids.admin)).toEqual([roles.admin]);
    // Back to two active administrators: demoting and deleting the other one is allowed.
    expect((await s.api.put('/sys/user/frozenBatch', { ids: second, status: 1 }, t.admin)).body.success).toBe(true);
    expect((await s.api.put('/sys/user/edit', { id: second, selectedroles: roles.street_admin }, t.admin)).body.success).toBe(true);
    expect(await rolesOf(second)).toEqual([roles.street_admin]);
    expect((await s.api.delete('/sys/user/delete', { id: second }, t.admin)).body.success).toBe(true);
  });

  it('an administrator account is managed by administrators only', async () => {
    const inside = await created('admin_street', { regionCode: '210102001', selectedroles: roles.admin, selecteddeparts: departs.A01A01 });
    const before = await statusOf(inside);
    const r = await s.api.put('/sys/user/changePassword', { username: 'admin_street', password: 'Rz#8wQn3yT', confirmpassword: 'Rz#8wQn3yT' }, t.street01);
    expect(r.status).toBe(403);
    expect(r.body.message).toBe('只有系统管理员可以管理系统管理员的账号');
    expect((await s.api.put('/sys/user/frozenBatch', { ids: inside, status: 2 }, t.street01)).status).toBe(403);
    expect((await s.api.delete('/sys/user/delete', { id: inside }, t.street01)).status).toBe(403);
    expect(await statusOf(inside)).toBe(before);
  });

  it('users without the permission get 403 from every user route', async () => {
    for (const [method, path] of [
      ['GET', '/sys/user/list'],
      ['GET', '/sys/user/queryById?id=x'],
      ['POST', '/sys/user/add'],
      ['PUT', '/sys/user/edit'],
      ['PUT', '/sys/user/frozenBatch'],
      ['GET', '/sys/user/checkOnlyUser?username=x'],
      ['GET', '/sys/online/list'],
    ] as const) {
      const r = await s.api.request(method, path, { token: t.grid01, body: method === 'GET' ? undefined : {} });
      expect(r.status, `${method} ${path}`).toBe(403);
    }
  });
});
