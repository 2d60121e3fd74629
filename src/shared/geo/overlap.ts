import { bboxOf, boxesMeet } from './measure.js';
import { GRID } from './precision.js';
import type { MultiPolygon, Pair, Ring } from './types.js';

/**
 * Whether two shapes overlap, decided without a boolean operation when that can be done for certain: an edit asks
 * it of every sibling whose box meets the drawing, and each exact intersection costs about 0.3 ms and a megabyte of
 * garbage. The answer is the one the exact test gives (area of the snapped intersection above `empty`):
 * - true when a point lies inside both with so much room around it that the intersection's area cannot fall to
 *   `empty` even after every vertex of it moves to the 1e-7 grid (a disc of that radius lies inside both);
 * - false when the two boundaries stay apart (no edge within 1e-9 degree of an edge of the other) and no ring of
 *   either lies inside the other: then the insides are disjoint;
 * - undefined otherwise (borders that touch or run along each other, slivers): the caller runs the exact test.
 */
export function knownOverlap(a: MultiPolygon, b: MultiPolygon, empty: number): boolean | undefined {
  if (!a.length || !b.length) return false;
  const boxA = bboxOf(a);
  const boxB = bboxOf(b);
  if (!boxesMeet(boxA, boxB)) return false;
  if (hasWitness(a, b, boxA, boxB, empty)) return true;
  if (apart(a, b, boxA)) return false;
  return undefined;
}

type Box = ReturnType<typeof bboxOf>;

/** Even-odd test against one ring (closed: the last vertex repeats the first, or the ring is closed implicitly). */
function inRing(x: number, y: number, ring: Ring): boolean {
  let inside = false;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
    const xi = ring[i][0];
    const yi = ring[i][1];
    const xj = ring[j][0];
    const yj = ring[j][1];
    if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
}

/** Inside as polygon-clipping reads a multipolygon: inside some polygon's outer ring and none of its holes. */
function inShape(x: number, y: number, shape: MultiPolygon): boolean {
  for (const poly of shape) {
    if (!inRing(x, y, poly[0])) continue;
    let inHole = false;
    for (let h = 1; h < poly.length && !inHole; h++) inHole = inRing(x, y, poly[h]);
    if (!inHole) return true;
  }
  return false;
}

/** Squared distance from (x, y) to the nearest edge of a shape, or `limit2` when every edge is farther. */
function clearance2(x: number, y: number, shape: MultiPolygon, limit2: number): number {
  let best = limit2;
  for (const poly of shape)
    for (const ring of poly)
      for (let i = 0; i + 1 < ring.length; i++) {
        const ax = ring[i][0];
        const ay = ring[i][1];
        const dx = ring[i + 1][0] - ax;
        const dy = ring[i + 1][1] - ay;
        const len2 = dx * dx + dy * dy;
        let t = len2 ? ((x - ax) * dx + (y - ay) * dy) / len2 : 0;
        t = t < 0 ? 0 : t > 1 ? 1 : t;
        const ex = ax + t * dx - x;
        const ey = ay + t * dy - y;
        const d2 = ex * ex + ey * ey;
        if (d2 < best) best = d2;
      }
  return best;
}

function perimeter(shape: MultiPolygon): number {
  let total = 0;
  for (const poly of shape)
    for (const ring of poly) for (let i = 0; i + 1 < ring.length; i++) total += Math.hypot(ring[i + 1][0] - ring[i][0], ring[i + 1][1] - ring[i][1]);
  return total;
}

/**
 * Looks for a point inside both shapes whose distance to every edge of both is at least r, where a disc of radius r
 * outweighs what snapping can take from the intersection: each vertex moves at most GRID·√2/2, which changes a
 * ring's area by at most that times its length, and the intersection's border is no longer than both borders.
 * Candidates: points a little inside each side of a's edges (where partial overlaps are), then a grid over the
 * common box (where containment is).
 */
