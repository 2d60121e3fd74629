// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, waitFor } from '@testing-library/react';
import { createForm, type Form } from '@formily/core';
import { DataProviderContext, type DataProvider } from '../../../renderer/data-provider';
import { SchemaForm } from '../../../renderer/form/schema-form';
import { registry } from '../../../renderer/registry';
import { imageProblem } from '../../../renderer/fields/image-upload';
import { regionOptions } from '../../../renderer/fields/region-tree-select';
import { TREE_CONDITION_MESSAGE } from '../../../validators/tree-condition';
import { stubProvider } from '../../schemas/stub-provider';
import { messages, resetDom } from './render-screen';

afterEach(resetDom);

/** One field of component `component` with props, in a Formily form, over the stub provider (plus overrides). */
async function renderField(component: string, props: Record<string, unknown>, overrides: Partial<DataProvider> = {}, form: Form = createForm()) {
  await registry.preload([component]);
  const provider = { ...stubProvider().provider, ...overrides };
  const schema = {
    type: 'object',
    properties: { f: { type: 'string', title: '字段', 'x-decorator': 'FormItem', 'x-component': component, 'x-component-props': props } },
  };
  const view = render(
    <DataProviderContext.Provider value={provider}>
      <SchemaForm form={form} schema={schema} />
    </DataProviderContext.Provider>,
  );
  return { ...view, form };
}

const dropdownEmpty = () => document.querySelector('.ant-select-dropdown .ant-select-item-empty, .ant-select-dropdown .ant-empty')?.textContent ?? '';

