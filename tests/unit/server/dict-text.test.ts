/** Dictionary texts and values of spreadsheets: one value, or a multiple field's comma-joined values. */
import { describe, expect, it } from 'vitest';
import { dictText, dictValueOf } from '../../../src/server/services/crud/dict-text.js';

const tags = new Map([
  ['1', '低保户'],
  ['3', '独居老人'],
  ['10', '出租户'],
]);

describe('dictionary texts and values', () => {
  it('a multiple field exports its texts comma-joined and imports them back, as texts or values, whatever the separator', () => {
    expect(dictText(tags, '1,10')).toBe('低保户,出租户');
    expect(dictValueOf(tags, '低保户,出租户', true)).toBe('1,10');
    expect(dictValueOf(tags, '独居老人、1，出租户', true)).toBe('3,1,10');
    expect(dictValueOf(tags, '低保户, 其他', true)).toBe('1,其他');
  });

  it('a single field maps the whole cell, commas included', () => {
    expect(dictValueOf(tags, '独居老人')).toBe('3');
    expect(dictValueOf(tags, '低保户,出租户')).toBe('低保户,出租户');
  });
});
