/**
 * The map routes of our own beside 001 §7: the tile URL setting (and its place in the CSP), the address search over
 * our regions and grids, the grid map's layer, and a region's stored position.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type TestServer } from '../helpers/server.js';

let s: TestServer;
const tokens: Record<string, string> = {};
const TILES = 'https://t{s}.tiles.example.cn/{type}/{z}/{x}/{y}.png';

beforeAll(async () => {
  s = await startServer({ mapTileUrl: TILES });
  for (const u of ['admin', 'community01', 'community02']) tokens[u] = await s.api.login(u);
});
afterAll(() => s.close());

const names = (places: Array<{ name: string }>) => places.map((p) => p.name);

describe('map settings', () => {
  it('hands the tile URL template to users and lets the browser load its images', async () => {
    const r = await s.api.get('/ToolGridController/getMapTileUrl', {}, tokens.community01);
    expect(r.body.result).toBe(TILES);
    expect(r.headers.get('content-security-policy')).toMatch(/img-src [^;]*https:\/\/\*\.tiles\.example\.cn/);
    expect((await s.api.get('/ToolGridController/getMapTileUrl')).status).toBe(401);
  });
});

describe('address search without a Tianditu key', () => {
  it('finds our own drawn regions and grids by name, inside the caller’s subtree only', async () => {
    const mine = await s.api.get('/ToolGridController/searchPlace', { keyWord: '水源地社区' }, tokens.community01);
    expect(names(mine.body.result)).toEqual(['水源地社区', '水源地社区第一网格', '水源地社区第二网格']);
    const grid = mine.body.result[1];
    expect(grid.regionCode).toBe('210102001002001');
    expect(grid.lng).toBeGreaterThan(123);
    expect(grid.lat).toBeGreaterThan(41);
    // community02 cannot find the neighbour's grids, and its own are not drawn yet (no place to fly to).
    expect((await s.api.get('/ToolGridController/searchPlace', { keyWord: '水源地' }, tokens.community02)).body.result).toEqual([]);
    expect((await s.api.get('/ToolGridController/searchPlace', { keyWord: '砂阳南社区' }, tokens.community02)).body.result).toEqual([]);
  });

  it('treats % and _ as letters and refuses an empty search', async () => {
    expect((await s.api.get('/ToolGridController/searchPlace', { keyWord: '%' }, tokens.admin)).body.result).toEqual([]);
    const empty = await s.api.get('/ToolGridController/searchPlace', { keyWord: '  ' }, tokens.admin);
    expect([empty.status, empty.body.message]).toEqual([400, '请输入搜索内容（不超过50个字）']);
  });
});

describe('grid map layer', () => {
  it('answers every grid of the caller’s scope with its drawing status; undrawn grids have no geometry', async () => {
    const r = await s.api.get('/ToolGridController/getGridsInScope', {}, tokens.community01);
    const features = r.body.result.features as Array<{
      properties: { regionCode: string; drawStatus: number; communityCode: string; communityName: string };
      geometry: unknown;
    }>;
    expect(features.map((f) => `${f.properties.regionCode}:${f.properties.drawStatus}:${f.geometry ? 'shape' : 'none'}`)).toEqual([
      '210102001002001:1:shape',
      '210102001002002:1:shape',
      '210102001002003:0:none',
    ]);
    expect(features.every((f) => f.properties.communityCode === '210102001002')).toBe(true);
    // The map's side panel shows the community by its name.
    expect(features.every((f) => f.properties.communityName === '水源地社区')).toBe(true);
    const other = await s.api.get('/ToolGridController/getGridsInScope', {}, tokens.community02);
    expect(other.body.result.features.map((f: { properties: { regionCode: string } }) => f.properties.regionCode)).toEqual([
      '210102001003001',
      '210102001003002',
    ]);
  });
});

describe('region info for the drawing screen', () => {
  it('names a region or grid, its parent, whether it is drawn and whether the caller may draw it', async () => {
    const grid = await s.api.get('/ToolGridController/getRegionInfo', { regionCode: '210102001002003' }, tokens.community01);
    expect(grid.body.result).toEqual({ regionCode: '210102001002003', name: '水源地社区商圈网格', parentCode: '210102001002', drawn: false, mayDraw: true });
    // The street above is visible (its outline frames the community) but not drawable.
    const street = await s.api.get('/ToolGridController/getRegionInfo', { regionCode: '210102001' }, tokens.community01);
    expect(street.body.result).toMatchObject({ name: '浑河湾街道', drawn: true, mayDraw: false });
    expect((await s.api.get('/ToolGridController/getRegionInfo', { regionCode: '210102001003001' }, tokens.community01)).status).toBe(403);
    expect((await s.api.get('/ToolGridController/getRegionInfo', { regionCode: '210102001002999' }, tokens.community01)).status).toBe(404);
  });
});

describe('a region’s position', () => {
  it('is stored, read back and cleared by its own officials only', async () => {
    const code = '210102001002';
    expect((await s.api.get('/TBaseRegionController/getOrgGis', { regionCode: code }, tokens.community01)).body.result).toBeNull();
    const saved = await s.api.post('/TBaseRegionController/editOrgGis', { regionCode: code, gisLon: 123.41, gisLat: 41.79 }, tokens.community01);
    expect(saved.body).toMatchObject({ success: true, message: '保存成功！' });
    expect((await s.api.get('/TBaseRegionController/getOrgGis', { regionCode: code }, tokens.community01)).body.result).toEqual({
      gisLon: 123.41,
      gisLat: 41.79,
    });
    expect((await s.api.post('/TBaseRegionController/editOrgGis', { regionCode: code, gisLon: 123.4, gisLat: 41.8 }, tokens.community02)).status).toBe(403);
    const missing = await s.api.post('/TBaseRegionController/editOrgGis', { regionCode: code }, tokens.community01);
    expect([missing.status, missing.body.message]).toEqual([400, '请绘制点!']);
    expect((await s.api.post('/TBaseRegionController/editOrgGis', { regionCode: code, gisLon: null, gisLat: null }, tokens.community01)).body.success).toBe(
      true,
    );
    expect((await s.api.get('/TBaseRegionController/getOrgGis', { regionCode: code }, tokens.community01)).body.result).toBeNull();
  });
});
