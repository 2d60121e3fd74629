/** TBaseRegionController (001 §7) on a real database: every answer stays inside the caller's region subtree. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type TestServer } from '../helpers/server.js';

let s: TestServer;
const t: Record<string, string> = {};
const STREET = '210102001';
const C1 = '210102001002';
const C2 = '210102001003';

beforeAll(async () => {
  s = await startServer();
  for (const u of ['admin', 'street01', 'community01']) t[u] = await s.api.login(u);
});
afterAll(() => s.close());

const get = (path: string, who: string, q: Record<string, string> = {}) => s.api.get(`/TBaseRegionController/${path}`, q, t[who]);
const post = (path: string, who: string, body: unknown) => s.api.post(`/TBaseRegionController/${path}`, body, t[who]);

describe('region questions', () => {
  it('levels: of the caller and of a code inside their subtree only', async () => {
    expect((await get('getUserLev', 'admin')).body.result).toBe(1);
    expect((await get('getUserLev', 'street01')).body.result).toBe(4);
    expect((await get('getUserLev', 'community01')).body.result).toBe(5);
    expect((await get('getLev', 'street01', { regionCode: C1 })).body.result).toBe(5);
    expect((await get('getLev', 'community01', { regionCode: C2 })).status).toBe(403);
    expect((await get('getLev', 'street01', { regionCode: '2101020010' })).status).toBe(400);
  });

  it('the tree and the communities below the caller, nothing beside them', async () => {
    const tree = (await post('queryAllRegionTree', 'street01', {})).body.result;
    expect(tree).toHaveLength(1);
    expect(tree[0]).toMatchObject({ regionCode: STREET, regionLevel: 4 });
    expect(tree[0].children.map((c: { regionCode: string }) => c.regionCode)).toEqual(expect.arrayContaining([C1, C2]));
    const mine = (await get('queryChildCommunity', 'community01')).body.result;
    expect(mine).toEqual([{ regionCode: C1, regionName: '水源地社区' }]);
    const streets = (await get('queryChildCommunity', 'street01')).body.result as Array<{ regionCode: string }>;
    expect(streets.every((c) => c.regionCode.startsWith(STREET) && c.regionCode.length === 12)).toBe(true);
  });

  it('the generic routes under the original names: currentList, getInfoById, save — scoped and permission-checked', async () => {
    const listed = (await get('currentList', 'street01', { pageSize: '100' })).body.result.records as Array<{ regionCode: string; id: string }>;
    expect(listed.length).toBeGreaterThan(2);
    expect(listed.every((r) => r.regionCode.startsWith(STREET))).toBe(true);
    const other = (await get('currentList', 'admin', { regionCode: '210102002' })).body.result.records[0];
    expect((await get('getInfoById', 'street01', { id: other.id })).status).toBe(404);
    const added = await post('save', 'admin', { regionCode: '210102001099', regionName: '新建社区', parentCode: STREET, regionLevel: 5 });
    expect(added.body.success).toBe(true);
    expect((await post('save', 'street01', { regionCode: '210102002099', regionName: '别处社区', parentCode: '210102002', regionLevel: 5 })).status).toBe(403);
    expect((await post('save', 'community01', { regionCode: '210102001098', regionName: '无权', parentCode: STREET, regionLevel: 5 })).status).toBe(403);
  });
});
