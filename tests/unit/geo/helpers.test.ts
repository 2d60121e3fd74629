import { describe, expect, it } from 'vitest';
import {
  closesRing,
  pointAccepted,
  selfIntersections,
  snapPoint,
  snapRadiusKm,
  wouldSelfCross,
  type MultiPolygon,
  type Pair,
} from '../../../src/shared/geo/index.js';

const own: MultiPolygon = [
  [
    [
      [123.4, 41.8],
      [123.41, 41.8],
      [123.41, 41.81],
      [123.4, 41.81],
      [123.4, 41.8],
    ],
  ],
];

describe('drawing helpers', () => {
  it('a line that would cross itself is caught before the point is added (shown red, point refused)', () => {
    const line: Pair[] = [
      [0, 0],
      [2, 0],
      [2, 2],
      [1, 2],
    ];
    expect(wouldSelfCross(line, [1, -1])).toBe(true);
    expect(wouldSelfCross(line, [0, 2])).toBe(false);
  });

  it('counts the self-intersections of a closed ring', () => {
    expect(
      selfIntersections([
        [0, 0],
        [2, 2],
        [2, 0],
        [0, 2],
        [0, 0],
      ]),
    ).toBe(1);
    expect(
      selfIntersections([
        [0, 0],
        [2, 0],
        [2, 2],
        [0, 2],
        [0, 0],
      ]),
    ).toBe(0);
  });

  it('snaps to a vertex within 0.002 km × the slider, else to an edge, else not at all', () => {
    expect(snapRadiusKm()).toBeCloseTo(0.006);
    expect(snapRadiusKm(9)).toBeCloseTo(0.01);
    expect(snapPoint([123.41003, 41.80002], [own], snapRadiusKm())).toEqual([123.41, 41.8]);
    const onEdge = snapPoint([123.40502, 41.80003], [own], snapRadiusKm());
    expect(onEdge[1]).toBeCloseTo(41.8, 9);
    expect(snapPoint([123.405, 41.805], [own], snapRadiusKm())).toEqual([123.405, 41.805]);
  });

  it('closes a ring near its start (4 × the snap radius) once it has 3 points', () => {
    const line: Pair[] = [
      [123.4, 41.8],
      [123.41, 41.8],
      [123.41, 41.81],
    ];
    expect(closesRing(line, [123.4001, 41.8001])).toBe(true);
    expect(closesRing(line.slice(0, 2), [123.4001, 41.8001])).toBe(false);
  });

  it('accepts a point mark only inside an own polygon, or anywhere while there is none', () => {
    expect(pointAccepted([123.405, 41.805], own)).toBe(true);
    expect(pointAccepted([123.5, 41.805], own)).toBe(false);
    expect(pointAccepted([123.5, 41.805], [])).toBe(true);
  });
});
