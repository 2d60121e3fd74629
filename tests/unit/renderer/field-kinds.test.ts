import { createForm } from '@formily/core';
import { describe, expect, it } from 'vitest';
import { entityFieldSchema } from '../../../renderer/schema/field-schema';
import { querySchemaOf } from '../../../renderer/schema/screen-schemas';
import type { ListScreenSchema } from '../../../renderer/screens/screen-schema';
import type { EntitySchema } from '../../../src/shared/entity-meta';

const entity = {
  $id: 'visit',
  type: 'object',
  required: ['visits', 'visitDate', 'sex'],
  'x-entity': { table: 't_visit', api: '/VisitController', permission: 'visit' },
  properties: {
    visits: { type: 'integer', title: '走访次数' },
    visitDate: { type: 'string', title: '走访日期', format: 'date' },
    visitTime: { type: 'string', title: '登记时间', format: 'date-time-cn' },
    startAt: { type: 'string', title: '开始时刻', format: 'time' },
    sex: { type: 'string', title: '性别', 'x-dict': 'sex' },
  },
} as unknown as EntitySchema;

const form = (name: string) => entityFieldSchema(entity, name, {}, 'form');
const requiredMessage = (name: string) => (form(name)['x-validator'] as Array<{ required?: boolean; message?: string }>).find((v) => v.required)?.message;

describe('what a field component is decides its wording', () => {
  it('a number is typed into: 请输入, although its component is called NumberPicker', () => {
    expect(form('visits')['x-component']).toBe('NumberPicker');
    expect(form('visits')['x-component-props']).toMatchObject({ placeholder: '请输入' });
    expect(requiredMessage('visits')).toBe('请输入走访次数');
  });

  it('a dictionary and a date are chosen: 请选择', () => {
    expect(requiredMessage('sex')).toBe('请选择性别');
    expect(requiredMessage('visitDate')).toBe('请选择走访日期');
    expect(form('visitDate')['x-component-props']).toMatchObject({ placeholder: '请选择' });
  });
});

describe('format date, date-time and time', () => {
  it('give date and time pickers in forms, keeping the stored text format', () => {
    expect(form('visitDate')).toMatchObject({ 'x-component': 'DatePicker', 'x-component-props': { format: 'YYYY-MM-DD' } });
    expect(form('visitTime')).toMatchObject({ 'x-component': 'DatePicker', 'x-component-props': { format: 'YYYY-MM-DD HH:mm:ss', showTime: true } });
    expect(form('startAt')).toMatchObject({ 'x-component': 'TimePicker', 'x-component-props': { format: 'HH:mm:ss' } });
  });

  it('give a range picker in a query bar that fills <name>_begin and <name>_end, the list route parameters', () => {
    const screen = { id: 'visit-list', type: 'list', entity: 'visit', title: '走访', query: ['visitTime'], columns: ['visits'] } as unknown as ListScreenSchema;
    const fields = ((querySchemaOf(screen, entity).properties as Record<string, unknown>).grid as { properties: Record<string, { 'x-component': string }> })
      .properties;
    expect(Object.keys(fields)).toEqual(['[visitTime_begin,visitTime_end]']);
    expect(fields['[visitTime_begin,visitTime_end]']['x-component']).toBe('DatePicker.RangePicker');

    const values = createForm();
    values.createField({ name: '[visitTime_begin,visitTime_end]' }).setValue(['2026-11-01 00:00:00', '2026-11-30 23:59:59']);
    expect(values.values).toEqual({ visitTime_begin: '2026-11-01 00:00:00', visitTime_end: '2026-11-30 23:59:59' });
  });
});
