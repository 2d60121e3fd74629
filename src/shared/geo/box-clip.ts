import type { MultiPolygon, Pair, Ring } from './types.js';

type Box = [number, number, number, number];

/** Sutherland-Hodgman against one box side; `inside` and `cross` describe the side. */
function clipSide(points: Pair[], inside: (p: Pair) => boolean, cross: (a: Pair, b: Pair) => Pair): Pair[] {
  const out: Pair[] = [];
  for (let i = 0; i < points.length; i++) {
    const cur = points[i];
    const prev = points[(i + points.length - 1) % points.length];
    if (inside(cur)) {
      if (!inside(prev)) out.push(cross(prev, cur));
      out.push(cur);
    } else if (inside(prev)) out.push(cross(prev, cur));
  }
  return out;
}

const atX =
  (x: number) =>
  (a: Pair, b: Pair): Pair => [x, a[1] + ((b[1] - a[1]) * (x - a[0])) / (b[0] - a[0])];
const atY =
  (y: number) =>
  (a: Pair, b: Pair): Pair => [a[0] + ((b[0] - a[0]) * (y - a[1])) / (b[1] - a[1]), y];

function clipRing(ring: Ring, [minX, minY, maxX, maxY]: Box): Ring | null {
  let pts = ring.slice(0, -1);
  pts = clipSide(pts, (p) => p[0] >= minX, atX(minX));
  pts = clipSide(pts, (p) => p[0] <= maxX, atX(maxX));
  pts = clipSide(pts, (p) => p[1] >= minY, atY(minY));
  pts = clipSide(pts, (p) => p[1] <= maxY, atY(maxY));
  return pts.length >= 3 ? [...pts, pts[0]] : null;
}

/**
 * The part of a shape inside a box, cheaply (linear in its vertices): a 2,000-vertex parent cut down to the few
 * dozen vertices around a drawing before the exact boolean operations run. The result may run along the box's
 * sides; callers intersect it with something inside the box, which removes those.
 */
export function clipToBox(shape: MultiPolygon, box: Box): MultiPolygon {
  const out: MultiPolygon = [];
  for (const poly of shape) {
    const outer = clipRing(poly[0], box);
    if (!outer) continue;
    out.push([
      outer,
      ...poly
        .slice(1)
        .map((r) => clipRing(r, box))
        .filter((r): r is Ring => r !== null),
    ]);
  }
  return out;
}

/** A box grown by a share of its size on every side. */
export function padBox(box: Box, share = 0.05): Box {
  const w = (box[2] - box[0]) * share + 1e-6;
  const h = (box[3] - box[1]) * share + 1e-6;
  return [box[0] - w, box[1] - h, box[2] + w, box[3] + h];
}
