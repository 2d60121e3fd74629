import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type TestServer } from '../helpers/server.js';
import { addResidents, names } from './crud-fixtures.js';

// Repeated lists are answered from a cache of page texts kept per data version (services/crud/list-json.ts).
// A user must never see a page that is older than the last write, whoever made it.
let s: TestServer;
let token: string;
let ids: string[];
const list = async () => (await s.api.get('/TBaseResidentController/list', { pageSize: 50 }, token)).body.result;

beforeAll(async () => {
  s = await startServer();
  token = await s.api.login('admin');
  ids = await addResidents(s, token);
});
afterAll(() => s.close());

describe('a repeated list reflects every write', () => {
  it('an edit through the API', async () => {
    await list();
    await list();
    expect((await s.api.put('/TBaseResidentController/edit', { id: ids[0], name: '王小明改' }, token)).body.success).toBe(true);
    expect(names((await list()).records)).toContain('王小明改');
  });

  it('an update written straight to the database by someone else', async () => {
    await list();
    await s.app.ctx.db.updateTable('t_base_resident').set({ name: '直接改名' }).where('id', '=', ids[1]).execute();
    expect(names((await list()).records)).toContain('直接改名');
  });

  it('a dictionary text changed in the dictionary', async () => {
    const before = (await list()).records.find((r: any) => r.sex === '2');
    expect(before.sex_dictText).toBe('女');
    await s.app.ctx.db.updateTable('sys_dict_item').set({ itemText: '女性' }).where('itemValue', '=', '2').where('itemText', '=', '女').execute();
    await s.api.get('/sys/dict/refleshCache', {}, token);
    expect((await list()).records.find((r: any) => r.sex === '2').sex_dictText).toBe('女性');
  });

  it('a delete: the total drops by one', async () => {
    const total = (await list()).total;
    expect((await s.api.delete('/TBaseResidentController/delete', { id: ids[2] }, token)).body.success).toBe(true);
    expect((await list()).total).toBe(total - 1);
  });

  it('still answers JSON in the envelope', async () => {
    const r = await s.api.get('/TBaseResidentController/list', {}, token);
    expect(r.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(r.body).toMatchObject({ success: true, code: 200 });
  });
});
