/**
 * Cell checks of the editable table: required, the pattern presets of 002 §5 (validators/presets) or a regular
 * expression, and the column-wide unique rule. A rule's `message` replaces the built-in one.
 */
import { checkPreset, isPresetCode } from '@validators/presets';
import type { TableColumn, ValidateRule } from './columns';
import { tableTexts } from '../texts';

const isBlank = (v: unknown) => v === undefined || v === null || v === '' || (Array.isArray(v) && v.length === 0) || (typeof v === 'string' && v.trim() === '');

const regexCache = new Map<string, RegExp>();
function regexOf(pattern: string): RegExp {
  let re = regexCache.get(pattern);
  if (!re) {
    const literal = /^\/(.*)\/([a-z]*)$/.exec(pattern);
    re = literal ? new RegExp(literal[1], literal[2]) : new RegExp(pattern);
    regexCache.set(pattern, re);
  }
  return re;
}

const isUnique = (rule: ValidateRule) => rule.unique === true || rule.pattern === 'only';

/** The message of the first rule (other than unique) the value breaks, or null. */
export function checkCell(column: TableColumn, value: unknown): string | null {
  for (const rule of column.validateRules ?? []) {
    if (isUnique(rule)) continue;
    if (rule.required && isBlank(value)) return rule.message ?? tableTexts.required(column.title);
    if (!rule.pattern) continue;
    if (isPresetCode(rule.pattern)) {
      const problem = checkPreset(rule.pattern, Array.isArray(value) ? value.join(',') : value, column.title);
      if (problem) return rule.message ?? problem;
    } else if (!isBlank(value) && !regexOf(rule.pattern).test(String(value))) return rule.message ?? tableTexts.badFormat(column.title);
  }
  return null;
}

/** The unique rule of the column, if it has one. */
export const uniqueRule = (column: TableColumn): ValidateRule | undefined => column.validateRules?.find(isUnique);

/** The unique rule's message for the column. */
export const uniqueMessage = (column: TableColumn, rule: ValidateRule) => rule.message ?? tableTexts.duplicate(column.title);

/** Text by which unique compares values (blank: not compared). */
export const uniqueKey = (value: unknown): string | null => (isBlank(value) ? null : Array.isArray(value) ? value.join(',') : String(value));
