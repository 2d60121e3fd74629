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

describe('ajv keyword x-region', () => {
  const placeSchema = {
    type: 'object',
    properties: {
      grid: { type: 'string', title: '所属网格', 'x-region': 'grid' },
      area: { type: 'string', title: '所属区域', 'x-region': true, 'x-messages': { 'x-region': '请选择正确的所属区域' } },
    },
  } as const;
  const check = checker(createAjv().compile(placeSchema), placeSchema);

  it('takes only a grid code where "grid" is declared, and any level\'s code where true is', () => {
    expect(check({ grid: '210102001002003', area: '210102001' }).ok).toBe(true);
    expect(check({ grid: '210102001002', area: '2101020010' }).errors).toEqual([
      { field: 'grid', message: '所属网格应为15位网格编号' },
      { field: 'area', message: '请选择正确的所属区域' },
    ]);
  });

  it('refuses to compile any other value of x-region', () => {
    expect(() => createAjv().compile({ type: 'string', 'x-region': 'street' })).toThrow(/x-region must be true or "grid"/);
  });
});
