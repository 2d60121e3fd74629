/** A list screen's paramFilters: page query parameters that filter the list (/gridPersonList?regionCode=). */
import { describe, expect, it } from 'vitest';
import { paramFilterValues } from '../../../renderer/screens/param-filters';

describe('paramFilterValues', () => {
  it('asks for a region and the regions below it, or exactly a value', () => {
    expect(paramFilterValues({ regionCode: 'prefix', forceType: 'eq' }, { regionCode: '210102001002', forceType: '3', other: 'x' })).toEqual({
      regionCode: '210102001002*',
      forceType: '3,',
    });
  });

  it('filters nothing for a missing parameter, and a parameter cannot widen its own filter', () => {
    expect(paramFilterValues({ regionCode: 'prefix' }, {})).toEqual({});
    expect(paramFilterValues({ regionCode: 'prefix' }, { regionCode: '*' })).toEqual({});
    expect(paramFilterValues({ regionCode: 'prefix' }, { regionCode: '21,22' })).toEqual({ regionCode: '2122*' });
    expect(paramFilterValues(undefined, { regionCode: '21' })).toBeUndefined();
  });
});
