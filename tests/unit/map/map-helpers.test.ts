import { describe, expect, it } from 'vitest';
import { baseLayerSpecs, canSwitchBase, hasBaseMap } from '../../../renderer/map/base-layers';
import { COLORS, labelFontSize, randomColor } from '../../../renderer/map/constants';
import { boundsOf, labelPoint, polygonLatLngs, polygonOf } from '../../../renderer/map/geometry';
import { pointChanged, savePayload, versionsAfterSave } from '../../../renderer/fields/map-drawer/save-plan';
import type { DrawingDoc } from '../../../renderer/fields/map-drawer/drawing-doc';

describe('base maps', () => {
  it('use the tile template first, Tianditu with its labels when keyed, nothing otherwise', () => {
    expect(baseLayerSpecs({ tdtKey: '', tileUrl: '' }, 'vec')).toEqual([]);
    expect(hasBaseMap({ tdtKey: '', tileUrl: '' })).toBe(false);
    const tdt = baseLayerSpecs({ tdtKey: 'k1', tileUrl: '' }, 'img');
    expect(tdt.map((t) => /LAYER=(\w+)/.exec(t.url)?.[1])).toEqual(['img', 'cia']);
    expect(tdt[0].url).toContain('tk=k1');
    expect(tdt[0].url).toContain('TILEMATRIX={z}&TILEROW={y}&TILECOL={x}');
    expect(baseLayerSpecs({ tdtKey: '', tileUrl: '' }, 'vec')).toEqual([]);
    expect(baseLayerSpecs({ tdtKey: 'k1', tileUrl: 'http://10.1.1.1/{type}/{z}/{x}/{y}.png' }, 'img')).toEqual([
      { url: 'http://10.1.1.1/img/{z}/{x}/{y}.png', maxZoom: 18 },
    ]);
  });

  it('offer the vector/satellite switch only when both exist', () => {
    expect(canSwitchBase({ tdtKey: 'k', tileUrl: '' })).toBe(true);
    expect(canSwitchBase({ tdtKey: '', tileUrl: 'http://x/{z}/{x}/{y}' })).toBe(false);
    expect(canSwitchBase({ tdtKey: '', tileUrl: 'http://x/{type}/{z}/{x}/{y}' })).toBe(true);
    expect(canSwitchBase({ tdtKey: '', tileUrl: '' })).toBe(false);
  });
});

describe('constants of 001 §9', () => {
  it('hide labels below zoom 13 and size them 5/11/17/23/30 for zooms 14-18', () => {
    expect([12, 13, 14, 15, 16, 17, 18, 19].map(labelFontSize)).toEqual([null, 5, 5, 11, 17, 23, 30, 30]);
  });
  it('pick one of 12 colours', () => {
    expect(COLORS).toHaveLength(12);
    expect(randomColor(() => 0)).toBe(COLORS[0]);
    expect(randomColor(() => 0.9999)).toBe(COLORS[11]);
  });
});

describe('geometry glue', () => {
  const ring: [number, number][] = [
    [123.4, 41.8],
    [123.41, 41.8],
    [123.41, 41.81],
    [123.4, 41.81],
    [123.4, 41.8],
  ];
  it('turns GeoJSON rings into Leaflet rings and back', () => {
    const ll = polygonLatLngs([ring]);
    expect(ll[0]).toEqual([
      [41.8, 123.4],
      [41.8, 123.41],
      [41.81, 123.41],
      [41.81, 123.4],
    ]);
    expect(polygonOf(ll.map((r) => r.map(([lat, lng]) => ({ lat, lng }))))).toEqual([ring]);
    expect(boundsOf([[[ring]]])).toEqual([123.4, 41.8, 123.41, 41.81]);
    expect(boundsOf([])).toBeNull();
  });
  it('puts a label in the middle of the largest polygon', () => {
    const small: [number, number][] = [
      [123.5, 41.8],
      [123.501, 41.8],
      [123.501, 41.801],
      [123.5, 41.8],
    ];
    const at = labelPoint([[small], [ring]])!;
    expect(at[0]).toBeCloseTo(123.405, 9);
    expect(at[1]).toBeCloseTo(41.805, 9);
  });
});

describe('save plan', () => {
  const doc: DrawingDoc = {
    own: [
      [
        [
          [1, 1],
          [2, 1],
          [2, 2],
          [1, 1],
        ],
      ],
    ],
    siblings: [
      {
        regionCode: 'a',
        shape: [
          [
            [
              [0, 0],
              [1, 0],
              [1, 1],
              [0, 0],
            ],
          ],
        ],
      },
      { regionCode: 'b', shape: [] },
    ],
    changed: ['a'],
    coexist: ['b'],
    point: null,
  };
  it('sends the own layer with its version, the coexisting codes and the changed neighbours with theirs', () => {
    expect(savePayload('g', doc, { own: 2, siblings: { a: 5 } })).toEqual({
      regionCode: 'g',
      layerJson: { type: 'MultiPolygon', coordinates: doc.own },
      version: 2,
      coexist: ['b'],
      siblings: [{ regionCode: 'a', layerJson: { type: 'MultiPolygon', coordinates: doc.siblings[0].shape }, version: 5 }],
    });
  });
  it('moves the versions on after a save', () => {
    expect(versionsAfterSave({ own: 2, siblings: { a: 5, b: 1 } }, doc, 3)).toEqual({ own: 3, siblings: { a: 6, b: 1 } });
  });
  it('knows when the point must be saved', () => {
    expect(pointChanged(null, null)).toBe(false);
    expect(pointChanged(null, [1, 2])).toBe(true);
    expect(pointChanged([1, 2], null)).toBe(true);
    expect(pointChanged([1, 2], [1, 2])).toBe(false);
  });
});
