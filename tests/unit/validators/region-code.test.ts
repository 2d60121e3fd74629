import { describe, expect, it } from 'vitest';
import {
  LEVELS,
  ancestorsOf,
  chainOf,
  childLength,
  fitsRegionKind,
  hasChildLevel,
  isAncestorOf,
  isGridCode,
  isRegionCode,
  isRegionCodeList,
  levelOf,
  parentOf,
  REGION_CODE_PATTERN,
} from '../../../validators/region-code.js';

const GRID = '210102001002003';

describe('region codes', () => {
  it('has six levels from 省 to 网格, each code its parent plus 2, 2, 2, 3, 3 or 3 digits', () => {
    expect(LEVELS.map((l) => [l.rank, l.name, l.length])).toEqual([
      [1, '省', 2],
      [2, '市', 4],
      [3, '区县', 6],
      [4, '街道', 9],
      [5, '社区', 12],
      [6, '网格', 15],
    ]);
  });

  it('accepts digits of a level length only', () => {
    for (const code of ['21', '2101', '210102', '210102001', '210102001002', GRID]) expect(isRegionCode(code), code).toBe(true);
    for (const code of ['', '2', '210', '2101020010', '21010200100', '2101020010020', '21010200100200', '2101020010020031', '21010a', ' 210102', 21]) {
      expect(isRegionCode(code), String(code)).toBe(false);
    }
  });

  it('tells the level of a code, one object with its rank, key and name', () => {
    expect(levelOf('210102001')).toMatchObject({ rank: 4, key: 'street', name: '街道' });
    expect(levelOf(GRID)).toMatchObject({ rank: 6, key: 'grid' });
    expect(levelOf('21010')).toBeUndefined();
  });

  it('finds parents, ancestors and the length of children', () => {
    expect(parentOf(GRID)).toBe('210102001002');
    expect(parentOf('210102001')).toBe('210102');
    expect(parentOf('21')).toBeNull();
    expect(parentOf('21010')).toBeNull();
    expect(ancestorsOf(GRID)).toEqual(['21', '2101', '210102', '210102001', '210102001002']);
    expect(chainOf('210102001')).toEqual(['21', '2101', '210102', '210102001']);
    expect(childLength('210102001')).toBe(12);
    expect(childLength('210102001002')).toBe(15);
    expect(childLength(GRID)).toBeNull();
    expect(hasChildLevel('210102001002')).toBe(true);
    expect(hasChildLevel(GRID)).toBe(false);
  });

  it('knows an ancestor from a code that merely starts the same', () => {
    expect(isAncestorOf('210102001', GRID)).toBe(true);
    expect(isAncestorOf(GRID, GRID)).toBe(false);
    expect(isAncestorOf('210102002', GRID)).toBe(false);
    expect(isAncestorOf('2101020', GRID)).toBe(false);
  });

  it('separates grid codes from the rest, for x-region "grid"', () => {
    expect(isGridCode(GRID)).toBe(true);
    expect(isGridCode('210102001002')).toBe(false);
    expect(fitsRegionKind('210102001002', true)).toBe(true);
    expect(fitsRegionKind('210102001002', 'grid')).toBe(false);
    expect(fitsRegionKind(GRID, 'grid')).toBe(true);
  });

  it('gives route schemas a pattern with the same verdict', () => {
    const pattern = new RegExp(REGION_CODE_PATTERN);
    for (const code of ['21', '210102001002', GRID, '210', '2101020010', '21a']) expect(pattern.test(code), code).toBe(isRegionCode(code));
  });

  it('checks comma-separated lists code by code', () => {
    expect(isRegionCodeList('210102,210102001002003')).toBe(true);
    expect(isRegionCodeList('210102,2101020')).toBe(false);
    expect(isRegionCodeList('210102,')).toBe(false);
  });
});
