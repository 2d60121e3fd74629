/** Which fields the advanced query offers and which widget edits each type (one table, with an Input fallback). */
import { describe, expect, it } from 'vitest';
import { queryFields, typeOfProperty, widgetFor } from '../../../../renderer/screens/super-query/fields';
import { defaultComponent } from '../../../../renderer/schema/field-schema';
import type { QueryField } from '../../../../renderer/screens/super-query/model';
import type { EntitySchema } from '../../../../src/shared/entity-meta';

const entity = {
  $id: 'visit',
  type: 'object',
  'x-entity': { table: 't_visit' },
  properties: {
    id: { type: 'string', title: '主键', 'x-column': { primary: true } },
    name: { type: 'string', title: '姓名' },
    secret: { type: 'string', title: '密码', 'x-secret': true },
    sex: { type: 'string', title: '性别', 'x-dict': 'sex' },
    visits: { type: 'integer', title: '走访次数' },
    score: { type: 'number', title: '评分' },
    day: { type: 'string', title: '日期', format: 'date' },
    at: { type: 'string', title: '时间', format: 'date-time-cn' },
    clock: { type: 'string', title: '时刻', format: 'time' },
    done: { type: 'boolean', title: '完成' },
    regionCode: { type: 'string', title: '所属社区', 'x-region': true },
  },
} as unknown as EntitySchema;

describe('queryable fields', () => {
  it('default: every readable property but the key, typed from the entity', () => {
    expect(queryFields(entity, true).map((f) => [f.name, f.type])).toEqual([
      ['name', 'text'],
      ['sex', 'list'],
      ['visits', 'int'],
      ['score', 'number'],
      ['day', 'date'],
      ['at', 'datetime'],
      ['clock', 'time'],
      ['done', 'switch'],
      ['regionCode', 'region'],
    ]);
    expect(queryFields(entity, true).find((f) => f.name === 'sex')).toMatchObject({ title: '性别', dictCode: 'sex' });
  });

  it('a screen narrows, orders and relabels them, and may give another type', () => {
    const fields = queryFields(entity, { fields: ['visits', { name: 'name', title: '居民姓名' }, { name: 'sex', type: 'text' }] });
    expect(fields).toEqual([
      { name: 'visits', title: '走访次数', type: 'int' },
      { name: 'name', title: '居民姓名', type: 'text' },
      { name: 'sex', title: '性别', type: 'text' },
    ]);
    expect(typeOfProperty({ type: 'string', title: '备注' })).toBe('text');
  });

  it('a multiple dictionary field (x-dict-multiple) is list_multi here, checkboxes in a form and one choice in a query bar', () => {
    const tags = { type: 'string', title: '居民标签', 'x-dict': 'resident_tag', 'x-dict-multiple': true } as const;
    expect(typeOfProperty(tags)).toBe('list_multi');
    expect([defaultComponent(tags, 'form'), defaultComponent(tags, 'query')]).toEqual(['DictCheckbox', 'DictSelect']);
    expect(defaultComponent({ type: 'string', title: '性别', 'x-dict': 'sex' }, 'form')).toBe('DictSelect');
  });
});

describe('value widgets by type', () => {
  const all = () => true;
  const f = (type: QueryField['type'], extra: Partial<QueryField> = {}): QueryField => ({ name: 'x', title: 'x', type, ...extra });
  it('maps each type of 002 §9 to a registered component', () => {
    expect(widgetFor(f('text'), 'eq', all).component).toBe('Input');
    expect(widgetFor(f('list', { dictCode: 'sex' }), 'eq', all)).toMatchObject({ component: 'DictSelect', props: { dictCode: 'sex' }, multiple: false });
    expect(widgetFor(f('list', { dictCode: 'sex' }), 'in', all)).toMatchObject({ component: 'DictSelect', props: { mode: 'multiple' }, multiple: true });
    expect(widgetFor(f('list_multi', { dictCode: 'sex' }), 'eq', all)).toMatchObject({ component: 'DictSelect', multiple: true });
    expect(widgetFor(f('sel_search', { dictTable: 'sys_user,realname,username' }), 'eq', all)).toMatchObject({
      component: 'DictSearchSelect',
      props: { dict: 'sys_user,realname,username' },
    });
    expect(widgetFor(f('table-dict', { dictTable: 't,a,b' }), 'eq', all).component).toBe('DictSearchSelect');
    expect(widgetFor(f('popup', { popup: { code: 'r1' } }), 'eq', all)).toMatchObject({ component: 'PopupReport', props: { code: 'r1' } });
    expect(widgetFor(f('select-user'), 'in', all)).toMatchObject({ component: 'UserSelect', props: { multiple: true } });
    expect(widgetFor(f('select-depart'), 'eq', all)).toMatchObject({ component: 'DepartSelect', props: { multiple: false } });
    expect(widgetFor(f('area-linkage'), 'eq', all).component).toBe('AreaSelect');
    expect(widgetFor(f('region'), 'eq', all).component).toBe('RegionTreeSelect');
    expect(widgetFor(f('date'), 'eq', all)).toMatchObject({ component: 'DatePicker', props: { format: 'YYYY-MM-DD' } });
    expect(widgetFor(f('datetime'), 'eq', all)).toMatchObject({ component: 'DatePicker', props: { format: 'YYYY-MM-DD HH:mm:ss', showTime: true } });
    expect(widgetFor(f('time'), 'eq', all)).toMatchObject({ component: 'TimePicker', props: { format: 'HH:mm:ss' } });
    expect(widgetFor(f('int'), 'eq', all)).toMatchObject({ component: 'NumberPicker', props: { precision: 0 } });
    expect(widgetFor(f('int'), 'in', all).component).toBe('Input');
    expect(widgetFor(f('number'), 'gt', all).component).toBe('NumberPicker');
    expect(widgetFor(f('switch'), 'eq', all).props.options).toEqual([
      { label: '是', value: 'Y' },
      { label: '否', value: 'N' },
    ]);
  });

  it('a component that is not registered (yet) falls back to a text input', () => {
    const only = (names: string[]) => (n: string) => names.includes(n);
    expect(widgetFor(f('select-user'), 'eq', only(['Input']))).toEqual({ component: 'Input', props: { placeholder: '请输入' }, multiple: false });
    expect(widgetFor(f('popup'), 'eq', only(['Input', 'PopupReport'])).component).toBe('PopupReport');
  });

  it('a screen’s own props reach the widget', () => {
    expect(widgetFor(f('text', { props: { maxLength: 5 } }), 'eq', all).props).toMatchObject({ maxLength: 5 });
  });
});
