import { describe, expect, it } from 'vitest';
import { createForm } from '@formily/core';
import {
  type ValidatorEntry,
  checkboxCount,
  presetValidator,
  propertyValidators,
  ruleValidators,
  sameAs,
  selectRequired,
  textValidators,
} from '../../../validators/formily.js';

async function errorsOf(validator: ValidatorEntry[], value: unknown, title = '字段'): Promise<string[]> {
  const form = createForm();
  const field = Array.isArray(value) ? form.createArrayField({ name: 'v', title, validator }) : form.createField({ name: 'v', title, validator });
  await field.onInput(value);
  return field.selfErrors as string[];
}

describe('Formily validators built from the shared rules', () => {
  it('required rules use the spec messages: 请输入手机号, 请输入用户名', async () => {
    expect(await errorsOf(ruleValidators('mobile', { required: true }), '')).toEqual(['请输入手机号']);
    expect(await errorsOf(ruleValidators('userName', { required: true }), '')).toEqual(['请输入用户名']);
    expect(await errorsOf(ruleValidators('email', { required: true, label: '邮箱' }), '')).toEqual(['请输入邮箱']);
    expect(await errorsOf(ruleValidators('mobile', { required: true }), '13800000000')).toEqual([]);
  });

  it('mobile accepts every prefix in use (1 then 3-9: 16x and 19x exist) and refuses 1[012]', async () => {
    for (const ok of ['13800000000', '16612345678', '19912345678', '14700000000']) expect(await errorsOf(ruleValidators('mobile'), ok)).toEqual([]);
    for (const bad of ['12345678901', '11012345678', '1380000000']) expect(await errorsOf(ruleValidators('mobile'), bad)).toEqual(['请输入正确手机号']);
  });

  it('generic text: 请输入{label}, 最小长度N位字符, 最大长度N位字符', async () => {
    const rules = textValidators('网格名称', { required: true, min: 2, max: 5 });
    expect(await errorsOf(rules, '')).toEqual(['请输入网格名称']);
    expect(await errorsOf(rules, '网')).toEqual(['最小长度2位字符']);
    expect(await errorsOf(rules, '第一网格网格')).toEqual(['最大长度5位字符']);
    expect(await errorsOf(rules, '第一网格')).toEqual([]);
  });

  it('select required says 请选择{label} and is checked on change', async () => {
    expect(selectRequired('网格类型').triggerType).toBe('onInput');
    expect(await errorsOf([selectRequired('网格类型')], undefined)).toEqual(['请选择网格类型']);
    expect(await errorsOf([selectRequired('网格类型')], '1')).toEqual([]);
  });

  it('checkbox group: 最少选择N项 / 最多选择N项', async () => {
    const rules = checkboxCount({ min: 2, max: 3 });
    expect(await errorsOf(rules, ['a'])).toEqual(['最少选择2项']);
    expect(await errorsOf(rules, ['a', 'b', 'c', 'd'])).toEqual(['最多选择3项']);
    expect(await errorsOf(rules, ['a', 'b'])).toEqual([]);
  });

  it('confirmation must equal the other field', async () => {
    const form = createForm({ values: { password: 'Zhdj@2026' } });
    const confirm = form.createField({ name: 'confirm', validator: [sameAs('password', '两次输入新密码不一致!')] });
    await confirm.onInput('Zhdj@2027');
    expect(confirm.selfErrors).toEqual(['两次输入新密码不一致!']);
    await confirm.onInput('Zhdj@2026');
    expect(confirm.selfErrors).toEqual([]);
  });

  it('table presets name the column in the non-empty message and honour a column message', async () => {
    expect(await errorsOf([presetValidator('*')], '', '联系人')).toEqual(['联系人不能为空']);
    expect(await errorsOf([presetValidator('m')], '12345678901')).toEqual(['请输入正确的手机号码']);
    expect(await errorsOf([presetValidator('m', '联系电话格式不对')], '12345678901')).toEqual(['联系电话格式不对']);
    expect(await errorsOf([presetValidator('m')], '19912345678')).toEqual([]);
  });

  it('an entity property gives required, lengths, pattern and x-rule with its x-messages', async () => {
    const grid = {
      title: '网格编号',
      maxLength: 15,
      pattern: '^\\d{15}$',
      'x-messages': { required: '请输入网格编号', pattern: '网格编号为社区编码加3位数字' },
    };
    const rules = propertyValidators(grid, true);
    expect(await errorsOf(rules, '')).toEqual(['请输入网格编号']);
    expect(await errorsOf(rules, '12')).toEqual(['网格编号为社区编码加3位数字']);
    expect(await errorsOf(rules, '2101020010020011')).toEqual(['最大长度15位字符', '网格编号为社区编码加3位数字']);
    const phone = propertyValidators({ title: '手机号', maxLength: 11, 'x-rule': 'mobile' }, true);
    expect(await errorsOf(phone, '')).toEqual(['请输入手机号']);
    expect(await errorsOf(phone, '1380000000')).toEqual(['请输入正确手机号']);
  });

  it("an x-region property takes the codes the server takes, with its own message or the kind's", async () => {
    const grid = propertyValidators({ title: '所属网格', maxLength: 15, 'x-region': 'grid' }, false);
    expect(await errorsOf(grid, '210102001002')).toEqual(['所属网格应为15位网格编号']);
    expect(await errorsOf(grid, '210102001002003')).toEqual([]);
    const area = propertyValidators({ title: '所属区域', 'x-region': true, 'x-messages': { 'x-region': '所属区域应为区划代码' } }, false);
    expect(await errorsOf(area, '2101020010')).toEqual(['所属区域应为区划代码']);
    expect(await errorsOf(area, '210102001002')).toEqual([]);
  });
});
