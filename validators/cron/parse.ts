/**
 * Reads a Quartz cron expression (seconds minutes hours day-of-month month day-of-week [year]) into items per field,
 * with a Chinese message for the first thing wrong. Pure: no DOM, no Node; used by the editor, the form rule and the
 * server. Calendar arithmetic (next fire times) is croner's, in schedule.ts; this file only decides what is valid.
 */
import { CRON_UNITS, UNIT_SPECS, type CronUnit } from './units.js';

export type CronItem =
  | { kind: 'every' } // *
  | { kind: 'any' } // ?  (day or week only: "no specific value")
  | { kind: 'value'; value: number }
  | { kind: 'range'; start: number; end: number } // a-b; start > end wraps round (58-4, FRI-TUE), as in Quartz
  | { kind: 'step'; start: number | null; end: number | null; step: number } // */b, /b, a/b, a-c/b
  | { kind: 'last' } // L  (day: last day of the month; week: Saturday, Quartz's "last day of the week")
  | { kind: 'lastWeekday' } // LW (day: last working day of the month)
  | { kind: 'lastOffset'; offset: number; weekday: boolean } // L-n, L-nW (day: n days before the last, or the working day nearest it)
  | { kind: 'nearestWeekday'; day: number } // nW (day: working day nearest the n-th)
  | { kind: 'lastOf'; weekday: number } // nL (week: last such weekday of the month)
  | { kind: 'nth'; weekday: number; n: number }; // n#k (week: k-th such weekday of the month)

export type CronFields = Record<CronUnit, CronItem[]>;

export type ParseResult = { ok: true; fields: CronFields; texts: Record<CronUnit, string> } | { ok: false; message: string };

class CronError extends Error {}
const fail = (message: string): never => {
  throw new CronError(message);
};

export function parseCron(expression: string): ParseResult {
  const text = (expression ?? '').trim();
  if (!text) return { ok: false, message: 'cron表达式不能为空' };
  const parts = text.split(/\s+/);
  if (parts.length < 6 || parts.length > 7) return { ok: false, message: 'cron表达式应为6段或7段：秒 分 时 日 月 周 [年]，以空格分隔' };
  const texts = Object.fromEntries(CRON_UNITS.map((u, i) => [u, (parts[i] ?? '*').toUpperCase()])) as Record<CronUnit, string>;
  try {
    const fields = Object.fromEntries(CRON_UNITS.map((u) => [u, parseField(u, texts[u])])) as CronFields;
    const dayAny = isAny(fields.day);
    const weekAny = isAny(fields.week);
    if (dayAny && weekAny) fail('日和周不能同时为?');
    if (!dayAny && !weekAny) fail('日和周不能同时指定，其中一个必须为?');
    return { ok: true, fields, texts };
  } catch (error) {
    if (error instanceof CronError) return { ok: false, message: error.message };
    throw error;
  }
}

/** The Chinese message of what is wrong with an expression, or null when Quartz accepts it. */
export function cronError(expression: string): string | null {
  const r = parseCron(expression);
  return r.ok ? null : r.message;
}

const isAny = (items: CronItem[]) => items.length === 1 && items[0].kind === 'any';

/** One field's text (already upper-case) as items; throws CronError with the field's Chinese name. */
export function parseField(unit: CronUnit, text: string): CronItem[] {
  const { label } = UNIT_SPECS[unit];
  if (!text) fail(`${label}不能为空`);
  const pieces = text.split(',');
  const items = pieces.map((piece) => parseItem(unit, piece));
  // Quartz lets W share a day list (the list then means the working day nearest its smallest day), nothing else.
  const alone = items.find((i) => !['value', 'range', 'step', 'nearestWeekday'].includes(i.kind));
  if (alone && items.length > 1) fail(`${label}字段中的 ${symbolOf(alone)} 不能与其他值用逗号组合`);
  return items;
}

const symbolOf = (item: CronItem): string =>
  ({ every: '*', any: '?', last: 'L', lastWeekday: 'LW', lastOffset: 'L', nearestWeekday: 'W', lastOf: 'L', nth: '#' })[item.kind as string] ?? item.kind;

