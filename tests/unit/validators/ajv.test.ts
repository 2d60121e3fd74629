import { describe, expect, it } from 'vitest';
import { checker, createAjv } from '../../../validators/ajv.js';

const userSchema = {
  type: 'object',
  properties: {
    username: { type: 'string', title: '用户账号', 'x-rule': 'userName' },
    phone: { type: 'string', title: '手机号', 'x-rule': 'mobile' },
    age: { type: 'integer', title: '年龄', 'x-rule': 'naturalNumber' },
  },
} as const;

describe('ajv keyword x-rule', () => {
  const check = checker(createAjv().compile(userSchema), userSchema);

  it('turns a failed rule into the field title and the rule message', () => {
    const result = check({ username: 'ab', phone: '12345' });
    expect(result.ok).toBe(false);
    expect(result.errors).toEqual([
      { field: 'username', message: '用户账号：长度4到18个字符' },
      { field: 'phone', message: '手机号：请输入正确手机号' },
    ]);
  });

  it('passes good values and empty strings', () => {
    expect(check({ username: 'admin', phone: '13800000000', age: 3 }).ok).toBe(true);
    expect(check({ username: '', phone: '' }).ok).toBe(true);
  });

  it('checks numbers too', () => {
    expect(check({ age: -3 }).errors).toEqual([{ field: 'age', message: '年龄：请输入自然数' }]);
  });

  it('refuses to compile a schema naming an unknown rule', () => {
    expect(() => createAjv().compile({ type: 'string', 'x-rule': 'phoneNumber' })).toThrow(/unknown validation rule "phoneNumber"/);
  });
});
