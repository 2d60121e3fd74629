/**
 * Fire times of a Quartz expression, computed by croner (MIT, maintained, isomorphic). croner reads Quartz's
 * L, W, LW, nL, n#k and the year field when created with `alternativeWeekdays: true` (1 = Sunday, as Quartz);
 * this adapter covers what it does not take as Quartz writes it: a numeric step start (`5/15` -> `5-59/15`),
 * `L` alone in the week field (Quartz: Saturday), `?` (we say `*`; day and week are then ANDed with
 * `domAndDow`, which is Quartz's meaning once one of them is `?`), and names (converted to numbers first).
 */
import { Cron } from 'croner';
import { parseCron, type CronFields, type CronItem } from './parse.js';
import { CRON_UNITS, UNIT_SPECS, type CronUnit } from './units.js';

export const CHINA_TIME_ZONE = 'Asia/Shanghai';

/** The expression as croner reads it, or an Error with the Chinese message of what is wrong. */
export function toCronerPattern(expression: string): string {
  const parsed = parseCron(expression);
  if (!parsed.ok) throw new Error(parsed.message);
  return patternOf(parsed.fields);
}

export function patternOf(fields: CronFields): string {
  return CRON_UNITS.map((u) => fields[u].map((item) => itemText(u, item)).join(',')).join(' ');
}

function itemText(unit: CronUnit, item: CronItem): string {
  const { max } = UNIT_SPECS[unit];
  switch (item.kind) {
    case 'every':
    case 'any':
      return '*';
    case 'value':
      return String(item.value);
    case 'range':
      return `${item.start}-${item.end}`;
    case 'step':
      return item.start === null ? `*/${item.step}` : `${item.start}-${item.end ?? max}/${item.step}`;
    case 'last':
      return unit === 'week' ? '7' : 'L';
    case 'lastWeekday':
      return 'LW';
    case 'nearestWeekday':
      return `${item.day}W`;
    case 'lastOf':
      return `${item.weekday}L`;
    case 'nth':
      return `${item.weekday}#${item.n}`;
  }
}

function cronOf(expression: string, timezone: string): Cron {
  return new Cron(toCronerPattern(expression), { alternativeWeekdays: true, domAndDow: true, timezone, paused: true });
}

/** The next `count` fire times strictly after `from` (none when the schedule never fires again). */
export function nextRuns(expression: string, count: number, from: Date = new Date(), timezone = CHINA_TIME_ZONE): Date[] {
  return cronOf(expression, timezone).nextRuns(count, from);
}

/** The first fire time strictly after `from`, or null. */
export function nextRun(expression: string, from: Date, timezone = CHINA_TIME_ZONE): Date | null {
  return cronOf(expression, timezone).nextRun(from);
}

/** The last fire time strictly before `before`, or null. */
export function previousRun(expression: string, before: Date, timezone = CHINA_TIME_ZONE): Date | null {
  return cronOf(expression, timezone).previousRuns(1, before)[0] ?? null;
}
