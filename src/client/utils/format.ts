/** Date formats and thousands separators of 000 §9. */
import dayjs from 'dayjs';

export const DATE_FORMAT = 'YYYY-MM-DD';
export const DATE_TIME_FORMAT = 'YYYY-MM-DD HH:mm:ss';
export const TIME_FORMAT = 'HH:mm:ss';

const format = (value: unknown, pattern: string): string => {
  if (value === null || value === undefined || value === '') return '';
  const d = dayjs(value as string | number | Date);
  return d.isValid() ? d.format(pattern) : String(value);
};

export const formatDate = (value: unknown) => format(value, DATE_FORMAT);
export const formatDateTime = (value: unknown) => format(value, DATE_TIME_FORMAT);
export const formatTime = (value: unknown) => format(value, TIME_FORMAT);

/** 1234567.5 -> "1,234,567.5"; text that is not a number is returned as is. */
export function formatNumber(value: unknown, fractionDigits?: number): string {
  if (value === null || value === undefined || value === '') return '';
  const n = typeof value === 'number' ? value : Number(value);
  if (!Number.isFinite(n)) return String(value);
  const fixed = fractionDigits === undefined ? String(n) : n.toFixed(fractionDigits);
  const [int, frac] = fixed.split('.');
  const grouped = int.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return frac !== undefined ? `${grouped}.${frac}` : grouped;
}
