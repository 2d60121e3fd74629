/**
 * The data of the table benchmark: 10 columns of the common types with the usual rules, and N generated rows. The
 * same columns are given to EditableTable (column JSON) and to Formily's ArrayTable (one Column per key).
 */
import type { ISchema } from '@formily/json-schema';
import type { TableColumn } from '@renderer/fields/editable-table/model/columns';

export const SEX = [
  { value: '1', text: '男' },
  { value: '2', text: '女' },
];
const LEVELS = [
  { label: '一级', value: '1' },
  { label: '二级', value: '2' },
  { label: '三级', value: '3' },
];

export const COLUMNS: TableColumn[] = [
  { key: 'name', title: '姓名', width: 120, validateRules: [{ required: true, message: '请输入姓名' }] },
  { key: 'phone', title: '手机号', width: 140, validateRules: [{ pattern: 'm' }] },
  { key: 'code', title: '编号', width: 110, validateRules: [{ required: true }, { unique: true, message: '编号不能重复' }] },
  { key: 'amount', title: '金额', type: 'number', width: 110, statistics: ['sum'], validateRules: [{ pattern: 'money' }] },
  { key: 'sex', title: '性别', type: 'dict', dictCode: 'sex', width: 110 },
  { key: 'level', title: '等级', type: 'select', options: LEVELS, width: 110 },
  { key: 'zip', title: '邮编', width: 110, validateRules: [{ pattern: 'p' }] },
  { key: 'birthday', title: '出生日期', type: 'date', width: 140 },
  { key: 'active', title: '在册', type: 'switch', width: 80 },
  { key: 'email', title: '电子邮件', width: 200, validateRules: [{ pattern: 'e' }] },
];

export function rows(count: number): Record<string, unknown>[] {
  return Array.from({ length: count }, (_, i) => ({
    id: String(100000 + i),
    name: `居民${i + 1}`,
    phone: `138${String(i).padStart(8, '0')}`,
    code: `A${String(i).padStart(5, '0')}`,
    amount: (i % 97) + 0.5,
    sex: i % 2 ? '1' : '2',
    level: String((i % 3) + 1),
    zip: '110000',
    birthday: '1990-01-01',
    active: i % 5 ? 'Y' : 'N',
    email: `u${i}@example.com`,
  }));
}

/** Formily's ArrayTable with the same columns: Input / NumberPicker / Select / DatePicker / Switch and the same rules. */
export function arrayTableSchema(pageSize?: number): ISchema {
  const component: Record<string, [string, ISchema?]> = {
    number: ['NumberPicker'],
    dict: ['Select', { enum: SEX.map((s) => ({ label: s.text, value: s.value })) }],
    select: ['Select', { enum: LEVELS }],
    date: ['DatePicker'],
    switch: ['Switch'],
  };
  const patterns: Record<string, string> = { m: '^1[3-9]\\d{9}$', money: '^(0|[1-9]\\d*)(\\.\\d{1,2})?$', p: '^[1-9]\\d{5}$', e: '^\\S+@\\S+\\.\\S+$' };
  const properties: Record<string, ISchema> = {
    index: {
      type: 'void',
      'x-component': 'ArrayTable.Column',
      'x-component-props': { title: '#', width: 56 },
      properties: { i: { type: 'void', 'x-component': 'ArrayTable.Index' } },
    },
  };
  for (const c of COLUMNS) {
    const [name, extra] = component[c.type ?? 'input'] ?? ['Input'];
    const rules = c.validateRules ?? [];
    const pattern = rules.find((r) => r.pattern)?.pattern;
    properties[`c_${c.key}`] = {
      type: 'void',
      'x-component': 'ArrayTable.Column',
      'x-component-props': { title: c.title, width: c.width },
      properties: {
        [c.key]: {
          type: 'string',
          'x-decorator': 'FormItem',
          'x-component': name,
          required: rules.some((r) => r.required),
          ...(pattern ? { pattern: patterns[pattern] } : {}),
          ...extra,
        },
      },
    };
  }
  return {
    type: 'object',
    properties: {
      table: {
        type: 'array',
        'x-decorator': 'FormItem',
        'x-component': 'ArrayTable',
        'x-component-props': { pagination: pageSize ? { pageSize } : false, scroll: { x: 1400 } },
        items: { type: 'object', properties },
      },
    },
  };
}

export function editableTableSchema(): ISchema {
  return {
    type: 'object',
    properties: {
      table: { type: 'array', 'x-decorator': 'FormItem', 'x-component': 'EditableTable', 'x-component-props': { columns: COLUMNS, dragSort: true } },
    },
  };
}
