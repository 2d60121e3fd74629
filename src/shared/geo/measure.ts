import * as geographiclib from 'geographiclib-geodesic';

// A CommonJS package: Node's ESM loader exposes it as the default export, bundlers also by name.
const lib = ((geographiclib as unknown as { default?: typeof geographiclib }).default ?? geographiclib) as typeof geographiclib;
import type { MultiPolygon, Ring } from './types.js';

type Box = [number, number, number, number];

/** Bounding box [minX, minY, maxX, maxY] of a multipolygon. Plain loops: the screen boxes every sibling per edit. */
export function bboxOf(shape: MultiPolygon | Ring): Box {
  let minX = Infinity;
  let minY = Infinity;
  let maxX = -Infinity;
  let maxY = -Infinity;
  const rings: Ring[] = typeof shape[0]?.[0] === 'number' ? [shape as Ring] : (shape as MultiPolygon).flat();
  for (let r = 0; r < rings.length; r++) {
    const ring = rings[r];
    for (let i = 0; i < ring.length; i++) {
      const x = ring[i][0];
      const y = ring[i][1];
      if (x < minX) minX = x;
      if (x > maxX) maxX = x;
      if (y < minY) minY = y;
      if (y > maxY) maxY = y;
    }
  }
  return [minX, minY, maxX, maxY];
}

export const boxesMeet = (a: Box, b: Box): boolean => a[0] <= b[2] && b[0] <= a[2] && a[1] <= b[3] && b[1] <= a[3];

const wgs84 = lib.Geodesic.WGS84;

/** Geodesic (WGS84 ellipsoid) area of a ring in square metres, unsigned. */
function ringArea(ring: Ring): number {
  const poly = wgs84.Polygon(false);
  const n = ring.length - (ring.length > 1 && ring[0][0] === ring[ring.length - 1][0] && ring[0][1] === ring[ring.length - 1][1] ? 1 : 0);
  for (let i = 0; i < n; i++) poly.AddPoint(ring[i][1], ring[i][0]);
  return Math.abs(poly.Compute(false, true).area as number);
}

/** Geodesic area in square metres: outer rings less their holes. */
export function areaOf(shape: MultiPolygon): number {
  let total = 0;
  for (const poly of shape) {
    total += ringArea(poly[0]);
    for (const hole of poly.slice(1)) total -= ringArea(hole);
  }
  return total;
}

/** Planar area in square degrees, for cheap "is there any overlap" tests. */
export function planarArea(shape: MultiPolygon): number {
  let total = 0;
  for (const poly of shape) {
    poly.forEach((ring, i) => {
      let a = 0;
      for (let k = 0; k + 1 < ring.length; k++) a += ring[k][0] * ring[k + 1][1] - ring[k + 1][0] * ring[k][1];
      total += (i === 0 ? 1 : -1) * Math.abs(a / 2);
    });
  }
  return total;
}