describe('dictionary fields', () => {
  it('a dictionary select offers the items of its dictCode and stores the value', async () => {
    const { container, form } = await renderField('DictSelect', { dictCode: 'DIC_GRID_TYPE' });
    fireEvent.mouseDown(container.querySelector('.ant-select-selector')!);
    const options = await waitFor(() => {
      const o = [...document.querySelectorAll('.ant-select-item-option')].map((e) => e.textContent);
      expect(o.length).toBe(3);
      return o;
    });
    expect(options).toEqual(['综合网格', '专属网格', '其他网格']);
    fireEvent.click(document.querySelector('.ant-select-item-option[title="专属网格"]')!);
    expect(form.values.f).toBe('2');
  });

  it('a dictionary field without a dictCode says 字典Code不能为空!', async () => {
    const { container } = await renderField('DictRadio', {});
    expect(container.textContent).toContain('字典Code不能为空!');
  });

  it('checkboxes store the checked values comma-joined', async () => {
    const { container, form } = await renderField('DictCheckbox', { dictCode: 'DIC_GRID_TYPE' });
    await waitFor(() => expect(container.querySelectorAll('.ant-checkbox-input').length).toBe(3));
    const boxes = container.querySelectorAll('.ant-checkbox-input');
    fireEvent.click(boxes[0]);
    fireEvent.click(boxes[2]);
    expect(form.values.f).toBe('1,3');
  });

  it('the searchable select asks the server 800 ms after the last keystroke, with 请输入搜索内容 / 未找到数据', async () => {
    const loadDict = vi.fn(async ({ keyword }: { keyword: string }) => (keyword === '张' ? [{ value: 'zhangsan', text: '张三' }] : []));
    const { container } = await renderField('DictSearchSelect', { dict: 'sys_user,realname,username' }, { loadDict });
    const input = container.querySelector('input')!;
    fireEvent.mouseDown(container.querySelector('.ant-select-selector')!);
    await waitFor(() => expect(dropdownEmpty()).toBe('请输入搜索内容'));
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      fireEvent.change(input, { target: { value: '李' } });
      act(() => void vi.advanceTimersByTime(500));
      fireEvent.change(input, { target: { value: '张' } });
      act(() => void vi.advanceTimersByTime(799));
      expect(loadDict).not.toHaveBeenCalled();
      act(() => void vi.advanceTimersByTime(1));
      expect(loadDict).toHaveBeenCalledTimes(1);
    } finally {
      vi.useRealTimers();
    }
    expect(loadDict).toHaveBeenCalledWith({ dict: 'sys_user,realname,username', keyword: '张', pageSize: 10 });
    await waitFor(() => expect(document.querySelector('.ant-select-item-option')?.textContent).toBe('张三'));
    fireEvent.change(input, { target: { value: '王' } });
    await waitFor(() => expect(dropdownEmpty()).toBe('未找到数据'), { timeout: 3000 });
  });

  it('the search cell variant (debounce 300) asks 300 ms after the last keystroke', async () => {
    const loadDict = vi.fn(async () => []);
    const { container } = await renderField('DictSearchSelect', { dict: 'sys_user,realname,username', debounce: 300 }, { loadDict });
    fireEvent.mouseDown(container.querySelector('.ant-select-selector')!);
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      fireEvent.change(container.querySelector('input')!, { target: { value: '张' } });
      act(() => void vi.advanceTimersByTime(299));
      expect(loadDict).not.toHaveBeenCalled();
      act(() => void vi.advanceTimersByTime(1));
      expect(loadDict).toHaveBeenCalledTimes(1);
    } finally {
      vi.useRealTimers();
    }
  });

  it('the searchable and the tree select without a dictionary say 字典Code不能为空! and ask nothing', async () => {
    const loadDict = vi.fn(async () => []);
    const loadDictItem = vi.fn(async () => []);
    const search = await renderField('DictSearchSelect', {}, { loadDict, loadDictItem }, createForm({ values: { f: 'u1' } }));
    expect(search.container.textContent).toBe('字段:字典Code不能为空!');
    resetDom();
    const loadTreeData = vi.fn(async () => []);
    const tree = await renderField('DictTreeSelect', {}, { loadTreeData });
    expect(tree.container.textContent).toContain('字典Code不能为空!');
    expect(loadDict).not.toHaveBeenCalled();
    expect(loadDictItem).not.toHaveBeenCalled();
    expect(loadTreeData).not.toHaveBeenCalled();
  });

  it('a tree select refuses a condition that is not a JSON object, and loads nothing', async () => {
    const loadTreeData = vi.fn(async () => []);
    const { container } = await renderField('DictTreeSelect', { dict: 'sys_category,name,id', condition: '[1,2]' }, { loadTreeData });
    expect(container.textContent).toContain(TREE_CONDITION_MESSAGE);
    expect(loadTreeData).not.toHaveBeenCalled();
    resetDom();
    await renderField('DictTreeSelect', { dict: 'sys_category,name,id', condition: '{"status":1}' }, { loadTreeData });
    await waitFor(() =>
      expect(loadTreeData).toHaveBeenCalledWith(
        expect.objectContaining({ tableName: 'sys_category', text: 'name', code: 'id', condition: '{"status":1}', pid: '' }),
      ),
    );
  });
});

