import { useEffect } from 'react';
import type L from 'leaflet';
import type { MultiPolygon } from '@shared/geo';
import type { GridFeature, MapLayer } from '@shared/services/gis';
import { boundsOf } from '@renderer/map/geometry';
import { fitTo, L as Leaflet } from '@renderer/map/leaflet';
import { shapesLayer, shapeOf } from '@renderer/map/region-layers';
import { PARENT_COLOR, SIBLING_COLOR, SIBLING_FILL_OPACITY } from '@renderer/map/constants';
import type { MapPoint } from './grid-map-model';

const drawnShapes = (grids: GridFeature[]) =>
  grids
    .filter((g) => g.geometry)
    .map((g) => ({ regionCode: g.properties.regionCode, name: g.properties.name, shape: g.geometry!.coordinates as MultiPolygon }));

/** The user's region outline and every drawn grid (selected one highlighted, each clickable); the view fits them once. */
export function useGridLayers(
  map: L.Map | null,
  region: MapLayer | null,
  grids: GridFeature[],
  selected: string | null,
  onSelect: (code: string) => void,
): void {
  useEffect(() => {
    if (!map) return;
    const outline = region
      ? shapesLayer(region.features.map(shapeOf), { color: PARENT_COLOR, fill: false, fillOpacity: 0, dashArray: '8 6', weight: 3 })
      : null;
    const layer = shapesLayer(
      drawnShapes(grids),
      (s) =>
        s.regionCode === selected
          ? { color: '#fa541c', fillOpacity: 0.35, weight: 3, className: 'zhdj-layer-grid is-selected' }
          : { color: SIBLING_COLOR, fillOpacity: SIBLING_FILL_OPACITY, weight: 1.5, className: 'zhdj-layer-grid' },
      (s) => onSelect(s.regionCode),
    );
    outline?.addTo(map);
    layer.addTo(map);
    return () => {
      outline?.remove();
      layer.remove();
    };
  }, [map, region, grids, selected, onSelect]);

  useEffect(() => {
    if (!map) return;
    const shapes = [...drawnShapes(grids).map((s) => s.shape), ...(region?.features.map((f) => f.geometry.coordinates as MultiPolygon) ?? [])];
    fitTo(map, boundsOf(shapes), 16);
  }, [map, region, grids]);
}

/** A tooltip's content as text: names come from the database and are never read as HTML. */
function textOf(text: string): HTMLElement {
  const span = document.createElement('span');
  span.textContent = text;
  return span;
}

/** The markers of the point layers that are switched on. */
export function usePointMarkers(map: L.Map | null, points: MapPoint[]): void {
  useEffect(() => {
    if (!map || !points.length) return;
    const group = Leaflet.layerGroup(
      points.map((p) =>
        Leaflet.circleMarker([p.lat, p.lng], { radius: 6, color: '#fff', weight: 2, fillColor: '#fa8c16', fillOpacity: 1 }).bindTooltip(textOf(p.title || '—')),
      ),
    ).addTo(map);
    return () => void group.remove();
  }, [map, points]);
}
