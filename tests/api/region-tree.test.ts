import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type TestServer } from '../helpers/server.js';

let s: TestServer;
beforeAll(async () => {
  s = await startServer();
});
afterAll(() => s.close());

const codes = (nodes: any[]): string[] => nodes.flatMap((n) => [n.regionCode, ...codes(n.children ?? [])]);

describe('region tree of the region pickers', () => {
  it('a street admin gets their street with its communities, nothing outside', async () => {
    const token = await s.api.login('street01');
    const r = await s.api.get('/sys/user/getRegionTreeOrListBody', { hasFRegion: 'true' }, token);
    expect(r.body.success).toBe(true);
    expect(r.body.result).toHaveLength(1);
    expect(r.body.result[0]).toMatchObject({ regionCode: '210102001', regionName: '浑河湾街道' });
    const all = codes(r.body.result);
    expect(all).toContain('210102001002');
    expect(all.every((c) => c.startsWith('210102001'))).toBe(true);
  });

  it('without the root, the children come at the top', async () => {
    const token = await s.api.login('street01');
    const r = await s.api.get('/sys/user/getRegionTreeOrListBody', { hasFRegion: 'false' }, token);
    expect(r.body.result.map((n: any) => n.regionCode)).toContain('210102001002');
    expect(r.body.result.map((n: any) => n.regionCode)).not.toContain('210102001');
  });

  it('admin sees the province down to communities', async () => {
    const token = await s.api.login('admin');
    const r = await s.api.get('/sys/user/getRegionTreeOrListBody', {}, token);
    expect(r.body.result[0].regionCode).toBe('21');
    expect(r.body.result[0].children[0].regionCode).toBe('2101');
    expect(codes(r.body.result).some((c) => c.length === 12)).toBe(true);
  });

  it('a community admin cannot ask for a neighbour or a parent region', async () => {
    const token = await s.api.login('community01');
    expect((await s.api.get('/sys/user/getRegionTreeOrListBody', { regionCode: '210102001003' }, token)).status).toBe(403);
    expect((await s.api.get('/sys/user/getRegionTreeOrListBody', { regionCode: '21' }, token)).status).toBe(403);
    expect((await s.api.get('/sys/user/getRegionTreeOrListBody', { regionCode: "21' or 1=1" }, token)).status).toBe(400);
  });
});
