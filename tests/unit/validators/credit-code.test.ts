import { describe, expect, it } from 'vitest';
import { checkRule } from '../../../validators/rules.js';
import { creditCodeCheckChar } from '../../../validators/credit-code.js';

/**
 * The check character computed here independently of the module, as GB 32100-2015 states it: weight of position i
 * (from the left, 0-based) is 3^i mod 31; check value = 31 - (sum mod 31), 31 written as 0.
 */
const ALPHABET = '0123456789ABCDEFGHJKLMNPQRTUWXY';
function checkChar(first17: string): string {
  let sum = 0;
  for (let i = 0; i < 17; i++) sum += ALPHABET.indexOf(first17[i]) * (3 ** i % 31);
  const c = 31 - (sum % 31);
  return ALPHABET[c === 31 ? 0 : c];
}

const creditCode = (v: string) => checkRule('creditCode', v);

describe('统一社会信用代码 (GB 32100-2015)', () => {
  it('accepts codes printed on real business licences', () => {
    for (const code of ['91350100M000100Y43', '91110000802100433B', '91440300708461136T', '53100000500021676K']) expect(creditCode(code), code).toBeNull();
  });

  it('accepts any body code whose check character is right, and refuses every other check character', () => {
    for (const first17 of ['91210102MA0ABCDE1', '52210102000012345', '12210000A00001234', '31210102QWERTYUPL']) {
      expect(creditCodeCheckChar(first17)).toBe(checkChar(first17));
      expect(creditCode(first17 + checkChar(first17)), first17).toBeNull();
      for (const c of ALPHABET) if (c !== checkChar(first17)) expect(creditCode(first17 + c)).toBe('请输入正确的统一社会信用代码');
    }
  });

  it('refuses the letters the standard leaves out (I, O, Z, S, V), lower case, a letter in the region part and a wrong length', () => {
    const refused = [
      '9135010OM000100Y43',
      '91350100M00010OY43',
      '91350100I000100Y43',
      '91350100m000100y43',
      '913501A0M000100Y43',
      '91350100M000100Y4',
      '91350100M000100Y433',
      '',
    ];
    for (const v of refused.filter(Boolean)) expect(creditCode(v), v).toBe('请输入正确的统一社会信用代码');
  });

  it('leaves an empty value to the required rule', () => {
    expect(creditCode('')).toBeNull();
  });
});
