/**
 * Where 诉求指派 may send an event: the regions below the caller's (their own node disabled, as the region tree does)
 * with each community's grids under it, so a community can hand an event back to one of its grids.
 */
import { useEffect, useMemo, useState } from 'react';
import type { GridFeature } from '@shared/services/gis';
import { useDataProvider } from '../../data-provider';
import { useRegionOptions, type RegionOption } from '../../hooks/use-region-options';
import { mapApi } from '../../map/map-api';

type Grid = GridFeature['properties'];

/** The region options with the grids hung under their communities (a grid whose community is not shown is left out). */
export function withGrids(options: RegionOption[], grids: Grid[]): RegionOption[] {
  return options.map((o) => {
    const own = grids.filter((g) => g.communityCode === o.value).map((g) => ({ title: g.name, value: g.regionCode, key: g.regionCode }));
    const children = [...(o.children ? withGrids(o.children, grids) : []), ...own];
    return { ...o, children: children.length ? children : undefined };
  });
}

/** The choices, and whether both lookups have answered (the tree opens expanded only with its data in place). */
export function useAssignTargets(): { targets: RegionOption[]; ready: boolean } {
  const provider = useDataProvider();
  const { options } = useRegionOptions();
  const [grids, setGrids] = useState<Grid[] | null>(null);
  useEffect(() => {
    let live = true;
    // Without grids the regions are still offered: a failed lookup only narrows the choice.
    void mapApi(provider)
      .gridsInScope()
      .then((fc) => live && setGrids((fc?.features ?? []).map((f) => f.properties)))
      .catch(() => live && setGrids([]));
    return () => {
      live = false;
    };
  }, [provider]);
  const targets = useMemo(() => withGrids(options, grids ?? []), [options, grids]);
  return { targets, ready: grids !== null && options.length > 0 };
}
