/** The cheap overlap decision agrees with the exact one (area of the snapped intersection) whenever it answers. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { intersect, planarArea, snapPair, type MultiPolygon, type Pair, type Ring } from '../../../src/shared/geo/index.js';
import { knownOverlap } from '../../../src/shared/geo/overlap.js';

const EMPTY = 1e-14;
const exact = (a: MultiPolygon, b: MultiPolygon) => planarArea(intersect(a, b)) > EMPTY;
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
const X0 = 123.4;
const Y0 = 41.8;

describe('knownOverlap', () => {
  const a = rect(X0, Y0, X0 + 0.004, Y0 + 0.01);
  it('answers true for a clear overlap and for containment', () => {
    expect(knownOverlap(a, rect(X0 + 0.003, Y0 + 0.002, X0 + 0.006, Y0 + 0.004), EMPTY)).toBe(true);
    expect(knownOverlap(a, rect(X0 + 0.001, Y0 + 0.001, X0 + 0.002, Y0 + 0.002), EMPTY)).toBe(true);
    expect(knownOverlap(rect(X0 + 0.001, Y0 + 0.001, X0 + 0.002, Y0 + 0.002), a, EMPTY)).toBe(true);
  });

  it("answers false for shapes apart, and for a shape inside the other one's hole", () => {
    expect(knownOverlap(a, rect(X0 + 0.005, Y0, X0 + 0.006, Y0 + 0.01), EMPTY)).toBe(false);
    const holed: MultiPolygon = [
      [
        a[0][0],
        [
          [X0 + 0.001, Y0 + 0.001],
          [X0 + 0.001, Y0 + 0.003],
          [X0 + 0.003, Y0 + 0.003],
          [X0 + 0.003, Y0 + 0.001],
          [X0 + 0.001, Y0 + 0.001],
        ],
      ],
    ];
    expect(knownOverlap(holed, rect(X0 + 0.0015, Y0 + 0.0015, X0 + 0.0025, Y0 + 0.0025), EMPTY)).toBe(false);
    expect(knownOverlap(a, [], EMPTY)).toBe(false);
  });

  it('leaves neighbours that share a border, and slivers, to the exact test', () => {
    expect(knownOverlap(a, rect(X0 + 0.004, Y0, X0 + 0.008, Y0 + 0.01), EMPTY)).toBeUndefined();
    // 1e-7 deep along 0.01: an overlap of 1e-9 square degrees, too thin for a witness with room around it
    expect(knownOverlap(a, rect(X0 + 0.004 - 1e-7, Y0, X0 + 0.008, Y0 + 0.01), EMPTY)).toBeUndefined();
  });

  it('never contradicts the exact test on random drawings across random neighbours', () => {
    const star = fc
      .record({
        cx: fc.double({ min: 0.2, max: 0.8, noNaN: true }),
        cy: fc.double({ min: 0.2, max: 0.8, noNaN: true }),
        size: fc.double({ min: 1e-6, max: 0.01, noNaN: true }),
        radii: fc.array(fc.double({ min: 0.05, max: 0.45, noNaN: true }), { minLength: 3, maxLength: 30 }),
      })
      .map(({ cx, cy, size, radii }): MultiPolygon => {
        const ring: Ring = radii.map((r, i) =>
          snapPair([
            X0 + cx * 0.01 + r * size * Math.cos((2 * Math.PI * i) / radii.length),
            Y0 + cy * 0.01 + r * size * Math.sin((2 * Math.PI * i) / radii.length),
          ]),
        );
        return [[[...ring, ring[0]]]];
      });
    const strip = fc
      .tuple(fc.double({ min: 0, max: 1, noNaN: true }), fc.double({ min: 0, max: 1, noNaN: true }))
      .map(([p, q]) => rect(X0 + Math.min(p, q) * 0.01, Y0, X0 + Math.max(p, q) * 0.01 + 1e-7, Y0 + 0.01));
    let answered = 0;
    fc.assert(
      fc.property(star, fc.oneof(star, strip), (s, t) => {
        const known = knownOverlap(s, t, EMPTY);
        if (known !== undefined) {
          answered++;
          expect(known).toBe(exact(s, t));
        }
        return true;
      }),
      { seed: 20261126, numRuns: 300 },
    );
    expect(answered).toBeGreaterThan(150);
  });
});
