import { describe, expect, it } from 'vitest';
import { checkRule } from '../../../validators/rules.js';

/**
 * The check character computed here independently of the module, by ISO 7064 MOD 11-2 as GB 11643 states it:
 * weight of position i (counted from the right, check = 1) is 2^(i-1) mod 11; check value = (12 - sum mod 11) mod 11.
 */
function checkChar(first17: string): string {
  let sum = 0;
  for (let i = 0; i < 17; i++) sum += Number(first17[i]) * (2 ** (17 - i) % 11);
  const c = (12 - (sum % 11)) % 11;
  return c === 10 ? 'X' : String(c);
}

const idCard = (v: string) => checkRule('idCard', v);
const wrongCheck = (id17: string) => ['0', '1', '2', '3', '4', '5', '6', '7', '8', '9', 'X'].find((c) => c !== checkChar(id17))!;

describe('national ID card (身份证号码)', () => {
  it('accepts the published examples of GB 11643', () => {
    expect(idCard('11010519491231002X')).toBeNull();
    expect(idCard('440524188001010014')).toBeNull();
  });

  it('accepts 18-digit numbers whose check character is right, lower-case x included', () => {
    for (const first17 of ['21010219800101123', '21010220001231456', '37010219990228001', '11010119760229888']) {
      const id = first17 + checkChar(first17);
      expect(idCard(id), id).toBeNull();
      if (id.endsWith('X')) expect(idCard(id.toLowerCase())).toBeNull();
    }
  });

  it('refuses an 18-digit number with a wrong check character', () => {
    const first17 = '21010219800101123';
    expect(idCard(first17 + wrongCheck(first17))).toBe('请输入正确的身份证号码');
    expect(idCard('110105194912310021')).toBe('请输入正确的身份证号码');
  });

  it('refuses impossible birth dates even with a matching check character', () => {
    for (const first17 of ['21010219800231123', '21010219801301123', '21010219010229123']) {
      expect(idCard(first17 + checkChar(first17)), first17).toBe('请输入正确的身份证号码');
    }
  });

  it('accepts 15-digit old cards with a valid date and refuses invalid dates', () => {
    expect(idCard('210102800101123')).toBeNull();
    expect(idCard('210102960229123')).toBeNull();
    expect(idCard('210102970229123')).toBe('请输入正确的身份证号码');
    expect(idCard('210102000229123')).toBe('请输入正确的身份证号码'); // 15-digit years are 19YY: 1900 has no 29 February
    expect(idCard('210102801301123')).toBe('请输入正确的身份证号码');
  });

  it('refuses other lengths and characters', () => {
    for (const v of ['2101021980010112', '2101021980010112345', '21010219800101123Y', 'abcdefghijklmnopq1']) {
      expect(idCard(v), v).toBe('请输入正确的身份证号码');
    }
  });
});

describe('what an identity card number says (idCardFacts)', () => {
  it('sex from the sequence’s last digit (odd: 男 1) and the birth date, for 18- and 15-digit numbers', async () => {
    const { idCardFacts } = await import('../../../validators/id-card.js');
    expect(idCardFacts('11010519491231002X')).toEqual({ sex: '2', birthday: '1949-12-31' });
    expect(idCardFacts('440524188001010014')).toEqual({ sex: '1', birthday: '1880-01-01' });
    expect(idCardFacts('110105491231001')).toEqual({ sex: '1', birthday: '1949-12-31' });
    expect([idCardFacts('440524188001010015'), idCardFacts('1101051949'), idCardFacts(42)]).toEqual([null, null, null]);
  });
});

describe('identity card numbers that cannot have been issued (issue 30 item 3)', () => {
  const withCheck = (first17: string) => first17 + checkChar(first17);

  it('refuses a birth date after today, with its own message; today itself is fine', async () => {
    const { idCardError } = await import('../../../validators/id-card.js');
    const today = new Date(2026, 10, 27);
    expect(idCardError(withCheck('11010520261128001'), today)).toBe('身份证号码中的出生日期不能晚于今天');
    expect(idCardError(withCheck('11010520300101001'), today)).toBe('身份证号码中的出生日期不能晚于今天');
    expect(idCardError(withCheck('11010520261127001'), today)).toBeNull();
    expect(idCard(withCheck('11010529991231001'))).toBe('身份证号码中的出生日期不能晚于今天');
  });

  it('refuses region codes whose first two digits are no province of GB/T 2260 (000000, 999999, 10, 20, 83)', () => {
    for (const first17 of ['00000019800101123', '99999919800101123', '10010219800101123', '20010219800101123', '83000019800101123']) {
      expect(idCard(withCheck(first17)), first17).toBe('身份证号码的前两位不是有效的省级行政区划代码');
    }
    expect(idCard('000000800101123')).toBe('身份证号码的前两位不是有效的省级行政区划代码');
    for (const first17 of ['11010119800101123', '65010219800101123', '71000019800101123', '81000019800101123', '82000019800101123']) {
      expect(idCard(withCheck(first17)), first17).toBeNull();
    }
  });

  it('stores the check character x as X and leaves every other value as typed', async () => {
    const { normalizeByRule } = await import('../../../validators/rules.js');
    expect(normalizeByRule('idCard', '11010519491231002x')).toBe('11010519491231002X');
    expect(normalizeByRule('idCard', '11010519491231002X')).toBe('11010519491231002X');
    expect(normalizeByRule('idCard', '110105491231001')).toBe('110105491231001');
    expect(normalizeByRule('idCard', 'abcx')).toBe('abcx');
    expect(normalizeByRule('mobile', '13800000000')).toBe('13800000000');
  });
});
