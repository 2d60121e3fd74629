import { useEffect } from 'react';
import type L from 'leaflet';
import { CHILD_COLOR, OWN_FILL_OPACITY, PARENT_COLOR, SIBLING_COLOR, SIBLING_FILL_OPACITY } from '../../map/constants';
import { labelPoint, polygonLatLngs } from '../../map/geometry';
import { L as Leaflet, labelMarker } from '../../map/leaflet';
import { shapesLayer } from '../../map/region-layers';
import type { DrawerData } from './use-drawer-data';
import type { Drawer } from './use-drawer';
import { vertexEditor } from './vertex-editor';

/** What the layer checkboxes and 显示设置 show. */
export interface Display {
  parent: boolean;
  same: boolean;
  children: boolean;
  names: boolean;
  point: boolean;
}

export const DEFAULT_DISPLAY: Display = { parent: true, same: true, children: false, names: true, point: true };

/** The parent, same-level and child layers, each behind its checkbox. */
export function useContextLayers(map: L.Map | null, data: DrawerData, drawer: Drawer, display: Display): void {
  const siblings = drawer.doc.siblings;
  useEffect(() => {
    if (!map) return;
    const layers: L.Layer[] = [];
    if (display.parent && data.parent)
      layers.push(
        shapesLayer([data.parent], { color: PARENT_COLOR, fillOpacity: 0, fill: false, dashArray: '8 6', weight: 3, className: 'zhdj-layer-parent' }),
      );
    if (display.same)
      layers.push(
        shapesLayer(
          siblings.map((s) => ({ regionCode: s.regionCode, name: s.name ?? null, shape: s.shape })),
          { color: SIBLING_COLOR, fillOpacity: SIBLING_FILL_OPACITY, weight: 1.5, className: 'zhdj-layer-sibling' },
        ),
      );
    if (display.children)
      layers.push(
        shapesLayer(data.children, { color: CHILD_COLOR, fillOpacity: SIBLING_FILL_OPACITY, weight: 1, dashArray: '4 4', className: 'zhdj-layer-child' }),
      );
    layers.forEach((l) => l.addTo(map));
    return () => layers.forEach((l) => l.remove());
  }, [map, data, siblings, display.parent, display.same, display.children]);
  useEffect(() => {
    map?.getContainer().classList.toggle('zhdj-map--hide-names', !display.names);
  }, [map, display.names]);
}

/**
 * The own shape in its colour (each polygon selectable in sel mode), its point, or — in editPg — the vertex editor.
 */
export function useOwnLayer(map: L.Map | null, data: DrawerData, drawer: Drawer, display: Display, color: string): void {
  const { doc, tool, selected, setSelected, edited } = drawer;
  const editing = tool.editType === 'editPg';
  const selecting = tool.editType === 'sel';
  useEffect(() => {
    if (!map) return;
    const style = { color, fillColor: color, fillOpacity: OWN_FILL_OPACITY, weight: 2 };
    if (editing) return vertexEditor(map, doc.own, style, (shape) => void (edited.current = shape));
    const group = Leaflet.layerGroup().addTo(map);
    doc.own.forEach((poly, index) => {
      const chosen = selected?.kind === 'polygon' && selected.index === index;
      const layer = Leaflet.polygon(polygonLatLngs(poly), {
        ...style,
        weight: chosen ? 4 : 2,
        dashArray: chosen ? '6 4' : undefined,
        interactive: selecting,
        bubblingMouseEvents: true,
        className: 'zhdj-own-polygon',
      });
      if (selecting) layer.on('click', () => setSelected({ kind: 'polygon', index }));
      group.addLayer(layer);
    });
    const at = labelPoint(doc.own);
    if (at) group.addLayer(labelMarker(at, data.name, 'zhdj-map-label--own'));
    if (doc.point && display.point) {
      const chosen = selected?.kind === 'point';
      const mark = Leaflet.circleMarker([doc.point[1], doc.point[0]], {
        radius: chosen ? 9 : 7,
        color: '#fff',
        weight: 2,
        fillColor: color,
        fillOpacity: 1,
        interactive: selecting,
        bubblingMouseEvents: false,
        className: 'zhdj-own-point',
      });
      if (selecting) mark.on('click', () => setSelected({ kind: 'point' }));
      group.addLayer(mark);
    }
    return () => void group.remove();
  }, [map, data.name, doc.own, doc.point, color, selected, selecting, editing, display.point, edited, setSelected]);
}

/** The ring being drawn: its vertices and edges, and the rubber band to the pointer (red when it would cross). */
export function useSketchLayer(map: L.Map | null, drawer: Drawer, color: string): void {
  const { line, cursor, blocked } = drawer.tool;
  useEffect(() => {
    if (!map || !line.length) return;
    const group = Leaflet.layerGroup().addTo(map);
    const pts = line.map((p) => Leaflet.latLng(p[1], p[0]));
    group.addLayer(Leaflet.polyline(pts, { color, weight: 2, interactive: false }));
    pts.forEach((p) => group.addLayer(Leaflet.circleMarker(p, { radius: 4, color, weight: 2, fillColor: '#fff', fillOpacity: 1, interactive: false })));
    if (cursor) {
      const band = [pts[pts.length - 1], Leaflet.latLng(cursor[1], cursor[0])];
      group.addLayer(
        Leaflet.polyline(band, {
          color: blocked ? '#f5222d' : color,
          weight: blocked ? 3 : 2,
          dashArray: '6 4',
          interactive: false,
          className: blocked ? 'zhdj-sketch-blocked' : 'zhdj-sketch-band',
        }),
      );
    }
    return () => void group.remove();
  }, [map, line, cursor, blocked, color]);
}
