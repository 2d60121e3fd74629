import { useCallback, useEffect, useState } from 'react';
import type { MultiPolygon, Pair } from '@shared/geo';
import type { MapApi } from '../../map/map-api';
import { hasChildLevel, isRegionCode, parentOf } from '@validators/region-code';
import { shapeOf, type Shape } from '../../map/region-layers';
import type { DrawingDoc } from './drawing-doc';
import type { Versions } from './save-plan';
import { drawerTexts } from './texts';

/** Everything the drawing screen loads for one region or grid. */
export interface DrawerData {
  name: string;
  /** Whether the caller may save this region's drawing (inside their own subtree). */
  mayDraw: boolean;
  parent: Shape | null;
  children: Shape[];
  /** The document as loaded: own shape, same-level neighbours, the stored point. */
  doc: DrawingDoc;
  versions: Versions;
}

export type DrawerLoad = { state: 'loading' } | { state: 'failed'; message: string } | { state: 'ready'; data: DrawerData };

const EMPTY: MultiPolygon = [];

/** Loads the region's info, own drawing, parent, same level, children and (with marks) its point, all at once. */
export async function loadDrawerData(api: MapApi, regionCode: string, withPoint: boolean): Promise<DrawerData> {
  if (!isRegionCode(regionCode)) throw new Error('区域编码不正确');
  const up = parentOf(regionCode);
  const [info, own, parent, same, children, point] = await Promise.all([
    api.regionInfo({ regionCode }),
    api.feature({ regionCode }),
    up ? api.regionLayer({ regionCode: up }) : null,
    api.sameLevelLayer({ regionCode }),
    hasChildLevel(regionCode) ? api.childLayer({ regionCode }) : null,
    withPoint ? api.orgPosition({ regionCode }) : null,
  ]);
  const siblings = (same?.features ?? []).map(shapeOf).map((s) => ({ regionCode: s.regionCode, name: s.name ?? undefined, shape: s.shape }));
  const versions = {
    own: own?.properties.version ?? 0,
    siblings: Object.fromEntries((same?.features ?? []).map((f) => [f.properties.regionCode, f.properties.version ?? 0])),
  };
  const at: Pair | null = point ? [point.gisLon, point.gisLat] : null;
  return {
    name: info.name,
    mayDraw: info.mayDraw,
    parent: parent?.features[0] ? shapeOf(parent.features[0]) : null,
    children: (children?.features ?? []).map(shapeOf),
    doc: { own: (own?.geometry.coordinates as MultiPolygon | undefined) ?? EMPTY, siblings, changed: [], coexist: [], point: at },
    versions,
  };
}

/** The loading state of a region's drawing data, and a way to load it again (after a stale save, say). */
export function useDrawerData(api: MapApi, regionCode: string, withPoint: boolean): { load: DrawerLoad; reload(): void } {
  const [load, setLoad] = useState<DrawerLoad>({ state: 'loading' });
  const [round, setRound] = useState(0);
  useEffect(() => {
    let live = true;
    setLoad({ state: 'loading' });
    loadDrawerData(api, regionCode, withPoint).then(
      (data) => live && setLoad({ state: 'ready', data }),
      (error: unknown) => live && setLoad({ state: 'failed', message: error instanceof Error && error.message ? error.message : drawerTexts.loadFailed }),
    );
    return () => void (live = false);
  }, [api, regionCode, withPoint, round]);
  return { load, reload: useCallback(() => setRound((n) => n + 1), []) };
}
