/**
 * 租户管理: CRUD on JeecgBoot's /sys/tenant paths for the system administrator only, users in several tenants
 * (relTenantIds, with the tenant names in the user list), a tenant users belong to cannot be deleted, and only the
 * administrator sets a user's tenants. SQLite and (TEST_DB=postgres) PostgreSQL.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { up as pointMenusAtScreens } from '../../src/server/db/migrations/2026-11-25-0001-tenants-menu-components.js';
import { startServer, type TestServer } from '../helpers/server.js';

let s: TestServer;
const t: Record<string, string> = {};

beforeAll(async () => {
  s = await startServer();
  for (const u of ['admin', 'street01', 'grid01']) t[u] = await s.api.login(u);
});
afterAll(() => s?.close());

const tenantsNamed = (name: string) => s.app.ctx.db.selectFrom('sys_tenant').selectAll().where('name', '=', name).execute();
const add = async (name: string, extra: Record<string, unknown> = {}) => {
  const r = await s.api.post('/sys/tenant/add', { name, status: 1, ...extra }, t.admin);
  expect(r.body).toMatchObject({ success: true, message: '添加成功！' });
  return String(r.body.result.id);
};
const userId = async (username: string) =>
  (await s.app.ctx.db.selectFrom('sys_user').select('id').where('username', '=', username).executeTakeFirstOrThrow()).id;

describe('tenants', () => {
  it('the administrator adds, lists, reads, edits and deletes a tenant', async () => {
    const id = await add('沈阳市和平区', { beginDate: '2026-01-01', endDate: '2026-12-31' });
    const listed = await s.api.get('/sys/tenant/list', { name: '和平' }, t.admin);
    expect(listed.body.result.records).toEqual([
      expect.objectContaining({ id, name: '沈阳市和平区', beginDate: '2026-01-01', endDate: '2026-12-31', status: 1, status_dictText: '正常' }),
    ]);
    expect((await s.api.get('/sys/tenant/queryById', { id }, t.admin)).body.result).toMatchObject({ name: '沈阳市和平区' });

    expect((await s.api.put('/sys/tenant/edit', { id, name: '和平区', status: 0 }, t.admin)).body).toMatchObject({ success: true });
    expect((await tenantsNamed('和平区'))[0]).toMatchObject({ status: 0, beginDate: '2026-01-01' });
    const options = await s.api.get('/sys/tenant/queryList', {}, t.grid01);
    expect(options.body.result).toContainEqual({ id, name: '和平区', status: 0 });

    expect((await s.api.delete('/sys/tenant/delete', { id }, t.admin)).body).toMatchObject({ success: true, message: '删除成功!' });
    expect(await tenantsNamed('和平区')).toEqual([]);
  });

  it('an end date before the begin date, a missing name or an unknown status is refused and nothing is written', async () => {
    const backwards = await s.api.post('/sys/tenant/add', { name: '倒序租户', status: 1, beginDate: '2026-05-01', endDate: '2026-04-30' }, t.admin);
    expect(backwards.status).toBe(400);
    expect(backwards.body.message).toBe('结束日期不能早于开始日期');
    expect((await s.api.post('/sys/tenant/add', { status: 1 }, t.admin)).status).toBe(400);
    expect((await s.api.post('/sys/tenant/add', { name: '状态错误', status: 7 }, t.admin)).status).toBe(400);
    expect([...(await tenantsNamed('倒序租户')), ...(await tenantsNamed('状态错误'))]).toEqual([]);

    const id = await add('日期租户', { beginDate: '2026-03-01' });
    const edit = await s.api.put('/sys/tenant/edit', { id, endDate: '2026-02-01' }, t.admin);
    expect(edit.body.message).toBe('结束日期不能早于开始日期');
    expect((await tenantsNamed('日期租户'))[0].endDate).toBeNull();
  });

  it('a required status left out or blank takes the entity’s default (正常) instead of being refused', async () => {
    for (const [name, extra] of [
      ['不带状态', {}],
      ['空白状态', { status: '' }],
      ['空状态', { status: null }],
    ] as const) {
      const r = await s.api.post('/sys/tenant/add', { name, ...extra }, t.admin);
      expect(r.body).toMatchObject({ success: true, message: '添加成功！' });
      expect((await tenantsNamed(name))[0]).toMatchObject({ status: 1 });
    }
    // An edit leaves an absent value as it is: only a new row takes defaults.
    const id = String((await tenantsNamed('不带状态'))[0].id);
    await s.api.put('/sys/tenant/edit', { id, status: 0 }, t.admin);
    expect((await s.api.put('/sys/tenant/edit', { id, name: '改名租户' }, t.admin)).body.success).toBe(true);
    expect((await tenantsNamed('改名租户'))[0]).toMatchObject({ status: 0 });
  });

  it('only the system administrator manages tenants', async () => {
    const id = await add('管理员专属');
    for (const who of ['street01', 'grid01']) {
      expect((await s.api.get('/sys/tenant/list', {}, t[who])).status).toBe(403);
      expect((await s.api.get('/sys/tenant/queryById', { id }, t[who])).status).toBe(403);
      expect((await s.api.post('/sys/tenant/add', { name: '越权', status: 1 }, t[who])).status).toBe(403);
      expect((await s.api.put('/sys/tenant/edit', { id, name: '越权' }, t[who])).status).toBe(403);
      expect((await s.api.delete('/sys/tenant/delete', { id }, t[who])).status).toBe(403);
      expect((await s.api.delete('/sys/tenant/deleteBatch', { ids: id }, t[who])).status).toBe(403);
    }
    expect(await tenantsNamed('越权')).toEqual([]);
    expect(await tenantsNamed('管理员专属')).toHaveLength(1);
  });

  it('a user belongs to several tenants; a tenant with users is not deleted until they leave it', async () => {
    const a = await add('甲租户');
    const b = await add('乙租户');
    const grid01 = await userId('grid01');
    expect((await s.api.put('/sys/user/edit', { id: grid01, relTenantIds: `${a},${b}` }, t.admin)).body).toMatchObject({ success: true });
    const listed = await s.api.get('/sys/user/list', { username: 'grid01' }, t.admin);
    expect(listed.body.result.records[0]).toMatchObject({ relTenantIds: `${a},${b}` });
    expect(listed.body.result.records[0].relTenantIds_dictText.split(',').sort()).toEqual(['乙租户', '甲租户'].sort());

    // The stored tenants are what the tenant header is checked against.
    expect((await s.api.request('GET', '/sys/tenant/queryList', { token: t.grid01, headers: { 'tenant-id': b } })).status).toBe(200);
    expect((await s.api.request('GET', '/sys/tenant/queryList', { token: t.grid01, headers: { 'tenant-id': 'elsewhere' } })).body.message).toBe(
      '无权访问该租户的数据',
    );

    const refused = await s.api.delete('/sys/tenant/delete', { id: a }, t.admin);
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe('租户“甲租户”下还有1个用户，请先将用户移出该租户');
    const batch = await s.api.delete('/sys/tenant/deleteBatch', { ids: `${b},${a}` }, t.admin);
    expect(batch.body.message).toBe('租户“乙租户”下还有1个用户，请先将用户移出该租户');
    expect(await tenantsNamed('甲租户')).toHaveLength(1);
    expect(await tenantsNamed('乙租户')).toHaveLength(1);

    await s.api.put('/sys/user/edit', { id: grid01, relTenantIds: b }, t.admin);
    expect((await s.api.delete('/sys/tenant/delete', { id: a }, t.admin)).body.success).toBe(true);
    expect(await tenantsNamed('甲租户')).toEqual([]);
    expect((await s.api.delete('/sys/tenant/delete', { id: b }, t.admin)).status).toBe(400);
  });

  it("a tenant that does not exist is refused on the user, and only the administrator changes a user's tenants", async () => {
    const c = await add('丙租户');
    const grid01 = await userId('grid01');
    const unknown = await s.api.put('/sys/user/edit', { id: grid01, relTenantIds: 'no-such-tenant' }, t.admin);
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toContain('所属租户中的“no-such-tenant”不存在');

    const before = (await s.app.ctx.db.selectFrom('sys_user').select('relTenantIds').where('id', '=', grid01).executeTakeFirstOrThrow()).relTenantIds;
    const byStreet = await s.api.put('/sys/user/edit', { id: grid01, relTenantIds: c }, t.street01);
    expect(byStreet.status).toBe(403);
    expect(byStreet.body.message).toBe('只有系统管理员可以设置用户的所属租户');
    expect((await s.app.ctx.db.selectFrom('sys_user').select('relTenantIds').where('id', '=', grid01).executeTakeFirstOrThrow()).relTenantIds).toBe(before);
    // Sending the stored value back unchanged (the form does) is no change.
    expect((await s.api.put('/sys/user/edit', { id: grid01, realname: '网格员一', relTenantIds: before }, t.street01)).body.success).toBe(true);
  });

  it('menu rows an earlier start wrote with the placeholder pages are pointed at the screens, edited ones are left', async () => {
    const db = s.app.ctx.db;
    const component = async (url: string) =>
      (await db.selectFrom('sys_permission').select('component').where('url', '=', url).executeTakeFirstOrThrow()).component;
    expect(await component('/system/tenant')).toBe('schema/tenant-list');
    await db.updateTable('sys_permission').set({ component: 'system/TenantList' }).where('url', '=', '/system/tenant').execute();
    await db.updateTable('sys_permission').set({ component: 'custom/Routes' }).where('url', '=', '/system/gatewayRoute').execute();
    await pointMenusAtScreens(db);
    expect(await component('/system/tenant')).toBe('schema/tenant-list');
    expect(await component('/system/gatewayRoute')).toBe('custom/Routes');
    expect(await component('/system/dataSource')).toBe('schema/data-source-list');
  });
});
