/** The region tree a user may choose from, shared by the region tree select and the division select. */
import { useEffect, useState } from 'react';
import { useDataProvider, type RegionNode, type UserRegion } from '../data-provider';

export interface RegionOption {
  title: string;
  value: string;
  key: string;
  disabled?: boolean;
  children?: RegionOption[];
}

/**
 * Spec 000 §6 / 002 §6: the tree loads from the user's own region; a non-admin user cannot pick their own region
 * node (only the regions below it) unless `selectOwn` (a record that belongs to the user's own community). Who is
 * looking comes from provider.userRegion().
 */
export function regionOptions(nodes: RegionNode[], user: { regionCode: string; isAdmin: boolean }, selectOwn = false): RegionOption[] {
  return nodes.map((n) => ({
    title: n.regionName,
    value: n.regionCode,
    key: n.regionCode,
    disabled: !selectOwn && !user.isAdmin && n.regionCode === user.regionCode,
    children: n.children?.length ? regionOptions(n.children, user, selectOwn) : undefined,
  }));
}

export interface RegionChoices {
  options: RegionOption[];
  user?: UserRegion;
}

/** Grid codes are the community's 12 digits plus 3. */
const COMMUNITY_CODE_LENGTH = 12;
const GRID_API = '/TBaseGridController';

/** The tree with each grid added below its community (grids whose community is not in the tree are left out). */
export function withGrids(nodes: RegionNode[], grids: Array<{ gridCode: string; gridName: string }>): RegionNode[] {
  const below = new Map<string, RegionNode[]>();
  for (const g of grids) {
    const community = g.gridCode.slice(0, COMMUNITY_CODE_LENGTH);
    below.set(community, [...(below.get(community) ?? []), { regionCode: g.gridCode, regionName: g.gridName }]);
  }
  const walk = (list: RegionNode[]): RegionNode[] =>
    list.map((n) => {
      const children = [...walk(n.children ?? []), ...(below.get(n.regionCode) ?? [])];
      return children.length ? { ...n, children } : { ...n, children: undefined };
    });
  return walk(nodes);
}

/** The grids the caller may read (the grid register's list, their scope); none when they may not. */
async function gridsOf(provider: ReturnType<typeof useDataProvider>): Promise<Array<{ gridCode: string; gridName: string }>> {
  try {
    const page = await provider.list({ api: GRID_API, params: { pageNo: 1, pageSize: 1000, column: 'gridCode', order: 'asc' } });
    return page.records.map((r) => ({ gridCode: String(r.gridCode), gridName: String(r.gridName) }));
  } catch {
    return [];
  }
}

/**
 * The caller's region tree as options, and who the caller is (empty until both have loaded, or on failure). With
 * `grids`, each community's grids are its children.
 */
export function useRegionOptions(selectOwn = false, grids = false): RegionChoices {
  const provider = useDataProvider();
  const [choices, setChoices] = useState<RegionChoices>({ options: [] });
  useEffect(() => {
    let live = true;
    provider
      .userRegion()
      .then(async (user) => {
        const [tree, gridRows] = await Promise.all([provider.regionTree({ regionCode: user.regionCode }), grids ? gridsOf(provider) : Promise.resolve([])]);
        return { user, options: regionOptions(grids ? withGrids(tree, gridRows) : tree, user, selectOwn) };
      })
      .then((c) => live && setChoices(c), () => live && setChoices({ options: [] }));
    return () => void (live = false);
  }, [provider, selectOwn, grids]);
  return choices;
}

/** The title of a code in the tree, or undefined when it is not there. */
export function titleOf(options: RegionOption[], code: string): string | undefined {
  for (const o of options) {
    if (o.value === code) return o.title;
    const inner = o.children && titleOf(o.children, code);
    if (inner) return inner;
  }
  return undefined;
}
