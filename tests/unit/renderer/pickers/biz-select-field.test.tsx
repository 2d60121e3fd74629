// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { render, waitFor } from '@testing-library/react';
import { createForm } from '@formily/core';
import { DataProviderContext, type DataProvider, type Values } from '../../../../renderer/data-provider';
import { SchemaForm } from '../../../../renderer/form/schema-form';
import { registry } from '../../../../renderer/registry';
import { stubProvider } from '../../../schemas/stub-provider';
import { resetDom } from '../render-screen';

// antd's select renders slowly in jsdom on a loaded machine: the same budget as the other dialog tests.
afterEach(resetDom);

const GRIDS = [
  { id: 'g1', gridCode: '210102001002001', gridName: '水源地社区第一网格' },
  { id: 'g3', gridCode: '210102001002003', gridName: '水源地社区商圈网格' },
];

describe('BizSelect in a Formily form', () => {
  it('looks the stored values up with a trailing comma and shows their display texts', async () => {
    await registry.preload(['BizSelect']);
    const lists: Array<{ api: string; params: Values }> = [];
    const provider: DataProvider = {
      ...stubProvider().provider,
      async list({ api, params }) {
        lists.push({ api, params });
        return { records: GRIDS, total: 2 };
      },
    };
    const form = createForm({ values: { grids: '210102001002001,210102001002003' } });
    const props = {
      api: '/TBaseGridController',
      name: '网格',
      returnKeys: ['id', 'gridCode'],
      displayKey: 'gridName',
      columns: [{ title: '网格名称', dataIndex: 'gridName' }],
    };
    const schema = {
      type: 'object',
      properties: { grids: { type: 'string', title: '负责网格', 'x-decorator': 'FormItem', 'x-component': 'BizSelect', 'x-component-props': props } },
    };
    const { container } = render(
      <DataProviderContext.Provider value={provider}>
        <SchemaForm form={form} schema={schema} />
      </DataProviderContext.Provider>,
    );
    await waitFor(() =>
      expect([...container.querySelectorAll('.ant-select-selection-item-content')].map((e) => e.textContent)).toEqual([
        '水源地社区第一网格',
        '水源地社区商圈网格',
      ]),
    );
    expect(lists).toEqual([{ api: '/TBaseGridController', params: { gridCode: '210102001002001,210102001002003,', pageNo: 1, pageSize: 2 } }]);
    expect(container.querySelector('button')?.textContent?.replace(/\s/g, '')).toBe('选择');
  }, 60_000);

  it('says what is missing when api or columns are not configured', async () => {
    await registry.preload(['BizSelect']);
    const schema = {
      type: 'object',
      properties: {
        grids: { type: 'string', title: '负责网格', 'x-decorator': 'FormItem', 'x-component': 'BizSelect', 'x-component-props': { name: '网格' } },
      },
    };
    const { container } = render(
      <DataProviderContext.Provider value={stubProvider().provider}>
        <SchemaForm form={createForm()} schema={schema} />
      </DataProviderContext.Provider>,
    );
    await waitFor(() => expect(container.textContent).toContain('业务组件参数未正确配置：需要 api 和 columns'));
  }, 60_000);
});
