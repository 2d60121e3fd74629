import { segmentsCross } from './crossing.js';
import { SCALE } from './precision.js';
import type { MultiPolygon } from './types.js';

/**
 * Exact checks of a result on the 1e-7 grid, in integer grid steps measured from an origin near the edit: with
 * coordinates under 2^24 steps (1.6 degrees) from it every product below is an exact double, so no answer depends
 * on rounding. Used to accept a fast engine's edit (`edit.ts`); any doubt answers false and the edit is redone
 * with the exact engine.
 */
const LIMIT = 2 ** 24;
/** Grid steps: a vertex this close to the other shape's edge, and not on it, is a sliver or a gap. */
const NEAR = 2;

type Pt = [number, number];
type Box = [number, number, number, number];
interface Edge {
  a: Pt;
  b: Pt;
  ring: number;
  index: number;
  size: number;
}

/** Rings in grid steps from `origin`, without the closing vertex, outer rings counter-clockwise; null when too far. */
function gridRings(shape: MultiPolygon, origin: Pt): Pt[][] | null {
  const rings: Pt[][] = [];
  for (const poly of shape)
    for (let r = 0; r < poly.length; r++) {
      const ring: Pt[] = [];
      let twiceArea = 0;
      for (let k = 0; k + 1 < poly[r].length; k++) {
        const p: Pt = [Math.round(poly[r][k][0] * SCALE) - origin[0], Math.round(poly[r][k][1] * SCALE) - origin[1]];
        if (Math.abs(p[0]) >= LIMIT || Math.abs(p[1]) >= LIMIT) return null;
        if (ring.length) twiceArea += ring[ring.length - 1][0] * p[1] - p[0] * ring[ring.length - 1][1];
        ring.push(p);
      }
      if (ring.length) twiceArea += ring[ring.length - 1][0] * ring[0][1] - ring[0][0] * ring[ring.length - 1][1];
      if (twiceArea > 0 !== (r === 0)) ring.reverse();
      rings.push(ring);
    }
  return rings;
}

/** Every edge of the rings, sorted by its smallest x (for the sweep below). */
function edgesOf(rings: Pt[][]): Edge[] {
  const edges: Edge[] = [];
  rings.forEach((ring, r) => {
    for (let i = 0; i < ring.length; i++) {
      const a = ring[i];
      const b = ring[(i + 1) % ring.length];
      edges.push({ a, b, ring: r, index: i, size: ring.length });
    }
  });
  return edges.sort((e, f) => Math.min(e.a[0], e.b[0]) - Math.min(f.a[0], f.b[0]));
}

/**
 * Calls `visit` for every pair of edges whose boxes, widened by `margin`, meet; stops on false. Both lists are sorted
 * by their smallest x; a window over the second list skips edges that end before the current one starts.
 */
function eachNearPair(first: Edge[], second: Edge[], margin: number, visit: (e: Edge, f: Edge) => boolean): boolean {
  let widest = 0;
  for (const f of second) widest = Math.max(widest, Math.abs(f.a[0] - f.b[0]));
  let start = 0;
  for (const e of first) {
    const x0 = Math.min(e.a[0], e.b[0]) - margin;
    const x1 = Math.max(e.a[0], e.b[0]) + margin;
    const y0 = Math.min(e.a[1], e.b[1]) - margin;
    const y1 = Math.max(e.a[1], e.b[1]) + margin;
    while (start < second.length && Math.min(second[start].a[0], second[start].b[0]) + widest < x0) start++;
    for (let k = start; k < second.length; k++) {
      const f = second[k];
      if (Math.min(f.a[0], f.b[0]) > x1) break;
      if (Math.max(f.a[0], f.b[0]) < x0 || Math.max(f.a[1], f.b[1]) < y0 || Math.min(f.a[1], f.b[1]) > y1) continue;
      if (!visit(e, f)) return false;
    }
  }
  return true;
}

const cross = (a: Pt, b: Pt, c: Pt): number => (b[0] - a[0]) * (c[1] - a[1]) - (b[1] - a[1]) * (c[0] - a[0]);
const same = (p: Pt, q: Pt): boolean => p[0] === q[0] && p[1] === q[1];
/** c lies on segment ab, strictly between its ends. */
const strictlyOn = (a: Pt, b: Pt, c: Pt): boolean => cross(a, b, c) === 0 && (c[0] - a[0]) * (c[0] - b[0]) + (c[1] - a[1]) * (c[1] - b[1]) < 0;

