// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, waitFor } from '@testing-library/react';
import { createForm } from '@formily/core';
import { DataProviderContext } from '../../../renderer/data-provider';
import { SchemaForm } from '../../../renderer/form/schema-form';
import { registry } from '../../../renderer/registry';
import { stubProvider } from '../../schemas/stub-provider';
import { resetDom } from './render-screen';

afterEach(resetDom);

const NAMES = (regionCode: string) => [
  { gridName: `${regionCode}-甲`, value: 'a', status: 0 },
  { gridName: `${regionCode}-乙`, value: 'b', status: 1 },
];

/** A grid-name ApiSelect whose options depend on the form's regionCode, as the grid form configures it. */
async function renderGridName(initial: Record<string, unknown>) {
  await registry.preload(['ApiSelect']);
  const call = vi.fn(async ({ params }: { params?: Record<string, unknown> }) => NAMES(String(params?.regionCode ?? '无')));
  const provider = { ...stubProvider().provider, call } as never;
  const form = createForm({ values: initial });
  const props = {
    url: '/names',
    params: { kind: 'grid' },
    paramsFrom: { regionCode: 'regionCode', id: 'id' },
    labelField: 'gridName',
    disabledField: 'status',
    disabledValues: [0],
  };
  const schema = {
    type: 'object',
    properties: {
      regionCode: { type: 'string', 'x-component': 'Input' },
      name: { type: 'string', title: '名称', 'x-decorator': 'FormItem', 'x-component': 'ApiSelect', 'x-component-props': props },
    },
  };
  const view = render(
    <DataProviderContext.Provider value={provider}>
      <SchemaForm form={form} schema={schema} />
    </DataProviderContext.Provider>,
  );
  return { ...view, form, call };
}

const shownOptions = () =>
  [...document.querySelectorAll('.ant-select-item-option')].map(
    (e) => `${e.textContent}${e.classList.contains('ant-select-item-option-disabled') ? '(disabled)' : ''}`,
  );

describe('ApiSelect', () => {
  it('offers what the route answers, disabling the options whose status says so, and stores the value', async () => {
    const { container, form, call } = await renderGridName({ regionCode: 'R1', id: 'g1' });
    await waitFor(() => expect(call).toHaveBeenCalledWith({ method: 'GET', url: '/names', params: { kind: 'grid', regionCode: 'R1', id: 'g1' } }));
    fireEvent.mouseDown(container.querySelector('.ant-select-selector')!);
    await waitFor(() => expect(shownOptions()).toEqual(['R1-甲(disabled)', 'R1-乙']));
    fireEvent.click(document.querySelector('.ant-select-item-option[title="R1-乙"]')!);
    expect(form.values.name).toBe('b');
  });

  it('asks again when a field it takes a parameter from changes, leaving empty ones out', async () => {
    const { form, call } = await renderGridName({});
    await waitFor(() => expect(call).toHaveBeenLastCalledWith({ method: 'GET', url: '/names', params: { kind: 'grid' } }));
    form.setValuesIn('regionCode', 'R2');
    await waitFor(() => expect(call).toHaveBeenLastCalledWith({ method: 'GET', url: '/names', params: { kind: 'grid', regionCode: 'R2' } }));
  });

  it('keeps a stored value the route no longer offers, shown as itself', async () => {
    const { container } = await renderGridName({ regionCode: 'R1', name: '老名称' });
    await waitFor(() => expect(container.querySelector('.ant-select-selection-item')?.textContent).toBe('老名称'));
    fireEvent.mouseDown(container.querySelector('.ant-select-selector')!);
    await waitFor(() => expect(shownOptions()).toEqual(['老名称', 'R1-甲(disabled)', 'R1-乙']));
  });
});
