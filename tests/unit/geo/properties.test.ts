/** Property tests of the geometry core over random drawings across random neighbours (fast-check, seeded). */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { onEdge, vertexKey } from '../../helpers/geo-borders.js';
import {
  applyDrawing,
  intersect,
  planarArea,
  SiblingIndex,
  snapPair,
  subtract,
  type MultiPolygon,
  type Pair,
  type Ring,
  type Sibling,
} from '../../../src/shared/geo/index.js';

const X0 = 123.4;
const Y0 = 41.8;
const SIZE = 0.01;
const rect = (x1: number, y1: number, x2: number, y2: number): MultiPolygon => [
  [
    [
      [x1, y1],
      [x2, y1],
      [x2, y2],
      [x1, y2],
      [x1, y1],
    ].map((p) => snapPair(p as Pair)),
  ],
];
const parent = rect(X0, Y0, X0 + SIZE, Y0 + SIZE);

/** Neighbours tiling the parent: vertical strips at the given cut positions (shares of the width). */
function strips(cuts: number[]): Sibling[] {
  const xs = [0, ...[...new Set(cuts)].sort((a, b) => a - b), 1].map((c) => X0 + c * SIZE);
  return xs.slice(0, -1).map((x, i) => ({ regionCode: `g${i}`, shape: rect(x, Y0, xs[i + 1], Y0 + SIZE) }));
}

/** A star-shaped drawing: points at random radii around a centre, in angle order (never self-crossing). */
const drawing = fc
  .record({
    cx: fc.double({ min: 0.2, max: 0.8, noNaN: true }),
    cy: fc.double({ min: 0.2, max: 0.8, noNaN: true }),
    radii: fc.array(fc.double({ min: 0.05, max: 0.45, noNaN: true }), { minLength: 3, maxLength: 30 }),
  })
  .map(({ cx, cy, radii }): Ring => {
    const ring = radii.map((r, i) => {
      const a = (2 * Math.PI * i) / radii.length;
      return snapPair([X0 + (cx + r * Math.cos(a)) * SIZE, Y0 + (cy + r * Math.sin(a)) * SIZE]);
    });
    return [...ring, ring[0]];
  });
const cuts = fc.array(fc.double({ min: 0.05, max: 0.95, noNaN: true }), { minLength: 1, maxLength: 6 });

const TINY = 1e-13; // square degrees, about a thousandth of a square metre at these latitudes
describe('the geometry core on random drawings', () => {
  it('"clip me": the result lies in the parent, shares no area with any neighbour, and the areas add up', () => {
    fc.assert(
      fc.property(drawing, cuts, (drawn, c) => {
        const siblings = strips(c);
        const r = applyDrawing({ parent, own: [], siblings: new SiblingIndex(siblings), drawn });
        if (r.warning) return r.warning === 'outsideParent' || r.warning === 'engineFailed';
        expect(planarArea(subtract(r.own, parent))).toBeLessThan(TINY);
        const after = new Map([...siblings, ...r.changed].map((s) => [s.regionCode, s.shape]));
        for (const shape of after.values()) expect(planarArea(intersect(r.own, shape))).toBeLessThan(TINY);
        // The strips tile the parent, so clipping out every neighbour leaves nothing new: own stays empty.
        expect(planarArea(r.own)).toBeLessThan(TINY);
        return true;
      }),
      { seed: 20261124, numRuns: 60 },
    );
  });

  it('"clip me" against some neighbours: borders with them share identical vertices; area = drawing − their parts', () => {
    fc.assert(
      fc.property(drawing, cuts, (drawn, c) => {
        const siblings = strips(c);
        // Every other strip is drawn over with "coexist" taken away: those strips become part of nobody, so the
        // drawing keeps the strips with odd index and is cut by the even ones.
        const others = siblings.filter((_, i) => i % 2 === 0);
        const r = applyDrawing({ parent, own: [], siblings: new SiblingIndex(others), drawn });
        if (r.warning) return r.warning === 'outsideParent' || r.warning === 'engineFailed';
        const drawnShape: MultiPolygon = [[drawn]];
        const expected =
          planarArea(intersect(drawnShape, parent)) - others.reduce((sum, s) => sum + planarArea(intersect(intersect(drawnShape, parent), s.shape)), 0);
        // Snapping each new vertex to the 1e-7 grid moves the area by at most about grid × boundary length.
        expect(Math.abs(planarArea(r.own) - expected)).toBeLessThan(1e-7 * 10 * SIZE);
        const shapes = new Map([...others, ...r.changed].map((s) => [s.regionCode, s.shape]));
        for (const shape of shapes.values()) {
          const vertices = new Set(shape.flat(2).map(vertexKey));
          for (const v of r.own.flat(2)) if (onEdge(v, shape)) expect(vertices.has(vertexKey(v))).toBe(true);
          expect(planarArea(intersect(r.own, shape))).toBeLessThan(TINY);
        }
        return true;
      }),
      { seed: 20261125, numRuns: 60 },
    );
  });
});
