/** The seven fields of a Quartz cron expression, in order, with their ranges and Chinese names. */
export type CronUnit = 'second' | 'minute' | 'hour' | 'day' | 'month' | 'week' | 'year';

export interface UnitSpec {
  label: string;
  min: number;
  max: number;
  /** Names Quartz accepts besides numbers (JAN..DEC, SUN..SAT), mapped to their numbers. */
  names?: Record<string, number>;
}

export const CRON_UNITS: CronUnit[] = ['second', 'minute', 'hour', 'day', 'month', 'week', 'year'];

const monthNames = ['JAN', 'FEB', 'MAR', 'APR', 'MAY', 'JUN', 'JUL', 'AUG', 'SEP', 'OCT', 'NOV', 'DEC'];
const weekNames = ['SUN', 'MON', 'TUE', 'WED', 'THU', 'FRI', 'SAT'];
const numbered = (names: string[]) => Object.fromEntries(names.map((n, i) => [n, i + 1]));

/**
 * Quartz's ranges: day of week 1 = Sunday .. 7 = Saturday; years 1970-2099 (Quartz cannot fire outside them, so the
 * editor's year inputs use the same bounds rather than the original page's bare minimums 0 and 1).
 */
export const UNIT_SPECS: Record<CronUnit, UnitSpec> = {
  second: { label: '秒', min: 0, max: 59 },
  minute: { label: '分', min: 0, max: 59 },
  hour: { label: '时', min: 0, max: 23 },
  day: { label: '日', min: 1, max: 31 },
  month: { label: '月', min: 1, max: 12, names: numbered(monthNames) },
  week: { label: '周', min: 1, max: 7, names: numbered(weekNames) },
  year: { label: '年', min: 1970, max: 2099 },
};

/** 周日..周六 for week values 1..7. */
export const WEEKDAY_LABELS = ['周日', '周一', '周二', '周三', '周四', '周五', '周六'];
