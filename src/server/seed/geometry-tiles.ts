import * as turf from '@turf/turf';
import { intersect, pointInShape, snapPair, type MultiPolygon, type Pair, type Ring } from '../../shared/geo/index.js';

/** mulberry32: the demo geometry is the same at every start and on every machine. */
export function seededRandom(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A smooth, irregular outline around a centre (degrees; y squeezed for the latitude). */
export function blob(cx: number, cy: number, r: number, vertices: number, rnd: () => number): MultiPolygon {
  const k1 = 0.05 + rnd() * 0.06;
  const k2 = 0.02 + rnd() * 0.03;
  const phase = rnd() * Math.PI;
  const ring: Ring = Array.from({ length: vertices }, (_, i) => {
    const a = (2 * Math.PI * i) / vertices;
    const d = r * (1 + k1 * Math.sin(3 * a + phase) + k2 * Math.sin(7 * a));
    return snapPair([cx + d * Math.cos(a), cy + d * Math.sin(a) * 0.75]);
  });
  return [[[...ring, ring[0]]]];
}

/**
 * Splits a shape into `count` pieces that tile it: Voronoi cells of seeded points inside it, each clipped to it.
 * Neighbouring cells share their vertices, so the demo borders are exact, as drawings made with the editor are.
 */
export function tile(shape: MultiPolygon, count: number, rnd: () => number): MultiPolygon[] {
  if (count <= 0) return [];
  if (count === 1) return [shape];
  const xs = shape.flat(2).map((p) => p[0]);
  const ys = shape.flat(2).map((p) => p[1]);
  const box: [number, number, number, number] = [Math.min(...xs), Math.min(...ys), Math.max(...xs), Math.max(...ys)];
  const points: Pair[] = [];
  for (let tries = 0; points.length < count && tries < count * 200; tries++) {
    const p: Pair = [box[0] + rnd() * (box[2] - box[0]), box[1] + rnd() * (box[3] - box[1])];
    if (pointInShape(p, shape)) points.push(p);
  }
  const pad = Math.max(box[2] - box[0], box[3] - box[1]);
  const cells = turf.voronoi(turf.featureCollection(points.map((p) => turf.point(p))), { bbox: [box[0] - pad, box[1] - pad, box[2] + pad, box[3] + pad] });
  return cells.features.map((cell) => (cell?.geometry ? intersect([cell.geometry.coordinates as Ring[]], shape) : []));
}
