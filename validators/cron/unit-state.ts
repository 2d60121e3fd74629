/**
 * The cron editor's model of one field (002 §3 "Cron editor value": per unit a type EVERY, RANGE, LOOP or SPECIFY
 * with range start and end, loop start and interval, and a list; plus Quartz's ?, W, LW, L and #), and the
 * conversion between it and the field's text. A field the modes cannot show (`1-5,10`) is CUSTOM, kept as typed.
 */
import { parseField, type CronItem } from './parse.js';
import { UNIT_SPECS, type CronUnit } from './units.js';

export type UnitMode =
  | 'EVERY' // *
  | 'NONE' // ?  (day, week)
  | 'UNSET' // year left out (6-field expression)
  | 'RANGE' // a-b
  | 'LOOP' // a/b: from a, every b
  | 'SPECIFY' // a,b,c
  | 'WORKDAY' // nW: working day nearest the n-th (day)
  | 'LAST_WORKDAY' // LW (day)
  | 'LAST' // L: last day of the month (day)
  | 'NTH' // w#n: n-th weekday w of the month (week)
  | 'LAST_OF' // wL: last weekday w of the month (week)
  | 'CUSTOM';

export interface UnitState {
  mode: UnitMode;
  rangeStart: number;
  rangeEnd: number;
  loopStart: number;
  loopInterval: number;
  list: number[];
  /** WORKDAY: the day of month. */
  workday: number;
  /** NTH and LAST_OF: the weekday (1 = Sunday). */
  weekday: number;
  /** NTH: which one (1-5). */
  nth: number;
  /** CUSTOM: the field as typed. */
  custom: string;
}

/** The modes each tab offers, in the order shown. */
export const UNIT_MODES: Record<CronUnit, UnitMode[]> = {
  second: ['EVERY', 'RANGE', 'LOOP', 'SPECIFY'],
  minute: ['EVERY', 'RANGE', 'LOOP', 'SPECIFY'],
  hour: ['EVERY', 'RANGE', 'LOOP', 'SPECIFY'],
  day: ['EVERY', 'NONE', 'RANGE', 'LOOP', 'WORKDAY', 'LAST_WORKDAY', 'LAST', 'SPECIFY'],
  week: ['NONE', 'EVERY', 'RANGE', 'NTH', 'LAST_OF', 'SPECIFY'],
  month: ['EVERY', 'RANGE', 'LOOP', 'SPECIFY'],
  year: ['UNSET', 'EVERY', 'RANGE', 'LOOP', 'SPECIFY'],
};

export function defaultState(unit: CronUnit): UnitState {
  const { min, max } = UNIT_SPECS[unit];
  const start = unit === 'year' ? new Date().getFullYear() : min;
  return {
    mode: 'EVERY',
    rangeStart: start,
    rangeEnd: Math.min(start + 1, max),
    loopStart: start,
    loopInterval: 1,
    list: [],
    workday: 1,
    weekday: 2,
    nth: 1,
    custom: '',
  };
}

/** The editor state of a field's text (upper-case or not); an unreadable text is CUSTOM. */
export function stateOf(unit: CronUnit, text: string): UnitState {
  const state = defaultState(unit);
  const t = text.trim().toUpperCase();
  if (!t) return { ...state, mode: unit === 'year' ? 'UNSET' : 'CUSTOM', custom: t };
  let items: CronItem[];
  try {
    items = parseField(unit, t);
  } catch {
    return { ...state, mode: 'CUSTOM', custom: t };
  }
  const [first] = items;
  if (items.length > 1 || first.kind === 'value') {
    if (items.every((i) => i.kind === 'value')) return { ...state, mode: 'SPECIFY', list: items.map((i) => (i as { value: number }).value) };
    return { ...state, mode: 'CUSTOM', custom: t };
  }
  switch (first.kind) {
    case 'every':
      return { ...state, mode: 'EVERY' };
    case 'any':
      return { ...state, mode: 'NONE' };
    case 'range':
      // A range round the end of the field (SAT-SUN, 58-4) is valid Quartz but the RANGE inputs run upwards: kept as typed.
      if (first.start > first.end) return { ...state, mode: 'CUSTOM', custom: t };
      return { ...state, mode: 'RANGE', rangeStart: first.start, rangeEnd: first.end };
    case 'step':
      if (first.end !== null) return { ...state, mode: 'CUSTOM', custom: t };
      return { ...state, mode: 'LOOP', loopStart: first.start ?? UNIT_SPECS[unit].min, loopInterval: first.step };
    case 'nearestWeekday':
      return { ...state, mode: 'WORKDAY', workday: first.day };
    case 'lastWeekday':
      return { ...state, mode: 'LAST_WORKDAY' };
    case 'last':
      return unit === 'day' ? { ...state, mode: 'LAST' } : { ...state, mode: 'CUSTOM', custom: t };
    case 'nth':
      return { ...state, mode: 'NTH', weekday: first.weekday, nth: first.n };
    case 'lastOf':
      return { ...state, mode: 'LAST_OF', weekday: first.weekday };
  }
  return { ...state, mode: 'CUSTOM', custom: t };
}

/** The field's text for an editor state (SPECIFY with nothing chosen falls back to the unit's minimum). */
export function textOf(unit: CronUnit, s: UnitState): string {
  switch (s.mode) {
    case 'EVERY':
      return '*';
    case 'NONE':
      return '?';
    case 'UNSET':
      return '';
    case 'RANGE':
      return `${s.rangeStart}-${s.rangeEnd}`;
    case 'LOOP':
      return `${s.loopStart}/${s.loopInterval}`;
    case 'SPECIFY':
      return s.list.length ? [...s.list].sort((a, b) => a - b).join(',') : String(UNIT_SPECS[unit].min);
    case 'WORKDAY':
      return `${s.workday}W`;
    case 'LAST_WORKDAY':
      return 'LW';
    case 'LAST':
      return 'L';
    case 'NTH':
      return `${s.weekday}#${s.nth}`;
    case 'LAST_OF':
      return `${s.weekday}L`;
    case 'CUSTOM':
      return s.custom;
  }
}
