import { sql } from 'kysely';
import { AppError } from '../../http/errors.js';
import { escapeLike } from '../crud/match.js';
import { tableScope, withinScope, type ScopeSource } from '../crud/scope.js';
import type { Session } from '../session-service.js';

import type { Place } from '../../../shared/services/gis.js';

export type { Place };

/** 001 §9: 10 candidates, level 11, a fixed bounding box (Liaoning, the province this platform serves). */
export const SEARCH_COUNT = 10;
export const SEARCH_LEVEL = 11;
export const SEARCH_BOUND = '118.8,38.7,125.8,43.5';
export const LOOKUP_FAILED = '获取位置失败';
/** Below the `tianditu` gateway route's target (https://api.tianditu.gov.cn). */
const TIANDITU_SEARCH_PATH = 'v2/search';

type Row = {
  code: string;
  name: string;
  lon: number | null;
  lat: number | null;
  minX: number | null;
  minY: number | null;
  maxX: number | null;
  maxY: number | null;
};

/** A row's place: its stored position, else the middle of its drawing's box; null when it has neither. */
function placeOf(r: Row): Place | null {
  if (r.lon !== null && r.lat !== null) return { name: r.name, lng: Number(r.lon), lat: Number(r.lat), regionCode: r.code };
  if (r.minX === null || r.minY === null || r.maxX === null || r.maxY === null) return null;
  return { name: r.name, lng: (Number(r.minX) + Number(r.maxX)) / 2, lat: (Number(r.minY) + Number(r.maxY)) / 2, regionCode: r.code };
}

/**
 * Our own regions and grids whose names contain the words, that have a place: each table's rows as its list shows
 * them to the caller (region subtree and data rules, crud/scope.ts).
 */
export async function searchOwn(source: ScopeSource, session: Session, words: string, count = SEARCH_COUNT): Promise<Place[]> {
  const { db } = source;
  const pattern = `%${escapeLike(words)}%`;
  const regions = db
    .selectFrom('t_base_region as r')
    .leftJoin('t_gis_feature as f', 'f.regionCode', 'r.regionCode')
    .select(['r.regionCode as code', 'r.regionName as name', 'r.gisLon as lon', 'r.gisLat as lat', 'f.minX', 'f.minY', 'f.maxX', 'f.maxY'])
    .where(sql<boolean>`${sql.ref('r.regionName')} like ${pattern} escape '\\'`);
  const grids = db
    .selectFrom('t_base_grid as g')
    .leftJoin('t_gis_feature as f', 'f.regionCode', 'g.gridCode')
    .select(['g.gridCode as code', 'g.gridName as name', 'g.gisLon as lon', 'g.gisLat as lat', 'f.minX', 'f.minY', 'f.maxX', 'f.maxY'])
    .where(sql<boolean>`${sql.ref('g.gridName')} like ${pattern} escape '\\'`);
  const regionScope = await tableScope(source, 't_base_region', session);
  const gridScope = await tableScope(source, 't_base_grid', session);
  const rows = [
    ...(await withinScope(regions, regionScope, 'r').orderBy('r.regionCode').limit(50).execute()),
    ...(await withinScope(grids, gridScope, 'g').orderBy('g.gridCode').limit(50).execute()),
  ] as Row[];
  return rows
    .map(placeOf)
    .filter((p): p is Place => p !== null)
    .slice(0, count);
}

/** A "lng,lat" (or "lng lat") text of Tianditu as numbers, or null. */
export function lonlatOf(text: unknown): [number, number] | null {
  const parts = String(text ?? '')
    .split(/[,\s]+/)
    .map(Number);
  return parts.length === 2 && parts.every(Number.isFinite) ? [parts[0], parts[1]] : null;
}

/** Tianditu's answer (resultType 1: pois; 3: an area) as places. */
export function placesOfTianditu(body: unknown): Place[] {
  const b = (body ?? {}) as { pois?: Array<{ name?: string; lonlat?: string; address?: string }>; area?: { name?: string; lonlat?: string } };
  const items: Array<{ name?: string; lonlat?: string; address?: string }> = [...(b.pois ?? []), ...(b.area ? [b.area] : [])];
  const out: Place[] = [];
  for (const item of items) {
    const at = lonlatOf(item.lonlat);
    if (at && item.name) out.push({ name: item.name, lng: at[0], lat: at[1], ...(item.address ? { address: String(item.address) } : {}) });
  }
  return out;
}

/** Asks Tianditu for a path with a query and answers the parsed JSON (the gateway route `tianditu` adds the key). */
export type TiandituAsk = (path: string, query: URLSearchParams) => Promise<unknown>;

/** Tianditu place search V2 (queryType 1) from the server, so the key stays here; a failure is 获取位置失败. */
export async function searchTianditu(ask: TiandituAsk, words: string, count = SEARCH_COUNT): Promise<Place[]> {
  const postStr = JSON.stringify({ keyWord: words, level: SEARCH_LEVEL, mapBound: SEARCH_BOUND, queryType: 1, start: 0, count });
  try {
    return placesOfTianditu(await ask(TIANDITU_SEARCH_PATH, new URLSearchParams({ postStr, type: 'query' })));
  } catch {
    throw new AppError(LOOKUP_FAILED, 502);
  }
}
