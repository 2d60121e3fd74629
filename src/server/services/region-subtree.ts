import type { Db } from '../db/connect.js';
import { subtreeRange } from './region-scope.js';

export interface RegionNode {
  regionCode: string;
  regionName: string;
  regionLevel: number;
  children?: RegionNode[];
}

/** The regions below `root` as a tree; `withRoot` puts `root` itself at the top, else its children are the top. */
export async function regionSubtree(db: Db, root: string, withRoot: boolean): Promise<RegionNode[]> {
  const [low, high] = subtreeRange(root);
  const rows: RegionNode[] = await db
    .selectFrom('t_base_region')
    .select(['regionCode', 'regionName', 'regionLevel'])
    .where('regionCode', '>=', low)
    .where('regionCode', '<', high)
    .orderBy('regionCode')
    .execute();
  return buildTree(rows, root, withRoot);
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
  return top.flatMap((n) => (n.regionCode === root ? n.children ?? [] : [n]));
}

/** The nearest stored ancestor: codes grow by 2, 2, 2, 3, 3 digits down the levels. */
function parentOf(code: string, byCode: Map<string, RegionNode>): RegionNode | undefined {
  for (const len of [12, 9, 6, 4, 2]) {
    if (len >= code.length) continue;
    const hit = byCode.get(code.slice(0, len));
    if (hit) return hit;
  }
  return undefined;
}

/** The level of a region or grid code by its length: province 1 … community 5, grid 6; 0 for no level. */
export const levelOfCode = (code: string): number => [2, 4, 6, 9, 12, 15].indexOf(code.length) + 1;
