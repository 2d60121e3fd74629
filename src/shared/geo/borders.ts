import { GRID, samePair } from './precision.js';
import type { MultiPolygon, Pair, Ring } from './types.js';

const TOLERANCE = 2 * GRID;

/** Distance from p to segment ab (degrees, planar), and whether p projects strictly inside it. */
function nearSegment(p: Pair, a: Pair, b: Pair): boolean {
  const dx = b[0] - a[0];
  const dy = b[1] - a[1];
  const len2 = dx * dx + dy * dy;
  if (len2 === 0) return false;
  const t = ((p[0] - a[0]) * dx + (p[1] - a[1]) * dy) / len2;
  if (t <= 0 || t >= 1) return false;
  const x = a[0] + t * dx - p[0];
  const y = a[1] + t * dy - p[1];
  return x * x + y * y <= TOLERANCE * TOLERANCE;
}

type Box = [number, number, number, number];

/** The first index whose point has x >= value, in points sorted by x. */
function firstAtOrAfter(points: Pair[], value: number): number {
  let lo = 0;
  let hi = points.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (points[mid][0] < value) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** The ring with every point that lies on one of its edges inserted there; `points` are sorted by x. */
function withVertices(ring: Ring, points: Pair[], box: Box): { ring: Ring; added: number } {
  const out: Ring = [];
  let added = 0;
  for (let i = 0; i + 1 < ring.length; i++) {
    const a = ring[i];
    const b = ring[i + 1];
    out.push(a);
    const x0 = Math.min(a[0], b[0]);
    const x1 = Math.max(a[0], b[0]);
    if (x1 < box[0] || x0 > box[2] || Math.max(a[1], b[1]) < box[1] || Math.min(a[1], b[1]) > box[3]) continue;
    let on: Pair[] | undefined;
    for (let k = firstAtOrAfter(points, x0 - TOLERANCE); k < points.length && points[k][0] <= x1 + TOLERANCE; k++) {
      const p = points[k];
      if (samePair(p, a) || samePair(p, b) || !nearSegment(p, a, b)) continue;
      (on ??= []).push(p);
    }
    if (!on) continue;
    // In order along the edge, so the ring stays simple.
    const dx = b[0] - a[0];
    const dy = b[1] - a[1];
    on.sort((p, q) => (p[0] - a[0]) * dx + (p[1] - a[1]) * dy - ((q[0] - a[0]) * dx + (q[1] - a[1]) * dy));
    out.push(...on);
    added += on.length;
  }
  out.push(ring[ring.length - 1]);
  return { ring: out, added };
}

/**
 * Makes a neighbour's border pass through the vertices a cut put on it. A cut's new vertices are snapped to the
 * grid, a hair off the neighbour's edge; inserted into that edge they become vertices of both shapes, so the two
 * borders are the same line and no sliver or overlap is left between them. `within`, when given, is the box the
 * edit worked in: a cut makes no vertex outside it, so the cut's other vertices are not looked at.
 */
export function shareBorderVertices(neighbour: MultiPolygon, cut: MultiPolygon, within?: Box): { shape: MultiPolygon; changed: boolean } {
  const limit: Box = within
    ? [within[0] - TOLERANCE, within[1] - TOLERANCE, within[2] + TOLERANCE, within[3] + TOLERANCE]
    : [-Infinity, -Infinity, Infinity, Infinity];
  const points: Pair[] = [];
  let minX = Infinity;
  let minY = Infinity;
  let maxX = -Infinity;
  let maxY = -Infinity;
  for (const poly of cut)
    for (const ring of poly)
      for (const p of ring) {
        if (p[0] < limit[0] || p[0] > limit[2] || p[1] < limit[1] || p[1] > limit[3]) continue;
        points.push(p);
        minX = Math.min(minX, p[0]);
        minY = Math.min(minY, p[1]);
        maxX = Math.max(maxX, p[0]);
        maxY = Math.max(maxY, p[1]);
      }
  if (!points.length) return { shape: neighbour, changed: false };
  points.sort((p, q) => p[0] - q[0]);
  const box: Box = [minX - TOLERANCE, minY - TOLERANCE, maxX + TOLERANCE, maxY + TOLERANCE];
  let changed = false;
  const shape = neighbour.map((poly) =>
    poly.map((ring) => {
      const r = withVertices(ring, points, box);
      if (r.added) changed = true;
      return r.ring;
    }),
  );
  return { shape, changed };
}
