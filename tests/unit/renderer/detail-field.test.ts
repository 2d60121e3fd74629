import { describe, expect, it } from 'vitest';
import { compileForm } from '../../../renderer/schema/compile-form';
import type { FormRoot } from '../../../renderer/screens/screen-schema';
import type { EntitySchema } from '../../../src/shared/entity-meta';

const item = {
  $id: 'orderItem',
  title: '订单明细',
  type: 'object',
  required: ['orderId', 'name', 'qty', 'unit'],
  'x-entity': { table: 't_order_item', unique: [['orderId', 'name']] },
  properties: {
    id: { type: 'string', title: '主键', readOnly: true, 'x-column': { primary: true } },
    createTime: { type: 'string', title: '创建时间', readOnly: true },
    orderId: { type: 'string', title: '订单', maxLength: 32, 'x-ref': 'order' },
    sortNo: { type: 'integer', title: '序号' },
    name: { type: 'string', title: '名称', maxLength: 20 },
    code: { type: 'string', title: '编码', pattern: '^[A-Z]{3}$', 'x-messages': { pattern: '编码为3个大写字母' } },
    qty: { type: 'integer', title: '数量', minimum: 1, default: 1 },
    unit: { type: 'string', title: '单位', 'x-dict': 'demo_unit' },
    arrive: { type: 'string', title: '到货日期', format: 'date' },
    signedAt: { type: 'string', title: '签收时间', format: 'date-time-cn' },
    urgent: { type: 'boolean', title: '加急' },
  },
} as unknown as EntitySchema;

const order = (withSchema = true) =>
  ({
    $id: 'order',
    title: '订单',
    type: 'object',
    'x-entity': {
      table: 't_order',
      api: '/OrderController',
      permission: 'order',
      details: [
        { property: 'items', entity: 'orderItem', foreignKey: 'orderId', orderBy: 'sortNo', title: '订单明细', ...(withSchema ? { schema: item } : {}) },
      ],
    },
    properties: { title: { type: 'string', title: '标题', maxLength: 50 } },
  }) as unknown as EntitySchema;

const root = (properties: FormRoot['properties']): FormRoot => ({ type: 'object', properties });
type Compiled = Record<string, any>;
const compiled = (properties: FormRoot['properties'], entity = order()) => {
  const { schema, fields } = compileForm(root(properties), entity);
  return { f: (schema as Compiled).properties as Record<string, Compiled>, fields };
};

describe('a detail table in a form inherits its columns from the detail entity', () => {
  it('becomes an EditableTable array field that is saved with the record', () => {
    const { f, fields } = compiled({ title: {}, items: { 'x-component-props': { columns: ['name'] } } });
    expect(fields).toEqual(['title', 'items']);
    expect(f.items).toMatchObject({ type: 'array', title: '订单明细', 'x-decorator': 'FormItem', 'x-component': 'EditableTable' });
  });

  it('fills title, cell type, dictionary, default and rules of columns listed by key', () => {
    const { f } = compiled({ items: { 'x-component-props': { columns: ['name', 'code', 'qty', 'unit', 'arrive', 'signedAt', 'urgent'] } } });
    const [name, code, qty, unit, arrive, signedAt, urgent] = f.items['x-component-props'].columns;
    expect(name).toEqual({
      key: 'name',
      title: '名称',
      type: 'input',
      validateRules: [{ required: true, message: '请输入名称' }, { pattern: '^[\\s\\S]{0,20}$', message: '名称最大长度20位字符' }, { unique: true }],
    });
    expect(code).toEqual({ key: 'code', title: '编码', type: 'input', validateRules: [{ pattern: '^[A-Z]{3}$', message: '编码为3个大写字母' }] });
    expect(qty).toEqual({
      key: 'qty',
      title: '数量',
      type: 'number',
      defaultValue: 1,
      validateRules: [{ required: true, message: '请输入数量' }],
      props: { min: 1, precision: 0 },
    });
    expect(unit).toEqual({ key: 'unit', title: '单位', type: 'dict', dictCode: 'demo_unit', validateRules: [{ required: true, message: '请选择单位' }] });
    expect([arrive.type, signedAt.type, urgent.type]).toEqual(['date', 'datetime', 'switch']);
  });

  it('lets a column object’s own props win', () => {
    const { f } = compiled({
      items: {
        'x-component-props': {
          columns: [
            { key: 'qty', width: 100, title: '申请数量', validateRules: [], props: { max: 9 } },
            { key: 'unit', type: 'dict' },
          ],
        },
      },
    });
    const [qty, unit] = f.items['x-component-props'].columns;
    expect(qty).toMatchObject({ key: 'qty', title: '申请数量', width: 100, type: 'number', validateRules: [], props: { min: 1, max: 9, precision: 0 } });
    expect(unit).toMatchObject({ type: 'dict', dictCode: 'demo_unit', validateRules: [{ required: true, message: '请选择单位' }] });
  });

  it('without a column list shows every property a user fills in: not the key, foreign key, order or audit columns', () => {
    const { f } = compiled({ items: {} });
    expect(f.items['x-component-props'].columns.map((c: { key: string }) => c.key)).toEqual(['name', 'code', 'qty', 'unit', 'arrive', 'signedAt', 'urgent']);
  });

  it('keeps another component the node names, and its props, untouched', () => {
    const { f, fields } = compiled({ items: { 'x-component': 'ArrayTable', 'x-component-props': { bordered: true } } });
    expect(f.items).toMatchObject({ type: 'array', 'x-component': 'ArrayTable', 'x-component-props': { bordered: true } });
    expect(f.items['x-component-props'].columns).toBeUndefined();
    expect(fields).toEqual(['items']);
  });

  it('without the detail entity (not sent) keeps the listed columns as they are', () => {
    const { f } = compiled({ items: { 'x-component-props': { columns: ['name', { key: 'qty', width: 80 }] } } }, order(false));
    expect(f.items['x-component-props'].columns).toEqual([
      { key: 'name', title: 'name' },
      { key: 'qty', title: 'qty', width: 80 },
    ]);
  });

  it('leaves an x-transient node of the same name alone (not sent)', () => {
    const { fields } = compiled({ items: { type: 'string', title: '临时', 'x-transient': true } });
    expect(fields).toEqual([]);
  });
});
