import { describe, expect, it } from 'vitest';
import { applyDrawing, areaOf, finishEdit, hollow, intersect, planarArea, SiblingIndex, type MultiPolygon, type Ring } from '../../../src/shared/geo/index.js';

const square = (x: number, y: number, w: number, h = w): Ring => [
  [x, y],
  [x + w, y],
  [x + w, y + h],
  [x, y + h],
  [x, y],
];
const shapeOf = (r: Ring): MultiPolygon => [[r]];
// A parent of 0.01 x 0.01 degrees near Shenyang, split into a left and a right neighbour.
const parent = shapeOf(square(123.4, 41.8, 0.01));
const left = { regionCode: '210102001002001', name: '第一网格', shape: shapeOf(square(123.4, 41.8, 0.004, 0.01)) };
const right = { regionCode: '210102001002002', name: '第二网格', shape: shapeOf(square(123.406, 41.8, 0.004, 0.01)) };
const siblings = new SiblingIndex([left, right]);

describe('drawing an area', () => {
  it('clips a drawing to the parent and ignores one that touches no parent', () => {
    const r = applyDrawing({ parent, own: [], siblings: new SiblingIndex([]), drawn: square(123.409, 41.809, 0.003) });
    expect(r.warning).toBeUndefined();
    expect(planarArea(r.own)).toBeCloseTo(0.001 * 0.001, 10);
    const away = applyDrawing({ parent, own: [], siblings, drawn: square(124, 42, 0.001) });
    expect(away.warning).toBe('outsideParent');
    expect(away.own).toEqual([]);
  });

  it('needs more than 2 points and refuses a self-crossing ring with 图形违规！', () => {
    expect(
      applyDrawing({
        parent,
        own: [],
        siblings,
        drawn: [
          [123.401, 41.801],
          [123.402, 41.802],
        ],
      }).warning,
    ).toBe('tooFewPoints');
    const bowtie: Ring = [
      [123.4041, 41.801],
      [123.4059, 41.803],
      [123.4059, 41.801],
      [123.4041, 41.803],
    ];
    expect(applyDrawing({ parent, own: [], siblings, drawn: bowtie }).warning).toBe('selfIntersecting');
  });

  it('"clip me" takes the overlap out of the drawing; the neighbour keeps its area and the border is one line', () => {
    const drawn = square(123.403, 41.802, 0.002); // over the left neighbour's right edge
    const r = applyDrawing({ parent, own: [], siblings, drawn, decisions: { [left.regionCode]: 1 } });
    expect(r.overlapping.map((s) => s.regionCode)).toEqual([left.regionCode]);
    expect(planarArea(intersect(r.own, left.shape))).toBeLessThan(1e-14);
    expect(planarArea(r.own)).toBeCloseTo(0.001 * 0.002, 10);
  });

  it('"coexist" keeps the overlap in both', () => {
    const r = applyDrawing({ parent, own: [], siblings, drawn: square(123.403, 41.802, 0.002), decisions: { [left.regionCode]: 3 } });
    expect(planarArea(intersect(r.own, left.shape))).toBeCloseTo(0.001 * 0.002, 10);
    expect(r.changed).toEqual([]);
  });

  it('unites with the own polygons it overlaps', () => {
    const own = shapeOf(square(123.4045, 41.804, 0.001));
    const r = applyDrawing({ parent, own, siblings: new SiblingIndex([]), drawn: square(123.405, 41.804, 0.001) });
    expect(r.own).toHaveLength(1);
    expect(planarArea(r.own)).toBeCloseTo(0.0015 * 0.001, 10);
  });
});

describe('hollowing and editing', () => {
  const own = shapeOf(square(123.4045, 41.804, 0.001));
  it('hollow cuts a hole; over nothing it says 请在已绘制好的区域上挖空', () => {
    expect(planarArea(hollow(own, square(123.4048, 41.8043, 0.0004)).own)).toBeCloseTo(0.001 * 0.001 - 0.0004 * 0.0004, 10);
    expect(hollow(own, square(123.409, 41.809, 0.0005)).warning).toBe('hollowNothing');
  });

  it('an edit with more than 2 self-intersections is refused and the previous shape kept', () => {
    const zigzag: Ring = [
      [123.4046, 41.8041],
      [123.4054, 41.8049],
      [123.4054, 41.8041],
      [123.4046, 41.8049],
      [123.4046, 41.8045],
      [123.4054, 41.8045],
      [123.4046, 41.8041],
    ];
    expect(finishEdit(own, shapeOf(zigzag), parent, siblings)).toEqual({ own, warning: 'selfIntersecting' });
  });

  it('an accepted edit is clipped to the parent with siblings and other own polygons taken out', () => {
    const grown = shapeOf(square(123.402, 41.804, 0.01));
    const r = finishEdit(own, grown, parent, siblings);
    expect(r.warning).toBeUndefined();
    expect(planarArea(intersect(r.own, left.shape))).toBeLessThan(1e-14);
    expect(planarArea(intersect(r.own, right.shape))).toBeLessThan(1e-14);
  });
});

describe('area', () => {
  it('is geodesic, in square metres (a 0.01 degree square at 41.8° N is about 1.11 km by 0.83 km)', () => {
    const a = areaOf(parent);
    expect(a).toBeGreaterThan(920_000);
    expect(a).toBeLessThan(930_000);
  });
});
