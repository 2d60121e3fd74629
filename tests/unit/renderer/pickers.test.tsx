// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, waitFor } from '@testing-library/react';
import { createForm } from '@formily/core';
import { DataProviderContext, type DataProvider } from '../../../renderer/data-provider';
import { SchemaForm } from '../../../renderer/form/schema-form';
import { registry } from '../../../renderer/registry';
import gallery from '../../../schemas/gallery/depart-select.json';
import { stubProvider } from '../../schemas/stub-provider';
import { resetDom } from './render-screen';

afterEach(resetDom);
// Rendering antd's modal and tree in jsdom is slow when the machine is busy.
vi.setConfig({ testTimeout: 30_000 });
const SLOW = { timeout: 10_000 };

/** The department routes answered from the gallery's demo answers (the same tree the gallery shows). */
const call: DataProvider['call'] = async ({ url, params }) => {
  const hit = gallery.demo.find((d) => d.url === url && Object.entries(d.match ?? {}).every(([k, v]) => params?.[k] === v));
  return hit?.result;
};

async function renderDepart(props: Record<string, unknown>, value?: string) {
  await registry.preload(['DepartSelect']);
  const form = createForm({ values: value ? { f: value } : {} });
  const schema = {
    type: 'object',
    properties: { f: { type: 'string', title: '部门', 'x-decorator': 'FormItem', 'x-component': 'DepartSelect', 'x-component-props': props } },
  };
  const view = render(
    <DataProviderContext.Provider value={{ ...stubProvider().provider, call }}>
      <SchemaForm form={form} schema={schema} />
    </DataProviderContext.Provider>,
  );
  return { ...view, form };
}

const modal = () => document.querySelector('.zhdj-depart-modal') as HTMLElement;
const node = (title: string) => [...modal().querySelectorAll('.ant-tree-treenode')].find((n) => n.querySelector('.ant-tree-title')?.textContent === title)!;
const check = (title: string) => fireEvent.click(node(title).querySelector('.ant-tree-checkbox')!);
const checkedTitles = () => [...modal().querySelectorAll('.ant-tree-treenode-checkbox-checked .ant-tree-title')].map((e) => e.textContent);
const button = (text: RegExp) => [...modal().querySelectorAll('button')].find((b) => text.test(b.textContent ?? ''))!;

async function open(container: HTMLElement) {
  fireEvent.click(container.querySelector('.zhdj-picker-input button')!);
  await waitFor(() => expect(modal()?.querySelectorAll('.ant-tree-title').length).toBe(4), SLOW);
}

async function treeAction(label: string) {
  fireEvent.click(button(/树操作/));
  const item = await waitFor(() => [...document.querySelectorAll('.ant-dropdown-menu-item')].find((e) => e.textContent === label)!, SLOW);
  fireEvent.click(item);
}

describe('DepartSelect', () => {
  it('shows the stored department by name', async () => {
    const { container } = await renderDepart({}, 'd2');
    await waitFor(() => expect((container.querySelector('.zhdj-picker-input input') as HTMLInputElement).value).toBe('浑河湾街道办事处'), SLOW);
  });

  it('single mode keeps only the last checked department and stores its id', async () => {
    const { container, form } = await renderDepart({});
    await open(container);
    expect(modal().querySelector('.ant-modal-title')?.textContent).toBe('选择部门');
    expect(modal().querySelector('input')?.getAttribute('placeholder')).toBe('请输入部门名称并回车');
    check('水源地社区居委会');
    check('砂阳南社区居委会');
    expect(checkedTitles()).toEqual(['砂阳南社区居委会']);
    fireEvent.click(button(/确\s*定/));
    expect(form.values.f).toBe('d4');
  });

  it('父子关联 checks the departments below a checked one; 取消关联 checks it alone; org codes are stored when asked', async () => {
    const { container, form } = await renderDepart({ multiple: true, store: 'orgCode' });
    await open(container);
    await treeAction('父子关联');
    check('浑河湾街道办事处');
    // Linked both ways, as antd's tree conducts: the street's parent has no other child, so it is checked too.
    expect(checkedTitles()).toEqual(['辽宁省智慧党建办公室', '浑河湾街道办事处', '水源地社区居委会', '砂阳南社区居委会']);
    fireEvent.click(button(/确\s*定/));
    expect(form.values.f?.split(',').sort()).toEqual(['A01', 'A01A01', 'A01A01A01', 'A01A01A02']);
    await open(container);
    await treeAction('取消关联');
    check('浑河湾街道办事处');
    expect(checkedTitles()).toEqual(['辽宁省智慧党建办公室', '水源地社区居委会', '砂阳南社区居委会']);
  });

  it('a search replaces the tree with the matching departments, an empty one brings the tree back', async () => {
    const { container } = await renderDepart({});
    await open(container);
    const search = (value: string) => {
      fireEvent.change(modal().querySelector('input')!, { target: { value } });
      fireEvent.keyDown(modal().querySelector('input')!, { key: 'Enter', code: 'Enter', keyCode: 13 });
      // rc-input takes one Enter per key press: it waits for the key to come up.
      fireEvent.keyUp(modal().querySelector('input')!, { key: 'Enter', code: 'Enter', keyCode: 13 });
    };
    search('社区');
    await waitFor(
      () => expect([...modal().querySelectorAll('.ant-tree-title')].map((e) => e.textContent)).toEqual(['水源地社区居委会', '砂阳南社区居委会']),
      SLOW,
    );
    search('');
    await waitFor(() => expect(modal().querySelectorAll('.ant-tree-title').length).toBe(4), SLOW);
  });
});
