import type { Pair, Ring } from './types.js';

const orient = (a: Pair, b: Pair, c: Pair): number => Math.sign((b[0] - a[0]) * (c[1] - a[1]) - (b[1] - a[1]) * (c[0] - a[0]));

/** Whether segments ab and cd cross at a point inside both (touching at an end does not count). */
export function segmentsCross(a: Pair, b: Pair, c: Pair, d: Pair): boolean {
  const o1 = orient(a, b, c);
  const o2 = orient(a, b, d);
  const o3 = orient(c, d, a);
  const o4 = orient(c, d, b);
  return o1 * o2 < 0 && o3 * o4 < 0;
}

/** Proper crossings between non-adjacent edges of a closed ring (the first vertex may be repeated at the end). */
export function selfIntersections(ring: Ring): number {
  const pts = ring.length > 1 && ring[0][0] === ring[ring.length - 1][0] && ring[0][1] === ring[ring.length - 1][1] ? ring.slice(0, -1) : ring;
  const n = pts.length;
  let count = 0;
  for (let i = 0; i < n; i++) {
    for (let j = i + 2; j < n; j++) {
      if (i === 0 && j === n - 1) continue;
      if (segmentsCross(pts[i], pts[(i + 1) % n], pts[j], pts[(j + 1) % n])) count++;
    }
  }
  return count;
}

/** While drawing: would the segment from the last point of an open line to `next` cross the line drawn so far? */
export function wouldSelfCross(line: Pair[], next: Pair): boolean {
  if (line.length < 3) return false;
  const last = line[line.length - 1];
  for (let i = 0; i + 2 < line.length; i++) if (segmentsCross(line[i], line[i + 1], last, next)) return true;
  return false;
}
