import { areaOf, bboxOf, type MultiPolygon } from '../../shared/geo/index.js';
import { nowText } from '../../shared/time.js';
import type { Db } from '../db/connect.js';
import { blob, seededRandom, tile } from './geometry-tiles.js';
import { DEMO_DISTRICT } from './regions.js';
import { isGridCode } from '../../../validators/region-code.js';

/** The community whose range and first two grids are drawn (community01's), and the one left to draw (community02's). */
const DRAWN_COMMUNITY = '210102001002';
const UNDRAWN_COMMUNITY = '210102001003';

/**
 * Plausible demo boundaries, made once on an empty map table: the district as an irregular outline, its streets
 * and communities as Voronoi cells tiling their parents. community01's community and two of its grids are drawn
 * (their third grid is not); community02's community and grids are left for the setup wizard. Generated, not real
 * boundaries: no package ships district boundaries fine enough to edit (see STACK.md).
 */
export async function seedGeometry(db: Db): Promise<void> {
  if (await db.selectFrom('t_gis_feature').select('regionCode').limit(1).executeTakeFirst()) return;
  const rnd = seededRandom(210102);
  const shapes = new Map<string, MultiPolygon>();
  const district = blob(123.405, 41.79, 0.03, 240, rnd);
  shapes.set(DEMO_DISTRICT, district);
  const streets = await db.selectFrom('t_base_region').select('regionCode').where('parentCode', '=', DEMO_DISTRICT).orderBy('regionCode').execute();
  const streetShapes = tile(district, streets.length, rnd);
  for (const [i, street] of streets.entries()) {
    if (!streetShapes[i]?.length) continue;
    shapes.set(street.regionCode, streetShapes[i]);
    const communities = await db.selectFrom('t_base_region').select('regionCode').where('parentCode', '=', street.regionCode).orderBy('regionCode').execute();
    tile(streetShapes[i], communities.length, rnd).forEach((shape, k) => shape.length && shapes.set(communities[k].regionCode, shape));
  }
  const community = shapes.get(DRAWN_COMMUNITY);
  if (community) {
    const grids = await db.selectFrom('t_base_grid').select('gridCode').where('regionCode', '=', DRAWN_COMMUNITY).orderBy('gridCode').execute();
    const gridShapes = tile(community, grids.length, rnd);
    for (const [k, grid] of grids.slice(0, 2).entries()) if (gridShapes[k]?.length) shapes.set(grid.gridCode, gridShapes[k]);
  }
  shapes.delete(UNDRAWN_COMMUNITY);
  const now = nowText();
  const rows = [...shapes].map(([regionCode, shape]) => {
    const [minX, minY, maxX, maxY] = bboxOf(shape);
    return {
      regionCode,
      layerJson: JSON.stringify(shape),
      area: Math.round(areaOf(shape) * 100) / 100,
      minX,
      minY,
      maxX,
      maxY,
      version: 1,
      updateBy: 'system',
      updateTime: now,
    };
  });
  for (let i = 0; i < rows.length; i += 50)
    await db
      .insertInto('t_gis_feature')
      .values(rows.slice(i, i + 50))
      .execute();
  const drawnGrids = rows.map((r) => r.regionCode).filter(isGridCode);
  if (drawnGrids.length) await db.updateTable('t_base_grid').set({ drawStatus: 1 }).where('gridCode', 'in', drawnGrids).execute();
}
