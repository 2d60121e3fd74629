import { describe, expect, it } from 'vitest';
import { compileForm } from '../../../renderer/schema/compile-form';
import type { FormRoot } from '../../../renderer/screens/screen-schema';
import type { EntitySchema } from '../../../src/shared/entity-meta';

const entity = {
  $id: 'book',
  type: 'object',
  required: ['bookName'],
  'x-entity': { table: 't_book', api: '/BookController', permission: 'book' },
  properties: {
    bookName: { type: 'string', title: '书名', maxLength: 50 },
    bookType: { type: 'string', title: '类别', 'x-dict': 'DIC_GRID_TYPE' },
    shelf: { type: 'integer', title: '书架号', minimum: 1 },
  },
} as unknown as EntitySchema;

const root = (properties: FormRoot['properties']): FormRoot => ({ type: 'object', properties });
type Compiled = Record<string, any>;
const fieldsOf = (schema: Compiled): Record<string, Compiled> => schema.properties;

describe('a screen form inherits from its entity', () => {
  it('gives {} the title, type, component, dictionary and rules of the property', () => {
    const { schema, fields } = compileForm(root({ bookName: {}, bookType: {}, shelf: {} }), entity);
    const f = fieldsOf(schema as Compiled);
    expect(fields).toEqual(['bookName', 'bookType', 'shelf']);
    expect(f.bookName).toMatchObject({ title: '书名', type: 'string', 'x-component': 'Input', 'x-component-props': { maxLength: 50, placeholder: '请输入' } });
    expect(f.bookName['x-validator']).toContainEqual(expect.objectContaining({ required: true, message: '请输入书名' }));
    expect(f.bookType).toMatchObject({ 'x-component': 'DictSelect', 'x-component-props': { dictCode: 'DIC_GRID_TYPE', placeholder: '请选择' } });
    expect(f.shelf).toMatchObject({ type: 'number', 'x-component': 'NumberPicker', 'x-component-props': { precision: 0 } });
  });

  it('lets the node win where it sets a key, and adds its validators to the entity’s unless it overrides them', () => {
    const { schema } = compileForm(
      root({
        bookName: { title: '图书名称', 'x-override': ['title'], 'x-validator': ['mobile'] },
        shelf: { 'x-override': ['x-validator'], 'x-validator': [{ maximum: 9, message: '最多9号' }] },
      }),
      entity,
    );
    const f = fieldsOf(schema as Compiled);
    expect(f.bookName.title).toBe('图书名称');
    expect(f.bookName['x-validator']).toEqual(expect.arrayContaining([expect.objectContaining({ required: true }), { 'x-rule': 'mobile' }]));
    expect(f.bookName).not.toHaveProperty('x-override');
    expect(f.shelf['x-validator']).toEqual([{ maximum: 9, message: '最多9号' }]);
  });

  it('takes one validator written without an array, as Formily and the meta-schema allow', () => {
    const { schema } = compileForm(
      root({ bookName: { 'x-validator': 'mobile' }, shelf: { 'x-override': ['x-validator'], 'x-validator': { maximum: 9 } } }),
      entity,
    );
    const f = fieldsOf(schema as Compiled);
    expect(f.bookName['x-validator']).toEqual(expect.arrayContaining([expect.objectContaining({ required: true }), { 'x-rule': 'mobile' }]));
    expect(f.shelf['x-validator']).toEqual([{ maximum: 9 }]);
  });

  it('keeps containers with their children, places x-span on the grid, and sends neither transient nor omitted fields', () => {
    const { schema, fields } = compileForm(
      root({
        layout: {
          type: 'void',
          'x-component': 'Columns',
          'x-component-props': { columns: 2 },
          properties: { bookName: { 'x-span': 2 }, agree: { type: 'boolean', title: '已核对', 'x-transient': true, 'x-component': 'Checkbox' }, bookType: {} },
        },
      }),
      entity,
      ['bookType'],
    );
    const layout = fieldsOf(schema as Compiled).layout;
    expect(layout['x-component']).toBe('Columns');
    expect(Object.keys(layout.properties)).toEqual(['bookName', 'agree']);
    expect(layout.properties.bookName['x-decorator-props']).toEqual({ style: { gridColumn: 'span 2' } });
    expect(layout.properties.agree).toMatchObject({ title: '已核对', 'x-component': 'Checkbox' });
    expect(fields).toEqual(['bookName']);
  });
});

describe('rich text (x-html) properties', () => {
  const withHtml = {
    ...entity,
    properties: { ...entity.properties, intro: { type: 'string', title: '简介', maxLength: 20000, 'x-html': true } },
  } as unknown as EntitySchema;

  it('get the rich-text editor in a form, typed into (请输入), unless the node names another component', () => {
    const f = fieldsOf(compileForm(root({ intro: {} }), withHtml).schema as Compiled);
    expect(f.intro).toMatchObject({ title: '简介', 'x-component': 'RichText', 'x-component-props': { placeholder: '请输入' } });
    const named = fieldsOf(compileForm(root({ intro: { 'x-component': 'Input.TextArea' } }), withHtml).schema as Compiled);
    expect(named.intro['x-component']).toBe('Input.TextArea');
  });
});

describe('x-send', () => {
  it('sends a transient field the entity’s own save route takes, and no other transient field', () => {
    const form = root({
      bookName: {},
      roles: { 'x-transient': true, 'x-send': true, type: 'string', title: '角色', 'x-component': 'Input' },
      note: { 'x-transient': true, type: 'string', title: '备注', 'x-component': 'Input' },
    });
    const { schema, fields } = compileForm(form, entity);
    expect(fields).toEqual(['bookName', 'roles']);
    expect(fieldsOf(schema as Compiled).roles).toMatchObject({ title: '角色', 'x-component': 'Input' });
    expect(fieldsOf(schema as Compiled).roles).not.toHaveProperty('x-send');
  });
});
