import type { MultiPolygon } from '../../../shared/geo/index.js';
import type { Db } from '../../db/connect.js';

import { COMMUNITY_CODE_LENGTH, isGridCode, parentOf } from '../../../../validators/region-code.js';

export interface StoredFeature {
  regionCode: string;
  shape: MultiPolygon;
  area: number;
  version: number;
}

/** Drawn shapes by region or grid code. */
export async function loadFeatures(db: Db, codes: string[]): Promise<Map<string, StoredFeature>> {
  const out = new Map<string, StoredFeature>();
  if (!codes.length) return out;
  const rows = await db.selectFrom('t_gis_feature').select(['regionCode', 'layerJson', 'area', 'version']).where('regionCode', 'in', codes).execute();
  for (const r of rows)
    out.set(r.regionCode, { regionCode: r.regionCode, shape: JSON.parse(r.layerJson) as MultiPolygon, area: Number(r.area), version: Number(r.version) });
  return out;
}

/** The name of a region or grid, or null when there is no such code. */
export async function nameOf(db: Db, code: string): Promise<string | null> {
  if (isGridCode(code)) return (await db.selectFrom('t_base_grid').select('gridName').where('gridCode', '=', code).executeTakeFirst())?.gridName ?? null;
  return (await db.selectFrom('t_base_region').select('regionName').where('regionCode', '=', code).executeTakeFirst())?.regionName ?? null;
}

/** The regions (or, below a community, the grids) one level under a code, with their names. */
export async function childrenOf(db: Db, code: string): Promise<Array<{ code: string; name: string }>> {
  if (code.length === COMMUNITY_CODE_LENGTH) {
    const grids = await db.selectFrom('t_base_grid').select(['gridCode', 'gridName']).where('regionCode', '=', code).orderBy('gridCode').execute();
    return grids.map((g) => ({ code: g.gridCode, name: g.gridName }));
  }
  const regions = await db.selectFrom('t_base_region').select(['regionCode', 'regionName']).where('parentCode', '=', code).orderBy('regionCode').execute();
  return regions.map((r) => ({ code: r.regionCode, name: r.regionName }));
}

/** The codes beside a code: the other children of its parent. */
export async function siblingsOf(db: Db, code: string): Promise<Array<{ code: string; name: string }>> {
  const parent = parentOf(code);
  return parent ? (await childrenOf(db, parent)).filter((c) => c.code !== code) : [];
}
