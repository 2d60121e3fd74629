import { useEffect, useMemo, useState } from 'react';
import type { MultiPolygon } from '@shared/geo';
import type { GridFeature, MapLayer } from '@shared/services/gis';
import { useDataProvider } from '../../data-provider';
import { BaseMapNotice } from '../../map/base-map-switch';
import { PARENT_COLOR, SIBLING_COLOR, SIBLING_FILL_OPACITY } from '../../map/constants';
import { boundsOf } from '../../map/geometry';
import { fitTo } from '../../map/leaflet';
import { mapApi } from '../../map/map-api';
import { shapeOf, shapesLayer } from '../../map/region-layers';
import { useBaseMap } from '../../map/use-base-map';
import { useLeafletMap } from '../../map/use-leaflet-map';
import { texts } from '../../texts';

const drawn = (grids: GridFeature[]) =>
  grids
    .filter((g) => g.geometry)
    .map((g) => ({ regionCode: g.properties.regionCode, name: g.properties.name, shape: g.geometry!.coordinates as MultiPolygon }));

/** The user's region outline and every drawn grid of their scope, each named on hover; the view fits them. */
export function RegionMap({ height, fill }: { height?: number; fill?: boolean }) {
  const provider = useDataProvider();
  const api = useMemo(() => mapApi(provider), [provider]);
  const { ref, map } = useLeafletMap();
  const base = useBaseMap(map, api);
  const [layers, setLayers] = useState<{ region: MapLayer | null; grids: GridFeature[] } | null>(null);

  useEffect(() => {
    let live = true;
    void Promise.all([api.userRegionLayer().catch(() => null), api.gridsInScope().catch(() => null)]).then(
      ([region, grids]) => live && setLayers({ region, grids: grids?.features ?? [] }),
    );
    return () => void (live = false);
  }, [api]);

  useEffect(() => {
    if (!map || !layers) return;
    const outline = layers.region
      ? shapesLayer(layers.region.features.map(shapeOf), { color: PARENT_COLOR, fill: false, fillOpacity: 0, dashArray: '8 6', weight: 3 })
      : null;
    const shapes = drawn(layers.grids);
    const grids = shapesLayer(shapes, { color: SIBLING_COLOR, fillOpacity: SIBLING_FILL_OPACITY, weight: 1.5, className: 'zhdj-layer-grid' });
    outline?.addTo(map);
    grids.addTo(map);
    fitTo(map, boundsOf([...shapes.map((s) => s.shape), ...(layers.region?.features.map((f) => f.geometry.coordinates as MultiPolygon) ?? [])]), 16);
    return () => {
      outline?.remove();
      grids.remove();
    };
  }, [map, layers]);

  return (
    <div style={{ position: 'relative', height: fill ? '100%' : (height ?? 400) }}>
      <div ref={ref} className="zhdj-map" style={{ height: '100%' }} aria-label={texts.dashboardMap} />
      <BaseMapNotice base={base} />
    </div>
  );
}
