import { describe, expect, it } from 'vitest';
import {
  cronError,
  nextRuns,
  parseCron,
  previousRun,
  setUnit,
  splitCron,
  joinCron,
  stateOf,
  textOf,
  UNIT_SPECS,
  CRON_UNITS,
} from '../../../validators/cron/index.js';
import { checkRule } from '../../../validators/rules.js';

/** China time as text, whatever the machine's zone. */
const cn = (d: Date) => d.toLocaleString('sv-SE', { timeZone: 'Asia/Shanghai' });
const at = (text: string) => new Date(`${text}+08:00`);
const runs = (expression: string, from: string, n = 3) => nextRuns(expression, n, at(from)).map(cn);

describe('cron fire times (hand-computed, China time)', () => {
  it('# : the third Friday of each month', () => {
    expect(runs('0 15 10 ? * 6#3', '2026-01-01T00:00:00')).toEqual(['2026-01-16 10:15:00', '2026-02-20 10:15:00', '2026-03-20 10:15:00']);
  });
  it('# with a name: the first Monday', () => {
    expect(runs('0 0 12 ? * MON#1', '2026-01-01T00:00:00')).toEqual(['2026-01-05 12:00:00', '2026-02-02 12:00:00', '2026-03-02 12:00:00']);
  });
  it('nL in the week: the last Friday', () => {
    expect(runs('0 0 12 ? * 6L', '2026-01-01T00:00:00')).toEqual(['2026-01-30 12:00:00', '2026-02-27 12:00:00', '2026-03-27 12:00:00']);
  });
  it('L alone in the week is Saturday, as in Quartz', () => {
    expect(runs('0 0 12 ? * L', '2026-01-01T00:00:00')).toEqual(['2026-01-03 12:00:00', '2026-01-10 12:00:00', '2026-01-17 12:00:00']);
  });
  it('L in the day: the last day of the month, leap years included', () => {
    expect(runs('0 15 10 L * ?', '2028-01-15T00:00:00')).toEqual(['2028-01-31 10:15:00', '2028-02-29 10:15:00', '2028-03-31 10:15:00']);
  });
  it('W: the working day nearest the 15th, never leaving the month', () => {
    // 2026-02-15 and 2026-03-15 are Sundays: Monday the 16th.
    expect(runs('0 0 12 15W * ?', '2026-01-01T00:00:00')).toEqual(['2026-01-15 12:00:00', '2026-02-16 12:00:00', '2026-03-16 12:00:00']);
    // 2026-08-01 is a Saturday: Monday the 3rd, not Friday 31 July.
    expect(runs('0 0 12 1W * ?', '2026-07-15T00:00:00', 2)).toEqual(['2026-08-03 12:00:00', '2026-09-01 12:00:00']);
  });
  it('31W: only in months with a 31st, moved back to Friday when it falls on a weekend', () => {
    // April has no 31st; 2026-05-31 is a Sunday, 2026-07-31 a Friday, 2026-08-31 a Monday, 2026-10-31 a Saturday.
    expect(runs('0 0 12 31W * ?', '2026-04-01T00:00:00', 4)).toEqual([
      '2026-05-29 12:00:00',
      '2026-07-31 12:00:00',
      '2026-08-31 12:00:00',
      '2026-10-30 12:00:00',
    ]);
  });
  it('LW: the last working day of the month', () => {
    // 2026-01-31 is a Saturday, 2026-02-28 a Saturday, 2026-03-31 a Tuesday.
    expect(runs('0 0 12 LW * ?', '2026-01-01T00:00:00')).toEqual(['2026-01-30 12:00:00', '2026-02-27 12:00:00', '2026-03-31 12:00:00']);
  });
  it('years: a list, a range and a step from a year', () => {
    expect(runs('0 0 0 1 1 ? 2030-2031', '2026-01-01T00:00:00')).toEqual(['2030-01-01 00:00:00', '2031-01-01 00:00:00']);
    expect(runs('0 0 0 29 2 ? 2028/4', '2026-01-01T00:00:00')).toEqual(['2028-02-29 00:00:00', '2032-02-29 00:00:00', '2036-02-29 00:00:00']);
    expect(runs('0 0 0 1 1 ? 2025', '2026-01-01T00:00:00')).toEqual([]);
  });
  it('a step from a number (which croner refuses as written) and names', () => {
    expect(runs('5/15 * * * * ?', '2026-01-01T00:00:00', 4)).toEqual([
      '2026-01-01 00:00:05',
      '2026-01-01 00:00:20',
      '2026-01-01 00:00:35',
      '2026-01-01 00:00:50',
    ]);
    expect(runs('0 30 9 ? JAN,MAR MON-FRI', '2026-01-30T10:00:00', 2)).toEqual(['2026-03-02 09:30:00', '2026-03-03 09:30:00']);
  });
  it('the month name JUL, which ends in L, is July (Quartz), alone, in a list and in a range', () => {
    expect(cronError('0 0 12 1 JUL ?')).toBeNull();
    expect(runs('0 0 12 1 JUL ?', '2026-01-01T00:00:00', 2)).toEqual(['2026-07-01 12:00:00', '2027-07-01 12:00:00']);
    expect(runs('0 0 12 1 jul,DEC ?', '2026-01-01T00:00:00', 2)).toEqual(['2026-07-01 12:00:00', '2026-12-01 12:00:00']);
    expect(runs('0 0 12 1 JUN-JUL ?', '2026-01-01T00:00:00', 2)).toEqual(['2026-06-01 12:00:00', '2026-07-01 12:00:00']);
    expect(cronError('0 0 12 1 5L ?')).toBe('L只能用于日或周');
  });
  it('L-n and a range round the end of the week, month or minute (Quartz 2.3)', () => {
    // 2026: January has 31 days (29th), February 28 (26th).
    expect(runs('0 15 10 L-2 * ?', '2026-01-01T00:00:00')).toEqual(['2026-01-29 10:15:00', '2026-02-26 10:15:00', '2026-03-29 10:15:00']);
    // L-3W: 2026-02-25 is a Wednesday; 2026-03-28 a Saturday, so Friday the 27th.
    expect(runs('0 15 10 L-3W * ?', '2026-02-01T00:00:00', 2)).toEqual(['2026-02-25 10:15:00', '2026-03-27 10:15:00']);
    expect(runs('0 0 12 ? * SAT-SUN', '2026-11-27T00:00:00')).toEqual(['2026-11-28 12:00:00', '2026-11-29 12:00:00', '2026-12-05 12:00:00']);
    expect(runs('58-4 5 21 ? * MON-FRI', '2026-11-27T21:05:03')).toEqual(['2026-11-27 21:05:04', '2026-11-27 21:05:58', '2026-11-27 21:05:59']);
    expect(previousRun('0 15 10 L-2 * ?', at('2026-03-01T00:00:00'))).toEqual(at('2026-02-26T10:15:00'));
  });
  it('a W day in a list is the working day nearest the smallest day, as in Quartz', () => {
    // 2026-02-01 is a Sunday: Monday the 2nd.
    expect(runs('0 0 12 15,1W * ?', '2026-01-15T00:00:00', 2)).toEqual(['2026-02-02 12:00:00', '2026-03-02 12:00:00']);
  });
  it('years start at 1970, as Quartz counts them', () => {
    expect(runs('0 0 0 1 1 ?', '1900-01-01T00:00:00', 2)).toEqual(['1970-01-01 00:00:00', '1971-01-01 00:00:00']);
  });
  it('counts in China time whatever the host zone, strictly after the start', () => {
    expect(nextRuns('0 0 8 * * ?', 1, new Date('2026-01-01T00:00:00Z')).map((d) => d.toISOString())).toEqual(['2026-01-02T00:00:00.000Z']);
  });
  it("the previous fire time (the scheduler's missed-run check)", () => {
    expect(cn(previousRun('0 0 2 * * ?', at('2026-03-10T01:00:00'))!)).toBe('2026-03-09 02:00:00');
    expect(previousRun('0 0 0 1 1 ? 2030', at('2026-01-01T00:00:00'))).toBeNull();
  });
});

