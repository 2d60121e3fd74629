// @vitest-environment jsdom
/**
 * A list screen whose form shows a detail table (x-entity.details): the edit dialog reads the record by queryById
 * (a list row has no detail rows) and sends the rows back with the record. The table here is Formily's ArrayTable,
 * so the test does not depend on the EditableTable widget.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { fireEvent, waitFor, within } from '@testing-library/react';
import type { EntitySchema } from '../../../src/shared/entity-meta';
import type { ScreenSchema } from '../../../renderer/screens/screen-schema';
import type { Values } from '../../../renderer/data-provider';
import { dialogTitled, LOAD, renderScreen, resetDom } from './render-screen';

afterEach(resetDom);

const item = {
  $id: 'orderItem',
  title: '订单明细',
  type: 'object',
  required: ['orderId', 'name'],
  'x-entity': { table: 't_order_item' },
  properties: {
    id: { type: 'string', title: '主键', readOnly: true },
    orderId: { type: 'string', title: '订单', 'x-ref': 'order' },
    name: { type: 'string', title: '名称' },
  },
};
const order = {
  $id: 'order',
  title: '订单',
  type: 'object',
  required: ['title'],
  'x-entity': {
    table: 't_order',
    api: '/OrderController',
    permission: 'order',
    details: [{ property: 'items', entity: 'orderItem', foreignKey: 'orderId', schema: item }],
  },
  properties: { id: { type: 'string', title: '主键', readOnly: true }, title: { type: 'string', title: '标题' } },
} as unknown as EntitySchema;

const screen = {
  id: 'order-list',
  type: 'list',
  entity: 'order',
  title: '订单',
  columns: ['title'],
  rowActions: ['edit'],
  form: {
    schema: {
      type: 'object',
      properties: {
        title: {},
        items: {
          'x-component': 'ArrayTable',
          items: {
            type: 'object',
            properties: {
              c: {
                type: 'void',
                'x-component': 'ArrayTable.Column',
                'x-component-props': { title: '名称' },
                properties: { name: { type: 'string', 'x-component': 'Input' } },
              },
            },
          },
        },
      },
    },
  },
} as unknown as ScreenSchema;

describe('the dialog of a form with a detail table', () => {
  it('edits the record read by queryById, its detail rows included, and sends them back', async () => {
    const asked: string[] = [];
    const updates: Values[] = [];
    const full = {
      id: 'o1',
      title: '一号订单',
      items: [
        { id: 'i1', orderId: 'o1', name: '螺丝' },
        { id: 'i2', orderId: 'o1', name: '螺母' },
      ],
    };
    await renderScreen('order-list', {
      rows: 1,
      provider: {
        screen: async () => ({ screen, entity: order }),
        list: async () => ({ records: [{ id: 'o1', title: '一号订单' }], total: 1 }),
        getOne: async ({ id }) => (asked.push(id), full),
        update: async ({ values }) => (updates.push(values), { message: '编辑成功!' }),
      },
    });
    fireEvent.click(within(document.querySelector('.ant-table-row') as HTMLElement).getByText('编辑'));
    const dialog = await waitFor(() => dialogTitled('编辑订单'), LOAD);
    await waitFor(() => expect([...dialog.querySelectorAll('input')].map((i) => i.value).filter(Boolean)).toEqual(['一号订单', '螺丝', '螺母']), LOAD);
    expect(asked).toEqual(['o1']);
    fireEvent.click(within(dialog).getByRole('button', { name: /提\s*交/ }));
    await waitFor(() => expect(updates).toHaveLength(1), LOAD);
    expect(updates[0]).toMatchObject({
      id: 'o1',
      title: '一号订单',
      items: [
        { id: 'i1', name: '螺丝' },
        { id: 'i2', name: '螺母' },
      ],
    });
  }, 60_000);
});
