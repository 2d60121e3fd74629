import type { MultiPolygon, Pair, Ring } from './types.js';

/**
 * Every stored coordinate sits on a 1e-7 degree grid (about 1 cm). Results of cuts are snapped to it, so a vertex
 * produced by a cut has exactly one representation, shared by both neighbours.
 */
export const GRID = 1e-7;
/** Grid steps per degree: grid coordinates are whole numbers of these. */
export const SCALE = 1e7;

export const snapValue = (v: number): number => Math.round(v * SCALE) / SCALE;
export const snapPair = (p: Pair): Pair => [snapValue(p[0]), snapValue(p[1])];
export const samePair = (a: Pair, b: Pair): boolean => a[0] === b[0] && a[1] === b[1];

/** A ring on the grid, without repeated consecutive vertices, closed; null when fewer than 3 distinct vertices stay. */
export function snapRing(ring: Ring): Ring | null {
  const out: Ring = [];
  for (const p of ring) {
    const s = snapPair(p);
    if (!out.length || !samePair(out[out.length - 1], s)) out.push(s);
  }
  if (out.length > 1 && samePair(out[0], out[out.length - 1])) out.pop();
  if (out.length < 3) return null;
  out.push([out[0][0], out[0][1]]);
  return out;
}

/** A multipolygon on the grid; polygons whose outer ring collapses are dropped, and holes that collapse too. */
export function snapMulti(shape: MultiPolygon): MultiPolygon {
  const out: MultiPolygon = [];
  for (const poly of shape) {
    const outer = snapRing(poly[0]);
    if (!outer) continue;
    out.push([
      outer,
      ...poly
        .slice(1)
        .map(snapRing)
        .filter((r): r is Ring => r !== null),
    ]);
  }
  return out;
}

/** Planar area of a ring in square degrees (unsigned). */
function ringPlanar(ring: Ring): number {
  let a = 0;
  for (let k = 0; k + 1 < ring.length; k++) a += ring[k][0] * ring[k + 1][1] - ring[k + 1][0] * ring[k][1];
  return Math.abs(a / 2);
}

/**
 * About one square metre in square degrees at these latitudes: pieces and holes smaller than this are slivers left
 * by data that was not drawn on the grid (imported or older shapes), not anything a user drew.
 */
export const SLIVER = 1e-10;

export function dropSlivers(shape: MultiPolygon): MultiPolygon {
  return shape.filter((poly) => ringPlanar(poly[0]) >= SLIVER).map((poly) => [poly[0], ...poly.slice(1).filter((h) => ringPlanar(h) >= SLIVER)]);
}