describe('cron refusals', () => {
  const cases: Array<[string, string]> = [
    ['', 'cron表达式不能为空'],
    ['* * * * *', 'cron表达式应为6段或7段：秒 分 时 日 月 周 [年]，以空格分隔'],
    ['60 * * * * ?', '秒的取值范围为0-59'],
    ['0 60 * * * ?', '分的取值范围为0-59'],
    ['0 0 24 * * ?', '时的取值范围为0-23'],
    ['0 0 0 32 * ?', '日的取值范围为1-31'],
    ['0 0 0 ? * 8', '周的取值范围为1-7'],
    ['0 0 0 1 * ? 1969', '年的取值范围为1970-2099'],
    ['0/0 * * * * ?', '秒的循环间隔应为不小于1的整数'],
    ['0 0 0 1 * 2', '日和周不能同时指定，其中一个必须为?'],
    ['0 0 0 ? * ?', '日和周不能同时为?'],
    ['? * * * * *', '?只能用于日或周'],
    ['0 0 L * * ?', 'L只能用于日或周'],
    ['0 0 0 W * ?', 'W前应为1-31的日期，如15W'],
    ['0 0 0 ? * 2#6', '#后的序号应为1到5'],
    ['0 0 0 1#2 * ?', '#只能用于周'],
    ['0 0 0 1 1 ? 2030-2025', '年的范围起始值不能大于结束值：2030-2025'],
    ['0/120 * * * * ?', '秒的循环间隔不能大于59'],
    ['0 */60 * * * ?', '分的循环间隔不能大于59'],
    ['0 0 0/24 * * ?', '时的循环间隔不能大于23'],
    ['0 0 0 1/32 * ?', '日的循环间隔不能大于31'],
    ['0 0 0 ? /13 *', '月的循环间隔不能大于12'],
    ['0 0 12 ? * 1/8', '周的循环间隔不能大于7'],
    ['0 0 12 1 1-AUG ?', '月的范围两端应同为数字或同为英文缩写：1-AUG'],
    ['0 0 12 ? * WED-7', '周的范围两端应同为数字或同为英文缩写：WED-7'],
    ['0 0 12 L-31 * ?', 'L-后的天数应为0到30'],
    ['0 0 12 ? * L-2', 'L-n只能用于日，如L-2'],
    ['0 0 12 1,L * ?', '日字段中的 L 不能与其他值用逗号组合'],
    ['0 0 12 L-2,15 * ?', '日字段中的 L 不能与其他值用逗号组合'],
    ['0 0 0 L,5 * ?', '日字段中的 L 不能与其他值用逗号组合'],
    ['x * * * * ?', '秒字段格式不正确：X'],
  ];
  it.each(cases)('%j is refused: %s', (expression, message) => {
    expect(cronError(expression)).toBe(message);
  });
  it('the shared form rule gives the same message (server ajv and Formily use it)', () => {
    expect(checkRule('cron', '0 0 24 * * ?')).toBe('时的取值范围为0-23');
    expect(checkRule('cron', '0 0 12 ? * 6#3 2030')).toBeNull();
  });
  it('accepts the seven-field form and lower-case names', () => {
    const r = parseCron('0 0 12 ? jan,mar wed *');
    expect(r.ok).toBe(true);
  });
});