/** Whether two segments have any point in common. */
function touch(a: Pt, b: Pt, c: Pt, d: Pt): boolean {
  return (
    segmentsCross(a, b, c, d) ||
    same(a, c) ||
    same(a, d) ||
    same(b, c) ||
    same(b, d) ||
    strictlyOn(a, b, c) ||
    strictlyOn(a, b, d) ||
    strictlyOn(c, d, a) ||
    strictlyOn(c, d, b)
  );
}

/** p is within NEAR grid steps of segment ab and projects strictly inside it. */
function nearInside(p: Pt, a: Pt, b: Pt): boolean {
  const dx = b[0] - a[0];
  const dy = b[1] - a[1];
  const len2 = dx * dx + dy * dy;
  const dot = (p[0] - a[0]) * dx + (p[1] - a[1]) * dy;
  if (dot <= 0 || dot >= len2) return false;
  const c = cross(a, b, p);
  return c * c <= NEAR * NEAR * len2;
}

/**
 * A simple shape: no two edges meet except consecutive edges of a ring at their common vertex, and no ring turns
 * back on itself. Stricter than OGC validity (a hole touching its shell at a point fails too), which only means
 * such an edit is redone by the exact engine.
 */
export function isSimpleShape(shape: MultiPolygon): boolean {
  const first = shape[0]?.[0]?.[0];
  if (!first) return true;
  const rings = gridRings(shape, [Math.round(first[0] * SCALE), Math.round(first[1] * SCALE)]);
  if (!rings || rings.some((r) => r.length < 3)) return false;
  const edges = edgesOf(rings);
  return eachNearPair(edges, edges, 0, (e, f) => {
    if (e === f || (e.ring === f.ring && e.index > f.index)) return true;
    if (e.ring === f.ring && (f.index === (e.index + 1) % e.size || e.index === (f.index + 1) % f.size)) {
      // Consecutive: only the common vertex, not folding back along the same line.
      const [p, q, r] = f.index === (e.index + 1) % e.size ? [e.a, e.b, f.b] : [f.a, f.b, e.b];
      return !(cross(p, q, r) === 0 && (r[0] - q[0]) * (p[0] - q[0]) + (r[1] - q[1]) * (p[1] - q[1]) > 0);
    }
    return !touch(e.a, e.b, f.a, f.b);
  });
}

/** A shape prepared for the border check: its rings in grid steps, the edges near the edit, and its edges by band. */
interface Prepared {
  rings: Pt[][];
  local: Edge[];
  vertices: Set<number>;
  edges: Set<string>;
  y0: number;
  height: number;
  bands: Edge[][];
}

const BANDS = 64;
const OFFSET = LIMIT;
const vertexKey = (p: Pt): number => (p[0] + OFFSET) * 2 ** 26 + (p[1] + OFFSET);
const edgeKey = (a: Pt, b: Pt): string => `${vertexKey(a)} ${vertexKey(b)}`;

function prepare(shape: MultiPolygon, origin: Pt, local: Box): Prepared | null {
  const rings = gridRings(shape, origin);
  if (!rings) return null;
  const all = edgesOf(rings);
  let y0 = Infinity;
  let y1 = -Infinity;
  for (const ring of rings)
    for (const p of ring) {
      y0 = Math.min(y0, p[1]);
      y1 = Math.max(y1, p[1]);
    }
  const height = Math.max(1, Math.ceil((y1 - y0 + 1) / BANDS));
  const bands: Edge[][] = Array.from({ length: BANDS }, () => []);
  const near: Edge[] = [];
  for (const e of all) {
    for (let k = Math.floor((Math.min(e.a[1], e.b[1]) - y0) / height); k <= Math.floor((Math.max(e.a[1], e.b[1]) - y0) / height); k++) bands[k].push(e);
    if (
      Math.max(e.a[0], e.b[0]) >= local[0] &&
      Math.min(e.a[0], e.b[0]) <= local[2] &&
      Math.max(e.a[1], e.b[1]) >= local[1] &&
      Math.min(e.a[1], e.b[1]) <= local[3]
    )
      near.push(e);
  }
  const vertices = new Set<number>();
  const edges = new Set<string>();
  for (const e of near) {
    vertices.add(vertexKey(e.a)).add(vertexKey(e.b));
    edges.add(edgeKey(e.a, e.b));
  }
  return { rings, local: near, vertices, edges, y0, height, bands };
}

