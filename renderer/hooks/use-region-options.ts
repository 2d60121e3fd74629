/** The region tree a user may choose from, shared by the region tree select and the division select. */
import { useEffect, useState } from 'react';
import { levelByKey } from '@validators/region-code';
import { useDataProvider, type RegionNode, type UserRegion } from '../data-provider';

export interface RegionOption {
  title: string;
  value: string;
  key: string;
  disabled?: boolean;
  children?: RegionOption[];
}

export interface RegionRule {
  /** A non-admin may choose their own region too, not only the regions below it. */
  selectOwn?: boolean;
  /** Only grids may be chosen (a property declared `x-region: "grid"`); the regions are there to find them by. */
  gridOnly?: boolean;
}

const GRID = levelByKey('grid');
export const isGridNode = (n: RegionNode): boolean => n.regionLevel === GRID.rank || n.regionCode.length === GRID.length;

/**
 * Spec 000 §6 / 002 §6: the tree loads from the user's own region; a non-admin user cannot pick their own region
 * node (only the regions below it) unless `selectOwn` (a record that belongs to the user's own community). A grid is
 * never held back by that rule: a grid member's records belong in their own grid. With `gridOnly` every node that
 * is not a grid is disabled. Who is looking comes from provider.userRegion().
 */
export function regionOptions(nodes: RegionNode[], user: { regionCode: string; isAdmin: boolean }, rule: RegionRule | boolean = {}): RegionOption[] {
  const { selectOwn = false, gridOnly = false } = typeof rule === 'boolean' ? { selectOwn: rule } : rule;
  return nodes.map((n) => {
    const grid = isGridNode(n);
    const ownRegion = !grid && !selectOwn && !user.isAdmin && n.regionCode === user.regionCode;
    return {
      title: n.regionName,
      value: n.regionCode,
      key: n.regionCode,
      disabled: ownRegion || (gridOnly && !grid),
      children: n.children?.length ? regionOptions(n.children, user, { selectOwn, gridOnly }) : undefined,
    };
  });
}

export interface RegionChoices {
  options: RegionOption[];
  user?: UserRegion;
  /** The lookups have answered (or failed). */
  loaded?: boolean;
}

/**
 * The caller's region tree as options, and who the caller is (empty until both have loaded, or on failure). With
 * `grids`, the server hangs each community's grids below it (scoped to the caller like the regions).
 */
export function useRegionOptions(selectOwn = false, grids = false, gridOnly = false): RegionChoices {
  const provider = useDataProvider();
  const [choices, setChoices] = useState<RegionChoices>({ options: [] });
  useEffect(() => {
    let live = true;
    const withGrids = grids || gridOnly;
    provider
      .userRegion()
      .then(async (user) => {
        const tree = await provider.regionTree({ regionCode: user.regionCode, ...(withGrids ? { withGrids } : {}) });
        return { user, options: regionOptions(tree, user, { selectOwn, gridOnly }), loaded: true };
      })
      .then(
        (c) => live && setChoices(c),
        () => live && setChoices({ options: [], loaded: true }),
      );
    return () => void (live = false);
  }, [provider, selectOwn, grids, gridOnly]);
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
