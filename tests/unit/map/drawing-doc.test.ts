import { describe, expect, it } from 'vitest';
import {
  clearAll,
  cutOverlaps,
  deletePolygon,
  drawArea,
  endEdit,
  hollowArea,
  overlapsOf,
  placePoint,
  type DrawingContext,
  type DrawingDoc,
} from '../../../renderer/fields/map-drawer/drawing-doc';
import { intersect, planarArea, type MultiPolygon, type Ring } from '../../../src/shared/geo';

const square = (x: number, y: number, w: number, h = w): Ring => [
  [x, y],
  [x + w, y],
  [x + w, y + h],
  [x, y + h],
  [x, y],
];
const open = (r: Ring): Ring => r.slice(0, -1);
const shape = (r: Ring): MultiPolygon => [[r]];
const area = planarArea;

// The parent is 0.01 degrees square; the neighbour fills its left half.
const PARENT = shape(square(123.4, 41.8, 0.01));
const NEIGHBOUR = shape(square(123.4, 41.8, 0.005, 0.01));
const ctx: DrawingContext = { parent: PARENT, insideSameLevel: true };
const empty: DrawingDoc = { own: [], siblings: [{ regionCode: 'n1', name: '第一网格', shape: NEIGHBOUR }], changed: [], coexist: [], point: null };
// Drawn over the middle: half on the neighbour, half free.
const OVER = open(square(123.403, 41.803, 0.004));

describe('drawing an area', () => {
  it('asks about each overlapping neighbour before applying anything', () => {
    const r = drawArea(ctx, empty, OVER);
    expect(r.ask?.map((s) => s.name)).toEqual(['第一网格']);
    expect(r.doc).toBe(empty);
  });

  it('"clip me": the overlap leaves the drawing and the neighbour gets the new border vertices, to be saved with it', () => {
    const { doc } = drawArea(ctx, empty, OVER, { n1: 1 });
    expect(area(doc.own)).toBeCloseTo(0.002 * 0.004, 11);
    expect(area(intersect(doc.own, doc.siblings[0].shape))).toBeLessThan(1e-14);
    expect(doc.changed).toEqual(['n1']);
    const borderOfNeighbour = new Set(doc.siblings[0].shape.flat(2).map((p) => p.join()));
    for (const v of doc.own.flat(2)) if (v[0] === 123.405) expect(borderOfNeighbour.has(v.join())).toBe(true);
    expect(doc.coexist).toEqual([]);
  });

  it('"coexist": the drawing keeps the overlap and the neighbour is recorded as coexisting, unchanged', () => {
    const { doc } = drawArea(ctx, empty, OVER, { n1: 3 });
    expect(area(doc.own)).toBeCloseTo(0.004 * 0.004, 11);
    expect(doc).toMatchObject({ coexist: ['n1'], changed: [] });
    expect(overlapsOf(doc).map((s) => s.regionCode)).toEqual(['n1']);
  });

  it('with drawing inside the same level switched off, an overlap is clipped without asking', () => {
    const r = drawArea({ ...ctx, insideSameLevel: false }, empty, OVER);
    expect(r.ask).toBeUndefined();
    expect(area(r.doc.own)).toBeCloseTo(0.002 * 0.004, 11);
  });

  it('is clipped to the parent; a drawing outside it is ignored with a warning; no parent drawn means no clip', () => {
    const sticking = drawArea(ctx, { ...empty, siblings: [] }, open(square(123.408, 41.808, 0.004)));
    expect(area(sticking.doc.own)).toBeCloseTo(0.002 * 0.002, 11);
    expect(drawArea(ctx, empty, open(square(123.5, 41.8, 0.001))).warning).toBe('outsideParent');
    const free = drawArea({ parent: null, insideSameLevel: true }, { ...empty, siblings: [] }, open(square(123.408, 41.808, 0.004)));
    expect(area(free.doc.own)).toBeCloseTo(0.004 * 0.004, 11);
  });

  it('refuses fewer than 3 points and self-crossing rings', () => {
    expect(
      drawArea(ctx, empty, [
        [123.406, 41.801],
        [123.407, 41.802],
      ]).warning,
    ).toBe('tooFewPoints');
    expect(
      drawArea(ctx, empty, [
        [123.406, 41.801],
        [123.408, 41.803],
        [123.408, 41.801],
        [123.406, 41.803],
      ]).warning,
    ).toBe('selfIntersecting');
  });

  it('is united with the own shape it overlaps', () => {
    const first = drawArea(ctx, { ...empty, siblings: [] }, open(square(123.406, 41.801, 0.002))).doc;
    const second = drawArea(ctx, first, open(square(123.407, 41.801, 0.002))).doc;
    expect(second.own).toHaveLength(1);
    expect(area(second.own)).toBeCloseTo(0.003 * 0.002, 11);
  });
});

describe('other edits', () => {
  const own = { ...empty, own: shape(square(123.406, 41.801, 0.003)) };

  it('hollowing cuts a hole, and warns 请在已绘制好的区域上挖空 where nothing is drawn', () => {
    expect(area(hollowArea(own, open(square(123.407, 41.802, 0.001))).doc.own)).toBeCloseTo(0.003 * 0.003 - 0.001 * 0.001, 11);
    expect(hollowArea(own, open(square(123.401, 41.801, 0.001))).warning).toBe('hollowNothing');
  });

  it('an edited shape is clipped to the parent with the neighbours taken out, except those coexisting', () => {
    const edited = shape(square(123.404, 41.801, 0.008));
    const r = endEdit(ctx, own, edited);
    expect(area(intersect(r.doc.own, NEIGHBOUR))).toBeLessThan(1e-14);
    expect(area(r.doc.own)).toBeCloseTo(0.005 * 0.008, 10);
    const coexisting = endEdit(ctx, { ...own, coexist: ['n1'] }, edited);
    expect(area(intersect(coexisting.doc.own, NEIGHBOUR))).toBeGreaterThan(1e-7);
  });

  it('an edit with more than 2 self-intersections is refused and the shape stays', () => {
    const zigzag: Ring = [
      [123.406, 41.801],
      [123.409, 41.804],
      [123.409, 41.801],
      [123.406, 41.804],
      [123.4065, 41.8],
      [123.4085, 41.805],
      [123.406, 41.801],
    ];
    const r = endEdit(ctx, own, [[zigzag]]);
    expect(r.warning).toBe('selfIntersecting');
    expect(r.doc).toBe(own);
  });

  it('deletes one polygon, clears everything, and places a point only inside the own shape', () => {
    const two = { ...own, own: [...own.own, ...shape(square(123.401, 41.809, 0.0005))] };
    expect(deletePolygon(two, 1).own).toEqual(own.own);
    expect(clearAll({ ...two, point: [123.407, 41.802] })).toMatchObject({ own: [], point: null });
    expect(placePoint(own, [123.407, 41.802]).doc.point).toEqual([123.407, 41.802]);
    expect(placePoint(own, [123.401, 41.802]).warning).toBe('pointOutside');
    expect(placePoint(empty, [123.401, 41.802]).doc.point).toEqual([123.401, 41.802]);
  });

  it('cutting a coexisting overlap after all (确认裁剪选中区域？) takes it out and shares the border', () => {
    const { doc } = drawArea(ctx, empty, OVER, { n1: 3 });
    const cut = cutOverlaps(doc, ['n1']).doc;
    expect(overlapsOf(cut)).toEqual([]);
    expect(cut).toMatchObject({ coexist: [] });
    expect(area(cut.own)).toBeCloseTo(0.002 * 0.004, 11);
  });
});
