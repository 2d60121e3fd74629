import type { Condition } from '../crud/types.js';

const absent = (v: unknown) => v === null || v === undefined;
const text = (v: unknown) => String(v);
const hasLetter = (v: unknown) => /[A-Za-z]/.test(String(v));

/** Both databases compare text patterns with letters case-insensitively (PostgreSQL ilike, SQLite's LIKE). */
function fold(stored: unknown, pattern: unknown): [string, string] {
  return hasLetter(pattern) ? [text(stored).toLowerCase(), text(pattern).toLowerCase()] : [text(stored), text(pattern)];
}

function compare(stored: unknown, value: string | number): number {
  if (typeof value === 'number') return Number(stored) - value;
  const a = text(stored);
  return a < value ? -1 : a > value ? 1 : 0;
}

/**
 * Whether a row about to be written meets one condition, as its SQL (match.ts) would once it is stored: a missing
 * value meets no comparison (SQL's NULL), text with letters matches patterns regardless of case.
 */
export function rowMeets(row: Record<string, unknown>, c: Condition): boolean {
  const stored = row[c.field];
  if (absent(stored)) return false;
  switch (c.rule) {
    case 'eq':
      return compare(stored, c.value!) === 0;
    case 'ne':
      return compare(stored, c.value!) !== 0;
    case 'gt':
      return compare(stored, c.value!) > 0;
    case 'ge':
      return compare(stored, c.value!) >= 0;
    case 'lt':
      return compare(stored, c.value!) < 0;
    case 'le':
      return compare(stored, c.value!) <= 0;
    case 'in':
      return c.values!.some((v) => compare(stored, v) === 0);
    case 'like': {
      const [s, p] = fold(stored, c.value);
      return s.includes(p);
    }
    case 'left_like': {
      const [s, p] = fold(stored, c.value);
      return s.endsWith(p);
    }
    case 'right_like': {
      const [s, p] = fold(stored, c.value);
      return s.startsWith(p);
    }
    case 'multi':
      return c.values!.some((v) => text(stored).split(',').includes(text(v)));
  }
}
