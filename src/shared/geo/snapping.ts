import type { MultiPolygon, Pair } from './types.js';

/** The snap radius in kilometres at slider value 1..5 (default 3: 6 m); closing a ring uses 4 times it. */
export const snapRadiusKm = (slider = 3): number => 0.002 * Math.min(5, Math.max(1, slider));
export const closeRadiusKm = (slider = 3): number => 4 * snapRadiusKm(slider);

const KM_PER_DEG_LAT = 111.32;

/** Planar kilometres between two nearby points (local scale at their latitude): enough for metre-scale snapping. */
export function distanceKm(a: Pair, b: Pair): number {
  const kx = KM_PER_DEG_LAT * Math.cos((((a[1] + b[1]) / 2) * Math.PI) / 180);
  return Math.hypot((a[0] - b[0]) * kx, (a[1] - b[1]) * KM_PER_DEG_LAT);
}

function closestOnSegment(p: Pair, a: Pair, b: Pair): Pair {
  const dx = b[0] - a[0];
  const dy = b[1] - a[1];
  const len2 = dx * dx + dy * dy;
  const t = len2 ? Math.max(0, Math.min(1, ((p[0] - a[0]) * dx + (p[1] - a[1]) * dy) / len2)) : 0;
  return [a[0] + t * dx, a[1] + t * dy];
}

/**
 * Where a clicked point lands: on the nearest vertex within the radius, else on the nearest edge within it, else
 * where it was clicked. Vertices win over edges so neighbouring shapes reuse each other's corners.
 */
export function snapPoint(p: Pair, shapes: MultiPolygon[], radiusKm: number): Pair {
  let best: Pair | undefined;
  let bestKm = radiusKm;
  for (const shape of shapes)
    for (const poly of shape)
      for (const ring of poly)
        for (const v of ring) {
          const d = distanceKm(p, v);
          if (d <= bestKm) [best, bestKm] = [v, d];
        }
  if (best) return [best[0], best[1]];
  for (const shape of shapes)
    for (const poly of shape)
      for (const ring of poly)
        for (let i = 0; i + 1 < ring.length; i++) {
          const c = closestOnSegment(p, ring[i], ring[i + 1]);
          const d = distanceKm(p, c);
          if (d <= bestKm) [best, bestKm] = [c, d];
        }
  return best ?? p;
}

/** With auto-close on, a click near the first vertex of a line of 3 or more points closes it. */
export const closesRing = (line: Pair[], p: Pair, slider = 3): boolean => line.length >= 3 && distanceKm(line[0], p) <= closeRadiusKm(slider);

/** Even-odd point-in-polygon over outer rings and holes. */
export function pointInShape(p: Pair, shape: MultiPolygon): boolean {
  for (const poly of shape) {
    let inside = false;
    for (const ring of poly) {
      for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
        const [xi, yi] = ring[i];
        const [xj, yj] = ring[j];
        if (yi > p[1] !== yj > p[1] && p[0] < ((xj - xi) * (p[1] - yi)) / (yj - yi) + xi) inside = !inside;
      }
    }
    if (inside) return true;
  }
  return false;
}

/** A point mark is accepted only inside an own polygon, or anywhere while there is none (001 §5). */
export const pointAccepted = (p: Pair, own: MultiPolygon): boolean => !own.length || pointInShape(p, own);
