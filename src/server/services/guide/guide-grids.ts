/** The grids of the caller's community as step 4 shows them, and the end of the guide. */
import type { AppContext } from '../../context.js';
import { badRequest } from '../../http/errors.js';
import { loadDictTexts, withDictText } from '../crud/dict-text.js';
import { tableScope, withinScope } from '../crud/scope.js';
import type { Session } from '../session-service.js';
import { ownCommunity } from './community.js';

/** What step 4 asks of every grid (001 §2 step 4): these filled marks it edited (hasEdit). */
export const GUIDE_FIELDS = ['gridName', 'gridCode', 'dicGridType', 'partOrgName', 'dicPartOrgType', 'partNum'] as const;

const filled = (v: unknown) => v !== null && v !== undefined && v !== '';

/** The community's grids as the caller's grid list shows them: their data rules narrow both alike. */
export async function guideGrids(ctx: AppContext, session: Session) {
  const regionCode = ownCommunity(session);
  const entity = ctx.entities.find('grid')!;
  const scope = await tableScope(ctx, 't_base_grid', session);
  const rows = await withinScope(ctx.db.selectFrom('t_base_grid').selectAll().where('regionCode', '=', regionCode), scope)
    .orderBy('gridCode')
    .execute();
  const shown = withDictText(entity, rows as Record<string, unknown>[], await loadDictTexts(ctx.db, entity));
  return shown.map((g) => ({ ...g, hasEdit: GUIDE_FIELDS.every((f) => filled(g[f])) }) as Record<string, unknown> & { hasEdit: boolean });
}

/**
 * Ends the guide when every grid is edited and drawn (请先完善网格信息! otherwise) and the community has at least one
 * grid: the account's new-user flag is cleared, so the wizard no longer shows.
 */
export async function completeGuide(ctx: AppContext, session: Session): Promise<void> {
  const grids = await guideGrids(ctx, session);
  if (!grids.length || grids.some((g) => !g.hasEdit || Number(g.drawStatus) !== 1)) throw badRequest('请先完善网格信息!');
  await ctx.db.updateTable('sys_user').set({ newUser: 0 }).where('id', '=', session.user.id).execute();
}
