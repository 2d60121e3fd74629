import { describe, expect, it } from 'vitest';
import { clipToBox, padBox } from '../../../src/shared/geo/box-clip.js';
import { isSimpleShape, sharesBordersExactly } from '../../../src/shared/geo/exact-check.js';
import { fastIntersect, fastSubtract, fastUnite } from '../../../src/shared/geo/fast-engine.js';
import {
  applyDrawing,
  bboxOf,
  intersect,
  planarArea,
  shareBorderVertices,
  SiblingIndex,
  type MultiPolygon,
  type Pair,
  type Ring,
  type Sibling,
} from '../../../src/shared/geo/index.js';
import sliverCase from './cases/clipper-sliver.json';

// Shapes in grid steps (1e-7 degree) from a point near Shenyang, written counter-clockwise unless a test says not.
const X0 = 123.4;
const Y0 = 41.8;
const at = ([x, y]: Pair): Pair => [Math.round((X0 + x * 1e-7) * 1e7) / 1e7, Math.round((Y0 + y * 1e-7) * 1e7) / 1e7];
const shape = (...points: Pair[]): MultiPolygon => [[[...points, points[0]].map(at)]];
const BOX: [number, number, number, number] = [X0 - 1e-4, Y0 - 1e-4, X0 + 3e-4, Y0 + 3e-4];

// Own on the left (0..1000), the neighbour on the right (1000..2000), sharing the edge x = 1000.
const own = shape([0, 0], [1000, 0], [1000, 1000], [0, 1000]);
const neighbour = shape([1000, 0], [2000, 0], [2000, 1000], [1000, 1000]);

describe('the exact border check a fast edit must pass', () => {
  it('accepts two shapes that share an edge with the same vertices, whatever way the neighbour is wound', () => {
    expect(sharesBordersExactly(own, [neighbour], BOX)).toBe(true);
    const clockwise = shape([1000, 0], [1000, 1000], [2000, 1000], [2000, 0]);
    expect(sharesBordersExactly(own, [clockwise], BOX)).toBe(true);
  });

  it('refuses a border vertex of one that the other lacks (the border is then not one line)', () => {
    const withVertex = shape([1000, 0], [2000, 0], [2000, 1000], [1000, 1000], [1000, 500]);
    expect(sharesBordersExactly(own, [withVertex], BOX)).toBe(false);
  });

  it('refuses a sliver overlap one grid step wide, and a gap one step wide', () => {
    const intoNeighbour = shape([0, 0], [1000, 0], [1001, 500], [1000, 1000], [0, 1000]);
    const neighbourWithBend = shape([1000, 0], [2000, 0], [2000, 1000], [1000, 1000], [1000, 500]);
    expect(sharesBordersExactly(intoNeighbour, [neighbourWithBend], BOX)).toBe(false);
    const neighbourPulledBack = shape([1000, 0], [2000, 0], [2000, 1000], [1000, 1000], [1001, 500]);
    expect(sharesBordersExactly(own, [neighbourPulledBack], BOX)).toBe(false);
  });

  it('refuses shapes that overlap with no crossing edge: the same square, one inside the other, a triangle inscribed', () => {
    expect(sharesBordersExactly(own, [own], BOX)).toBe(false);
    expect(sharesBordersExactly(own, [shape([200, 200], [400, 200], [400, 400])], BOX)).toBe(false);
    expect(sharesBordersExactly(own, [shape([0, 0], [1000, 0], [0, 1000])], BOX)).toBe(false);
  });

  it('refuses crossing borders', () => {
    expect(sharesBordersExactly(own, [shape([900, 100], [2000, 100], [2000, 900], [900, 900])], BOX)).toBe(false);
  });

  it('accepts shapes apart, and a neighbour in a hole of the own shape', () => {
    expect(sharesBordersExactly(own, [shape([1500, 0], [2000, 0], [2000, 1000], [1500, 1000])], BOX)).toBe(true);
    const holed: MultiPolygon = [
      [
        own[0][0],
        [
          [200, 200],
          [200, 400],
          [400, 400],
          [400, 200],
          [200, 200],
        ].map((p) => at(p as Pair)),
      ],
    ];
    expect(sharesBordersExactly(holed, [shape([200, 200], [400, 200], [400, 400], [200, 400])], BOX)).toBe(true);
  });
});

describe('the simple-shape check', () => {
  it('accepts a plain square and a square with a hole', () => {
    expect(isSimpleShape(own)).toBe(true);
    expect(
      isSimpleShape([
        [
          own[0][0],
          [
            [200, 200],
            [200, 400],
            [400, 400],
            [400, 200],
            [200, 200],
          ].map((p) => at(p as Pair)),
        ],
      ]),
    ).toBe(true);
  });

  it('refuses a crossing ring, a spike folding back, a ring touching itself and two polygons touching at a corner', () => {
    expect(isSimpleShape(shape([0, 0], [1000, 1000], [1000, 0], [0, 1000]))).toBe(false);
    expect(isSimpleShape(shape([0, 0], [1000, 0], [1500, 0], [1200, 0], [1000, 1000], [0, 1000]))).toBe(false);
    expect(isSimpleShape(shape([0, 0], [1000, 0], [500, 500], [1000, 1000], [0, 1000], [500, 500]))).toBe(false);
    expect(isSimpleShape([...own, ...shape([1000, 1000], [2000, 1000], [2000, 2000])])).toBe(false);
  });
});

describe('an edit Clipper alone would leave a sliver in', () => {
  // A seeded random edit on the standard tilings (scripts/bench/geo/random-edits.ts, seed 7), cut down to the box the
  // edit works in: Clipper's rounded crossing points leave a neighbour's vertex a grid step inside the new own shape.
  const edit = sliverCase as unknown as { parent: MultiPolygon; own: MultiPolygon; siblings: Sibling[]; drawn: Ring };

  it('is refused by the border check when done with Clipper', () => {
    const local = padBox(bboxOf(fastIntersect([[edit.drawn]], edit.parent)), 0);
    const piece = fastSubtract(fastIntersect([[edit.drawn]], edit.parent), ...edit.siblings.map((s) => clipToBox(s.shape, local)));
    const own = fastUnite(edit.own, piece);
    const neighbours = edit.siblings.map((s) => shareBorderVertices(s.shape, own, local).shape);
    expect(Math.max(...neighbours.map((n) => planarArea(intersect(own, n))))).toBeGreaterThan(1e-13);
    expect(sharesBordersExactly(own, neighbours, local)).toBe(false);
  });

  it('is redone exactly: the drawing screen gets a shape that shares no area with the neighbours', () => {
    const r = applyDrawing({ parent: edit.parent, own: edit.own, siblings: new SiblingIndex(edit.siblings), drawn: edit.drawn });
    expect(r.warning).toBeUndefined();
    expect(r.overlapping).toHaveLength(edit.siblings.length);
    for (const s of r.overlapping) {
      const after = r.changed.find((c) => c.regionCode === s.regionCode)?.shape ?? s.shape;
      expect(planarArea(intersect(r.own, after))).toBeLessThan(1e-14);
    }
  });
});
