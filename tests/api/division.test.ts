/** TPartEmplRegionController/queryRegionName on a real database: names inside (or above) the caller's region only. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type TestServer } from '../helpers/server.js';

let s: TestServer;
const t: Record<string, string> = {};
const STREET = '210102001';
const C1 = '210102001002';
const C2 = '210102001003';
const OTHER_STREET = '210102002';

beforeAll(async () => {
  s = await startServer();
  for (const u of ['admin', 'street01', 'community01']) t[u] = await s.api.login(u);
});
afterAll(() => s.close());

const ask = (who: string, regionCode?: string) =>
  s.api.get('/TPartEmplRegionController/queryRegionName', regionCode === undefined ? {} : { regionCode }, t[who]);

describe('queryRegionName', () => {
  it("names a region of the caller's subtree with the names from the province down", async () => {
    const r = await ask('street01', C1);
    expect(r.status).toBe(200);
    expect(r.body.result).toMatchObject({ regionCode: C1, regionName: '水源地社区' });
    const names = (r.body.result.regionNameList as string).split(',');
    expect(names).toHaveLength(5);
    expect(names[4]).toBe('水源地社区');
    expect(names[0]).toBe('辽宁省');
  });

  it('names the regions above the caller (already in their own region names), nothing beside them', async () => {
    expect((await ask('community01', STREET)).body.result.regionCode).toBe(STREET);
    const beside = await ask('community01', C2);
    expect(beside.status).toBe(403);
    expect(beside.body).toMatchObject({ success: false, message: '无权查看该区域' });
    expect((await ask('street01', OTHER_STREET)).status).toBe(403);
    expect((await ask('admin', OTHER_STREET)).body.success).toBe(true);
  });

  it('refuses a malformed or missing code in Chinese, and says when a code is unknown', async () => {
    const bad = await ask('street01', "2101' or 1=1");
    expect(bad.status).toBe(400);
    expect(bad.body.success).toBe(false);
    expect((await ask('street01')).status).toBe(400);
    const unknown = await ask('street01', '210102001099');
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe('未找到该区域');
    expect((await s.api.get('/TPartEmplRegionController/queryRegionName', { regionCode: C1 })).status).toBe(401);
  });
});
