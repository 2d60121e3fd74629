/**
 * Leaflet, with its stylesheet and ours, for every map of the app. Drawing runs on our own handlers over plain
 * Leaflet (fields/map-drawer), not leaflet-draw: snapping, the red blocked segment, hollowing and the key bindings
 * of 001 §4 all come from the pure state machine and src/shared/geo, which leaflet-draw would fight.
 */
import L from 'leaflet';
import 'leaflet/dist/leaflet.css';
import './map.css';
import { DEFAULT_ZOOM, FALLBACK_CENTER, labelFontSize } from './constants';
import { declutterLabels } from './declutter';

export { L };

/** A map on an element, without an attribution strip; double-click zoom only where a double-click means nothing else. */
export function createMap(el: HTMLElement, options: { doubleClickZoom?: boolean } = {}): L.Map {
  const map = L.map(el, {
    attributionControl: false,
    doubleClickZoom: options.doubleClickZoom ?? false,
    zoomControl: true,
    minZoom: 3,
    maxZoom: 20,
    boxZoom: false,
  });
  map.setView(FALLBACK_CENTER, DEFAULT_ZOOM);
  const labels = () => {
    const size = labelFontSize(map.getZoom());
    el.classList.toggle('zhdj-map--no-labels', size === null);
    el.style.setProperty('--zhdj-map-label-size', `${size ?? 0}px`);
  };
  map.on('zoomend', labels);
  labels();
  // Names are measured once laid out at the new size: one pass per frame however many layers arrive together.
  let pending = 0;
  const declutter = () => {
    if (pending) return;
    pending = requestAnimationFrame(() => ((pending = 0), declutterLabels(el)));
  };
  map.on('zoomend layeradd layerremove resize', declutter);
  return map;
}

/** Fits the view to [minLng, minLat, maxLng, maxLat], at most to `maxZoom`. */
export function fitTo(map: L.Map, box: [number, number, number, number] | null, maxZoom = DEFAULT_ZOOM): void {
  if (!box) return;
  map.fitBounds(
    [
      [box[1], box[0]],
      [box[3], box[2]],
    ],
    { padding: [24, 24], maxZoom },
  );
}

/** A name on the map: a non-interactive label that the zoom sizes (hidden below 13). */
export function labelMarker(at: [number, number], text: string, className = ''): L.Marker {
  const icon = L.divIcon({ className: `zhdj-map-label ${className}`.trim(), html: '', iconSize: undefined });
  const marker = L.marker([at[1], at[0]], { icon, interactive: false, keyboard: false });
  marker.on('add', () => {
    const el = marker.getElement();
    if (el) el.textContent = text;
  });
  return marker;
}
