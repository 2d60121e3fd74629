/**
 * 行政区划: the region tree by level from the caller's own region, the search by name or code, and the administrators'
 * writes (a sub-region's code extends its parent's by the level's digits; a region in use is not deleted), each
 * refusal in Chinese with nothing written. Runs on SQLite and (TEST_DB=postgres) PostgreSQL.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowCount } from '../helpers/db.js';
import { startServer, type TestServer } from '../helpers/server.js';
import { up as moveMenus } from '../../src/server/db/migrations/2026-11-25-0001-departs-menu-screens.js';

let s: TestServer;
const t: Record<string, string> = {};
const API = '/TBaseRegionController';

const level = async (parentCode: string, who = 'admin') =>
  ((await s.api.get(`${API}/list`, { parentCode, pageSize: 100 }, t[who])).body.result.records as Array<{ regionCode: string; regionName: string }>).map(
    (r) => r.regionCode,
  );
const idOf = async (regionCode: string) =>
  (await s.app.ctx.db.selectFrom('t_base_region').select('id').where('regionCode', '=', regionCode).executeTakeFirstOrThrow()).id;
const add = (body: Record<string, unknown>, who = 'admin') => s.api.post(`${API}/add`, body, t[who]);

beforeAll(async () => {
  s = await startServer();
  for (const u of ['admin', 'street01']) t[u] = await s.api.login(u);
});
afterAll(() => s.close());

describe('browsing the region tree', () => {
  it('starts at the province for the administrator and at their own street for street01', async () => {
    expect(await level('0')).toEqual(['21']);
    expect(await level('21')).toEqual(['2101']);
    expect(await level('0', 'street01')).toEqual(['210102001']);
    const communities = await level('210102001', 'street01');
    expect(communities).toContain('210102001002');
    expect(communities.every((c) => c.length === 12 && c.startsWith('210102001'))).toBe(true);
  });

  it("reads only the caller's own subtree", async () => {
    expect(await level('210102', 'street01')).toEqual(['210102001']);
    expect((await s.api.get(`${API}/queryById`, { id: await idOf('210102002') }, t.street01)).status).toBe(404);
  });

  it('finds regions by name or by the start of their code, flat', async () => {
    const byName = (await s.api.get(`${API}/list`, { regionName: '水源地' }, t.admin)).body.result.records;
    expect(byName.map((r: { regionCode: string }) => r.regionCode)).toEqual(['210102001002']);
    const byCode = (await s.api.get(`${API}/list`, { regionCode: '210102001', pageSize: 100 }, t.street01)).body.result.records as Array<{
      regionCode: string;
    }>;
    expect(byCode.length).toBeGreaterThan(1);
    expect(byCode.every((r) => r.regionCode.startsWith('210102001'))).toBe(true);
    expect((await s.api.get(`${API}/list`, { regionCode: '210102002' }, t.street01)).body.result.records).toEqual([]);
  });
});

describe('administrators keep the region tree', () => {
  it('adds a community below a street with the level set by the server, edits and deletes it', async () => {
    const r = await add({ regionName: '试点社区', regionCode: '210102001901', parentCode: '210102001', regionLevel: 2 });
    expect(r.body).toMatchObject({ success: true, result: { regionCode: '210102001901', regionLevel: 5, parentCode: '210102001' } });
    expect(await level('210102001', 'street01')).toContain('210102001901');
    const id = r.body.result.id as string;
    expect((await s.api.put(`${API}/edit`, { id, regionName: '试点社区（新）', regionCode: '210102001902', parentCode: '21' }, t.admin)).body.success).toBe(
      true,
    );
    expect((await s.api.get(`${API}/queryById`, { id }, t.admin)).body.result).toMatchObject({
      regionName: '试点社区（新）',
      regionCode: '210102001902',
      parentCode: '210102001',
      regionLevel: 5,
    });
    expect((await s.api.delete(`${API}/delete`, { id }, t.admin)).body).toMatchObject({ success: true, message: '删除成功!' });
    expect(await s.app.ctx.db.selectFrom('t_base_region').select('id').where('id', '=', id).execute()).toEqual([]);
  });

  it("refuses codes that do not extend the parent's by the level's digits, duplicates and regions below a community", async () => {
    const before = await rowCount(s, 't_base_region');
    const message = async (body: Record<string, unknown>) => (await add({ regionName: '新区划', ...body })).body.message;
    expect(await message({ parentCode: '210102001', regionCode: '21010200190' })).toBe('区划代码应为上级区划代码210102001加3位数字');
    expect(await message({ parentCode: '210102001', regionCode: '210102002901' })).toBe('区划代码应为上级区划代码210102001加3位数字');
    expect(await message({ parentCode: '210102', regionCode: '210102000' })).toBe('区划代码新增的3位不能全为0');
    expect(await message({ parentCode: '210102001', regionCode: '210102001002' })).toBe('区划代码210102001002已存在');
    expect(await message({ parentCode: '210102001002', regionCode: '210102001002901' })).toBe('社区以下为网格，请在网格管理中维护');
    expect(await message({ parentCode: '219999', regionCode: '219999001' })).toBe('上级区划不存在');
    expect(await message({ regionCode: '210102001903' })).toBe('请选择上级区划');
    expect((await add({ parentCode: '210102001', regionCode: '210102001903' })).body.success).toBe(false);
    expect(await rowCount(s, 't_base_region')).toBe(before);
  });

  it("refuses deleting a region with sub-regions, grids or users, and changing such a region's code", async () => {
    const deleting = async (code: string) => (await s.api.delete(`${API}/delete`, { id: await idOf(code) }, t.admin)).body.message;
    expect(await deleting('210102001')).toBe('该区划下还有下级区划，不能删除');
    expect(await deleting('210102001002')).toBe('该区划下还有网格，不能删除');
    expect(await deleting('21')).toBe('顶级区划不能删除');
    const edit = await s.api.put(`${API}/edit`, { id: await idOf('210102001002'), regionCode: '210102001909' }, t.admin);
    expect(edit.body.message).toBe('该区划下还有网格，区划代码不能修改');
    expect(await s.app.ctx.db.selectFrom('t_base_region').select('id').where('regionCode', '=', '210102001002').execute()).toHaveLength(1);
  });

  it('answers a user in a region without grids', async () => {
    const r = await add({ regionName: '用户社区', regionCode: '210102001904', parentCode: '210102001' });
    await s.app.ctx.db.updateTable('sys_user').set({ regionCode: '210102001904' }).where('username', '=', 'community02').execute();
    expect((await s.api.delete(`${API}/delete`, { id: r.body.result.id }, t.admin)).body.message).toBe('该区划下还有用户，不能删除');
  });

  it('leaves region writes to administrators: street01 changes nothing, not even in its own street', async () => {
    const before = await rowCount(s, 't_base_region');
    const id = await idOf('210102001002');
    const refused = [
      await add({ regionName: '街道自建', regionCode: '210102001905', parentCode: '210102001' }, 'street01'),
      await s.api.put(`${API}/edit`, { id, regionName: '改名社区' }, t.street01),
      await s.api.delete(`${API}/delete`, { id }, t.street01),
      await s.api.post(`${API}/save`, { regionName: '旧路径', regionCode: '210102001906', parentCode: '210102001' }, t.street01),
    ];
    for (const r of refused) expect(r.status === 403 || r.status === 404).toBe(true);
    expect(refused[0].status).toBe(403);
    // Even holding the buttons (an administrator granted them to 街道管理员), street01 is refused.
    const roleId = (await s.app.ctx.db.selectFrom('sys_role').select('id').where('roleCode', '=', 'street_admin').executeTakeFirstOrThrow()).id;
    const buttons = await s.app.ctx.db.selectFrom('sys_permission').select('id').where('perms', 'in', ['region:add', 'region:edit', 'region:delete']).execute();
    const granted = (await s.api.get('/sys/permission/queryRolePermission', { roleId }, t.admin)).body.result as string[];
    const save = await s.api.post(
      '/sys/permission/saveRolePermission',
      { roleId, permissionIds: [...granted, ...buttons.map((b) => b.id)].join(',') },
      t.admin,
    );
    expect(save.body.success).toBe(true);
    const holding = await add({ regionName: '街道自建', regionCode: '210102001905', parentCode: '210102001' }, 'street01');
    expect([holding.status, holding.body.message]).toEqual([403, '只有系统管理员可以维护行政区划']);
    expect((await s.api.delete(`${API}/delete`, { id }, t.street01)).body.message).toBe('只有系统管理员可以维护行政区划');
    expect(await rowCount(s, 't_base_region')).toBe(before);
    expect((await s.api.get(`${API}/queryById`, { id }, t.admin)).body.result.regionName).toBe('水源地社区');
  });
});

describe('menus of databases seeded before', () => {
  it('moves 部门管理 and 行政区划 from their old page views to the screens, leaving a component an administrator chose', async () => {
    const db = s.app.ctx.db;
    const component = async (url: string) =>
      (await db.selectFrom('sys_permission').select('component').where('url', '=', url).executeTakeFirstOrThrow()).component;
    expect([await component('/system/depart'), await component('/dictionary/region')]).toEqual(['schema/depart-tree', 'schema/region-tree']);
    await db.updateTable('sys_permission').set({ component: 'system/DepartList' }).where('url', '=', '/system/depart').execute();
    await db.updateTable('sys_permission').set({ component: 'custom/MyRegions' }).where('url', '=', '/dictionary/region').execute();
    await moveMenus(db);
    expect([await component('/system/depart'), await component('/dictionary/region')]).toEqual(['schema/depart-tree', 'custom/MyRegions']);
  });
});
