/**
 * 统一社会信用代码 (GB 32100-2015): 18 characters = registration authority (1), organisation type (1), the
 * region code of the registering authority (6 digits), the organisation body code (9) and a check character. The
 * alphabet has 31 characters: digits and capitals without I, O, Z, S and V.
 */

const ALPHABET = '0123456789ABCDEFGHJKLMNPQRTUWXY';
/** Weight of position i is 3^i mod 31 (the standard's table). */
const WEIGHTS = [1, 3, 9, 27, 19, 26, 16, 17, 20, 29, 25, 13, 8, 24, 10, 30, 28];

/** The check character of the first 17 characters (already upper case and from the alphabet). */
export function creditCodeCheckChar(first17: string): string {
  let sum = 0;
  for (let i = 0; i < 17; i++) sum += ALPHABET.indexOf(first17[i]) * WEIGHTS[i];
  return ALPHABET[(31 - (sum % 31)) % 31];
}

/** True for an 18-character code whose characters are allowed, whose region part is digits and whose check is right. */
export function isCreditCode(value: string): boolean {
  if (!/^[0-9A-HJ-NPQRTUWXY]{2}\d{6}[0-9A-HJ-NPQRTUWXY]{10}$/.test(value)) return false;
  return creditCodeCheckChar(value.slice(0, 17)) === value[17];
}
