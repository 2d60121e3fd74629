import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type TestServer } from '../helpers/server.js';
import { idCard } from './crud-fixtures.js';

let s: TestServer;
let admin: string;

beforeAll(async () => {
  s = await startServer();
  admin = await s.api.login('admin');
});
afterAll(() => s.close());

describe('region-code fields carry the region name', () => {
  it('a grid list row names its community beside the code', async () => {
    const rows = (await s.api.get('/TBaseGridController/list', { regionCode: '210102001002', pageSize: 50 }, admin)).body.result.records as Array<
      Record<string, string>
    >;
    expect(rows.length).toBeGreaterThan(0);
    for (const r of rows) expect(r).toMatchObject({ regionCode: '210102001002', regionCode_dictText: '水源地社区' });
  });

  it('a resident kept by a grid names the grid, in the list and in queryById', async () => {
    const add = await s.api.post('/TBaseResidentController/add', { name: '区划名', sex: '1', regionCode: '210102001002001', idCard: idCard(401) }, admin);
    expect(add.body.success).toBe(true);
    const one = (await s.api.get('/TBaseResidentController/queryById', { id: add.body.result.id }, admin)).body.result;
    expect(one.regionCode_dictText).toBe('水源地社区第一网格');
    const listed = (await s.api.get('/TBaseResidentController/list', { name: '区划名' }, admin)).body.result.records[0];
    expect(listed.regionCode_dictText).toBe('水源地社区第一网格');
  });
});
