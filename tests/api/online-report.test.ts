/**
 * The online report API (schemas/reports): columns, query fields and pages of a named query over an entity, with
 * the report's permission, the entity's region scope and the report's allowlists of query fields, self_ parameters
 * and sort columns. Runs on SQLite and, with TEST_DB=postgres, on PostgreSQL.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type TestServer } from '../helpers/server.js';

const API = '/online/cgreport/api';
let s: TestServer;
let admin: string;
let community01: string;
let street01: string;
let grid01: string;

beforeAll(async () => {
  s = await startServer();
  [admin, community01, street01, grid01] = await Promise.all(['admin', 'community01', 'street01', 'grid01'].map((u) => s.api.login(u)));
});
afterAll(() => s.close());

const data = (token: string, query: Record<string, string | number> = {}, code = 'grid_select') => s.api.get(`${API}/getData/${code}`, query, token);
const gridCodes = async (token: string, query: Record<string, string | number> = {}) =>
  ((await data(token, { pageSize: 50, ...query })).body.result.records as Array<{ gridCode: string }>).map((r) => r.gridCode);

describe('getRpColumns and getQueryInfo', () => {
  it('answers the columns as JeecgBoot does, with the dictionary items of dictionary columns', async () => {
    const r = await s.api.get(`${API}/getRpColumns/grid_select`, {}, community01);
    expect(r.status).toBe(200);
    const { columns, dictOptions, cgRpConfigId, cgRpConfigName } = r.body.result;
    expect(cgRpConfigId).toBe('grid_select');
    expect(cgRpConfigName).toBe('选择网格');
    expect(columns.map((c: { dataIndex: string; title: string }) => [c.dataIndex, c.title])).toEqual([
      ['gridName', '网格名称'],
      ['gridCode', '网格编号'],
      ['dicGridType', '网格类型'],
      ['regionCode', '所属社区'],
      ['orgEmpl', '党组织负责人'],
    ]);
    expect(columns[2]).toMatchObject({ customRender: 'dicGridType', textField: 'dicGridType_dictText', sorter: true, align: 'center', width: 120 });
    expect(columns[3]).toMatchObject({ textField: 'regionCode_dictText', sorter: false });
    expect(dictOptions.dicGridType.map((o: { text: string }) => o.text)).toContain('专属网格');
  });

  it('answers the query fields: dictionary fields as lists, the third hidden until 展开', async () => {
    const r = await s.api.get(`${API}/getQueryInfo/grid_select`, {}, community01);
    expect(r.body.result).toEqual([
      { label: '网格名称', field: 'gridName', mode: 'single', view: 'string' },
      { label: '网格类型', field: 'dicGridType', mode: 'single', view: 'list', dictCode: 'DIC_GRID_TYPE' },
      { label: '网格编号', field: 'gridCode', mode: 'single', view: 'string', hidden: '1' },
    ]);
  });

  it('an unknown report code is 404 in Chinese, on every route', async () => {
    for (const path of ['getRpColumns', 'getQueryInfo', 'getData']) {
      const r = await s.api.get(`${API}/${path}/no_such_report`, {}, admin);
      expect(r.status).toBe(404);
      expect(r.body.message).toBe('报表“no_such_report”不存在');
    }
    expect((await s.api.get(`${API}/getRpColumns/..%2Fentities%2Ft-base-grid`, {}, admin)).status).toBe(404);
  });

  it('needs a login and the report’s permission', async () => {
    expect((await s.api.get(`${API}/getRpColumns/grid_select`)).status).toBe(401);
    const denied = await s.api.get(`${API}/getData/user_select`, {}, grid01);
    expect(denied.status).toBe(403);
    expect(denied.body.message).toBe('没有权限使用该报表');
    expect((await s.api.get(`${API}/getData/community_select`, {}, grid01)).status).toBe(200);
  });
});

describe('getData', () => {
  it('pages the rows ({records, total}) with only the report’s columns, the key and their texts', async () => {
    const first = await data(community01, { pageNo: 1, pageSize: 2 });
    expect(first.body.result).toMatchObject({ total: 3, current: 1, size: 2, pages: 2 });
    expect(first.body.result.records).toHaveLength(2);
    const row = first.body.result.records[0];
    expect(Object.keys(row).sort()).toEqual(
      ['dicGridType', 'dicGridType_dictText', 'gridCode', 'gridName', 'id', 'orgEmpl', 'regionCode', 'regionCode_dictText'].sort(),
    );
    expect(row).toMatchObject({
      gridCode: '210102001002001',
      gridName: '水源地社区第一网格',
      dicGridType_dictText: '综合网格',
      regionCode_dictText: '水源地社区',
    });
    const second = await data(community01, { pageNo: 2, pageSize: 2 });
    expect(second.body.result.records.map((r: { gridCode: string }) => r.gridCode)).toEqual(['210102001002003']);
  });

  it('a community user sees only their region’s rows; the street sees its communities’', async () => {
    expect(await gridCodes(community01)).toEqual(['210102001002001', '210102001002002', '210102001002003']);
    expect(await gridCodes(street01)).toHaveLength(5);
    expect(await gridCodes(community01, { gridCode: '210102001003001' })).toEqual([]);
    expect(await gridCodes(community01, { self_regionCode: '210102001003' })).toEqual([]);
    expect(await gridCodes(street01, { self_regionCode: "'210102001003'" })).toEqual(['210102001003001', '210102001003002']);
  });

  it('filters by query fields with JeecgBoot’s value rules', async () => {
    expect(await gridCodes(street01, { gridName: '商圈' })).toEqual(['210102001002003']);
    expect(await gridCodes(street01, { dicGridType: '2' })).toEqual(['210102001002003']);
    expect(await gridCodes(street01, { gridCode: '!210102001002001', dicGridType: '1' })).toEqual(['210102001002002', '210102001003001', '210102001003002']);
  });

  it('orders by a sortable column, by the report’s default order otherwise', async () => {
    expect(await gridCodes(community01)).toEqual(['210102001002001', '210102001002002', '210102001002003']);
    expect(await gridCodes(community01, { column: 'gridCode', order: 'desc' })).toEqual(['210102001002003', '210102001002002', '210102001002001']);
    expect((await gridCodes(community01, { column: 'dicGridType_dictText', order: 'desc' }))[0]).toBe('210102001002003');
    expect((await gridCodes(community01, { column: 'dicGridType', order: 'asc' }))[2]).toBe('210102001002003');
  });

  it('refuses a query field, parameter or sort column outside the report’s allowlist, in Chinese, never 500', async () => {
    const cases: Array<[Record<string, string>, string]> = [
      [{ remark: 'x' }, '报表不支持查询参数“remark”'],
      [{ partOrgName: 'x' }, '报表不支持查询参数“partOrgName”'],
      [{ self_gridCode: '1' }, '报表不支持参数“self_gridCode”'],
      [{ column: 'remark' }, '报表不支持按“remark”排序'],
      [{ column: 'regionCode' }, '报表不支持按“regionCode”排序'],
      [{ column: 'gridName;drop table t_base_grid', order: 'asc' }, '报表不支持按“gridName;drop table t_base_grid”排序'],
      [{ order: 'sideways' }, '排序方式“sideways”不正确，只能是asc或desc'],
      [{ pageNo: '0' }, '参数pageNo应为正整数'],
    ];
    for (const [query, message] of cases) {
      const r = await data(street01, query);
      expect(r.status, JSON.stringify(query)).toBe(400);
      expect(r.body.message).toBe(message);
    }
    expect((await data(admin, {}, 'community_select')).status).toBe(200);
  });

  it('keeps the report’s fixed filters and caps the page size', async () => {
    const r = await data(street01, { pageSize: 1000 }, 'community_select');
    expect(r.body.result.size).toBe(100);
    const codes = r.body.result.records.map((x: { regionCode: string }) => x.regionCode);
    expect(codes).toContain('210102001002');
    expect(codes.every((c: string) => c.length === 12 && c.startsWith('210102001'))).toBe(true);
    const one = await data(street01, { self_streetCode: '210102001', regionName: '水源地' }, 'community_select');
    expect(one.body.result.records).toEqual([expect.objectContaining({ regionCode: '210102001002', regionName: '水源地社区' })]);
  });

  it('the user report never carries what the report does not show (no phone, no password)', async () => {
    const r = await data(admin, { realname: '社区管理员', pageSize: 10 }, 'user_select');
    expect(r.body.result.records.map((u: { username: string }) => u.username).sort()).toEqual(['community01', 'community02']);
    for (const u of r.body.result.records) {
      expect(u).not.toHaveProperty('phone');
      expect(u).not.toHaveProperty('password');
      expect(u.sex_dictText === null || typeof u.sex_dictText === 'string').toBe(true);
    }
  });
});

describe('the generic list’s value lookup (BizSelect, 002 §7)', () => {
  it('a trailing comma asks for exactly those values, even on a field that matches by like', async () => {
    const r = await s.api.get('/TBaseGridController/list', { gridName: '水源地社区第一网格,水源地社区商圈网格,', pageNo: 1, pageSize: 2 }, community01);
    expect(r.body.result.records.map((g: { gridCode: string }) => g.gridCode).sort()).toEqual(['210102001002001', '210102001002003']);
    const partial = await s.api.get('/TBaseGridController/list', { gridName: '水源地,' }, community01);
    expect(partial.body.result.total).toBe(0);
  });
});
