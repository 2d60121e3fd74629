/** The standard map-editor fixture: a 2,000-vertex district, 70 grids tiling it, a 30-vertex drawing over several. */
import * as turf from '@turf/turf';
import { intersect } from '../../../src/shared/geo/index.js';
import { seededRandom } from '../../../src/server/seed/geometry-tiles.js';
import type { MultiPolygon, Pair, Ring } from '../../../src/shared/geo/index.js';

export interface GeoFixture {
  parent: GeoJSON.Feature<GeoJSON.Polygon | GeoJSON.MultiPolygon>;
  siblings: Array<GeoJSON.Feature<GeoJSON.Polygon | GeoJSON.MultiPolygon, { regionCode: string; name: string }>>;
  own: GeoJSON.Feature<GeoJSON.Polygon | GeoJSON.MultiPolygon> | null;
  drawn: GeoJSON.Feature<GeoJSON.Polygon>;
  decisions?: Record<string, 1 | 3>;
}

const round7 = (v: number) => Math.round(v * 1e7) / 1e7;
const CX = 123.42;
const CY = 41.8;
const R = 0.03;

function blob(n: number, cx: number, cy: number, r: number, wobble: (a: number) => number): Ring {
  const ring: Ring = Array.from({ length: n }, (_, i) => {
    const a = (2 * Math.PI * i) / n;
    const k = r * wobble(a);
    return [round7(cx + k * Math.cos(a)), round7(cy + k * Math.sin(a) * 0.75)] as Pair;
  });
  return [...ring, ring[0]];
}

/**
 * Adds points along each edge until the ring has about `target` vertices. Points of an edge are made once per
 * edge (`made`, keyed by its ends) and reused by the neighbour that shares it, so the tiling stays exact.
 */
function densify(ring: Ring, target: number, made: Map<string, Pair[]>): Ring {
  const extra = Math.max(0, Math.ceil(target / (ring.length - 1)) - 1);
  const out: Ring = [];
  for (let i = 0; i + 1 < ring.length; i++) {
    const [a, b] = [ring[i], ring[i + 1]];
    out.push(a);
    const forward = `${a}|${b}`;
    const backward = `${b}|${a}`;
    let points = made.get(forward);
    if (!points && made.has(backward)) points = [...made.get(backward)!].reverse();
    if (!points) {
      points = [];
      for (let k = 1; k <= extra; k++) points.push([round7(a[0] + ((b[0] - a[0]) * k) / (extra + 1)), round7(a[1] + ((b[1] - a[1]) * k) / (extra + 1))]);
      made.set(forward, points);
    }
    out.push(...points);
  }
  out.push(out[0]);
  return out;
}

const feature = <P>(shape: MultiPolygon, properties: P) => ({
  type: 'Feature' as const,
  properties,
  geometry: { type: 'MultiPolygon' as const, coordinates: shape },
});

export function standardFixture(seed = 20261124): GeoFixture {
  // Seeded, so every run measures the same fixture.
  const rnd = seededRandom(seed);
  const parentRing = blob(2000, CX, CY, R, (a) => 1 + 0.08 * Math.sin(5 * a) + 0.03 * Math.sin(13 * a));
  const parent: MultiPolygon = [[parentRing]];
  const seeds = turf.featureCollection(
    Array.from({ length: 200 }, () => turf.point([CX + (rnd() * 2 - 1) * R * 1.1, CY + (rnd() * 2 - 1) * R * 0.85]))
      .filter((p) => turf.booleanPointInPolygon(p, turf.polygon([parentRing])))
      .slice(0, 70),
  );
  const cells = turf.voronoi(seeds, { bbox: [CX - R * 1.3, CY - R, CX + R * 1.3, CY + R] });
  const made = new Map<string, Pair[]>();
  const grids = cells.features
    .filter((c): c is GeoJSON.Feature<GeoJSON.Polygon> => !!c?.geometry)
    .map((cell, i) => {
      const clipped = intersect([cell.geometry.coordinates as Ring[]], parent);
      const target = 300 + Math.floor(rnd() * 170);
      const shape: MultiPolygon = clipped.map((poly) => poly.map((ring) => densify(ring, target, made)));
      return feature(shape, { regionCode: `210102001002${String(i + 1).padStart(3, '0')}`, name: `第${i + 1}网格` });
    });
  // The grid being drawn is one of the cells; the drawing starts inside it and reaches over a corner where
  // several neighbours meet.
  const ownIndex = grids.findIndex((g) => g.geometry.coordinates.length > 0);
  const own = grids[ownIndex];
  const corner = own.geometry.coordinates[0][0][Math.floor(own.geometry.coordinates[0][0].length / 3)];
  const drawnRing = blob(30, corner[0], corner[1], 0.006, (a) => 1 + 0.2 * Math.sin(3 * a));
  const siblings = grids.filter((_, i) => i !== ownIndex);
  return { parent: feature(parent, {}), siblings, own, drawn: { type: 'Feature', properties: {}, geometry: { type: 'Polygon', coordinates: [drawnRing] } } };
}
