import { describe, expect, it } from 'vitest';
import { checkPreset, checkUnique, duplicateRows, presets } from '../../../validators/presets.js';

const examples: Record<string, { accepted: string[]; refused: string[]; message: string }> = {
  '*': { accepted: ['a', '0'], refused: ['', '   '], message: '该项不能为空' },
  'n6-16': { accepted: ['123456', '1234567890123456'], refused: ['12345', '12345678901234567', '12345a'], message: '请输入6到16位数字' },
  '*6-16': { accepted: ['a b c!', '一二三四五六', 'x'.repeat(16)], refused: ['12345', 'x'.repeat(17)], message: '请输入6到16位任意字符' },
  's6-18': { accepted: ['abcdef', 'ABCDEFGHIJKLMNOPQR'], refused: ['abcde', 'abcdefghijklmnopqrs', 'abcde1'], message: '请输入6到18位字母' },
  url: { accepted: ['https://www.gov.cn', 'http://a.cn/x'], refused: ['www.gov.cn', 'ftp://a.cn'], message: '请输入正确的网址' },
  e: { accepted: ['a@b.cn'], refused: ['a@b', 'ab.cn'], message: '请输入正确的电子邮件' },
  m: { accepted: ['13000000000', '16612345678', '19912345678'], refused: ['12000000000', '1990000000', '199000000000'], message: '请输入正确的手机号码' },
  p: { accepted: ['110000', '518000'], refused: ['010000', '11000', '1100000', '11000a'], message: '请输入正确的邮政编码' },
  s: { accepted: ['abc', 'XyZ'], refused: ['ab1', 'a b'], message: '请输入字母' },
  n: { accepted: ['0', '-1', '3.14', '-0.5'], refused: ['1.', '.5', '1e3', 'a', '--1'], message: '请输入数字' },
  z: { accepted: ['0', '-12', '42'], refused: ['1.0', 'a', '1 2'], message: '请输入整数' },
  money: { accepted: ['0', '0.5', '12.34', '100'], refused: ['12.345', '-1', '01.5', '1.', '1,000'], message: '请输入正确的金额，最多两位小数' },
};

describe('editable-table pattern presets (spec 002 §5)', () => {
  it('covers every preset', () => expect(Object.keys(examples).sort()).toEqual(Object.keys(presets).sort()));

  for (const [code, { accepted, refused, message }] of Object.entries(examples)) {
    it(`${code} (${presets[code as keyof typeof presets].title})`, () => {
      for (const v of accepted) expect(checkPreset(code, v), v).toBeNull();
      for (const v of refused) expect(checkPreset(code, v), v).toBe(message);
    });
  }

  it('leaves empty cells alone except for non-empty, which names the column', () => {
    for (const code of Object.keys(presets).filter((c) => c !== '*')) expect(checkPreset(code, '')).toBeNull();
    expect(checkPreset('*', undefined, '联系人')).toBe('联系人不能为空');
  });

  it('checks numeric cell values as text', () => {
    expect(checkPreset('money', 12.5)).toBeNull();
    expect(checkPreset('z', 1.5)).toBe('请输入整数');
  });

  it('refuses an unknown preset code', () => expect(() => checkPreset('mobile', '1')).toThrow(/unknown table pattern preset/));
});

describe('unique rule over a column', () => {
  it('refuses a value another row holds, with the column message or "{title}不能重复"', () => {
    expect(checkUnique('A01', ['A02', 'A01'], { title: '编码' })).toBe('编码不能重复');
    expect(checkUnique('A01', ['A01'], { message: '该编码已存在' })).toBe('该编码已存在');
    expect(checkUnique(1, ['1'], { title: '序号' })).toBe('序号不能重复');
  });

  it('accepts new values and blank cells', () => {
    expect(checkUnique('A03', ['A01', 'A02'])).toBeNull();
    expect(checkUnique('', ['', ''])).toBeNull();
  });

  it('marks every row taking part in a duplicate', () => {
    expect(duplicateRows(['a', 'b', 'a', '', '', 'c', 'b'])).toEqual([0, 1, 2, 6]);
    expect(duplicateRows(['a', 'b'])).toEqual([]);
  });
});
