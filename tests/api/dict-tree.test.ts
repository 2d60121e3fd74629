import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type TestServer } from '../helpers/server.js';
import { signedGet } from '../helpers/signed.js';

let s: TestServer;
let admin: string;
let community01: string;
let community02: string;
beforeAll(async () => {
  s = await startServer();
  [admin, community01, community02] = await Promise.all(['admin', 'community01', 'community02'].map((u) => s.api.login(u)));
});
afterAll(() => s.close());

type Query = Record<string, string | undefined>;
const tree = (query: Query, token = community01) => signedGet(s, '/sys/dict/loadTreeData', query, token);
const categories = (query: Query = {}) => tree({ tableName: 'sys_category', text: 'name', code: 'id', pidField: 'pid', ...query });
const titles = (r: { body: { result: Array<{ title: string }> } }) => r.body.result.map((n) => n.title);
/** Nodes keyed by id come sorted by title; the databases' collations may order Chinese text differently. */
const titleSet = (r: { body: { result: Array<{ title: string }> } }) => titles(r).sort();

describe('loadTreeData', () => {
  it('answers the children of a node with key, title, value and leaf', async () => {
    const roots = await categories({ pid: '0', hasChildField: 'has_child' });
    expect(roots.body.success).toBe(true);
    expect(titleSet(roots)).toEqual(['事件分类', '党员活动分类'].sort());
    const events = roots.body.result.find((n: { title: string }) => n.title === '事件分类');
    expect(events).toMatchObject({ title: '事件分类', leaf: false, isLeaf: false, parentId: '0' });
    expect(events.value).toBe(events.key);
    const kinds = await categories({ pid: events.key, hasChildField: 'has_child' });
    expect(titleSet(kinds)).toEqual(['矛盾纠纷', '城市管理', '安全隐患', '民生服务'].sort());
    const disputes = await categories({ pid: kinds.body.result.find((n: { title: string }) => n.title === '矛盾纠纷').key });
    expect(titleSet(disputes)).toEqual(['邻里纠纷', '家庭纠纷', '物业纠纷'].sort());
    expect(disputes.body.result.every((n: { leaf: boolean }) => n.leaf)).toBe(true);
  });

  it('works out leaves from the rows when no hasChildField is given', async () => {
    const roots = await categories({ pid: '0' });
    expect(roots.body.result.map((n: { leaf: boolean }) => n.leaf)).toEqual([false, false]);
  });

  it('reads hasChildField as an is-leaf flag when converIsLeafVal is 0', async () => {
    const roots = await categories({ pid: '0', hasChildField: 'has_child', converIsLeafVal: '0' });
    expect(roots.body.result.map((n: { leaf: boolean }) => n.leaf)).toEqual([true, true]);
  });

  it('filters by a JSON condition of field values', async () => {
    const r = await categories({ pid: '0', condition: JSON.stringify({ code: 'A02' }) });
    expect(titles(r)).toEqual(['党员活动分类']);
  });

  it('refuses a condition that is not a JSON object', async () => {
    for (const condition of ['code=A01', '[1,2]', '"A01"', '{bad json']) {
      const r = await categories({ pid: '0', condition });
      expect(r.status).toBe(400);
      expect(r.body).toMatchObject({ success: false, message: '查询条件condition传值有误，需要一个JSON字符串！' });
    }
  });

  it("applies the caller's region to a region-scoped table", async () => {
    const grids = { tableName: 't_base_grid', text: 'grid_name', code: 'grid_code', pidField: 'region_code', pid: '210102001002' };
    expect(titles(await tree(grids, community01))).toEqual(['水源地社区第一网格', '水源地社区第二网格', '水源地社区商圈网格']);
    expect((await tree(grids, community02)).body.result).toEqual([]);
    expect(titles(await tree(grids, admin))).toHaveLength(3);
    expect((await tree(grids, admin)).body.result.every((n: { leaf: boolean }) => n.leaf)).toBe(true);
  });
});

describe('names loadTreeData refuses', () => {
  const base = { tableName: 'sys_category', text: 'name', code: 'id', pidField: 'pid', pid: '0' };
  const refused: Array<[Query, string]> = [
    [{ tableName: 'sys_token' }, '表“sys_token”不存在或不允许查询'],
    [{ tableName: 'sys_user', text: 'password', code: 'id', pidField: 'org_code' }, '显示字段“password”不存在或不允许查询'],
    [{ tableName: 'sys_category;drop table sys_category' }, '表“sys_category;drop table sys_category”不存在或不允许查询'],
    [{ text: 'name) or 1=1--' }, '显示字段“name) or 1=1--”不存在或不允许查询'],
    [{ code: 'id from sys_user --' }, '值字段“id from sys_user --”不存在或不允许查询'],
    [{ pidField: 'pid or 1=1' }, '父级字段“pid or 1=1”不存在或不允许查询'],
    [{ hasChildField: "has_child = '1' or 1=1" }, "子节点标识字段“has_child = '1' or 1=1”不存在或不允许查询"],
    [{ condition: JSON.stringify({ '1=1 or code': 'A01' }) }, '条件字段“1=1 or code”不存在或不允许查询'],
    [{ tableName: 't_base_grid', text: 'grid_name', code: 'draw_status', pidField: 'region_code' }, '父级字段与值字段的类型不一致'],
    [{ tableName: undefined }, '表名不能为空'],
    [{ pidField: undefined }, '父级字段不能为空'],
  ];

  it.each(refused)('refuses %j', async (override, message) => {
    const r = await tree({ ...base, ...override }, admin);
    expect(r.status).toBe(400);
    expect(r.body).toMatchObject({ success: false, message });
  });

  it('keeps the table after an injected name', async () => {
    await tree({ ...base, tableName: 'sys_category;drop table sys_category' }, admin);
    expect(titleSet(await tree(base, admin))).toEqual(['事件分类', '党员活动分类'].sort());
  });
});
