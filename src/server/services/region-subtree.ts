import { tableScope, withinScope, type ScopeSource } from './crud/scope.js';
import { subtreeRange } from './region-scope.js';
import type { Session } from './session-service.js';
import { ancestorsOf, levelByKey } from '../../../validators/region-code.js';

export interface RegionNode {
  regionCode: string;
  regionName: string;
  regionLevel: number;
  children?: RegionNode[];
}

/** The level a grid node has in the tree: one below a community (5). */
export const GRID_LEVEL = levelByKey('grid').rank;

/**
 * The regions below `root` as a tree; `withRoot` puts `root` itself at the top, else its children are the top.
 * `withGrids` adds the grids of the grid register (t_base_grid) below their community, as nodes of level 6; a grid
 * code as `root` then answers that grid. Regions and grids as their lists show them to the caller (region subtree
 * and data rules): a node hidden from them is left out, its visible children hang from the nearest visible ancestor.
 */
export async function regionSubtree(source: ScopeSource, session: Session, root: string, withRoot: boolean, withGrids = false): Promise<RegionNode[]> {
  const [low, high] = subtreeRange(root);
  const regions = source.db
    .selectFrom('t_base_region')
    .select(['regionCode', 'regionName', 'regionLevel'])
    .where('regionCode', '>=', low)
    .where('regionCode', '<', high);
  const rows = (await withinScope(regions, await tableScope(source, 't_base_region', session))
    .orderBy('regionCode')
    .execute()) as RegionNode[];
  if (withGrids) rows.push(...(await gridsIn(source, session, low, high)));
  return buildTree(rows, root, withRoot);
}

async function gridsIn(source: ScopeSource, session: Session, low: string, high: string): Promise<RegionNode[]> {
  const grids = source.db.selectFrom('t_base_grid').select(['gridCode', 'gridName']).where('gridCode', '>=', low).where('gridCode', '<', high);
  const rows = await withinScope(grids, await tableScope(source, 't_base_grid', session))
    .orderBy('gridCode')
    .execute();
  return rows.map((g) => ({ regionCode: String(g.gridCode), regionName: String(g.gridName), regionLevel: GRID_LEVEL }));
}

function buildTree(rows: RegionNode[], root: string, withRoot: boolean): RegionNode[] {
  const byCode = new Map(rows.map((r) => [r.regionCode, { ...r } as RegionNode]));
  const top: RegionNode[] = [];
  for (const node of byCode.values()) {
    const parent = parentOf(node.regionCode, byCode);
    if (parent && node.regionCode !== root) (parent.children ??= []).push(node);
    else top.push(node);
  }
  if (withRoot) return top;
  return top.flatMap((n) => (n.regionCode === root ? (n.children ?? []) : [n]));
}

/** The nearest stored ancestor (a region left out of the table is skipped over). */
function parentOf(code: string, byCode: Map<string, RegionNode>): RegionNode | undefined {
  return ancestorsOf(code)
    .reverse()
    .map((c) => byCode.get(c))
    .find(Boolean);
}