/** (px, py), in half grid steps, strictly inside the shape, not on its border: the crossing rule over its band only. */
function strictlyInside(px: number, py: number, shape: Prepared): boolean {
  const band = Math.floor((py / 2 - shape.y0) / shape.height);
  if (band < 0 || band >= BANDS) return false;
  let inside = false;
  for (const e of shape.bands[band]) {
    const ax = e.a[0] * 2;
    const ay = e.a[1] * 2;
    const bx = e.b[0] * 2;
    const by = e.b[1] * 2;
    const side = (bx - ax) * (py - ay) - (by - ay) * (px - ax);
    if (side === 0 && (px - ax) * (px - bx) <= 0 && (py - ay) * (py - by) <= 0) return false; // on the border
    if (ay > py !== by > py && side > 0 === by > ay) inside = !inside;
  }
  return inside;
}

/** Whether every vertex and edge of `one` near the edit that is not on `other`'s border lies outside it. */
function outside(one: Prepared, other: Prepared): boolean {
  for (const e of one.local) {
    if (!other.vertices.has(vertexKey(e.a)) && strictlyInside(e.a[0] * 2, e.a[1] * 2, other)) return false;
    if (
      other.vertices.has(vertexKey(e.a)) &&
      other.vertices.has(vertexKey(e.b)) &&
      !other.edges.has(edgeKey(e.b, e.a)) &&
      strictlyInside(e.a[0] + e.b[0], e.a[1] + e.b[1], other)
    )
      return false;
  }
  return true;
}

/**
 * After a "clip me" cut: the own shape shares no area with any of the neighbours inside `box` (degrees), and every
 * border between them there is the same vertices on both sides: no crossing, no vertex of one on an edge of the
 * other without being a vertex of it, no vertex a grid step or two beside a border edge of the other, no vertex or
 * edge of one inside the other, and a common edge runs in opposite directions (interiors on either side).
 */
export function sharesBordersExactly(own: MultiPolygon, neighbours: MultiPolygon[], box: [number, number, number, number]): boolean {
  const origin: Pt = [Math.round(((box[0] + box[2]) / 2) * SCALE), Math.round(((box[1] + box[3]) / 2) * SCALE)];
  const local: Box = [
    Math.round(box[0] * SCALE) - origin[0] - NEAR,
    Math.round(box[1] * SCALE) - origin[1] - NEAR,
    Math.round(box[2] * SCALE) - origin[0] + NEAR,
    Math.round(box[3] * SCALE) - origin[1] + NEAR,
  ];
  const a = prepare(own, origin, local);
  if (!a) return false;
  return neighbours.every((neighbour) => {
    const b = prepare(neighbour, origin, local);
    return !!b && bordersAgree(a, b) && outside(a, b) && outside(b, a);
  });
}

function bordersAgree(a: Prepared, b: Prepared): boolean {
  // A vertex of one shape a step or two beside an edge of the other that runs along their border, and not a vertex
  // of that shape: a gap or sliver where the border should be one line.
  const beside = (p: Pt, e: Edge, mine: Prepared, theirs: Prepared): boolean =>
    mine.vertices.has(vertexKey(e.a)) && mine.vertices.has(vertexKey(e.b)) && !theirs.vertices.has(vertexKey(p)) && nearInside(p, e.a, e.b);
  return eachNearPair(a.local, b.local, NEAR, (e, f) => {
    if (same(e.a, f.a) && same(e.b, f.b)) return false; // a common edge the same way round: interiors on one side
    if (same(e.a, f.b) && same(e.b, f.a)) return true;
    if (strictlyOn(e.a, e.b, f.a) || strictlyOn(e.a, e.b, f.b) || strictlyOn(f.a, f.b, e.a) || strictlyOn(f.a, f.b, e.b)) return false;
    if (beside(f.a, e, b, a) || beside(f.b, e, b, a) || beside(e.a, f, a, b) || beside(e.b, f, a, b)) return false;
    return !segmentsCross(e.a, e.b, f.a, f.b);
  });
}
