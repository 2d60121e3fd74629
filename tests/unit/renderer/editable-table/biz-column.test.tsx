// @vitest-environment jsdom
/**
 * A `biz` column of the editable table (党建活动's 居民): the cell shows the name the server sent with the row, never
 * the stored id, and picking a row in the dialog stores its key, shows its name and fills the row's `fill` cells.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { fireEvent, render, waitFor, within } from '@testing-library/react';
import { createForm } from '@formily/core';
import type { ISchema } from '@formily/json-schema';
import { DataProviderContext, PermissionContext, type DataProvider, type Values } from '../../../../renderer/data-provider';
import { SchemaForm } from '../../../../renderer/form/schema-form';
import { registry } from '../../../../renderer/registry';
import { stubProvider } from '../../../schemas/stub-provider';
import { dialogTitled, LOAD, resetDom } from '../render-screen';

afterEach(resetDom);

const RESIDENTS = [
  { id: 'r1', name: '钱多多', phone: '13700000001', regionCode: '210102001002001' },
  { id: 'r2', name: '孙立', phone: '13700000002', regionCode: '210102001002001' },
];

const columns = [
  {
    key: 'residentId',
    title: '居民',
    type: 'biz',
    width: 220,
    fill: { memberName: 'name', phone: 'phone' },
    props: {
      api: '/TBaseResidentController',
      name: '居民',
      multiple: false,
      returnId: true,
      displayKey: 'name',
      queryParamCode: 'name',
      queryParamText: '姓名',
      columns: [{ title: '姓名', dataIndex: 'name' }],
    },
  },
  { key: 'memberName', title: '党员姓名' },
  { key: 'phone', title: '联系电话' },
];

async function renderTable(rows: Values[]) {
  await registry.preload(['EditableTable', 'BizSelect']);
  const lists: Array<{ api: string; params: Values }> = [];
  const provider: DataProvider = {
    ...stubProvider().provider,
    async list({ api, params }) {
      lists.push({ api, params });
      return { records: RESIDENTS, total: RESIDENTS.length };
    },
  };
  const schema: ISchema = {
    type: 'object',
    properties: {
      participants: { type: 'array', title: '参加人员', 'x-decorator': 'FormItem', 'x-component': 'EditableTable', 'x-component-props': { columns } },
    },
  };
  const form = createForm({ values: { participants: rows } });
  const view = render(
    <DataProviderContext.Provider value={provider}>
      <PermissionContext.Provider value={{ can: () => true }}>
        <SchemaForm form={form} schema={schema} />
      </PermissionContext.Provider>
    </DataProviderContext.Provider>,
  );
  const cell = () => view.container.querySelector<HTMLElement>('.zhdj-et-row[data-index="0"] [data-key="residentId"]')!;
  await waitFor(() => expect(cell()).toBeTruthy(), LOAD);
  return { form, lists, cell };
}

const shownNames = (cell: HTMLElement) => [...cell.querySelectorAll('.ant-select-selection-item-content')].map((e) => e.textContent);

describe('a picker column of the editable table', () => {
  it('shows the name the row came with, without looking the id up', async () => {
    const { cell, lists } = await renderTable([{ id: 'm1', residentId: 'r9', residentId_dictText: '赵志刚', memberName: '赵志刚' }]);
    await waitFor(() => expect(shownNames(cell())).toEqual(['赵志刚']), LOAD);
    expect(cell().textContent).not.toContain('r9');
    expect(lists).toEqual([]);
  }, 60_000);

  it('a pick stores the key, shows the name and fills the row’s name and phone', async () => {
    const { cell, form } = await renderTable([{ attendance: '1' }]);
    fireEvent.click(within(cell()).getByRole('button', { name: /选\s*择/ }));
    const dialog = await waitFor(() => dialogTitled('选择居民'), LOAD);
    const row = await waitFor(() => [...dialog.querySelectorAll<HTMLElement>('.ant-table-row')].find((r) => r.textContent?.includes('孙立'))!, LOAD);
    fireEvent.click(row);
    fireEvent.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    await waitFor(
      () => expect(form.values.participants[0]).toMatchObject({ residentId: 'r2', memberName: '孙立', phone: '13700000002', attendance: '1' }),
      LOAD,
    );
    await waitFor(() => expect(shownNames(cell())).toEqual(['孙立']), LOAD);
  }, 60_000);
});
