import { describe, expect, it } from 'vitest';
import { growRows, rowsParam } from '../../../../renderer/gallery/grow-rows';

describe('?rows=N of the gallery', () => {
  it('repeats the rows, counting on the text that ends in digits and leaving ids out of made rows', () => {
    const rows = [
      { id: '1', code: 'A001', phone: '13800000001', name: '张三', amount: 5 },
      { id: '2', code: 'A002', phone: '13800000002', name: '李四', amount: 6 },
    ];
    const grown = growRows(rows, 5) as Record<string, unknown>[];
    expect(grown).toHaveLength(5);
    expect(grown[0]).toBe(rows[0]);
    expect(grown[2]).toEqual({ code: 'A003', phone: '13800000003', name: '张三', amount: 5 });
    expect(grown[4]).toEqual({ code: 'A005', phone: '13800000005', name: '张三', amount: 5 });
    expect(new Set(grown.map((r) => r.code)).size).toBe(5);
    expect(growRows(rows, 1)).toEqual([rows[0]]);
    expect(growRows([], 3)).toEqual([]);
  });

  it('reads the parameter as a whole number up to 100,000', () => {
    expect(rowsParam('1000')).toBe(1000);
    expect(rowsParam(null)).toBeUndefined();
    expect(rowsParam('abc')).toBeUndefined();
    expect(rowsParam('1.5')).toBeUndefined();
    expect(rowsParam('100001')).toBeUndefined();
  });
});
