import { describe, expect, it } from 'vitest';
import { ellipsis, fieldParam, lookupParams, toggleRow, valueKeyOf, valuesOf } from '../../../../renderer/fields/biz-select/biz-config';

describe('business-component select', () => {
  it('stores the code key by default, the id key with returnId (default id,id)', () => {
    expect(valueKeyOf({})).toBe('id');
    expect(valueKeyOf({ returnKeys: ['id', 'gridCode'] })).toBe('gridCode');
    expect(valueKeyOf({ returnKeys: ['id', 'gridCode'], returnId: true })).toBe('id');
  });

  it('looks stored values up with a trailing comma, on one page of their count (002 §7)', () => {
    expect(lookupParams('gridCode', ['210102001002001', '210102001002003'])).toEqual({ gridCode: '210102001002001,210102001002003,', pageNo: 1, pageSize: 2 });
    expect(valuesOf('a, b,,c')).toEqual(['a', 'b', 'c']);
    expect(valuesOf(null)).toEqual([]);
    expect(fieldParam([{ title: '网格名称', dataIndex: 'gridName' }])).toBe('id,gridName');
  });

  it('a row click toggles it in multi mode and replaces the selection in single mode (002 §4)', () => {
    const key = (r: { id: string }) => r.id;
    const a = { id: 'a' };
    const b = { id: 'b' };
    expect(toggleRow([a], b, key, true)).toEqual([a, b]);
    expect(toggleRow([a, b], a, key, true)).toEqual([b]);
    expect(toggleRow([a], b, key, false)).toEqual([b]);
    expect(toggleRow([a], a, key, false)).toEqual([a]);
  });

  it('cuts long cells to 12 characters by default length, never with -1', () => {
    expect(ellipsis('水源地社区第一网格党支部委员会', 12)).toBe('水源地社区第一网格党支部...');
    expect(ellipsis('水源地社区第一网格', 12)).toBe('水源地社区第一网格');
    expect(ellipsis('水源地社区第一网格党支部委员会', -1)).toBe('水源地社区第一网格党支部委员会');
  });
});
