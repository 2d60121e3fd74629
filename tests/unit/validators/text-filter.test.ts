import { describe, expect, it } from 'vitest';
import { fromFilterValue, toFilterValue } from '../../../validators/text-filter.js';

describe('text filter prefixes (spec 000 §5)', () => {
  it('prefixes the operator', () => {
    expect(toFilterValue('ne', '张三')).toBe('!张三');
    expect(toFilterValue('ge', '10')).toBe('>=10');
    expect(toFilterValue('le', '2024-01-01')).toBe('<=2024-01-01');
    expect(toFilterValue('eq', 'abc')).toBe('abc');
  });

  it('wraps like in wildcards after stripping the ones typed', () => {
    expect(toFilterValue('like', '网格')).toBe('*网格*');
    expect(toFilterValue('like', '*网*格*')).toBe('*网格*');
  });

  it('trims only when asked', () => {
    expect(toFilterValue('ne', ' a ')).toBe('! a ');
    expect(toFilterValue('ne', ' a ', { trim: true })).toBe('!a');
    expect(toFilterValue('like', '  ', { trim: true })).toBe('');
  });

  it('sends nothing for empty text', () => {
    for (const type of ['eq', 'like', 'ne', 'ge', 'le'] as const) expect(toFilterValue(type, '')).toBe('');
  });

  it('shows a query value back without its prefix or wildcards', () => {
    expect(fromFilterValue('like', '*网格*')).toBe('网格');
    expect(fromFilterValue('ne', '!张三')).toBe('张三');
    expect(fromFilterValue('ge', '>=10')).toBe('10');
    expect(fromFilterValue('le', '<=9')).toBe('9');
    expect(fromFilterValue('ne', '张三')).toBe('张三');
    expect(fromFilterValue('like', undefined)).toBe('');
  });
});
