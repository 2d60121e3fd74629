// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, waitFor } from '@testing-library/react';
import { createForm } from '@formily/core';
import { DataProviderContext, type DataProvider } from '../../../../renderer/data-provider';
import { SchemaForm } from '../../../../renderer/form/schema-form';
import { registry } from '../../../../renderer/registry';
import { stubProvider } from '../../../schemas/stub-provider';
import { messages, resetDom } from '../render-screen';

afterEach(resetDom);

async function renderField(component: string, props: Record<string, unknown>, value: unknown, overrides: Partial<DataProvider> = {}) {
  await registry.preload([component]);
  const form = createForm({ values: { f: value } });
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

const press = (root: HTMLElement, label: string) => fireEvent.click(root.querySelector(`button[aria-label="${label}"]`)!);
const pick = async (root: HTMLElement, files: File[]) => {
  await act(async () => {
    fireEvent.change(root.querySelector<HTMLInputElement>('input[type=file]')!, { target: { files } });
  });
};
const png = (name: string) => new File(['x'], name, { type: 'image/png' });

describe('ImageUpload', () => {
  it('moves images earlier and later, refusing past either end, and deletes one', async () => {
    const { container, form } = await renderField('ImageUpload', {}, 'temp/a.png,temp/b.png,temp/c.png');
    press(container, '后移第3张');
    await waitFor(() => expect(messages()).toContain('已到最后~'));
    press(container, '前移第1张');
    await waitFor(() => expect(messages()).toContain('未知的操作'));
    expect(form.values.f).toBe('temp/a.png,temp/b.png,temp/c.png');
    press(container, '前移第3张');
    expect(form.values.f).toBe('temp/a.png,temp/c.png,temp/b.png');
    press(container, '后移第1张');
    expect(form.values.f).toBe('temp/c.png,temp/a.png,temp/b.png');
    press(container, '删除第2张');
    expect(form.values.f).toBe('temp/c.png,temp/b.png');
  });

  it('shows the button text and empty slots up to the limit; at the limit no button', async () => {
    const { container } = await renderField('ImageUpload', { text: '上传宣传图', maxCount: 3 }, 'temp/a.png');
    expect(container.textContent).toContain('上传宣传图');
    expect(container.querySelectorAll('.zhdj-image-upload__slot').length).toBe(1);
    resetDom();
    const full = await renderField('ImageUpload', { maxCount: 2 }, 'temp/a.png,temp/b.png');
    expect(full.container.querySelector('input[type=file]')).toBeNull();
    expect(full.container.querySelectorAll('.zhdj-image-upload__item img').length).toBe(2);
  });

  it('uploads the images picked together up to the limit and refuses the rest with 最多只能上传N张图片', async () => {
    const upload = vi.fn(async ({ file }: { file: File }) => `temp/${file.name}`);
    const { container, form } = await renderField('ImageUpload', { maxCount: 2 }, 'temp/a.png', { upload });
    await pick(container, [png('b.png'), png('c.png')]);
    await waitFor(() => expect(form.values.f).toBe('temp/a.png,temp/b.png'));
    expect(messages()).toContain('最多只能上传2张图片');
    expect(upload).toHaveBeenCalledTimes(1);
  });

  it('a failed upload opens the 上传错误 dialog with the server message, and keeps the value', async () => {
    const upload = vi.fn(async () => {
      throw new Error('只支持.jpg .png格式的图片!');
    });
    const { container, form } = await renderField('ImageUpload', {}, 'temp/a.png', { upload });
    await pick(container, [png('x.png')]);
    const dialog = await waitFor(() => {
      const d = document.querySelector('.ant-modal-confirm');
      expect(d).not.toBeNull();
      return d!;
    });
    expect(dialog.querySelector('.ant-modal-confirm-title')!.textContent).toBe('上传错误');
    expect(dialog.querySelector('.ant-modal-confirm-content')!.textContent).toBe('只支持.jpg .png格式的图片!');
    expect(form.values.f).toBe('temp/a.png');
  });

  it('refuses a file larger than maxSizeMb before sending it', async () => {
    const upload = vi.fn(async () => 'temp/x.png');
    const { container } = await renderField('ImageUpload', { maxSizeMb: 1 }, null, { upload });
    await pick(container, [new File([new Uint8Array(1024 * 1024 + 1)], 'big.png', { type: 'image/png' })]);
    await waitFor(() => expect(messages()).toContain('图片大小不能超过1M!'));
    expect(upload).not.toHaveBeenCalled();
  });
});

describe('FileUpload', () => {
  it('list mode keeps [{fileName, filePath, fileSize}] and the last N files', async () => {
    const upload = vi.fn(async ({ file }: { file: File }) => `temp/${file.name.replace('.pdf', '')}_x1.pdf`);
    const { container, form } = await renderField(
      'FileUpload',
      { valueMode: 'list', maxCount: 2 },
      [{ fileName: '旧.pdf', filePath: 'temp/old.pdf', fileSize: 9 }],
      { upload },
    );
    for (const name of ['b.pdf', 'c.pdf']) {
      await pick(container, [new File(['abc'], name, { type: 'application/pdf' })]);
      await waitFor(() => expect(JSON.stringify(form.values.f)).toContain(name));
    }
    expect(form.values.f).toEqual([
      { fileName: 'b.pdf', filePath: 'temp/b_x1.pdf', fileSize: 3 },
      { fileName: 'c.pdf', filePath: 'temp/c_x1.pdf', fileSize: 3 },
    ]);
  });

  it('without allowDownload and allowDelete the names are plain text and cannot be removed', async () => {
    const { container } = await renderField('FileUpload', { allowDownload: false, allowDelete: false }, 'temp/通知.docx');
    await waitFor(() => expect(container.textContent).toContain('通知.docx'));
    expect(container.querySelector('.ant-upload-list a[href]')).toBeNull();
    expect(container.querySelector('.ant-upload-list-item-action, [title="删除文件"], .anticon-delete')).toBeNull();
    resetDom();
    const open = await renderField('FileUpload', {}, 'temp/通知.docx');
    await waitFor(() => expect(open.container.querySelector('.ant-upload-list a[href]')).not.toBeNull());
    expect(open.container.querySelector('.anticon-delete')).not.toBeNull();
  });
});
