// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { fireEvent, render, waitFor } from '@testing-library/react';
import { createForm } from '@formily/core';
import { DataProviderContext, type DataProvider } from '../../../../renderer/data-provider';
import { SchemaForm } from '../../../../renderer/form/schema-form';
import { registry } from '../../../../renderer/registry';
import { stubProvider } from '../../../schemas/stub-provider';
import { resetDom } from '../render-screen';

// antd's table and dialog render slowly in jsdom on a loaded machine: the same budget as the other dialog tests.
afterEach(resetDom);

const COLUMNS = {
  columns: [
    { title: '用户账号', dataIndex: 'username', fieldType: 'string', align: 'center', sorter: true },
    { title: '用户姓名', dataIndex: 'realname', fieldType: 'string', align: 'center', sorter: true },
  ],
  dictOptions: {},
  cgRpConfigId: 'user_select',
  cgRpConfigName: '选择用户',
};
const ROWS = [
  { id: 'u1', username: 'community01', realname: '水源地社区管理员' },
  { id: 'u2', username: 'community02', realname: '砂阳南社区管理员' },
];

/** A report provider: calls are recorded; getData answers ROWS. */
function reportProvider(calls: Array<{ url: string; params?: Record<string, unknown> }>): DataProvider {
  return {
    ...stubProvider().provider,
    async call({ url, params }) {
      calls.push({ url, params });
      if (url.includes('getRpColumns')) return COLUMNS;
      if (url.includes('getQueryInfo')) return [{ label: '用户姓名', field: 'realname', mode: 'single', view: 'string' }];
      return { records: ROWS, total: 2 };
    },
  };
}

async function renderPopup(props: Record<string, unknown>) {
  await registry.preload(['PopupReport']);
  const calls: Array<{ url: string; params?: Record<string, unknown> }> = [];
  const form = createForm({ values: { regionCode: '210102001002' } });
  const text = (title: string) => ({ type: 'string', title, 'x-decorator': 'FormItem', 'x-component': 'Input' });
  const schema = {
    type: 'object',
    properties: {
      regionCode: text('所属区域'),
      borrower: { type: 'string', title: '借阅人', 'x-decorator': 'FormItem', 'x-component': 'PopupReport', 'x-component-props': props },
      borrowerName: text('借阅人姓名'),
    },
  };
  const view = render(
    <DataProviderContext.Provider value={reportProvider(calls)}>
      <SchemaForm form={form} schema={schema} />
    </DataProviderContext.Provider>,
  );
  return { ...view, form, calls };
}

const CONFIG = { code: 'user_select', orgFields: 'username,realname', destFields: 'borrower,borrowerName', param: { regionCode: { field: 'regionCode' } } };

describe('PopupReport in a Formily form', () => {
  it('shows the configuration problem instead of an input', async () => {
    const { container } = await renderPopup({ code: 'user_select', orgFields: 'username', destFields: 'borrower,borrowerName' });
    await waitFor(() => expect(container.textContent).toContain('popup参数未正确配置,原始值和目标值数量不一致!'));
    expect(container.querySelector('.zhdj-popup-report-input')).toBeNull();
  }, 60_000);

  it('opens the report with the self_ parameters from the form, and writes the picked row into the mapped fields', async () => {
    const { container, form, calls } = await renderPopup(CONFIG);
    fireEvent.click(await waitFor(() => container.querySelector('.zhdj-popup-report-input input')!));
    const modal = await waitFor(() => {
      const m = document.querySelector<HTMLElement>('.zhdj-popup-report .ant-modal');
      expect(m?.querySelector('.ant-modal-title')?.textContent).toBe('选择用户');
      expect(m?.querySelectorAll('.ant-table-row').length).toBe(2);
      return m!;
    });
    const data = calls.find((c) => c.url === '/online/cgreport/api/getData/user_select')!;
    expect(data.params).toMatchObject({ self_regionCode: '210102001002', pageNo: 1, pageSize: 10 });
    fireEvent.click(modal.querySelector('.ant-modal-footer .ant-btn-primary')!);
    await waitFor(() => expect(document.querySelector('.ant-message')?.textContent).toContain('请选择一条记录'));
    fireEvent.click(modal.querySelectorAll('.ant-table-row')[1]);
    expect(modal.querySelector('.ant-alert-info')?.textContent).toContain('已选择 1 项');
    fireEvent.click(modal.querySelector('.ant-modal-footer .ant-btn-primary')!);
    await waitFor(() => expect(form.values).toMatchObject({ borrower: 'community02', borrowerName: '砂阳南社区管理员' }));
    fireEvent.click(container.querySelector('.zhdj-popup-report-input .anticon-close-circle')!);
    expect(form.values).toMatchObject({ borrower: '', borrowerName: '' });
  }, 60_000);

  it('multi: a checkbox and a row click each pick a row (antd keeps the checkbox click from the row); every mapped field gets the values comma-joined', async () => {
    const { container, form } = await renderPopup({ ...CONFIG, multi: true });
    fireEvent.click(await waitFor(() => container.querySelector('.zhdj-popup-report-input input')!));
    const modal = await waitFor(() => {
      const m = document.querySelector<HTMLElement>('.zhdj-popup-report .ant-modal');
      expect(m?.querySelectorAll('.ant-table-row').length).toBe(2);
      return m!;
    });
    fireEvent.click(modal.querySelectorAll<HTMLElement>('.ant-table-row .ant-checkbox-input')[0]);
    fireEvent.click(modal.querySelectorAll('.ant-table-row')[1]);
    await waitFor(() => expect(modal.querySelector('.ant-alert-info')?.textContent).toContain('已选择 2 项'));
    fireEvent.click(modal.querySelector('.ant-modal-footer .ant-btn-primary')!);
    await waitFor(() => expect(form.values).toMatchObject({ borrower: 'community01,community02', borrowerName: '水源地社区管理员,砂阳南社区管理员' }));
  }, 60_000);
});
