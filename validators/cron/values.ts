/**
 * The values a field's items stand for, as Quartz's addToSet fills its sets: a range whose start is after its end
 * wraps round the field (seconds 58-4 are 58, 59, 0..4; FRI-TUE is Friday to Tuesday; days 28-5 run over the 31st),
 * a step counts from its start to the range's end (or the field's), and years start at 1970.
 */
import type { CronItem } from './parse.js';
import { UNIT_SPECS, type CronUnit } from './units.js';

/** Quartz's modulus for a wrapping range (days wrap at 31 whatever the month). */
const WRAP: Partial<Record<CronUnit, number>> = { second: 60, minute: 60, hour: 24, day: 31, month: 12, week: 7 };

/** The values from start to end (wrapping when end < start) every `step`, in Quartz's order. */
export function spanValues(unit: CronUnit, start: number, end: number, step: number): number[] {
  const max = WRAP[unit];
  const wrapping = end < start && max !== undefined;
  const stop = wrapping ? end + max : end;
  const out: number[] = [];
  for (let i = start; i <= stop; i += step) {
    // 1-based fields take their maximum for 0 (Saturday 7, the 31st), as in Quartz.
    const wrapped = wrapping ? i % max! || (UNIT_SPECS[unit].min === 1 ? max! : 0) : i;
    out.push(wrapped);
  }
  return out;
}

/** Whether a range or step item wraps round its field. */
export const wraps = (item: CronItem): boolean =>
  (item.kind === 'range' || item.kind === 'step') && item.start !== null && item.end !== null && item.start > item.end;

/** Every plain value a field's numeric items (values, ranges, steps, W days) stand for, sorted. */
export function valuesOf(unit: CronUnit, items: CronItem[]): number[] {
  const { min, max } = UNIT_SPECS[unit];
  const set = new Set<number>();
  for (const item of items) {
    if (item.kind === 'value') set.add(item.value);
    else if (item.kind === 'nearestWeekday') set.add(item.day);
    else if (item.kind === 'range') spanValues(unit, item.start, item.end, 1).forEach((v) => set.add(v));
    else if (item.kind === 'step') spanValues(unit, item.start ?? min, item.end ?? max, item.step).forEach((v) => set.add(v));
    else if (item.kind === 'every' || item.kind === 'any') for (let v = min; v <= max; v++) set.add(v);
  }
  return [...set].sort((a, b) => a - b);
}
