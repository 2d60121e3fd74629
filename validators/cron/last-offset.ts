/**
 * Quartz's `L-n` and `L-nW` in the day field (n days before the month's last; with W the working day nearest it),
 * which croner does not read. The day they name is worked out month by month and croner, given that one date,
 * finds the time of day in the zone as for any other expression.
 */
import { Cron } from 'croner';
import type { CronFields } from './parse.js';
import { valuesOf } from './values.js';
import { UNIT_SPECS } from './units.js';

/** The day of `month` (1-12) that `L-offset` (with W: its nearest working day) names, or null in too short a month. */
export function offsetDay(year: number, month: number, offset: number, weekday: boolean): number | null {
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  let day = last - offset;
  if (day < 1) return null;
  if (!weekday) return day;
  const dow = new Date(Date.UTC(year, month - 1, day)).getUTCDay();
  // Quartz's nearest working day never leaves the month: Saturday the 1st moves on to Monday, Sunday the last back to Friday.
  if (dow === 6) day += day === 1 ? 2 : -1;
  else if (dow === 0) day += day === last ? -2 : 1;
  return day;
}

function yearMonthIn(date: Date, timeZone: string): { year: number; month: number } {
  const parts = new Intl.DateTimeFormat('en-US', { timeZone, year: 'numeric', month: 'numeric' }).formatToParts(date);
  const num = (type: string) => Number(parts.find((p) => p.type === type)!.value);
  return { year: num('year'), month: num('month') };
}

/**
 * The first fire time after `from` (direction 1) or the last before it (-1) of an expression whose day field is
 * L-n or L-nW; `timeFields` is the croner pattern's first three fields (seconds, minutes, hours).
 */
export function searchLastOffset(fields: CronFields, timeFields: string, from: Date, timezone: string, direction: 1 | -1): Date | null {
  const item = fields.day[0];
  if (item.kind !== 'lastOffset') return null;
  const months = new Set(valuesOf('month', fields.month));
  const years = new Set(valuesOf('year', fields.year));
  const { min, max } = UNIT_SPECS.year;
  let { year, month } = yearMonthIn(from, timezone);
  if (direction === 1 && year < min) [year, month] = [min, 1];
  if (direction === -1 && year > max) [year, month] = [max, 12];
  while (year >= min && year <= max) {
    const day = months.has(month) && years.has(year) ? offsetDay(year, month, item.offset, item.weekday) : null;
    if (day !== null) {
      const cron = new Cron(`${timeFields} ${day} ${month} * ${year}`, { timezone, domAndDow: true, paused: true });
      const found = direction === 1 ? cron.nextRun(from) : (cron.previousRuns(1, from)[0] ?? null);
      if (found) return found;
    }
    month += direction;
    if (month > 12) [year, month] = [year + 1, 1];
    if (month < 1) [year, month] = [year - 1, 12];
  }
  return null;
}
