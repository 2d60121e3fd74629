import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applyDrawing, intersect, planarArea, SiblingIndex, type MultiPolygon, type Ring } from '../../src/shared/geo/index.js';
import { startServer, type TestServer } from '../helpers/server.js';

let s: TestServer;
const tokens: Record<string, string> = {};
const COMMUNITY = '210102001002';
const GRID1 = '210102001002001';
const GRID2 = '210102001002002';

const square = (x: number, y: number, w: number, h = w): Ring => [
  [x, y],
  [x + w, y],
  [x + w, y + h],
  [x, y + h],
  [x, y],
];
const poly = (r: Ring) => ({ type: 'Polygon', coordinates: [r] });
const save = (who: string, body: Record<string, unknown>) => s.api.post('/ToolGridController/saveFeature', body, tokens[who]);
const feature = async (code: string, who = 'community01') =>
  (await s.api.get('/ToolGridController/getFeatureByCode', { regionCode: code }, tokens[who])).body.result;

beforeAll(async () => {
  s = await startServer();
  for (const u of ['admin', 'community01', 'community02']) tokens[u] = await s.api.login(u);
  // A blank map (the seed draws demo boundaries; these tests draw their own simple squares).
  await s.app.ctx.db.deleteFrom('t_gis_feature').execute();
  await s.app.ctx.db.updateTable('t_base_grid').set({ drawStatus: 0 }).execute();
  // The community's range, 0.01 x 0.01 degrees, drawn by the administrator.
  expect((await save('admin', { regionCode: COMMUNITY, layerJson: poly(square(123.4, 41.8, 0.01)) })).body.success).toBe(true);
});
afterAll(() => s.close());

