import { forbidden, notFound } from '../../http/errors.js';
import { tableScope, withinScope, withoutRegion, type ScopeSource } from '../crud/scope.js';
import { canReach } from '../region-scope.js';
import type { Session } from '../session-service.js';
import { isGridCode, parentOf } from '../../../../validators/region-code.js';

/**
 * Whose outlines a user may see: everything in their own subtree, and along the way up to the province each
 * region above them and that region's children (a community worker drawing their community needs the street's
 * outline and the neighbouring communities'). Names and shapes only; no other data travels with them. Their data
 * rules still hold over that reach (ruleHidden).
 */
export function mayView(session: Session, code: string): boolean {
  if (canReach(session, code)) return true;
  const root = session.user.regionCode ?? '';
  const parent = parentOf(code);
  return root.startsWith(code) || (parent !== null && root.startsWith(parent));
}

const HOLDERS = [
  { table: 't_base_grid', column: 'gridCode', holds: (code: string) => isGridCode(code) },
  { table: 't_base_region', column: 'regionCode', holds: (code: string) => !isGridCode(code) },
];

/**
 * The codes whose region or grid row the caller's data rules hide (the scope of the region and grid lists without
 * the subtree, which the map reaches beyond). A code without a row is not hidden: it is simply not found.
 */
export async function ruleHidden(source: ScopeSource, session: Session, codes: string[]): Promise<Set<string>> {
  const hidden = new Set<string>();
  for (const { table, column, holds } of HOLDERS) {
    const mine = [...new Set(codes.filter(holds))];
    const scope = mine.length ? withoutRegion(await tableScope(source, table, session)) : undefined;
    if (!scope) continue;
    const rows = source.db.selectFrom(table).select(column).where(column, 'in', mine);
    const shown = new Set((await withinScope(rows, scope).execute()).map((r) => String(r[column])));
    for (const r of await rows.execute()) if (!shown.has(String(r[column]))) hidden.add(String(r[column]));
  }
  return hidden;
}

/** The codes, in order, whose outline and name the caller may see: within the map's reach and not hidden by a rule. */
export async function viewableCodes(source: ScopeSource, session: Session, codes: string[]): Promise<string[]> {
  const near = codes.filter((c) => mayView(session, c));
  const hidden = await ruleHidden(source, session, near);
  return near.filter((c) => !hidden.has(c));
}

export async function assertMayView(source: ScopeSource, session: Session, code: string): Promise<void> {
  if (!mayView(session, code)) throw forbidden('无权查看该区域的图形');
  if ((await ruleHidden(source, session, [code])).has(code)) throw notFound('区域不存在');
}

/** Drawing writes stay inside the caller's own subtree, on regions their data rules let them read. */
export async function assertMayDraw(source: ScopeSource, session: Session, code: string): Promise<void> {
  if (!canReach(session, code)) throw forbidden('无权标绘该区域');
  if ((await ruleHidden(source, session, [code])).has(code)) throw notFound('区域不存在');
}
