import { regionFields, type EntitySchema } from '../../../shared/entity-meta.js';
import type { Db } from '../../db/connect.js';
import type { Row } from './types.js';
import { withAreaText } from './area-check.js';

/** Grid codes are the community's 12 digits plus 3; shorter codes are administrative regions. */
const GRID_CODE_LENGTH = 15;

/**
 * Adds `<field>_dictText` with the region's (or grid's) name next to every `x-region` field of each row, so lists
 * and details show 水源地社区 rather than 210102001002. Names come from two bound `in` queries per page. National
 * areas (`x-area`) get their full name the same way, from the package data.
 */
export async function withRegionText(db: Db, entity: EntitySchema, rows: Row[]): Promise<Row[]> {
  withAreaText(entity, rows);
  const fields = regionFields(entity);
  if (!fields.length || !rows.length) return rows;
  const codes = new Set<string>();
  for (const row of rows) for (const f of fields) if (typeof row[f] === 'string' && row[f]) codes.add(row[f] as string);
  const names = await namesOf(db, [...codes]);
  for (const row of rows) for (const f of fields) row[`${f}_dictText`] = row[f] ? (names.get(String(row[f])) ?? '') : null;
  return rows;
}

/** Names of region and grid codes, by code. */
export async function namesOf(db: Db, codes: string[]): Promise<Map<string, string>> {
  const names = new Map<string, string>();
  const grids = codes.filter((c) => c.length === GRID_CODE_LENGTH);
  const regions = codes.filter((c) => c.length !== GRID_CODE_LENGTH);
  if (regions.length) {
    for (const r of await db.selectFrom('t_base_region').select(['regionCode', 'regionName']).where('regionCode', 'in', regions).execute()) names.set(r.regionCode, r.regionName);
  }
  if (grids.length) {
    for (const g of await db.selectFrom('t_base_grid').select(['gridCode', 'gridName']).where('gridCode', 'in', grids).execute()) names.set(g.gridCode, g.gridName);
  }
  return names;
}
