// @vitest-environment jsdom
/** The prompt dialog: caller rules become its messages; it closes only when the caller's onOk lets it. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Checkbox, Form } from 'antd';
import { usePrompt, type PromptOptions } from '../../../renderer/dialogs/prompt';
import { resetDom } from './render-screen';

afterEach(resetDom);

function open(options: PromptOptions) {
  let result: Promise<string | null> | undefined;
  function Host() {
    const [prompt, holder] = usePrompt();
    return (
      <>
        <button onClick={() => (result = prompt(options))}>ask</button>
        {holder}
      </>
    );
  }
  render(<Host />);
  fireEvent.click(screen.getByText('ask'));
  return { result: () => result! };
}

const input = () => document.querySelector<HTMLInputElement>('.ant-modal input')!;
const ok = () => fireEvent.click(screen.getByRole('button', { name: /确\s*定/ }));
const errors = () => [...document.querySelectorAll('.ant-form-item-explain-error')].map((e) => e.textContent);

const rules = [
  { required: true, whitespace: true, message: '保存名称不能为空' },
  { max: 10, message: '名称最多10个字' },
];

describe('prompt dialog', { timeout: 20_000 }, () => {
  it("shows the caller's rule messages and does not call onOk while the value breaks them", async () => {
    const onOk = vi.fn();
    open({ title: '请输入保存的名称', rules, onOk });
    await waitFor(() => expect(screen.getByText('请输入保存的名称')).toBeTruthy());
    ok();
    await waitFor(() => expect(errors()).toEqual(['保存名称不能为空']));
    fireEvent.change(input(), { target: { value: '一二三四五六七八九十十一' } });
    ok();
    await waitFor(() => expect(errors()).toContain('名称最多10个字'));
    expect(onOk).not.toHaveBeenCalled();
  });

  it('calls onOk with a valid value and closes, resolving to the value', async () => {
    const onOk = vi.fn();
    const { result } = open({ title: '命名', rules, defaultValue: '我的查询', onOk });
    await waitFor(() => expect(input().value).toBe('我的查询'));
    ok();
    await expect(result()).resolves.toBe('我的查询');
    expect(onOk).toHaveBeenCalledWith('我的查询', { value: '我的查询' });
  });

  it('hands the values of extra form items to onOk by their names', async () => {
    const onOk = vi.fn();
    const extra = (
      <Form.Item name="onServer" valuePropName="checked">
        <Checkbox>同时保存到服务器</Checkbox>
      </Form.Item>
    );
    open({ title: '命名', extra, onOk });
    await waitFor(() => expect(screen.getByText('同时保存到服务器')).toBeTruthy());
    fireEvent.change(input(), { target: { value: '我的查询' } });
    fireEvent.click(screen.getByText('同时保存到服务器'));
    ok();
    await waitFor(() => expect(onOk).toHaveBeenCalledWith('我的查询', { value: '我的查询', onServer: true }));
  });

  it('stays open while an async onOk runs, and when it answers false or fails (its message shown)', async () => {
    let finish: (keep: boolean) => void = () => undefined;
    const onOk = vi.fn(() => new Promise<boolean>((r) => (finish = r)));
    const { result } = open({ title: '命名', onOk });
    await waitFor(() => expect(input()).toBeTruthy());
    fireEvent.change(input(), { target: { value: '甲' } });
    ok();
    await waitFor(() => expect(onOk).toHaveBeenCalledTimes(1));
    expect(document.querySelector('.ant-modal-footer .ant-btn-loading')).not.toBeNull();
    await act(async () => finish(false));
    expect(input().value).toBe('甲');
    onOk.mockImplementationOnce(() => Promise.reject(new Error('该名称已存在')));
    ok();
    await waitFor(() => expect(document.body.textContent).toContain('该名称已存在'));
    expect(input().value).toBe('甲');
    onOk.mockImplementationOnce(async () => true);
    ok();
    await expect(result()).resolves.toBe('甲');
  });

  it('cancel resolves to null without calling onOk', async () => {
    const onOk = vi.fn();
    const { result } = open({ title: '命名', onOk });
    await waitFor(() => expect(input()).toBeTruthy());
    fireEvent.click(screen.getByRole('button', { name: /取\s*消/ }));
    await expect(result()).resolves.toBeNull();
    expect(onOk).not.toHaveBeenCalled();
  });
});
