/**
 * Spreadsheet cells that hold a number where the property keeps text (identity cards, phones, codes).
 *
 * Excel and LibreOffice keep a number cell as a double and take at most 15 significant digits of what is typed:
 * an 18-digit identity card typed into a column of the default type is saved rounded (210102199001015342 becomes
 * 2.10102199001015E+17, that is …015000), and nothing in the file tells what was typed. So a number of more than 15
 * digits for a text property is refused with a request to format the column as text, never stored altered.
 *
 * A number of up to 15 digits is exact (every integer below 2^53 is, and the programs keep 15 digits), so for a
 * digit code it is read as its digits: an 11-digit phone number, a 15-digit grid code or old identity card. A code
 * whose pattern may begin with 0 (党组织代码 `^\d{12}$`) loses that 0 in a number cell: a number with fewer digits
 * than the code is refused the same way.
 */
import { fieldLabel, type EntitySchema, type PropertySchema } from '../../../shared/entity-meta.js';
import type { Row } from './types.js';

/** The digits a spreadsheet number keeps exactly. */
export const EXACT_DIGITS = 15;

/** Rules whose values are digits only (an identity card's X never arrives as a number). */
const DIGIT_RULES = new Set(['idCard', 'mobile', 'regionCode', 'bankCard', 'qq', 'naturalNumber']);
/** `^\d{12}$`, `^[0-9]+$`, `^\d{6,8}$`: a pattern of digits only; group 1 is the length when it is fixed. */
const DIGITS_PATTERN = /^\^(?:\\d|\[0-9\])(?:\{(\d+)\}|\{\d+,\d*\}|[+*])?\$$/;

interface DigitCode {
  /** The number of digits of every value, when a value may begin with 0. */
  zeroLedLength?: number;
}

/** Whether a text property holds digits only, and how long it is when a 0 may lead; undefined for other text. */
export function digitCodeOf(prop: PropertySchema): DigitCode | undefined {
  // Region and area codes never begin with 0, whatever pattern they also declare.
  if (prop['x-region'] || prop['x-area'] || (prop['x-rule'] && DIGIT_RULES.has(prop['x-rule']))) return {};
  const pattern = prop.pattern === undefined ? null : DIGITS_PATTERN.exec(prop.pattern);
  if (!pattern) return undefined;
  return pattern[1] ? { zeroLedLength: Number(pattern[1]) } : {};
}

/** Digits before the decimal point of a number (1 for 0.5), whatever its size. */
export function integerDigits(n: number): number {
  const abs = Math.abs(n);
  return abs < 1 ? 1 : Number(abs.toExponential().split('e+')[1]) + 1;
}

const textColumn = '请将该列设为文本格式后重新导入';

/**
 * The reasons the number cells of an imported row cannot be trusted for their text properties; the numbers of digit
 * codes that are exact are replaced in `raw` by their digits, so the row's checks (and what an identity card
 * derives) see text.
 */
export function numberCellProblems(entity: EntitySchema, raw: Row): string[] {
  const reasons: string[] = [];
  for (const [field, cell] of Object.entries(raw)) {
    const prop = entity.properties[field];
    if (typeof cell !== 'number' || prop?.type !== 'string') continue;
    const label = fieldLabel(entity, field);
    const digits = integerDigits(cell);
    if (digits > EXACT_DIGITS) {
      reasons.push(`${label}：表格中是数字，无法保证${digits}位号码准确，${textColumn}`);
      continue;
    }
    const code = digitCodeOf(prop);
    if (!code || !Number.isInteger(cell) || cell < 0) continue;
    if (code.zeroLedLength && digits < code.zeroLedLength) reasons.push(`${label}：表格中是数字，${code.zeroLedLength}位编码开头的0已丢失，${textColumn}`);
    else raw[field] = String(cell);
  }
  return reasons;
}
