import { describe, expect, it } from 'vitest';
import { checkRule, requiredMessages, ruleNames } from '../../../validators/rules.js';
import { ruleExamples } from './rule-examples.js';

describe('named rules of spec 000 §5', () => {
  it('every rule has examples', () => {
    expect(Object.keys(ruleExamples).sort()).toEqual([...ruleNames()].sort());
  });

  for (const [name, { accepted, refused, message }] of Object.entries(ruleExamples)) {
    describe(name, () => {
      it.each(accepted)('accepts %j', (value) => expect(checkRule(name, value)).toBeNull());
      it.each(refused)('refuses %j', (value) => expect(checkRule(name, value)).not.toBeNull());
      it(`says ${message}`, () => expect(checkRule(name, refused[0])).toBe(message));
    });
  }

  it('leaves empty values to the required rule', () => {
    for (const name of ruleNames()) {
      expect(checkRule(name, '')).toBeNull();
      expect(checkRule(name, undefined)).toBeNull();
      expect(checkRule(name, null)).toBeNull();
    }
  });

  it('checks numbers as their text and refuses other types', () => {
    expect(checkRule('naturalNumber', 12)).toBeNull();
    expect(checkRule('naturalNumber', -1)).toBe('请输入自然数');
    expect(checkRule('mobile', { phone: '13800000000' })).toBe('请输入正确手机号');
  });

  it('names the failed condition of userName with the spec wording, length 4 to 18', () => {
    expect(checkRule('userName', 'ab-cd')).toBe('只允许字母、数字、下划线');
    expect(checkRule('userName', 'abc')).toBe('长度4到18个字符');
    expect(checkRule('userName', 'a'.repeat(19))).toBe('长度4到18个字符');
    expect(checkRule('userName', 'admin')).toBeNull();
  });

  it('carries the required messages of the spec', () => {
    expect(requiredMessages.mobile).toBe('请输入手机号');
    expect(requiredMessages.userName).toBe('请输入用户名');
  });

  it('throws for a rule name nobody defined, so a schema typo is found at once', () => {
    expect(() => checkRule('mobil', '1')).toThrow(/unknown validation rule "mobil"/);
  });
});
