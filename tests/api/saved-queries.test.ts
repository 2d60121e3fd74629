/** Saved advanced queries on the server: each user lists, overwrites and deletes only their own. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type TestServer } from '../helpers/server.js';

let s: TestServer;
let admin: string;
let street: string;
const PAGE = '/zzbpart/grid/list:JSuperQuerySaved_grid-list';
const items = [
  { field: 'gridName', rule: 'like', val: '网格', type: 'text' },
  { matchType: 'or', children: [{ field: 'drawStatus', rule: 'eq', val: '1', type: 'list', dictCode: 'DIC_DRAW_STATUS' }] },
];

beforeAll(async () => {
  s = await startServer();
  admin = await s.api.login('admin');
  street = await s.api.login('street01');
});
afterAll(() => s.close());

const list = (token: string, pageKey = PAGE) => s.api.get('/sys/superQuery/list', { pageKey }, token);
const save = (token: string, body: Record<string, unknown>) =>
  s.api.post('/sys/superQuery/save', { pageKey: PAGE, matchType: 'and', records: items, ...body }, token);

describe('saving and reusing', () => {
  it('saves a nested query and lists it back as it was', async () => {
    const r = await save(admin, { title: '未标绘的网格' });
    expect(r.body).toMatchObject({ success: true, message: '保存成功！' });
    expect(r.body.result).toMatchObject({ title: '未标绘的网格', matchType: 'and', records: items });
    const mine = (await list(admin)).body.result;
    expect(mine).toEqual([expect.objectContaining({ id: r.body.result.id, title: '未标绘的网格', records: items })]);
    expect((await list(admin, '/zzbpart/other:x')).body.result).toEqual([]);
  });

  it('the same title overwrites (the dialog asked first) instead of adding a second', async () => {
    const again = await save(admin, { title: '未标绘的网格', matchType: 'or', records: [items[0]] });
    const mine = (await list(admin)).body.result;
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({ id: again.body.result.id, matchType: 'or', records: [items[0]] });
  });
});

describe('per user', () => {
  it('another user sees none of them, and their own of the same title is separate', async () => {
    expect((await list(street)).body.result).toEqual([]);
    const theirs = await save(street, { title: '未标绘的网格', records: [items[0]] });
    expect(theirs.body.success).toBe(true);
    expect((await list(admin)).body.result).toHaveLength(1);
    expect((await list(street)).body.result.map((q: { id: string }) => q.id)).toEqual([theirs.body.result.id]);
  });

  it('nobody deletes another user’s query, even knowing its id', async () => {
    const adminsId = (await list(admin)).body.result[0].id;
    const r = await s.api.delete('/sys/superQuery/delete', { id: adminsId }, street);
    expect(r.status).toBe(404);
    expect(r.body).toMatchObject({ success: false, message: '未找到该查询' });
    expect((await list(admin)).body.result).toHaveLength(1);
    const own = await s.api.delete('/sys/superQuery/delete', { id: adminsId }, admin);
    expect(own.body.success).toBe(true);
    expect((await list(admin)).body.result).toEqual([]);
  });

  it('needs a login', async () => {
    expect((await s.api.get('/sys/superQuery/list', { pageKey: PAGE })).status).toBe(401);
  });
});

describe('refusals, with nothing written', () => {
  const refused = async (body: Record<string, unknown>, message: string | RegExp) => {
    const r = await save(admin, body);
    expect(r.status).toBe(400);
    expect(r.body.success).toBe(false);
    expect(r.body.message).toMatch(message);
  };
  it('an empty name, an empty query, a bad match type, malformed or oversized items', async () => {
    await refused({ title: '   ' }, '保存名称不能为空！');
    await refused({ title: 'a', records: [] }, '空条件不能保存！');
    await refused({ title: 'a', records: [{ field: 'gridName', rule: 'like', val: '' }].slice(1) }, '空条件不能保存！');
    await refused({ title: 'a', matchType: 'xor' }, '高级查询的匹配方式只能是and或or');
    await refused({ title: 'a', records: [{ field: 'x) or (1=1', rule: 'eq', val: '1' }] }, '查询条件的字段不正确');
    await refused({ title: 'a', records: [{ field: 'gridName', rule: 'drop', val: '1' }] }, '查询条件的匹配规则不正确');
    await refused({ title: 'a', records: [{ field: 'gridName', rule: 'eq', val: '1', sql: 'x' }] }, '查询条件格式不正确');
    const deep = [{ matchType: 'and', children: [{ matchType: 'or', children: [{ matchType: 'and', children: [items[0]] }] }] }];
    await refused({ title: 'a', records: deep }, '高级查询的条件组最多嵌套3层');
    await refused({ title: 'a', records: Array.from({ length: 31 }, () => items[0]) }, '高级查询条件最多30个');
    expect((await list(admin)).body.result).toEqual([]);
  });
});