describe('region tree select', () => {
  const tree = [{ regionCode: '210102', regionName: '和平区', children: [{ regionCode: '210102001', regionName: '浑河湾街道' }] }];

  it('a non-admin cannot pick their own region node, only the regions below it', () => {
    const [own] = regionOptions(tree, { regionCode: '210102', isAdmin: false });
    expect(own).toMatchObject({ value: '210102', disabled: true });
    expect(own.children![0]).toMatchObject({ value: '210102001', disabled: false });
    expect(regionOptions(tree, { regionCode: '210102', isAdmin: true })[0].disabled).toBe(false);
  });

  it('with selectOwn a non-admin may pick their own region node too', () => {
    expect(regionOptions(tree, { regionCode: '210102', isAdmin: false }, true)[0]).toMatchObject({ value: '210102', disabled: false });
  });

  it('loads the tree from the user region the provider reports', async () => {
    const regionTree = vi.fn(async () => tree);
    const { container } = await renderField('RegionTreeSelect', {}, { userRegion: async () => ({ regionCode: '210102', isAdmin: false }), regionTree });
    await waitFor(() => expect(regionTree).toHaveBeenCalledWith({ regionCode: '210102' }));
    fireEvent.mouseDown(container.querySelector('.ant-select-selector')!);
    const node = (title: string) => document.querySelector(`.ant-select-tree-node-content-wrapper[title="${title}"]`)?.closest('.ant-select-tree-treenode');
    await waitFor(() => expect(node('和平区')).toBeTruthy());
    expect(node('和平区')!.className).toContain('ant-select-tree-treenode-disabled');
  });

  it('a region above the user (a grid member’s community) shows its name read-only, not a raw code or an empty picker', async () => {
    const gridMember = {
      regionCode: '210102001002001',
      isAdmin: false,
      ancestors: [
        { code: '21', name: '辽宁省' },
        { code: '2101', name: '沈阳市' },
        { code: '210102', name: '和平区' },
        { code: '210102001', name: '浑河湾街道' },
        { code: '210102001002', name: '水源地社区' },
        { code: '210102001002001', name: '水源地社区第一网格' },
      ],
    };
    const form = createForm({ initialValues: { f: '210102001002' } });
    const { container } = await renderField('RegionTreeSelect', {}, { userRegion: async () => gridMember, regionTree: async () => [] }, form);
    await waitFor(() => expect(container.querySelector<HTMLInputElement>('input[disabled]')?.value).toBe('水源地社区'));
    expect(container.querySelector('.ant-select')).toBeNull();
    expect(form.values.f).toBe('210102001002');
  });
});

describe('uploads', () => {
  it('image rules: jpeg/png only, 5 MB, at most 4 images, not-an-image', () => {
    expect(imageProblem({ type: 'image/gif', size: 10 }, 0, 4, 5)).toBe('只支持.jpg .png格式的图片!');
    expect(imageProblem({ type: 'application/pdf', size: 10 }, 0, 4, 5)).toBe('请上传图片');
    expect(imageProblem({ type: 'image/png', size: 5 * 1024 * 1024 + 1 }, 0, 4, 5)).toBe('图片大小不能超过5M!');
    expect(imageProblem({ type: 'image/jpeg', size: 1000 }, 4, 4, 5)).toBe('最多只能上传4张图片');
    expect(imageProblem({ type: 'image/jpeg', size: 1000 }, 3, 4, 5)).toBeNull();
  });

  it('a file upload sends the file through the provider and keeps the stored paths comma-joined', async () => {
    const upload = vi.fn(async ({ file }: { file: File }) => `temp/${file.name}`);
    const { container, form } = await renderField('FileUpload', { maxCount: 2, biz: 'notice' }, { upload });
    for (const name of ['a.pdf', 'b.pdf', 'c.pdf']) {
      const input = container.querySelector<HTMLInputElement>('input[type=file]')!;
      await act(async () => {
        fireEvent.change(input, { target: { files: [new File(['x'], name, { type: 'application/pdf' })] } });
      });
      await waitFor(() => expect(String(form.values.f ?? '')).toContain(name));
    }
    expect(upload).toHaveBeenCalledWith(expect.objectContaining({ biz: 'notice' }));
    expect(form.values.f).toBe('temp/b.pdf,temp/c.pdf');
  });

  it('an image upload refuses a gif before sending it', async () => {
    const upload = vi.fn(async () => 'temp/x.png');
    const { container, form } = await renderField('ImageUpload', {}, { upload });
    const input = container.querySelector<HTMLInputElement>('input[type=file]')!;
    await act(async () => {
      fireEvent.change(input, { target: { files: [new File(['x'], 'a.gif', { type: 'image/gif' })] } });
    });
    await waitFor(() => expect(messages()).toContain('只支持.jpg .png格式的图片!'));
    expect(upload).not.toHaveBeenCalled();
    expect(form.values.f).toBeUndefined();
  });
});
