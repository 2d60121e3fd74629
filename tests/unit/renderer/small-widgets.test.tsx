// @vitest-environment jsdom
/** AreaSelect, FilePopup, DivisionSelect and DragSortCell as a user meets them in a Formily form. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createForm, type Form } from '@formily/core';
import type { ISchema } from '@formily/json-schema';
import { DataProviderContext, type DataProvider } from '../../../renderer/data-provider';
import { SchemaForm } from '../../../renderer/form/schema-form';
import { registry } from '../../../renderer/registry';
import { componentNames } from '../../../renderer/schema/screen-schemas';
import { buildAreaData, loadAreaData } from '../../../renderer/fields/area-select/area-data';
import { divisionNodes, searchTree } from '../../../renderer/fields/division-select/region-tree';
import { stubProvider } from '../../schemas/stub-provider';
import { resetDom } from './render-screen';

afterEach(resetDom);
const SLOW = { timeout: 20_000 };

async function renderSchema(field: ISchema, overrides: Partial<DataProvider> = {}, values: Record<string, unknown> = {}) {
  const schema = { type: 'object', properties: { f: field } };
  await registry.preload(componentNames(schema));
  const form: Form = createForm({ values });
  const provider = { ...stubProvider().provider, ...overrides };
  const view = render(
    <DataProviderContext.Provider value={provider}>
      <SchemaForm form={form} schema={schema} />
    </DataProviderContext.Provider>,
  );
  return { ...view, form };
}
const one = (component: string, props: Record<string, unknown> = {}, type = 'string'): ISchema => ({
  type,
  title: '字段',
  'x-decorator': 'FormItem',
  'x-component': component,
  'x-component-props': props,
});

describe('AreaSelect', SLOW, () => {
  it('reads provinces, cities and districts under root 86 with 6-digit codes', async () => {
    const data = await loadAreaData();
    expect(data.children('86').length).toBeGreaterThanOrEqual(31);
    expect(data.path('210102')).toEqual(['210000', '210100', '210102']);
    expect(data.get('210102')).toMatchObject({ text: '和平区', parent: '210100', level: 3 });
    expect(buildAreaData([{ code: '11', name: '北京市', children: [{ code: '1101', name: '市辖区' }] }]).path('110100')).toEqual(['110000', '110100']);
  });

  it('a type other than cascader or select is an error shown in place, not a crash', async () => {
    const { container } = await renderSchema(one('AreaSelect', { type: 'tree' }));
    expect(container.textContent).toContain('AreaSelect 的 type 配置错误：只能是 cascader 或 select，当前为 "tree"');
  });

  it('select mode: choosing a province clears what was below it, and the value is the deepest level chosen', async () => {
    const { form } = await renderSchema(one('AreaSelect', { type: 'select' }), {}, { f: '210102' });
    await waitFor(() => expect(screen.getByTitle('和平区')).toBeTruthy());
    fireEvent.mouseDown(document.querySelector('.ant-select .ant-select-selector')!);
    fireEvent.click(await screen.findByTitle('吉林省'));
    expect(form.values.f).toBe('220000');
    await waitFor(() => expect(screen.queryByTitle('和平区')).toBeNull());
  });
});

describe('FilePopup', SLOW, () => {
  it('says 未上传任何文件 when empty, and applies uploads only on 确定', async () => {
    const upload = vi.fn(async ({ file }: { file: File }) => `temp/${file.name}`);
    const { form, container } = await renderSchema(one('FilePopup'), { upload });
    expect(container.textContent).toContain('未上传任何文件');
    fireEvent.click(screen.getByRole('button', { name: /未上传任何文件/ }));
    const dialog = await waitFor(() => document.querySelector('.ant-modal')!);
    expect(dialog.textContent).toContain('未上传任何文件');
    const file = new File(['x'], '纪要.docx');
    fireEvent.change(dialog.querySelector('input[type=file]')!, { target: { files: [file] } });
    await waitFor(() => expect(dialog.textContent).toContain('纪要.docx'));
    expect(form.values.f).toBeUndefined();
    fireEvent.click(screen.getByRole('button', { name: /确\s*定/ }));
    expect(form.values.f).toBe('temp/纪要.docx');
    await waitFor(() => expect(screen.getByRole('button', { name: /1 个文件/ })).toBeTruthy());
  });
});

describe('DivisionSelect', SLOW, () => {
  const tree = [
    {
      regionCode: '210102001',
      regionName: '示例街道',
      children: [
        { regionCode: '210102001002', regionName: '水源地社区' },
        { regionCode: '210102001003', regionName: '惠工社区' },
      ],
    },
  ];

  it('searches by name, keeping the ancestors of the matches open; a non-admin cannot choose their own region', () => {
    const nodes = divisionNodes(tree, { regionCode: '210102001', isAdmin: false });
    expect(nodes[0].disabled).toBe(true);
    expect(nodes[0].children!.every((c) => !c.disabled)).toBe(true);
    const found = searchTree(nodes, '惠工');
    expect(found.nodes[0].children!.map((c) => c.title)).toEqual(['惠工社区']);
    expect(found.expanded).toEqual(['210102001']);
    expect(searchTree(nodes, '不存在').nodes).toEqual([]);
    expect(searchTree(nodes, ' ').expanded).toEqual(['210102001']);
  });

  it('single mode keeps only the last checked division; 确定 stores its code and shows its name', async () => {
    const provider = { userRegion: async () => ({ regionCode: '210102001', isAdmin: false }), regionTree: vi.fn(async () => tree) };
    const { form, container } = await renderSchema(one('DivisionSelect'), provider);
    fireEvent.click(screen.getByRole('button', { name: '选择行政区划' }));
    await waitFor(() => expect(screen.getByText('惠工社区')).toBeTruthy());
    expect(provider.regionTree).toHaveBeenCalledWith({ regionCode: '210102001' });
    const box = (name: string) => screen.getByText(name).closest('.ant-tree-treenode')!.querySelector('.ant-tree-checkbox')!;
    expect(box('示例街道').className).toContain('ant-tree-checkbox-disabled');
    fireEvent.click(box('水源地社区'));
    fireEvent.click(box('惠工社区'));
    expect(box('水源地社区').className).not.toContain('ant-tree-checkbox-checked');
    fireEvent.click(screen.getByRole('button', { name: /确\s*定/ }));
    expect(form.values.f).toBe('210102001003');
    await waitFor(() => expect(container.querySelector<HTMLInputElement>('input[readonly]')!.value).toBe('惠工社区'));
  });

  it('with grids, a community official reaches the grids below their own (disabled) community and stores a grid', async () => {
    const withGrids = [
      { regionCode: '210102001002', regionName: '水源地社区', children: [{ regionCode: '210102001002001', regionName: '水源地第一网格', regionLevel: 6 }] },
    ];
    const provider = { userRegion: async () => ({ regionCode: '210102001002', isAdmin: false }), regionTree: vi.fn(async () => withGrids) };
    const { form, container } = await renderSchema(one('DivisionSelect', { multiple: true, grids: true }), provider);
    fireEvent.click(screen.getByRole('button', { name: '选择行政区划' }));
    await waitFor(() => expect(screen.getByText('水源地第一网格')).toBeTruthy());
    expect(provider.regionTree).toHaveBeenCalledWith({ regionCode: '210102001002', withGrids: true });
    const box = (name: string) => screen.getByText(name).closest('.ant-tree-treenode')!.querySelector('.ant-tree-checkbox')!;
    expect(box('水源地社区').className).toContain('ant-tree-checkbox-disabled');
    fireEvent.click(box('水源地第一网格'));
    fireEvent.click(screen.getByRole('button', { name: /确\s*定/ }));
    expect(form.values.f).toBe('210102001002001');
    await waitFor(() => expect(container.querySelector<HTMLInputElement>('input[readonly]')!.value).toBe('水源地第一网格'));
  });

  it('a code outside the tree gets its name from queryRegionName', async () => {
    const call = vi.fn(async () => ({ regionCode: '210102', regionName: '和平区', regionNameList: '辽宁省,沈阳市,和平区' }));
    const { container } = await renderSchema(
      one('DivisionSelect'),
      { userRegion: async () => ({ regionCode: '210102001', isAdmin: false }), regionTree: async () => tree, call },
      { f: '210102' },
    );
    await waitFor(() => expect(container.querySelector<HTMLInputElement>('input[readonly]')!.value).toBe('和平区'));
    expect(call).toHaveBeenCalledWith({ method: 'GET', url: '/TPartEmplRegionController/queryRegionName', params: { regionCode: '210102' } });
  });
});

describe('DragSortCell', SLOW, () => {
  const table: ISchema = {
    type: 'array',
    title: '名单',
    'x-decorator': 'FormItem',
    'x-component': 'ArrayTable',
    items: {
      type: 'object',
      properties: {
        s: {
          type: 'void',
          'x-component': 'ArrayTable.Column',
          'x-component-props': { title: '排序' },
          properties: { cell: { type: 'void', 'x-component': 'DragSortCell', 'x-component-props': { insertDefaults: { name: '新' } } } },
        },
        n: {
          type: 'void',
          'x-component': 'ArrayTable.Column',
          'x-component-props': { title: '姓名' },
          properties: { name: { type: 'string', 'x-component': 'Input' } },
        },
      },
    },
  };
  const names = (form: Form) => (form.values.f as Array<{ name: string }>).map((r) => r.name);
  const menu = (row: number, item: string) => {
    const trigger = document.querySelectorAll('[aria-label="行操作"]')[row];
    fireEvent.click(trigger);
    // The menu opens inside its cell (it scrolls with the table), so each row's menu is found in its own cell.
    const entries = [...trigger.closest('.zhdj-drag-sort-cell')!.querySelectorAll('.ant-dropdown-menu-item')];
    return entries.find((e) => e.textContent === item)!;
  };

  it('上移 and 下移 move the row; the first cannot go up, the last cannot go down', async () => {
    const { form } = await renderSchema(table, {}, { f: [{ name: '甲' }, { name: '乙' }, { name: '丙' }] });
    await waitFor(() => expect(document.querySelectorAll('[aria-label="行操作"]').length).toBe(3));
    expect(menu(0, '上移').className).toContain('disabled');
    fireEvent.click(menu(0, '下移'));
    await waitFor(() => expect(names(form)).toEqual(['乙', '甲', '丙']));
    expect(menu(2, '下移').className).toContain('disabled');
    fireEvent.click(menu(2, '上移'));
    await waitFor(() => expect(names(form)).toEqual(['乙', '丙', '甲']));
  });

  it('插入一行 adds the default row below this one, once per 1500 ms', async () => {
    const { form } = await renderSchema(table, {}, { f: [{ name: '甲' }, { name: '乙' }] });
    await waitFor(() => expect(document.querySelectorAll('[aria-label="行操作"]').length).toBe(2));
    const now = vi.spyOn(Date, 'now').mockReturnValue(10_000);
    fireEvent.click(menu(0, '插入一行'));
    await waitFor(() => expect(names(form)).toEqual(['甲', '新', '乙']));
    now.mockReturnValue(11_000);
    await act(async () => void fireEvent.click(menu(0, '插入一行')));
    expect(names(form)).toEqual(['甲', '新', '乙']);
    now.mockReturnValue(11_600);
    fireEvent.click(menu(0, '插入一行'));
    await waitFor(() => expect(names(form)).toEqual(['甲', '新', '新', '乙']));
    now.mockRestore();
  });
});
