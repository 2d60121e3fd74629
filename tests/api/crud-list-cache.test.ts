import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listCacheStats } from '../../src/server/services/crud/list-json.js';
import { startServer, type TestServer } from '../helpers/server.js';
import { addResidents, names } from './crud-fixtures.js';

// Repeated lists are answered from a cache of page texts kept per version of the tables a page shows
// (services/crud/list-json.ts, data-version.ts). A user must never see a page that is older than the last write to
// those tables, whoever made it, on whichever server instance; writes to other tables must leave pages cached.
let s: TestServer;
let other: TestServer;
let token: string;
let ids: string[];
const list = async (server = s, as = token) => (await server.api.get('/TBaseResidentController/list', { pageSize: 50 }, as)).body.result;
/** What a list just cost: answered from the cache or read from the database (the server's own counters). */
async function listed(server = s): Promise<{ from: 'cache' | 'database'; names: string[] }> {
  const before = listCacheStats(server.app.ctx.database);
  const page = await list(server);
  const after = listCacheStats(server.app.ctx.database);
  expect(after.hits + after.misses).toBe(before.hits + before.misses + 1);
  return { from: after.hits > before.hits ? 'cache' : 'database', names: names(page.records) };
}

beforeAll(async () => {
  s = await startServer();
  token = await s.api.login('admin');
  ids = await addResidents(s, token);
  other = await startServer({}, { sameDatabaseAs: s });
});
afterAll(async () => {
  await other?.close();
  await s.close();
});

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

  it('a region renamed: the page shows region names', async () => {
    await list();
    await s.app.ctx.db.updateTable('t_base_grid').set({ gridName: '第一网格（改）' }).where('gridCode', '=', '210102001002001').execute();
    const row = (await list()).records.find((r: any) => r.regionCode === '210102001002001');
    expect(row.regionCode_dictText).toBe('第一网格（改）');
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

describe('only writes to the tables a page shows invalidate it', () => {
  it('a login and writes to other tables leave the page cached', async () => {
    await listed();
    expect((await listed()).from).toBe('cache');
    await s.api.login('street01');
    await s.api.login('grid01');
    expect((await s.api.post('/sys/category/add', { name: '缓存测试', code: 'cache_probe' }, token)).body.success).toBe(true);
    await s.app.ctx.db.updateTable('sys_role').set({ description: '改了角色' }).execute();
    expect((await listed()).from).toBe('cache');
  });

  it('a write to the resident table invalidates it, and the next page is cached again', async () => {
    await listed();
    await s.api.put('/TBaseResidentController/edit', { id: ids[3], name: '张伟改' }, token);
    expect(await listed()).toMatchObject({ from: 'database', names: expect.arrayContaining(['张伟改']) });
    expect((await listed()).from).toBe('cache');
  });

  it('a write through another server instance on the same database invalidates it', async () => {
    const otherToken = await other.api.login('admin');
    await listed();
    expect((await other.api.put('/TBaseResidentController/edit', { id: ids[4], name: '赵敏（另一实例）' }, otherToken)).body.success).toBe(true);
    expect(await listed()).toMatchObject({ from: 'database', names: expect.arrayContaining(['赵敏（另一实例）']) });
  });

  it('another instance writing other tables leaves it cached', async () => {
    const otherToken = await other.api.login('admin');
    await listed();
    await other.api.post('/sys/category/add', { name: '另一实例', code: 'cache_probe_2' }, otherToken);
    expect((await listed()).from).toBe('cache');
  });

  it('a page read while another instance writes is not kept past the commit', async () => {
    await other.app.ctx.db.transaction().execute(async (trx) => {
      await trx.updateTable('t_base_resident').set({ name: '提交中' }).where('id', '=', ids[5]).execute();
      // Read while the write is uncommitted: the old name, which may be cached under the versions read with it.
      expect((await listed()).names).not.toContain('提交中');
    });
    expect(await listed()).toMatchObject({ from: 'database', names: expect.arrayContaining(['提交中']) });
  });
});
