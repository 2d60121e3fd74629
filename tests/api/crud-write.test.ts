import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type TestServer } from '../helpers/server.js';
import { idCard } from './crud-fixtures.js';

const API = '/TBaseResidentController';
let s: TestServer;
let admin: string;

beforeAll(async () => {
  s = await startServer();
  admin = await s.api.login('admin');
});
afterAll(() => s.close());

const valid = (over: Record<string, unknown> = {}) => ({
  name: '周杰',
  sex: '1',
  regionCode: '210102001002001',
  idCard: idCard(101),
  phone: '13912345678',
  ...over,
});
const count = async (query: Record<string, string>) => (await s.api.get(`${API}/list`, query, admin)).body.result.total as number;
const byId = (id: string, token = admin) => s.api.get(`${API}/queryById`, { id }, token);

describe('add', () => {
  it('stores a row with server-filled key and audit columns', async () => {
    const r = await s.api.post(`${API}/add`, valid({ id: 'mine', createBy: 'someone', createTime: '2000-01-01 00:00:00' }), admin);
    expect(r.body).toMatchObject({ success: true, code: 200, message: '添加成功！' });
    const row = (await byId(r.body.result.id)).body.result;
    expect(row.id).toMatch(/^[0-9a-f]{32}$/);
    expect(row).toMatchObject({ name: '周杰', sex_dictText: '男', createBy: 'admin', updateBy: null });
    expect(row.createTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect(row.createTime).not.toBe('2000-01-01 00:00:00');
  });

  const refused = async (body: unknown, message: RegExp) => {
    const before = await count({});
    const r = await s.api.post(`${API}/add`, body, admin);
    expect(r.status).toBe(400);
    expect(r.body.success).toBe(false);
    expect(r.body.message).toMatch(message);
    expect(await count({})).toBe(before);
  };

  it('refuses wrong types, missing required fields and over-long text, naming the field, writing nothing', async () => {
    await refused(valid({ name: '类型错', sex: 1, idCard: idCard(102) }), /性别的类型不正确/);
    await refused({ sex: '1', regionCode: '210102001002001', phone: '13912345678' }, /请输入姓名/);
    await refused(valid({ name: '缺网格', regionCode: undefined, idCard: idCard(103) }), /请选择所属网格/);
    await refused(valid({ name: '长'.repeat(51), idCard: idCard(104) }), /姓名最大长度50位字符/);
    await refused(valid({ name: '号码错', phone: '123', idCard: idCard(105) }), /请输入正确手机号/);
    await refused(valid({ name: '证件错', idCard: '210102199001011234' }), /请输入正确的身份证号码/);
    // Without an identity card number, since a valid one gives the sex itself (x-derived).
    await refused(valid({ name: '空白', sex: '', idCard: undefined }), /请选择性别/);
  });

  it('refuses a repeated unique value with the field’s title', async () => {
    await refused(valid({ name: '重复者' }), /^身份证号已存在$/);
  });
});

describe('edit', () => {
  it('changes the given fields, keeps the others, records who and when', async () => {
    const id = (await s.api.post(`${API}/add`, valid({ name: '待编辑', idCard: idCard(110) }), admin)).body.result.id;
    const r = await s.api.put(`${API}/edit`, { id, name: '已编辑', address: '新地址' }, admin);
    expect(r.body).toMatchObject({ success: true, message: '编辑成功!' });
    const row = (await byId(id)).body.result;
    expect(row).toMatchObject({ name: '已编辑', address: '新地址', phone: '13912345678', updateBy: 'admin' });
    expect(row.updateTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect((await s.api.post(`${API}/edit`, { id, address: '' }, admin)).body.success).toBe(true);
    expect((await byId(id)).body.result.address).toBeNull();
  });

  it('refuses bad values and unique conflicts without changing the row', async () => {
    const id = (await s.api.post(`${API}/add`, valid({ name: '不可改', idCard: idCard(111) }), admin)).body.result.id;
    expect((await s.api.put(`${API}/edit`, { id, name: 'x'.repeat(60) }, admin)).body.message).toMatch(/姓名最大长度50位字符/);
    expect((await s.api.put(`${API}/edit`, { id, name: '' }, admin)).body.message).toMatch(/请输入姓名/);
    expect((await s.api.put(`${API}/edit`, { id, idCard: idCard(101) }, admin)).body.message).toBe('身份证号已存在');
    expect((await byId(id)).body.result).toMatchObject({ name: '不可改', idCard: idCard(111) });
    expect((await s.api.put(`${API}/edit`, { id, idCard: idCard(111), name: '自己不冲突' }, admin)).body.success).toBe(true);
  });

  it('answers 404 for an unknown id and 400 without one', async () => {
    expect((await s.api.put(`${API}/edit`, { id: 'nope', name: 'x' }, admin)).status).toBe(404);
    expect((await s.api.put(`${API}/edit`, { name: 'x' }, admin)).status).toBe(400);
  });
});

describe('delete', () => {
  const add = async (n: number) => (await s.api.post(`${API}/add`, valid({ name: `删${n}`, idCard: idCard(120 + n) }), admin)).body.result.id as string;

  it('deletes one row by DELETE ?id= or POST {id}', async () => {
    const a = await add(1);
    const b = await add(2);
    expect((await s.api.delete(`${API}/delete`, { id: a }, admin)).body).toMatchObject({ success: true, message: '删除成功!' });
    expect((await s.api.post(`${API}/delete`, { id: b }, admin)).body.message).toBe('删除成功!');
    expect((await byId(a)).status).toBe(404);
    expect((await byId(b)).body.message).toBe('未找到对应数据');
    expect((await s.api.delete(`${API}/delete`, { id: a }, admin)).status).toBe(404);
  });

  it('deletes a batch, all or nothing', async () => {
    const ids = [await add(3), await add(4), await add(5)];
    const partial = await s.api.delete(`${API}/deleteBatch`, { ids: `${ids[0]},missing` }, admin);
    expect(partial.status).toBe(404);
    expect(partial.body.message).toMatch(/有1条数据不存在/);
    expect((await byId(ids[0])).status).toBe(200);
    expect((await s.api.delete(`${API}/deleteBatch`, { ids: ids.join(',') }, admin)).body.message).toBe('批量删除成功!');
    for (const id of ids) expect((await byId(id)).status).toBe(404);
  });

  it('refuses ids that are not plain keys', async () => {
    const r = await s.api.delete(`${API}/delete`, { id: "1' or '1'='1" }, admin);
    expect(r.status).toBe(400);
    expect(r.body.message).toBe('id格式不正确');
  });
});

describe('access', () => {
  it('403 for a user without the action’s permission, and nothing changes', async () => {
    const id = (await s.api.post(`${API}/add`, valid({ name: '网格员不可删', idCard: idCard(130), regionCode: '210102001002001' }), admin)).body.result.id;
    const grid01 = await s.api.login('grid01');
    expect((await byId(id, grid01)).status).toBe(200);
    const del = await s.api.delete(`${API}/delete`, { id }, grid01);
    expect(del.status).toBe(403);
    expect(del.body).toMatchObject({ success: false, code: 403 });
    expect((await s.api.delete(`${API}/deleteBatch`, { ids: id }, grid01)).status).toBe(403);
    expect((await s.api.get('/TBaseGridController/exportXls', {}, grid01)).status).toBe(403);
    expect((await byId(id)).status).toBe(200);
    const street01 = await s.api.login('street01');
    expect((await s.api.get('/sys/log/list', {}, street01)).status).toBe(403);
  });

  it('401 without a session on an entity route; 404 for a path that is none, with or without one', async () => {
    expect((await s.api.get(`${API}/list`)).status).toBe(401);
    expect((await s.api.get('/TBaseResidentController/nothing')).status).toBe(404);
    const r = await s.api.get('/NoSuchController/list', {}, admin);
    expect(r.status).toBe(404);
    expect(r.body.message).toBe('资源不存在');
    // sys_log offers list and queryById only.
    expect((await s.api.post('/sys/log/add', { username: 'hacker', logContent: 'x' }, admin)).status).toBe(404);
  });

  it('405 for a method the action does not take', async () => {
    const r = await s.api.get(`${API}/add`, {}, admin);
    expect(r.status).toBe(405);
    expect(r.body.message).toBe('该接口不支持GET请求');
  });
});
