import { describe, expect, it } from 'vitest';
import { acceptsNumberTyping, numberOnBlur } from '../../../validators/number-cell.js';

describe('number cell (spec 002 §5)', () => {
  it('lets a signed decimal be typed, including empty and a lone minus', () => {
    for (const t of ['', '-', '0', '-1', '12.', '12.5', '-0.25']) expect(acceptsNumberTyping(t), t).toBe(true);
  });

  it('refuses keystrokes that make a non-number', () => {
    for (const t of ['a', '1a', '--1', '1.2.3', '+1', '1-', ' 1', '.5']) expect(acceptsNumberTyping(t), t).toBe(false);
  });

  it('on blur keeps numbers and empties the rest', () => {
    expect(numberOnBlur('-12.5')).toBe('-12.5');
    expect(numberOnBlur('12.')).toBe('12');
    expect(numberOnBlur('-')).toBe('');
    expect(numberOnBlur('abc')).toBe('');
    expect(numberOnBlur('')).toBe('');
  });
});
