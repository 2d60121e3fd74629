import { regionFields, type EntitySchema } from '../../../shared/entity-meta.js';
import type { Db } from '../../db/connect.js';
import type { EntityCatalog } from '../../entities/catalog.js';
import type { Session } from '../session-service.js';
import { regionNamesOf, withinScope } from './scope.js';
import type { RegionNames, Row } from './types.js';
import { withAreaText } from './area-check.js';
import { GRID_CODE_LENGTH } from '../../../../validators/region-code.js';

/**
 * Adds `<field>_dictText` with the region's (or grid's) name next to every `x-region` field of each row, so lists
 * and details show 水源地社区 rather than 210102001002. Names come from two bound `in` queries per page. National
 * areas (`x-area`) get their full name the same way, from the package data. A region or grid the reader's data
 * rules hide (`hide`, the scope's regionNames: crud/scope.ts) shows its code, as a hidden picked row shows its key.
 */
export async function withRegionText(db: Db, entity: EntitySchema, rows: Row[], hide: RegionNames): Promise<Row[]> {
  withAreaText(entity, rows);
  const fields = regionFields(entity);
  if (!fields.length || !rows.length) return rows;
  const codes = new Set<string>();
  for (const row of rows) for (const f of fields) if (typeof row[f] === 'string' && row[f]) codes.add(row[f] as string);
  const names = await namesOf(db, [...codes], hide);
  for (const row of rows) for (const f of fields) row[`${f}_dictText`] = row[f] ? (names.get(String(row[f])) ?? '') : null;
  return rows;
}

/**
 * Names of region and grid codes as `session` may read them, by code (a region or grid their data rules hide names
 * itself): for a hand-written reader that shows region names beside its rows (tasks, instances, the map's panel).
 */
export async function readerNamesOf(db: Db, entities: EntityCatalog, session: Session, codes: string[]): Promise<Map<string, string>> {
  return namesOf(db, codes, await regionNamesOf({ db, entities }, session));
}

/**
 * Names of region and grid codes, by code; a code whose row `hide`'s rules leave out names itself. `hide` is
 * required so that every caller decides: undefined only where no name reaches a reader (a check that a code exists).
 */
export async function namesOf(db: Db, codes: string[], hide: RegionNames): Promise<Map<string, string>> {
  const names = new Map<string, string>();
  const grids = codes.filter((c) => c.length === GRID_CODE_LENGTH);
  const regions = codes.filter((c) => c.length !== GRID_CODE_LENGTH);
  if (regions.length) {
    const q = db.selectFrom('t_base_region').select(['regionCode as code', 'regionName as name']).where('regionCode', 'in', regions);
    for (const r of await withinScope(q, hide?.regions).execute()) names.set(r.code, r.name);
    if (hide?.regions) for (const r of await q.execute()) if (!names.has(r.code)) names.set(r.code, r.code);
  }
  if (grids.length) {
    const q = db.selectFrom('t_base_grid').select(['gridCode as code', 'gridName as name']).where('gridCode', 'in', grids);
    for (const g of await withinScope(q, hide?.grids).execute()) names.set(g.code, g.name);
    if (hide?.grids) for (const g of await q.execute()) if (!names.has(g.code)) names.set(g.code, g.code);
  }
  return names;
}
