/**
 * editPg on plain Leaflet: a handle on every vertex of the own shape (drag to move, right-click to remove, a ring
 * keeps at least 3) and one in the middle of every edge (drag to add a vertex there). Every change is reported as
 * the whole edited multipolygon; the drawing screen applies it when editing ends.
 */
import type L from 'leaflet';
import type { MultiPolygon, Pair } from '@shared/geo';
import { polygonLatLngs, toPair } from '../../map/geometry';
import { L as Leaflet } from '../../map/leaflet';

const handle = (className: string) => Leaflet.divIcon({ className: `zhdj-map-vertex ${className}`.trim(), iconSize: [10, 10] });

/** Open rings ([lng, lat], no repeated first vertex) for editing, and back to closed GeoJSON rings. */
const opened = (shape: MultiPolygon): Pair[][][] => shape.map((poly) => poly.map((ring) => ring.slice(0, -1)));
const closed = (rings: Pair[][][]): MultiPolygon => rings.map((poly) => poly.filter((r) => r.length >= 3).map((r) => [...r, r[0]])).filter((p) => p.length);

export function vertexEditor(map: L.Map, shape: MultiPolygon, style: L.PathOptions, onChange: (edited: MultiPolygon) => void): () => void {
  let rings = opened(shape);
  const group = Leaflet.layerGroup().addTo(map);
  const outline = Leaflet.polygon([], { ...style, interactive: false });

  const render = () => {
    group.clearLayers();
    outline.setLatLngs(closed(rings).map(polygonLatLngs));
    group.addLayer(outline);
    rings.forEach((poly) =>
      poly.forEach((ring) =>
        ring.forEach((v, i) => {
          const vertex = Leaflet.marker([v[1], v[0]], { icon: handle(''), draggable: true, keyboard: false, bubblingMouseEvents: false });
          vertex.on('drag', () => {
            ring[i] = toPair(vertex.getLatLng());
            outline.setLatLngs(closed(rings).map(polygonLatLngs));
          });
          vertex.on('dragend', changed);
          vertex.on('contextmenu', () => {
            if (ring.length <= 3) return;
            ring.splice(i, 1);
            changed();
          });
          const next = ring[(i + 1) % ring.length];
          const mid = Leaflet.marker([(v[1] + next[1]) / 2, (v[0] + next[0]) / 2], {
            icon: handle('zhdj-map-vertex--mid'),
            draggable: true,
            keyboard: false,
            bubblingMouseEvents: false,
          });
          mid.on('dragend', () => {
            ring.splice(i + 1, 0, toPair(mid.getLatLng()));
            changed();
          });
          group.addLayer(vertex).addLayer(mid);
        }),
      ),
    );
  };
  function changed() {
    rings = rings.map((poly) => poly.map((ring) => [...ring]));
    onChange(closed(rings));
    render();
  }
  render();
  return () => group.remove();
}
