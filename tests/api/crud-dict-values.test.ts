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

const valid = (over: Record<string, unknown> = {}) => ({ name: '字典值', sex: '1', regionCode: '210102001002001', idCard: idCard(301), ...over });
const total = async () => (await s.api.get(`${API}/list`, {}, admin)).body.result.total as number;

describe('a dictionary field takes only values of its dictionary', () => {
  it('refuses sex "9" on add, naming the field, and stores nothing', async () => {
    const before = await total();
    const r = await s.api.post(`${API}/add`, valid({ sex: '9' }), admin);
    expect(r.status).toBe(400);
    expect(r.body.message).toBe('性别的值“9”不在可选范围内');
    expect(await total()).toBe(before);
  });

  it('refuses it on edit and keeps the stored value', async () => {
    const id = (await s.api.post(`${API}/add`, valid({ idCard: idCard(302) }), admin)).body.result.id;
    const r = await s.api.put(`${API}/edit`, { id, sex: '9' }, admin);
    expect(r.status).toBe(400);
    expect((await s.api.get(`${API}/queryById`, { id }, admin)).body.result.sex).toBe('1');
    expect((await s.api.put(`${API}/edit`, { id, sex: '2' }, admin)).body.success).toBe(true);
  });
});

describe('a multiple dictionary field (居民标签, x-dict-multiple) holds several item values', () => {
  const ids = (records: Array<{ id: string }>) => records.map((r) => r.id).sort();
  const list = async (query: Record<string, string>) => ids((await s.api.get(`${API}/list`, { name: '标签居民', ...query }, admin)).body.result.records);
  const superQuery = (rule: string, val: string) => ({ superQueryParams: JSON.stringify([{ field: 'tags', rule, val }]), superQueryMatchType: 'and' });

  it('stores them comma-joined, answers their texts, and refuses a value outside the dictionary, naming it', async () => {
    const r = await s.api.post(`${API}/add`, valid({ name: '标签居民', idCard: idCard(311), tags: '1,3' }), admin);
    expect(r.body.success, r.body.message).toBe(true);
    expect((await s.api.get(`${API}/queryById`, { id: r.body.result.id }, admin)).body.result).toMatchObject({ tags: '1,3', tags_dictText: '低保户,独居老人' });
    const bad = await s.api.post(`${API}/add`, valid({ name: '标签居民', idCard: idCard(312), tags: '1,99' }), admin);
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('居民标签的值“99”不在可选范围内');
    const edit = await s.api.put(`${API}/edit`, { id: r.body.result.id, tags: '3,x' }, admin);
    expect(edit.body.message).toBe('居民标签的值“x”不在可选范围内');
  });

  it('a filter or an advanced-query eq / in finds rows holding any of the values among their items (1 is not 10)', async () => {
    const add = async (seq: number, tags: string | null) =>
      (await s.api.post(`${API}/add`, valid({ name: '标签居民', idCard: idCard(seq), tags }), admin)).body.result.id as string;
    const [lone, ten, both, none] = [await add(321, '3'), await add(322, '10'), await add(323, '1,10'), await add(324, null)];
    const first = (await s.app.ctx.db.selectFrom('t_base_resident').select('id').where('idCard', '=', idCard(311)).executeTakeFirstOrThrow()).id;
    expect(await list({ tags: '1' })).toEqual([first, both].sort());
    expect(await list({ tags: '10' })).toEqual([ten, both].sort());
    expect(await list({ tags: '3,10' })).toEqual([first, lone, ten, both].sort());
    expect(await list(superQuery('eq', '3'))).toEqual([first, lone].sort());
    expect(await list(superQuery('in', '1,3'))).toEqual([first, lone, both].sort());
    expect(await list({})).toContain(none);
  });
});
