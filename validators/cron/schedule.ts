/**
 * Fire times of a Quartz expression, computed by croner (MIT, maintained, isomorphic). croner reads Quartz's
 * L, W, LW, nL, n#k and the year field when created with `alternativeWeekdays: true` (1 = Sunday, as Quartz);
 * this adapter covers what it does not take as Quartz writes it: a numeric step start (`5/15` -> `5-59/15`),
 * `L` alone in the week field (Quartz: Saturday), `?` (we say `*`; day and week are then ANDed with
 * `domAndDow`, which is Quartz's meaning once one of them is `?`), names (converted to numbers first), ranges
 * that wrap round their field (written out as lists), a W day in a list (Quartz: the working day nearest the list's
 * smallest day), years from 1970 as Quartz counts them, and `L-n` (last-offset.ts).
 */
import { Cron } from 'croner';
import { parseCron, type CronFields, type CronItem } from './parse.js';
import { CRON_UNITS, UNIT_SPECS, type CronUnit } from './units.js';
import { searchLastOffset } from './last-offset.js';
import { spanValues, valuesOf, wraps } from './values.js';

export const CHINA_TIME_ZONE = 'Asia/Shanghai';

/** The expression as croner reads it, or an Error with the Chinese message of what is wrong. */
export function toCronerPattern(expression: string): string {
  const parsed = parseCron(expression);
  if (!parsed.ok) throw new Error(parsed.message);
  return patternOf(parsed.fields);
}

export function patternOf(fields: CronFields): string {
  return CRON_UNITS.map((u) => fieldText(u, fields[u])).join(' ');
}

function fieldText(unit: CronUnit, items: CronItem[]): string {
  if (unit === 'day' && items.length > 1 && items.some((i) => i.kind === 'nearestWeekday')) return `${valuesOf(unit, items)[0]}W`;
  return items.map((item) => itemText(unit, item)).join(',');
}

function itemText(unit: CronUnit, item: CronItem): string {
  const { min, max } = UNIT_SPECS[unit];
  if (wraps(item)) {
    const { start, end } = item as { start: number; end: number };
    return spanValues(unit, start, end, item.kind === 'step' ? item.step : 1).join(',');
  }
  if (unit === 'year' && (item.kind === 'every' || (item.kind === 'step' && item.start === null)))
    return `${min}-${max}${item.kind === 'step' ? `/${item.step}` : ''}`;
  switch (item.kind) {
    case 'every':
    case 'any':
      return '*';
    case 'value':
      return String(item.value);
    case 'range':
      return `${item.start}-${item.end}`;
    case 'step':
      if (item.start === null) return `*/${item.step}`;
      // croner refuses a step longer than its range (0-59/120); Quartz fires at the start alone.
      if (item.step > (item.end ?? max) - item.start) return String(item.start);
      return `${item.start}-${item.end ?? max}/${item.step}`;
    case 'last':
      return unit === 'week' ? '7' : 'L';
    case 'lastWeekday':
      return 'LW';
    case 'lastOffset':
      return 'L'; // never given to croner: searchLastOffset works out the day
    case 'nearestWeekday':
      return `${item.day}W`;
    case 'lastOf':
      return `${item.weekday}L`;
    case 'nth':
      return `${item.weekday}#${item.n}`;
  }
}

interface Schedule {
  next(from: Date): Date | null;
  previous(before: Date): Date | null;
}

function scheduleOf(expression: string, timezone: string): Schedule {
  const parsed = parseCron(expression);
  if (!parsed.ok) throw new Error(parsed.message);
  const pattern = patternOf(parsed.fields);
  if (parsed.fields.day[0].kind === 'lastOffset') {
    const timeFields = pattern.split(' ').slice(0, 3).join(' ');
    return {
      next: (from) => searchLastOffset(parsed.fields, timeFields, from, timezone, 1),
      previous: (before) => searchLastOffset(parsed.fields, timeFields, before, timezone, -1),
    };
  }
  const cron = new Cron(pattern, { alternativeWeekdays: true, domAndDow: true, timezone, paused: true });
  return { next: (from) => cron.nextRun(from), previous: (before) => cron.previousRuns(1, before)[0] ?? null };
}

/** The next `count` fire times strictly after `from` (none when the schedule never fires again). */
export function nextRuns(expression: string, count: number, from: Date = new Date(), timezone = CHINA_TIME_ZONE): Date[] {
  const schedule = scheduleOf(expression, timezone);
  const runs: Date[] = [];
  for (let at: Date | null = from; runs.length < count && (at = schedule.next(at));) runs.push(at);
  return runs;
}

/** The first fire time strictly after `from`, or null. */
export function nextRun(expression: string, from: Date, timezone = CHINA_TIME_ZONE): Date | null {
  return scheduleOf(expression, timezone).next(from);
}

/** The last fire time strictly before `before`, or null. */
export function previousRun(expression: string, before: Date, timezone = CHINA_TIME_ZONE): Date | null {
  return scheduleOf(expression, timezone).previous(before);
}