function parseItem(unit: CronUnit, piece: string): CronItem {
  const { label } = UNIT_SPECS[unit];
  const bad = () => fail(`${label}字段格式不正确：${piece || '(空)'}`);
  if (piece === '*') return { kind: 'every' };
  if (piece === '?') {
    if (unit !== 'day' && unit !== 'week') fail('?只能用于日或周');
    return { kind: 'any' };
  }
  if (piece === 'L') {
    if (unit !== 'day' && unit !== 'week') fail('L只能用于日或周');
    return { kind: 'last' };
  }
  if (piece === 'LW') {
    if (unit !== 'day') fail('LW只能用于日');
    return { kind: 'lastWeekday' };
  }
  let m = /^L-(\d+)(W?)$/.exec(piece);
  if (m) {
    if (unit !== 'day') fail('L-n只能用于日，如L-2');
    const offset = Number(m[1]);
    if (offset > 30) fail('L-后的天数应为0到30');
    if (offset === 0) return { kind: m[2] ? 'lastWeekday' : 'last' };
    return { kind: 'lastOffset', offset, weekday: m[2] === 'W' };
  }
  m = /^(\w+)W$/.exec(piece);
  if (m && unit === 'day') return { kind: 'nearestWeekday', day: value(unit, m[1]) };
  if (piece.includes('W') && unit === 'day') fail('W前应为1-31的日期，如15W');
  if (piece.includes('W') && unit !== 'week') fail('W只能用于日');
  // A name ending in L is a name (JUL), not a value and L.
  m = UNIT_SPECS[unit].names?.[piece] === undefined ? /^(\w+)L$/.exec(piece) : null;
  if (m) {
    if (unit !== 'week') fail(unit === 'day' ? '日字段只支持单独的L或LW' : 'L只能用于日或周');
    return { kind: 'lastOf', weekday: value(unit, m[1]) };
  }
  m = /^(\w+)#(\w+)$/.exec(piece);
  if (m) {
    if (unit !== 'week') fail('#只能用于周');
    const n = Number(m[2]);
    if (!/^\d+$/.test(m[2]) || n < 1 || n > 5) fail('#后的序号应为1到5');
    return { kind: 'nth', weekday: value(unit, m[1]), n };
  }
  const slash = piece.split('/');
  if (slash.length > 2) bad();
  const [head, stepText] = slash;
  let start: number | null = null;
  let end: number | null = null;
  if ((head === '*' || head === '') && stepText !== undefined) start = null;
  else if (head.includes('-')) {
    const [a, b, ...rest] = head.split('-');
    if (rest.length || !a || !b) bad();
    // Quartz reads a range as two numbers or two names, never one of each (1-AUG, WED-7).
    if (/^\d+$/.test(a) !== /^\d+$/.test(b)) fail(`${label}的范围两端应同为数字或同为英文缩写：${head}`);
    start = value(unit, a);
    end = value(unit, b);
    if (start > end && unit === 'year') fail(`${label}的范围起始值不能大于结束值：${head}`);
  } else start = value(unit, head);
  if (stepText === undefined) return end === null ? { kind: 'value', value: start! } : { kind: 'range', start: start!, end };
  if (!/^\d+$/.test(stepText) || Number(stepText) < 1) fail(`${label}的循环间隔应为不小于1的整数`);
  // Quartz reads a name and stops there: the step after JAN/3 or MON-FRI/2 is dropped, so it fires on every value.
  if (/^[A-Z]/.test(head)) return end === null ? { kind: 'value', value: start! } : { kind: 'range', start: start!, end };
  // Quartz bounds the step of */n and a/n by the field (not that of a-b/n).
  const limit = STEP_LIMITS[unit];
  if (end === null && limit !== undefined && Number(stepText) > limit) fail(`${label}的循环间隔不能大于${limit}`);
  return { kind: 'step', start, end, step: Number(stepText) };
}

/** Quartz's largest step per field (checkIncrementRange): a minute is at most 59 seconds apart, and so on. */
const STEP_LIMITS: Partial<Record<CronUnit, number>> = { second: 59, minute: 59, hour: 23, day: 31, month: 12, week: 7 };

/** A number or a name (JAN, MON) within the unit's range. */
function value(unit: CronUnit, token: string): number {
  const spec = UNIT_SPECS[unit];
  const n = /^\d+$/.test(token) ? Number(token) : spec.names?.[token];
  if (n === undefined) return fail(`${spec.label}字段格式不正确：${token}`);
  if (n < spec.min || n > spec.max) fail(`${spec.label}的取值范围为${spec.min}-${spec.max}`);
  return n;
}
