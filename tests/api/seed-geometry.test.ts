import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { intersect, planarArea, unite, type MultiPolygon } from '../../src/shared/geo/index.js';
import { startServer, type TestServer } from '../helpers/server.js';

let s: TestServer;
let shapes: Map<string, MultiPolygon>;

beforeAll(async () => {
  s = await startServer();
  const rows = await s.app.ctx.db.selectFrom('t_gis_feature').select(['regionCode', 'layerJson']).execute();
  shapes = new Map(rows.map((r) => [r.regionCode as string, JSON.parse(r.layerJson) as MultiPolygon]));
});
afterAll(() => s.close());

const childrenOf = (code: string, length: number) => [...shapes.keys()].filter((c) => c.length === length && c.startsWith(code)).sort();

describe('demo geometry', () => {
  it('streets tile the district without gaps or overlaps', () => {
    const streets = childrenOf('210102', 9);
    expect(streets.length).toBeGreaterThan(5);
    const parts = streets.map((c) => shapes.get(c)!);
    expect(planarArea(unite(parts[0], ...parts.slice(1)))).toBeCloseTo(planarArea(shapes.get('210102')!), 9);
    for (let i = 0; i < parts.length; i++) for (let j = i + 1; j < parts.length; j++) expect(planarArea(intersect(parts[i], parts[j]))).toBeLessThan(1e-12);
  });

  it("community01's community and two of its three grids are drawn; community02's community and grids are not", async () => {
    expect(shapes.has('210102001002')).toBe(true);
    expect(childrenOf('210102001002', 15)).toEqual(['210102001002001', '210102001002002']);
    expect(shapes.has('210102001003')).toBe(false);
    expect(childrenOf('210102001003', 15)).toEqual([]);
    const grids = await s.app.ctx.db
      .selectFrom('t_base_grid')
      .select(['gridCode', 'drawStatus'])
      .where('regionCode', 'in', ['210102001002', '210102001003'])
      .orderBy('gridCode')
      .execute();
    expect(grids.map((g) => `${g.gridCode}:${g.drawStatus}`)).toEqual([
      '210102001002001:1',
      '210102001002002:1',
      '210102001002003:0',
      '210102001003001:0',
      '210102001003002:0',
    ]);
  });

  it('grids lie within their community, and communities within their street', () => {
    for (const grid of childrenOf('210102001002', 15))
      expect(planarArea(intersect(shapes.get(grid)!, shapes.get('210102001002')!))).toBeCloseTo(planarArea(shapes.get(grid)!), 10);
    for (const c of childrenOf('210102001', 12))
      expect(planarArea(intersect(shapes.get(c)!, shapes.get('210102001')!))).toBeCloseTo(planarArea(shapes.get(c)!), 10);
  });
});