function hasWitness(a: MultiPolygon, b: MultiPolygon, boxA: Box, boxB: Box, empty: number): boolean {
  const need = 2 * (empty + 1e-12 + GRID * (perimeter(a) + perimeter(b)));
  const r = Math.sqrt(need / Math.PI);
  const r2 = r * r;
  const test = (x: number, y: number): boolean => inShape(x, y, b) && inShape(x, y, a) && clearance2(x, y, b, r2) >= r2 && clearance2(x, y, a, r2) >= r2;
  const edges: Array<[Pair, Pair]> = [];
  for (const poly of a) for (const ring of poly) for (let i = 0; i + 1 < ring.length; i++) edges.push([ring[i], ring[i + 1]]);
  const tries = Math.min(edges.length, 32);
  for (let k = 0; k < tries; k++) {
    const [p, q] = edges[Math.floor((k * edges.length) / tries)];
    const dx = q[0] - p[0];
    const dy = q[1] - p[1];
    const len = Math.hypot(dx, dy);
    if (len === 0) continue;
    const mx = (p[0] + q[0]) / 2;
    const my = (p[1] + q[1]) / 2;
    for (const d of [2 * r, 4 * r]) {
      const nx = (-dy / len) * d;
      const ny = (dx / len) * d;
      if (test(mx + nx, my + ny) || test(mx - nx, my - ny)) return true;
    }
  }
  const minX = Math.max(boxA[0], boxB[0]);
  const minY = Math.max(boxA[1], boxB[1]);
  const maxX = Math.min(boxA[2], boxB[2]);
  const maxY = Math.min(boxA[3], boxB[3]);
  const STEPS = 5;
  for (let i = 0; i < STEPS; i++)
    for (let j = 0; j < STEPS; j++) {
      if (test(minX + ((i + 0.5) * (maxX - minX)) / STEPS, minY + ((j + 0.5) * (maxY - minY)) / STEPS)) return true;
    }
  return false;
}

/** Far enough apart that floating-point noise in either shape's coordinates cannot bring them together. */
const APART = 1e-9;

/** Squared distance between segments pq and uv (0 when they cross). */
function segmentDistance2(p: Pair, q: Pair, u: Pair, v: Pair): number {
  const o1 = cross(p, q, u);
  const o2 = cross(p, q, v);
  const o3 = cross(u, v, p);
  const o4 = cross(u, v, q);
  if (((o1 > 0 && o2 < 0) || (o1 < 0 && o2 > 0)) && ((o3 > 0 && o4 < 0) || (o3 < 0 && o4 > 0))) return 0;
  return Math.min(pointSegment2(u, p, q), pointSegment2(v, p, q), pointSegment2(p, u, v), pointSegment2(q, u, v));
}

const cross = (a: Pair, b: Pair, c: Pair): number => (b[0] - a[0]) * (c[1] - a[1]) - (b[1] - a[1]) * (c[0] - a[0]);

function pointSegment2(p: Pair, a: Pair, b: Pair): number {
  const dx = b[0] - a[0];
  const dy = b[1] - a[1];
  const len2 = dx * dx + dy * dy;
  let t = len2 ? ((p[0] - a[0]) * dx + (p[1] - a[1]) * dy) / len2 : 0;
  t = t < 0 ? 0 : t > 1 ? 1 : t;
  const ex = a[0] + t * dx - p[0];
  const ey = a[1] + t * dy - p[1];
  return ex * ex + ey * ey;
}

/**
 * Whether the insides of a and b are certainly disjoint: no edge of b near an edge of a (only b's edges near a's box
 * are compared), and every ring of each shape outside the other. With the boundaries apart, a ring is wholly
 * inside or wholly outside the other shape, so one vertex per ring decides.
 */
function apart(a: MultiPolygon, b: MultiPolygon, boxA: Box): boolean {
  const near: Array<[Pair, Pair]> = [];
  const [minX, minY, maxX, maxY] = [boxA[0] - APART, boxA[1] - APART, boxA[2] + APART, boxA[3] + APART];
  for (const poly of b)
    for (const ring of poly)
      for (let i = 0; i + 1 < ring.length; i++) {
        const u = ring[i];
        const v = ring[i + 1];
        if (Math.max(u[0], v[0]) < minX || Math.min(u[0], v[0]) > maxX || Math.max(u[1], v[1]) < minY || Math.min(u[1], v[1]) > maxY) continue;
        near.push([u, v]);
      }
  const apart2 = APART * APART;
  for (const poly of a)
    for (const ring of poly)
      for (let i = 0; i + 1 < ring.length; i++) {
        const p = ring[i];
        const q = ring[i + 1];
        const ex0 = Math.min(p[0], q[0]) - APART;
        const ex1 = Math.max(p[0], q[0]) + APART;
        const ey0 = Math.min(p[1], q[1]) - APART;
        const ey1 = Math.max(p[1], q[1]) + APART;
        for (const [u, v] of near) {
          if (Math.max(u[0], v[0]) < ex0 || Math.min(u[0], v[0]) > ex1 || Math.max(u[1], v[1]) < ey0 || Math.min(u[1], v[1]) > ey1) continue;
          if (segmentDistance2(p, q, u, v) <= apart2) return false;
        }
      }
  for (const poly of a) for (const ring of poly) if (ring.length && inShape(ring[0][0], ring[0][1], b)) return false;
  for (const poly of b) for (const ring of poly) if (ring.length && inShape(ring[0][0], ring[0][1], a)) return false;
  return true;
}
