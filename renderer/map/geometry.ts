/**
 * GeoJSON order ([lng, lat], closed rings) to Leaflet's ([lat, lng], open rings) and back, plus the few plane
 * helpers the map glue needs. Pure.
 */
import type { MultiPolygon, Pair, Polygon, Ring } from '@shared/geo';

export type LatLngTuple = [number, number];

const openRing = (ring: Ring): Ring =>
  ring.length > 1 && ring[0][0] === ring[ring.length - 1][0] && ring[0][1] === ring[ring.length - 1][1] ? ring.slice(0, -1) : ring;

export const toLatLng = (p: Pair): LatLngTuple => [p[1], p[0]];
export const toPair = (ll: { lat: number; lng: number }): Pair => [ll.lng, ll.lat];

/** One polygon (outer ring and holes) as Leaflet rings. */
export const polygonLatLngs = (poly: Polygon): LatLngTuple[][] => poly.map((ring) => openRing(ring).map(toLatLng));

/** Leaflet rings back to a closed GeoJSON polygon. */
export function polygonOf(rings: Array<Array<{ lat: number; lng: number }>>): Polygon {
  return rings
    .map((ring) => ring.map(toPair))
    .filter((ring) => ring.length >= 3)
    .map((ring) => [...ring, ring[0]]);
}

/** [minLng, minLat, maxLng, maxLat] of shapes, or null when they hold no point. */
export function boundsOf(shapes: MultiPolygon[]): [number, number, number, number] | null {
  let b: [number, number, number, number] | null = null;
  for (const shape of shapes)
    for (const poly of shape)
      for (const p of poly[0] ?? []) {
        b = b ? [Math.min(b[0], p[0]), Math.min(b[1], p[1]), Math.max(b[2], p[0]), Math.max(b[3], p[1])] : [p[0], p[1], p[0], p[1]];
      }
  return b;
}

/**
 * Area-weighted centre of a polygon's outer ring (shoelace, relative to its first vertex so large coordinates do not
 * cancel out); the vertex mean for a degenerate ring.
 */
function ringCentre(ring: Ring): { at: Pair; area: number } {
  const [ox, oy] = ring[0];
  const r = openRing(ring).map(([x, y]): Pair => [x - ox, y - oy]);
  let a = 0;
  let cx = 0;
  let cy = 0;
  for (let i = 0; i < r.length; i++) {
    const [x0, y0] = r[i];
    const [x1, y1] = r[(i + 1) % r.length];
    const f = x0 * y1 - x1 * y0;
    a += f;
    cx += (x0 + x1) * f;
    cy += (y0 + y1) * f;
  }
  if (Math.abs(a) < 1e-24) return { at: [ox + r.reduce((s, p) => s + p[0], 0) / r.length, oy + r.reduce((s, p) => s + p[1], 0) / r.length], area: 0 };
  return { at: [ox + cx / (3 * a), oy + cy / (3 * a)], area: Math.abs(a / 2) };
}

/** Where a shape's name goes: the centre of its largest polygon. */
export function labelPoint(shape: MultiPolygon): Pair | null {
  let best: { at: Pair; area: number } | null = null;
  for (const poly of shape) {
    if (!poly[0]?.length) continue;
    const c = ringCentre(poly[0]);
    if (!best || c.area > best.area) best = c;
  }
  return best?.at ?? null;
}
