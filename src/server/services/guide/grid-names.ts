/** The grid-name choice of the grid form (001 §3 "Grid info form"): standard names, those taken by other grids off. */
import type { AppContext } from '../../context.js';
import { badRequest, forbidden } from '../../http/errors.js';
import { canReach } from '../region-scope.js';
import type { Session } from '../session-service.js';
import { COMMUNITY_CODE_LENGTH } from '../../../../validators/region-code.js';

/** The most grids a community is set up with (gridNum 1-70), so the most standard names offered. */
export const MAX_GRID_NAMES = 70;

/** The name the wizard gives the i-th grid it creates (1-based), and the i-th name offered here. */
export const standardGridName = (i: number): string => `第${i}网格`;

export interface GridNameOption {
  gridName: string;
  value: string;
  /** 1: free; 0: another grid of the community is already called so (the option is disabled). */
  status: 0 | 1;
}

/**
 * The names offered for a grid of `regionCode` (the caller's own region by default; another one only inside it, or
 * a grid member's own community; none until the region is a community): 第1网格..第70网格, each taken one with status 0, except the name of the grid
 * `ownId` itself.
 */
export async function gridNameOptions(ctx: AppContext, session: Session, regionCode?: string, ownId?: string): Promise<GridNameOption[]> {
  const community = regionCode ?? session.user.regionCode ?? '';
  if (!community) return [];
  if (!/^\d{1,15}$/.test(community)) throw badRequest('所属社区的编码不正确');
  // A grid member's own grid lies inside the community: they may read its names to edit their grid.
  const ownCommunity = community.length === COMMUNITY_CODE_LENGTH && (session.user.regionCode ?? '').startsWith(community);
  if (!canReach(session, community) && !ownCommunity) throw forbidden('无权查看该社区的网格');
  // Until a community is chosen (an administrator's form, a street's user) there is nothing to offer yet.
  if (community.length !== COMMUNITY_CODE_LENGTH) return [];
  let q = ctx.db.selectFrom('t_base_grid').select('gridName').where('regionCode', '=', community);
  if (ownId) q = q.where('id', '<>', ownId);
  const taken = new Set((await q.execute()).map((r) => r.gridName));
  return Array.from({ length: MAX_GRID_NAMES }, (_, i) => {
    const name = standardGridName(i + 1);
    return { gridName: name, value: name, status: taken.has(name) ? 0 : 1 };
  });
}
