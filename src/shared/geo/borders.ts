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

function withVertices(ring: Ring, extra: Pair[], box: [number, number, number, number]): { ring: Ring; added: number } {
  const out: Ring = [];
  let added = 0;
  for (let i = 0; i + 1 < ring.length; i++) {
    const a = ring[i];
    const b = ring[i + 1];
    out.push(a);
    if (Math.max(a[0], b[0]) < box[0] || Math.min(a[0], b[0]) > box[2] || Math.max(a[1], b[1]) < box[1] || Math.min(a[1], b[1]) > box[3]) continue;
    const on = extra.filter((p) => !samePair(p, a) && !samePair(p, b) && nearSegment(p, a, b));
    if (!on.length) continue;
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
 * borders are the same line and no sliver or overlap is left between them.
 */
export function shareBorderVertices(neighbour: MultiPolygon, cut: MultiPolygon): { shape: MultiPolygon; changed: boolean } {
  const points: Pair[] = [];
  let minX = Infinity;
  let minY = Infinity;
  let maxX = -Infinity;
  let maxY = -Infinity;
  for (const poly of cut) for (const ring of poly) for (const p of ring) {
    points.push(p);
    minX = Math.min(minX, p[0]);
    minY = Math.min(minY, p[1]);
    maxX = Math.max(maxX, p[0]);
    maxY = Math.max(maxY, p[1]);
  }
  const box: [number, number, number, number] = [minX - TOLERANCE, minY - TOLERANCE, maxX + TOLERANCE, maxY + TOLERANCE];
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
