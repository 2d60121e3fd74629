import { fieldLabel, regionFields, type EntitySchema } from '../../../shared/entity-meta.js';
import type { Db } from '../../db/connect.js';
import { canReach } from '../region-scope.js';
import type { Session } from '../session-service.js';
import { namesOf } from './region-text.js';
import type { RegionNames, Row } from './types.js';

/** A cell that holds a code as it is stored (digits only); anything else is read as a name. */
const isCode = (cell: unknown) => typeof cell === 'number' || (typeof cell === 'string' && /^\d+$/.test(cell.trim()));

/** The codes of the regions and grids named `name`, each once. */
async function codesNamed(db: Db, name: string): Promise<string[]> {
  const regions = await db.selectFrom('t_base_region').select('regionCode as code').where('regionName', '=', name).execute();
  const grids = await db.selectFrom('t_base_grid').select('gridCode as code').where('gridName', '=', name).execute();
  return [...new Set([...regions, ...grids].map((r) => r.code))];
}

/**
 * Reads imported region cells written as names (exports write 水源地社区第一网格, not 210102001002001) back into
 * codes: a name matching exactly one region or grid the caller may reach becomes its code; an unknown, unreachable or
 * ambiguous name is a reason the row is refused. A cell holding digits is a code and stays as it is. Names are looked
 * up once per import.
 */
export function regionNameReader(db: Db, entity: EntitySchema, session: Session) {
  const fields = regionFields(entity);
  const found = new Map<string, Promise<string[]>>();
  return async (raw: Row): Promise<string[]> => {
    const reasons: string[] = [];
    for (const field of fields) {
      const cell = raw[field];
      if (cell === undefined || cell === null || isCode(cell)) continue;
      const name = String(cell).trim();
      if (!found.has(name)) found.set(name, codesNamed(db, name));
      const codes = await found.get(name)!;
      const reachable = codes.filter((c) => canReach(session, c));
      const label = fieldLabel(entity, field);
      if (reachable.length === 1) raw[field] = reachable[0];
      else if (reachable.length > 1) reasons.push(`${label}「${name}」有重名，请填写区划代码`);
      else if (codes.length) reasons.push(`${label}「${name}」不在您管辖的区域内`);
      else reasons.push(`${label}「${name}」不存在，请填写区域名称或区划代码`);
    }
    return reasons;
  };
}

/**
 * A row of the import error workbook with its region codes written as names, as the export writes them (the import
 * reads either back). A code without a known region, or of one the importer's data rules hide (`hide`), stays as it
 * was typed.
 */
export async function withRegionNames(db: Db, entity: EntitySchema, fields: string[], rows: unknown[][], hide: RegionNames): Promise<void> {
  const at = regionFields(entity)
    .map((f) => fields.indexOf(f))
    .filter((i) => i >= 0);
  const codes = new Set(
    rows.flatMap((r) =>
      at
        .map((i) => r[i])
        .filter(isCode)
        .map((c) => String(c).trim()),
    ),
  );
  if (!codes.size) return;
  const names = await namesOf(db, [...codes], hide);
  for (const row of rows) for (const i of at) if (isCode(row[i])) row[i] = names.get(String(row[i]).trim()) ?? row[i];
}