describe('cron editor model', () => {
  it('reads and writes each mode of a field', () => {
    const round = (unit: (typeof CRON_UNITS)[number], text: string) => textOf(unit, stateOf(unit, text));
    expect(stateOf('second', '*').mode).toBe('EVERY');
    expect(stateOf('minute', '10-20')).toMatchObject({ mode: 'RANGE', rangeStart: 10, rangeEnd: 20 });
    expect(stateOf('hour', '3/4')).toMatchObject({ mode: 'LOOP', loopStart: 3, loopInterval: 4 });
    expect(stateOf('day', '5,1,9')).toMatchObject({ mode: 'SPECIFY', list: [5, 1, 9] });
    expect(round('day', '5,1,9')).toBe('1,5,9');
    expect(stateOf('day', '15W')).toMatchObject({ mode: 'WORKDAY', workday: 15 });
    expect(stateOf('day', 'LW').mode).toBe('LAST_WORKDAY');
    expect(stateOf('day', 'L').mode).toBe('LAST');
    expect(stateOf('day', '?').mode).toBe('NONE');
    expect(stateOf('week', '6#3')).toMatchObject({ mode: 'NTH', weekday: 6, nth: 3 });
    expect(stateOf('week', '6L')).toMatchObject({ mode: 'LAST_OF', weekday: 6 });
    expect(stateOf('year', '').mode).toBe('UNSET');
    expect(stateOf('minute', '1-5,10')).toMatchObject({ mode: 'CUSTOM', custom: '1-5,10' });
    expect(stateOf('day', 'L-2')).toMatchObject({ mode: 'CUSTOM', custom: 'L-2' });
    expect(stateOf('week', 'SAT-SUN')).toMatchObject({ mode: 'CUSTOM', custom: 'SAT-SUN' });
    for (const [u, t] of [
      ['week', '6#3'],
      ['week', '6L'],
      ['day', 'LW'],
      ['hour', '3/4'],
      ['year', '2030-2032'],
    ] as const)
      expect(round(u, t)).toBe(t);
  });
  it('a set minute turns a "*" second into 0; a set day turns the whole time into 00:00:00', () => {
    const start = splitCron('* * * * * ? *');
    expect(joinCron(setUnit(start, 'minute', '5'))).toBe('0 5 * * * ? *');
    expect(joinCron(setUnit(start, 'day', '15'))).toBe('0 0 0 15 * ? *');
    expect(joinCron(setUnit(splitCron('30 * * * * ? *'), 'hour', '2'))).toBe('30 0 2 * * ? *');
    // "every" sets nothing below it.
    expect(joinCron(setUnit(start, 'minute', '*'))).toBe('* * * * * ? *');
  });
  it('day and week exclude each other as Quartz requires', () => {
    const start = splitCron('0 0 12 * * ? *');
    expect(joinCron(setUnit(start, 'week', '6#3'))).toBe('0 0 12 ? * 6#3 *');
    expect(joinCron(setUnit(splitCron('0 0 12 ? * 6#3'), 'day', 'L'))).toBe('0 0 12 L * ?');
    expect(joinCron(setUnit(splitCron('0 0 12 ? * 2'), 'week', '?'))).toBe('0 0 12 * * ?');
  });
  it('every unit names its range', () => {
    expect(UNIT_SPECS.hour).toMatchObject({ label: '时', min: 0, max: 23 });
  });
});
