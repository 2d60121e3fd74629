/**
 * The in-memory reading of data rules and rich-text paths: a row about to be written meets a rule as its SQL would
 * once stored (missing values meet nothing, patterns with letters ignore case, numbers compare as numbers), and the
 * paths a rich text names are those after the download address, up to the first character no stored path has.
 */
import { describe, expect, it } from 'vitest';
import { rowMeets } from '../../../src/server/services/data-rules/row-match.js';
import { staticPathsIn } from '../../../src/server/services/html/static-paths.js';

describe('rowMeets', () => {
  it('compares like SQL: a missing value meets no comparison, not even !=', () => {
    expect(rowMeets({ name: '张三' }, { field: 'name', rule: 'ne', value: '李四' })).toBe(true);
    expect(rowMeets({ name: null }, { field: 'name', rule: 'ne', value: '李四' })).toBe(false);
    expect(rowMeets({}, { field: 'name', rule: 'eq', value: '李四' })).toBe(false);
  });

  it('compares numbers as numbers and text by code point', () => {
    expect(rowMeets({ age: 9 }, { field: 'age', rule: 'lt', value: 10 })).toBe(true);
    expect(rowMeets({ age: '10' }, { field: 'age', rule: 'ge', value: 9 })).toBe(true);
    expect(rowMeets({ code: '210102001002' }, { field: 'code', rule: 'gt', value: '210102001' })).toBe(true);
    expect(rowMeets({ type: '2' }, { field: 'type', rule: 'in', values: ['1', '3'] })).toBe(false);
  });

  it('matches patterns with letters regardless of case, as ilike and SQLite LIKE do', () => {
    expect(rowMeets({ name: 'Zhang San' }, { field: 'name', rule: 'like', value: 'zhang' })).toBe(true);
    expect(rowMeets({ name: '商圈网格' }, { field: 'name', rule: 'right_like', value: '商圈' })).toBe(true);
    expect(rowMeets({ name: '第一网格' }, { field: 'name', rule: 'left_like', value: '第一' })).toBe(false);
    expect(rowMeets({ tags: '1,3' }, { field: 'tags', rule: 'multi', values: ['3'] })).toBe(true);
  });

  it('an empty in-list (a broken rule) meets nothing', () => {
    expect(rowMeets({ id: 'a' }, { field: 'id', rule: 'in', values: [] })).toBe(false);
  });
});

describe('staticPathsIn', () => {
  it('reads every path after the download address, in images, links and text, without query or full stop', () => {
    const html =
      '<p><img src="/api/sys/common/static/notice/a1.png"><a href="http://x/api/sys/common/static/temp/b2.pdf?_tk=1">b</a>见 /sys/common/static/notice/c3.png。也见 /sys/common/static/notice/d4.png.</p>';
    expect(staticPathsIn(html)).toEqual(['notice/a1.png', 'temp/b2.pdf', 'notice/c3.png', 'notice/d4.png']);
  });

  it('names nothing in text without the address, or in what is not text', () => {
    expect(staticPathsIn('<p>/notice/a1.png</p>')).toEqual([]);
    expect(staticPathsIn(null)).toEqual([]);
  });
});
