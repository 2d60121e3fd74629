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

export function isIdCard(value: string): boolean {
  if (/^\d{17}[\dXx]$/.test(value)) {
    const year = Number(value.slice(6, 10));
    if (year < 1800 || !isCalendarDate(year, Number(value.slice(10, 12)), Number(value.slice(12, 14)))) return false;
    return idCardCheckChar(value) === value[17].toUpperCase();
  }
  if (/^\d{15}$/.test(value)) {
    return isCalendarDate(1900 + Number(value.slice(6, 8)), Number(value.slice(8, 10)), Number(value.slice(10, 12)));
  }
  return false;
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
