/**
 * Date properties in spreadsheets. An export writes them as real Excel date cells (a date serial with the number
 * format yyyy-mm-dd or yyyy-mm-dd hh:mm:ss, so Excel sorts and filters them as dates); an import takes such a cell
 * (xlsx-parse.ts turns it into text) or a date typed as text (2026/3/5, 2026.3.5, 2026-03-05 8:30) and stores the
 * text the property keeps (YYYY-MM-DD, or YYYY-MM-DD HH:mm:ss for a date-time).
 */
import type { PropertySchema } from '../../../shared/entity-meta.js';

export type DateKind = 'date' | 'date-time';

const DATE_TIME_FORMATS = new Set(['date-time', 'date-time-cn']);

export function dateKind(prop: PropertySchema): DateKind | undefined {
  if (prop.format === 'date') return 'date';
  return DATE_TIME_FORMATS.has(prop.format ?? '') ? 'date-time' : undefined;
}

export const DATE_NUM_FMT: Record<DateKind, string> = { date: 'yyyy-mm-dd', 'date-time': 'yyyy-mm-dd hh:mm:ss' };

const DATE_TEXT = /^(\d{4})[-/.年](\d{1,2})[-/.月](\d{1,2})日?(?:[ T](\d{1,2}):(\d{2})(?::(\d{2}))?)?$/;

/**
 * Stored text (China time, no zone) -> the Date whose UTC fields are that text: ExcelJS writes a Date as the serial of
 * its UTC time, so the cell shows exactly the stored date and time. Text that is no date stays as it is.
 */
export function excelDateCell(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  const m = DATE_TEXT.exec(value.trim());
  if (!m) return value;
  const [, y, mo, d, h = '0', mi = '0', s = '0'] = m;
  const date = new Date(Date.UTC(+y, +mo - 1, +d, +h, +mi, +s));
  return date.getUTCDate() === +d ? date : value;
}

const pad = (v: string) => v.padStart(2, '0');

/** A typed or read date as the text a `kind` property stores; anything else is left for the entity's checks to refuse. */
export function importedDate(value: unknown, kind: DateKind): unknown {
  if (typeof value !== 'string') return value;
  const m = DATE_TEXT.exec(value.trim());
  if (!m) return value;
  const [, y, mo, d, h, mi, s] = m;
  const day = `${y}-${pad(mo)}-${pad(d)}`;
  if (kind === 'date') return h === undefined || (+h === 0 && +mi === 0 && !+(s ?? 0)) ? day : value;
  return `${day} ${pad(h ?? '0')}:${mi ?? '00'}:${s ?? '00'}`;
}
