/** Greeting, formats, the fast-click guard and the after-login password rule. */
import { describe, expect, it } from 'vitest';
import { passwordChangeDue } from '../../../src/client/features/account/password-due';
import { FAST_CLICK_MESSAGE, guardFastClick } from '../../../src/client/utils/fast-click';
import { formatDate, formatDateTime, formatNumber, formatTime } from '../../../src/client/utils/format';
import { greeting } from '../../../src/client/utils/greeting';

describe('greeting by hour', () => {
  it('before 9, to 11, to 13, before 20, else', () => {
    expect([0, 8, 9, 11, 12, 13, 14, 19, 20, 23].map(greeting)).toEqual([
      '早上好',
      '早上好',
      '上午好',
      '上午好',
      '中午好',
      '中午好',
      '下午好',
      '下午好',
      '晚上好',
      '晚上好',
    ]);
  });
});

describe('formats', () => {
  it('dates and times as YYYY-MM-DD, YYYY-MM-DD HH:mm:ss and HH:mm:ss', () => {
    const d = new Date(2026, 0, 2, 3, 4, 5);
    expect(formatDate(d)).toBe('2026-01-02');
    expect(formatDateTime(d)).toBe('2026-01-02 03:04:05');
    expect(formatTime(d)).toBe('03:04:05');
    expect(formatDate(null)).toBe('');
    expect(formatDate('not a date')).toBe('not a date');
  });

  it('numbers with thousands separators', () => {
    expect(formatNumber(1234567.5)).toBe('1,234,567.5');
    expect(formatNumber('-9876543')).toBe('-9,876,543');
    expect(formatNumber(1000, 2)).toBe('1,000.00');
    expect(formatNumber(999)).toBe('999');
    expect(formatNumber('abc')).toBe('abc');
  });
});

describe('fast-click guard', () => {
  it('a second click within 300 ms is refused with the warning; later ones pass', () => {
    let now = 0;
    const calls: number[] = [];
    const warnings: string[] = [];
    const click = guardFastClick(
      (n: number) => calls.push(n),
      (m) => warnings.push(m),
      300,
      () => now,
    );
    click(1);
    now = 299;
    click(2);
    now = 300;
    click(3);
    expect(calls).toEqual([1, 3]);
    expect(warnings).toEqual([FAST_CLICK_MESSAGE]);
    expect(FAST_CLICK_MESSAGE).toBe('你点击的太快了，请慢点点击!');
  });
});

describe('change-password prompt after login', () => {
  it('shown when updatePwd is true, without asking the server', async () => {
    let asked = false;
    expect(await passwordChangeDue({ updatePwd: true }, 'x', async () => ((asked = true), false))).toBe(true);
    expect(asked).toBe(false);
  });

  it('otherwise shown only when the password just used is too simple', async () => {
    expect(await passwordChangeDue({ updatePwd: false }, 'abc', async (p) => p === 'abc')).toBe(true);
    expect(await passwordChangeDue({ updatePwd: false }, 'Str0ng#Pass', async () => false)).toBe(false);
  });

  it('a failed easy-password check shows nothing', async () => {
    expect(await passwordChangeDue({ updatePwd: false }, 'x', () => Promise.reject(new Error('down')))).toBe(false);
  });
});
