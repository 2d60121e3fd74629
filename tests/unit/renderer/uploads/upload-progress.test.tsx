// @vitest-environment jsdom
/**
 * The shared upload hook (file, image and table upload cells) reports each file's state: uploading with the percent
 * the provider hears, then done (a stored file) or error (with the server's message, until removed).
 */
import { afterEach, describe, expect, it } from 'vitest';
import { act, fireEvent, render, renderHook, waitFor } from '@testing-library/react';
import { createForm } from '@formily/core';
import type { ReactNode } from 'react';
import { DataProviderContext, type DataProvider, type UploadProgress } from '../../../../renderer/data-provider';
import { SchemaForm } from '../../../../renderer/form/schema-form';
import { usePathUpload } from '../../../../renderer/hooks/use-path-upload';
import { UploadCell } from '../../../../renderer/fields/editable-table/upload-cell';
import { registry } from '../../../../renderer/registry';
import { stubProvider } from '../../../schemas/stub-provider';
import { resetDom } from '../render-screen';

afterEach(resetDom);

/** An upload the test drives: it reports progress and finishes (or fails) when told. */
function controlledUpload() {
  const calls: Array<{ progress: UploadProgress; finish(path: string): void; fail(message: string): void }> = [];
  const upload: DataProvider['upload'] = ({ onProgress }) =>
    new Promise<string>((resolve, reject) => calls.push({ progress: (p) => onProgress?.(p), finish: resolve, fail: (m) => reject(new Error(m)) }));
  return { calls, provider: { ...stubProvider().provider, upload } };
}

const file = (name: string) => Object.assign(new File(['abc'], name, { type: 'image/png' }), { uid: `uid-${name}` });

function renderUploadHook(provider: DataProvider) {
  const state = { value: '' as unknown };
  const wrapper = ({ children }: { children: ReactNode }) => <DataProviderContext.Provider value={provider}>{children}</DataProviderContext.Provider>;
  const hook = renderHook(() => usePathUpload({ value: state.value as string, onChange: (v) => void (state.value = v) }, () => undefined), { wrapper });
  const send = (f: File) => act(async () => void hook.result.current.customRequest!({ file: f } as never, undefined as never));
  return { hook, state, send };
}

describe('upload progress in the shared hook', () => {
  it('shows uploading with the percent heard, then the stored file when done', async () => {
    const { calls, provider } = controlledUpload();
    const { hook, state, send } = renderUploadHook(provider);
    await send(file('a.png'));
    expect(hook.result.current.pending).toMatchObject([{ name: 'a.png', status: 'uploading', percent: 0 }]);
    act(() => calls[0].progress(40));
    expect(hook.result.current.pending[0].percent).toBe(40);
    expect(hook.result.current.fileList.map((f) => [f.name, f.status, f.percent])).toEqual([['a.png', 'uploading', 40]]);
    await act(async () => calls[0].finish('temp/a_1.png'));
    expect(state.value).toBe('temp/a_1.png');
    hook.rerender();
    expect(hook.result.current.pending).toEqual([]);
    expect(hook.result.current.fileList.map((f) => [f.name, f.status])).toEqual([['a_1.png', 'done']]);
  });

  it('keeps a refused file as error with the server’s message until it is removed', async () => {
    const { calls, provider } = controlledUpload();
    const { hook, send } = renderUploadHook(provider);
    await send(file('b.exe'));
    await act(async () => calls[0].fail('不支持的文件类型'));
    expect(hook.result.current.pending).toEqual([]);
    const [failed] = hook.result.current.fileList;
    expect([failed.name, failed.status, failed.error?.message]).toEqual(['b.exe', 'error', '不支持的文件类型']);
    act(() => hook.result.current.onRemove(failed));
    expect(hook.result.current.fileList).toEqual([]);
  });

  it('the image field shows the percent of an image being sent', async () => {
    const { calls, provider } = controlledUpload();
    await registry.preload(['ImageUpload']);
    const form = createForm({ values: { f: '' } });
    const schema = { type: 'object', properties: { f: { type: 'string', title: '图片', 'x-decorator': 'FormItem', 'x-component': 'ImageUpload' } } };
    const { container } = render(
      <DataProviderContext.Provider value={provider}>
        <SchemaForm form={form} schema={schema} />
      </DataProviderContext.Provider>,
    );
    await act(
      async () =>
        void fireEvent.change(container.querySelector<HTMLInputElement>('input[type=file]')!, {
          target: { files: [new File(['x'], 'p.png', { type: 'image/png' })] },
        }),
    );
    await waitFor(() => expect(calls.length).toBe(1));
    act(() => calls[0].progress(65));
    await waitFor(() => expect(container.querySelector('.zhdj-image-upload__pending')?.textContent).toContain('65%'));
    await act(async () => calls[0].finish('temp/p_1.png'));
    await waitFor(() => expect(form.values.f).toBe('temp/p_1.png'));
    expect(container.querySelector('.zhdj-image-upload__pending')).toBeNull();
  });

  it("an editable table's file cell shows the percent of its upload, then the file", async () => {
    const { calls, provider } = controlledUpload();
    let value: unknown = '';
    const cell = () => (
      <DataProviderContext.Provider value={provider}>
        <UploadCell column={{ key: 'f', type: 'file', title: '附件' }} value={value} onChange={(v) => void (value = v)} store={undefined as never} rid="r1" />
      </DataProviderContext.Provider>
    );
    const { container, rerender } = render(cell());
    await act(
      async () =>
        void fireEvent.change(container.querySelector<HTMLInputElement>('input[type=file]')!, {
          target: { files: [new File(['x'], '报价单2026.pdf', { type: 'application/pdf' })] },
        }),
    );
    await waitFor(() => expect(calls.length).toBe(1));
    act(() => calls[0].progress(30));
    await waitFor(() => expect(container.querySelector('.zhdj-et-upload')?.textContent).toContain('上传中 30%'));
    await act(async () => calls[0].finish('temp/报价单2026_1.pdf'));
    expect(value).toBe('temp/报价单2026_1.pdf');
    rerender(cell());
    await waitFor(() => expect(container.querySelector('.zhdj-et-upload')?.getAttribute('data-status')).toBe('done'));
    expect(container.querySelector('.zhdj-et-file')?.textContent).toContain('报价单20…');
  });
});
