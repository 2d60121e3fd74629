/** Independent checks of shared borders, for the geometry core's property tests and robustness experiment. */
import type { MultiPolygon, Pair } from '../../src/shared/geo/index.js';

/** A vertex as a set key: exact coordinates, so two borders share it only if both hold the same numbers. */
export const vertexKey = (p: Pair): string => `${p[0]},${p[1]}`;

/** Whether p lies on an edge of the shape (within 2e-7 degree, twice the snapping grid), ends included. */
export function onEdge(p: Pair, shape: MultiPolygon): boolean {
  for (const poly of shape)
    for (const ring of poly)
      for (let i = 0; i + 1 < ring.length; i++) {
        const [a, b] = [ring[i], ring[i + 1]];
        const dx = b[0] - a[0];
        const dy = b[1] - a[1];
        const t = ((p[0] - a[0]) * dx + (p[1] - a[1]) * dy) / (dx * dx + dy * dy);
        if (t < 0 || t > 1) continue;
        if (Math.hypot(a[0] + t * dx - p[0], a[1] + t * dy - p[1]) <= 2e-7) return true;
      }
  return false;
}
