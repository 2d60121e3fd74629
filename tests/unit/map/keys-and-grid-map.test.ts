import { describe, expect, it } from 'vitest';
import { commandOfKey, typingInto } from '../../../renderer/fields/map-drawer/keys';
import { areaText, drawPath, drawStatusText, pointsOf, sortGrids } from '../../../src/client/pages/grid/grid-map-model';
import type { GridFeature } from '../../../src/shared/services/gis';

describe('drawing screen keys', () => {
  it('Esc abandons, Backspace undoes a vertex, Ctrl+Z / Ctrl+Y (and Ctrl+Shift+Z) undo and redo edits', () => {
    expect(commandOfKey({ key: 'Escape' })).toBe('esc');
    expect(commandOfKey({ key: 'Backspace' })).toBe('backspace');
    expect(commandOfKey({ key: 'z', ctrlKey: true })).toBe('undo');
    expect(commandOfKey({ key: 'Z', ctrlKey: true, shiftKey: true })).toBe('redo');
    expect(commandOfKey({ key: 'y', metaKey: true })).toBe('redo');
    expect(commandOfKey({ key: 'a' })).toBeNull();
    expect(commandOfKey({ key: 'Backspace', ctrlKey: true })).toBeNull();
  });
  it('leaves keys typed into a field alone', () => {
    expect(typingInto({ tagName: 'INPUT' } as unknown as EventTarget)).toBe(true);
    expect(typingInto({ tagName: 'DIV', isContentEditable: false } as unknown as EventTarget)).toBe(false);
    expect(typingInto(null)).toBe(false);
  });
});

describe('grid map rules', () => {
  it('says 已标绘 / 未标绘 and reads areas in square metres or kilometres', () => {
    expect([drawStatusText(1), drawStatusText(0)]).toEqual(['已标绘', '未标绘']);
    expect(areaText(132493.4)).toBe('132,493 平方米');
    expect(areaText(2_500_000)).toBe('2.50 平方公里');
    expect(areaText(undefined)).toBe('—');
  });
  it('shows point layer items that carry a position', () => {
    expect(pointsOf([{ name: '1号楼', gisLon: '123.4', gisLat: 41.8 }, { name: '无坐标' }, { title: 'x', lng: 123, lat: 41 }, null])).toEqual([
      { lng: 123.4, lat: 41.8, title: '1号楼' },
      { lng: 123, lat: 41, title: 'x' },
    ]);
  });
  it('lists drawn grids first and links a code to its drawing page', () => {
    const g = (code: string, drawStatus: number) =>
      ({ type: 'Feature', properties: { regionCode: code, name: code, communityCode: 'c', drawStatus }, geometry: null }) as GridFeature;
    expect(sortGrids([g('3', 0), g('2', 1), g('1', 1)]).map((x) => x.properties.regionCode)).toEqual(['1', '2', '3']);
    expect(drawPath('210102001002003')).toBe('/grid/draw?regionCode=210102001002003');
  });
});