describe('saveFeature', () => {
  it('saves a grid inside its community, computing the area itself and marking the grid drawn', async () => {
    const r = await save('community01', { regionCode: GRID1, layerJson: JSON.stringify(poly(square(123.4, 41.8, 0.004, 0.01))), area: 1 });
    expect(r.body).toMatchObject({ success: true, result: { regionCode: GRID1, version: 1 } });
    expect(r.body.result.area).toBeGreaterThan(300_000);
    expect(r.body.result.area).toBeLessThan(400_000);
    const grid = await s.app.ctx.db.selectFrom('t_base_grid').select('drawStatus').where('gridCode', '=', GRID1).executeTakeFirstOrThrow();
    expect(grid.drawStatus).toBe(1);
  });

  it('refuses bad GeoJSON, self-intersections and shapes outside the parent, writing nothing', async () => {
    const cases: Array<[unknown, RegExp]> = [
      ['{not json', /不是有效的JSON/],
      [{ type: 'Point', coordinates: [123.4, 41.8] }, /只接受多边形/],
      [
        poly([
          [123.401, 41.801],
          [123.402, 41.802],
          [123.401, 41.801],
        ]),
        /至少需要3个点/,
      ],
      [
        poly([
          [123.406, 41.801],
          [123.408, 41.803],
          [123.408, 41.801],
          [123.406, 41.803],
          [123.406, 41.801],
        ]),
        /^图形违规！/,
      ],
      [poly(square(123.409, 41.809, 0.003)), /^绘制的区域超出上级区域$/],
      [
        poly([
          [123.4, 41.8],
          [200, 41.8],
          [123.41, 41.81],
          [123.4, 41.8],
        ]),
        /坐标应为经纬度/,
      ],
    ];
    for (const [layerJson, message] of cases) {
      const r = await save('community01', { regionCode: GRID2, layerJson });
      expect(r.status).toBe(400);
      expect(r.body.message).toMatch(message);
    }
    expect(await feature(GRID2)).toBeNull();
  });

  it('lets a community’s range put cut vertices on a neighbouring community outside its scope, never move its border', async () => {
    const C2 = '210102001003';
    const c1 = await feature(COMMUNITY, 'admin');
    const withVertex = {
      type: 'Polygon',
      coordinates: [
        [
          [123.4, 41.8],
          [123.41, 41.8],
          [123.41, 41.805],
          [123.41, 41.81],
          [123.4, 41.81],
          [123.4, 41.8],
        ],
      ],
    };
    const ok = await save('community02', {
      regionCode: C2,
      layerJson: poly(square(123.41, 41.8, 0.01)),
      siblings: [{ regionCode: COMMUNITY, layerJson: withVertex, version: c1.properties.version }],
    });
    expect(ok.body.success).toBe(true);
    const moved = poly(square(123.399, 41.8, 0.01));
    const after = await feature(COMMUNITY, 'admin');
    const r = await save('community02', {
      regionCode: C2,
      version: 1,
      layerJson: poly(square(123.41, 41.8, 0.01)),
      siblings: [{ regionCode: COMMUNITY, layerJson: moved, version: after.properties.version }],
    });
    expect(r.status).toBe(400);
    expect(r.body.message).toBe('相邻区域的图形只能随裁剪调整边界顶点');
    expect((await feature(COMMUNITY, 'admin')).geometry).toEqual(after.geometry);
  });

  it('refuses a region outside the caller’s scope, and shows no shapes there', async () => {
    expect((await save('community02', { regionCode: GRID2, layerJson: poly(square(123.405, 41.8, 0.004)) })).status).toBe(403);
    expect((await s.api.get('/ToolGridController/getFeatureByCode', { regionCode: GRID1 }, tokens.community02)).status).toBe(403);
    // The neighbouring community's outline is visible to community02 (same level); its grids are not.
    expect(
      (await s.api.get('/ToolGridController/gettjLayerByRegionCode', { regionCode: '210102001003' }, tokens.community02)).body.result.features.map(
        (f: { properties: { regionCode: string } }) => f.properties.regionCode,
      ),
    ).toEqual([COMMUNITY]);
  });

  it('refuses an overlap with a neighbour unless the user chose to coexist with it', async () => {
    const over = poly(square(123.403, 41.8, 0.004, 0.01));
    const refused = await save('community01', { regionCode: GRID2, layerJson: over });
    expect(refused.body.message).toBe('与水源地社区第一网格存在重叠区域，请选择裁剪或共存');
    expect((await save('community01', { regionCode: GRID2, layerJson: over, coexist: [GRID1] })).body.success).toBe(true);
  });

  it('refuses a save based on a stale version and keeps the newer shape', async () => {
    const current = await feature(GRID2);
    expect(current.properties.version).toBe(1);
    const first = await save('community01', { regionCode: GRID2, layerJson: poly(square(123.404, 41.8, 0.003, 0.01)), version: 1, coexist: [GRID1] });
    expect(first.body.result.version).toBe(2);
    const stale = await save('community01', { regionCode: GRID2, layerJson: poly(square(123.405, 41.8, 0.001, 0.01)), version: 1 });
    expect([stale.status, stale.body.message]).toEqual([409, '图形已被他人修改，请刷新后重新绘制']);
    expect((await feature(GRID2)).geometry.coordinates[0][0]).toContainEqual([123.404, 41.8]);
  });

  it('"clip me" drawn with the core saves the own shape and the neighbour’s shared border vertices together', async () => {
    const layerOf = async (code: string) => (await feature(code)) as { geometry: { coordinates: MultiPolygon }; properties: { version: number } };
    const g1 = await layerOf(GRID1);
    const parent = (await layerOf(COMMUNITY)).geometry.coordinates;
    const r = applyDrawing({
      parent,
      own: [],
      siblings: new SiblingIndex([{ regionCode: GRID1, shape: g1.geometry.coordinates }]),
      drawn: square(123.4035, 41.805, 0.002, 0.002),
    });
    expect(r.overlapping.map((o) => o.regionCode)).toEqual([GRID1]);
    const body = {
      regionCode: '210102001002003',
      layerJson: { type: 'MultiPolygon', coordinates: r.own },
      siblings: r.changed.map((c) => ({ regionCode: c.regionCode, layerJson: { type: 'MultiPolygon', coordinates: c.shape }, version: g1.properties.version })),
      coexist: [GRID2],
    };
    const saved = await save('community01', body);
    expect(saved.body).toMatchObject({ success: true });
    const own = (await layerOf('210102001002003')).geometry.coordinates;
    const neighbour = (await layerOf(GRID1)).geometry.coordinates;
    expect(planarArea(intersect(own, neighbour))).toBeLessThan(1e-13);
    const vertices = new Set(neighbour.flat(2).map((p) => p.join()));
    for (const v of own.flat(2)) if (Math.abs(v[0] - 123.404) < 1e-9) expect(vertices.has(v.join())).toBe(true);
  });

  it('finds the smallest drawn region holding a point, and the layers by level', async () => {
    expect((await s.api.post('/ToolGridController/getRegionCodeByLocation', { lng: 123.401, lat: 41.805 }, tokens.community01)).body.result).toBe(GRID1);
    expect((await s.api.post('/ToolGridController/getRegionCodeByLocation', { lng: 123.409, lat: 41.809 }, tokens.community01)).body.result).toBe(COMMUNITY);
    const grids = (await s.api.get('/ToolGridController/getSqWgByRegionCode', { regionCode: COMMUNITY }, tokens.community01)).body.result.features;
    expect(grids.map((f: { properties: { regionCode: string } }) => f.properties.regionCode).sort()).toEqual([GRID1, GRID2, '210102001002003']);
    expect((await s.api.post('/TPartGridAllTypeController/findAllBuild', {}, tokens.community01)).body.result).toEqual([]);
  });
});
