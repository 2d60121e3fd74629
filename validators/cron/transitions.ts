/**
 * The editor's expression as seven field texts, and what changing one field does to the others (002 §4): a field
 * set to anything but "*" turns "*" in the smaller time fields into 0 (a set minute makes "every second" second 0,
 * a set day makes the time 00:00:00 rather than every second of that day); day and week exclude each other as
 * Quartz requires (one of them is "?").
 */
import { CRON_UNITS, UNIT_SPECS, type CronUnit } from './units.js';

export type CronTexts = Record<CronUnit, string>;

export const DEFAULT_CRON = '* * * * * ? *';

/** Seven texts of an expression (a missing year is ''); too few fields are filled with Quartz's defaults. */
export function splitCron(expression: string): CronTexts {
  const parts = (expression ?? '').trim().split(/\s+/).filter(Boolean);
  const fallback = ['*', '*', '*', '*', '*', '?', ''];
  return Object.fromEntries(CRON_UNITS.map((u, i) => [u, parts[i] ?? fallback[i]])) as CronTexts;
}

export function joinCron(texts: CronTexts): string {
  return CRON_UNITS.map((u) => texts[u])
    .filter((t, i) => i < 6 || t !== '')
    .join(' ');
}

/** Order of size: week counts as day. */
const RANK: Record<CronUnit, number> = { second: 0, minute: 1, hour: 2, day: 3, week: 3, month: 4, year: 5 };
const TIME_UNITS: CronUnit[] = ['second', 'minute', 'hour'];

/** The texts after `unit` is set to `text`, with the lower units filled in and day/week kept exclusive. */
export function setUnit(texts: CronTexts, unit: CronUnit, text: string): CronTexts {
  const next = { ...texts, [unit]: text };
  const isSet = text !== '*' && text !== '?' && text !== '';
  if (isSet) {
    for (const lower of TIME_UNITS) if (RANK[lower] < RANK[unit] && next[lower] === '*') next[lower] = String(UNIT_SPECS[lower].min);
  }
  if (unit === 'day' || unit === 'week') {
    const other: CronUnit = unit === 'day' ? 'week' : 'day';
    if (text !== '?') next[other] = '?';
    else if (next[other] === '?') next[other] = '*';
  }
  return next;
}
