// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, waitFor, within } from '@testing-library/react';
import { DataProviderContext, type DataProvider } from '../../../../renderer/data-provider';
import { ProcessDetailDialog } from '../../../../renderer/fields/process-detail/process-detail-dialog';
import { onProcessActed } from '../../../../renderer/fields/process-detail';
import { stubProvider } from '../../../schemas/stub-provider';
import { LOAD, dialogTitled, messages, resetDom } from '../render-screen';

afterEach(resetDom);

// The gallery's canned answers: an instance waiting for 社区处置 with four actions and push12345, and a finished one.
import gallery from '../../../../schemas/gallery/process-detail.json';
const answer = (id: string) => structuredClone(gallery.demo.find((d: { match: { argMatterInstId: string } }) => d.match.argMatterInstId === id)!.result);

function show(id: string, call: DataProvider['call']) {
  const provider = { ...stubProvider({ rows: 0 }).provider, call } as DataProvider;
  const onClose = vi.fn();
  const onDone = vi.fn();
  render(
    <DataProviderContext.Provider value={provider}>
      <ProcessDetailDialog target={{ matterInstId: id, taskId: 't2' }} onClose={onClose} onDone={onDone} />
    </DataProviderContext.Provider>,
  );
  return { onClose, onDone };
}

type OnAction = (url: string, data?: unknown) => Promise<unknown>;
const detailCall = (id: string, onAction: OnAction = async () => ({ isFinish: false, nextTasks: [] })) =>
  vi.fn(async ({ url, data }: { url: string; data?: unknown }) => (url.endsWith('queryTaskDetail') ? answer(id) : onAction(url, data)));
const detail = () => dialogTitled('诉求详情');
/** antd puts a space between two Chinese characters of a button. */
const actionButton = (name: string) => {
  const found = [...detail().querySelectorAll<HTMLButtonElement>('.zhdj-process-actions button')].find((b) => b.textContent?.replace(/\s/g, '') === name);
  if (!found) throw new Error(`no button ${name}`);
  return found;
};

describe('process detail dialog (002 §2.9)', () => {
  it('shows an open instance: urgency icon, current task, 暂无描述 and 无, the waiting marker and the actions with push12345 disabled', async () => {
    show('inst-open', detailCall('inst-open'));
    await waitFor(() => expect(within(detail()).getByText('小区路灯损坏')).toBeTruthy(), LOAD);
    const root = detail();
    expect(root.querySelector('.zhdj-process-urgency')).not.toBeNull();
    expect(root.querySelector('.zhdj-process-status')?.textContent).toBe('社区处置');
    expect(within(root).getByText('暂无描述')).toBeTruthy();
    expect(within(root).getByText('个人')).toBeTruthy();
    expect(within(root).getByText('等待办理：社区处置')).toBeTruthy();
    expect(within(root).getByText('已等待2小时15分钟')).toBeTruthy();
    expect(within(root).getByText('停留时长：1小时30分钟')).toBeTruthy();
    const buttons = [...root.querySelectorAll<HTMLButtonElement>('.zhdj-process-actions button')];
    expect(buttons.map((b) => [b.textContent?.replace(/\s/g, ''), b.disabled])).toEqual([
      ['处置', false],
      ['上报', false],
      ['指派', false],
      ['驳回', false],
      ['推送12345', true],
    ]);
  }, 60_000);

  it('hides the urgency icon and the buttons once finished and ends the timeline with 已办结', async () => {
    show('inst-done', detailCall('inst-done'));
    await waitFor(() => expect(within(detail()).getByText('已联系电力部门修复', { exact: false })).toBeTruthy(), LOAD);
    const root = detail();
    expect(root.querySelector('.zhdj-process-urgency')).toBeNull();
    expect(root.querySelector('.zhdj-process-status')?.textContent).toBe('已办结');
    expect(root.querySelector('.zhdj-process-step--ended')?.textContent).toContain('已办结');
    expect(root.querySelector('.zhdj-process-actions')).toBeNull();
  }, 60_000);

  it('asks 驳回 for its reason, sends it with the task, then closes and tells the host and the to-do count', async () => {
    const onAction = vi.fn<OnAction>(async () => ({ isFinish: false, nextTasks: [] }));
    const { onClose, onDone } = show('inst-open', detailCall('inst-open', onAction));
    const acted = vi.fn();
    const stop = onProcessActed(acted);
    fireEvent.click(await waitFor(() => actionButton('驳回'), LOAD));
    const dialog = await waitFor(() => dialogTitled('诉求驳回'), LOAD);
    expect(dialog.querySelector('textarea')?.getAttribute('placeholder')).toBe('请输入驳回原因');
    fireEvent.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(dialog.textContent).toContain('请输入驳回原因'), LOAD);
    expect(onAction).not.toHaveBeenCalled();

    fireEvent.change(dialog.querySelector('textarea')!, { target: { value: '不属于本社区' } });
    fireEvent.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(onAction).toHaveBeenCalled(), LOAD);
    expect(onAction).toHaveBeenCalledWith(
      '/EventPushController/back',
      expect.objectContaining({ matterInstId: 'inst-open', taskId: 't2', attType: '1', attDesc: '不属于本社区', attrList: [] }),
    );
    await waitFor(() => expect(onDone).toHaveBeenCalled(), LOAD);
    expect(onClose).toHaveBeenCalled();
    expect(acted).toHaveBeenCalledWith({ actionCode: 'back', matterInstId: 'inst-open' });
    stop();
  }, 60_000);

  it('lets 处置 go without a note (with its image upload), and keeps the dialog open when the server refuses', async () => {
    const onAction = vi.fn<OnAction>(async () => Promise.reject(new Error('该任务已被他人处理')));
    const { onDone } = show('inst-open', detailCall('inst-open', onAction));
    fireEvent.click(await waitFor(() => actionButton('处置'), LOAD));
    const dialog = await waitFor(() => dialogTitled('诉求处置'), LOAD);
    expect(dialog.querySelector('textarea')?.getAttribute('placeholder')).toBe('请输入处置说明');
    expect(within(dialog).getByText('上传图片')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(messages()).toContain('该任务已被他人处理'), LOAD);
    expect(onAction).toHaveBeenCalledWith('/EventPushController/deal', expect.objectContaining({ attDesc: '' }));
    expect(onDone).not.toHaveBeenCalled();
    expect(dialogTitled('诉求处置')).toBeTruthy();
  }, 60_000);

  it.each([
    ['上报', '诉求上报', ['请输入上报原因']],
    ['指派', '诉求指派', ['请选择指派对象', '请输入指派原因']],
  ])(
    'refuses an empty %s in Chinese only, one message per field (no Formily default in English)',
    async (button, title, expected) => {
      const onAction = vi.fn<OnAction>(async (url) => (url.includes('Assign') || url.includes('assign') ? [] : { isFinish: false, nextTasks: [] }));
      show('inst-open', detailCall('inst-open', onAction));
      fireEvent.click(await waitFor(() => actionButton(button), LOAD));
      const dialog = await waitFor(() => dialogTitled(title), LOAD);
      await waitFor(() => expect(dialog.querySelector('textarea')).not.toBeNull(), LOAD);
      expect(dialog.querySelectorAll('.ant-formily-item-asterisk')).toHaveLength(expected.length);
      fireEvent.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
      const errors = () => [...dialog.querySelectorAll('.ant-formily-item-error-help')].map((e) => e.textContent);
      await waitFor(() => expect(errors().length).toBeGreaterThan(0), LOAD);
      expect(errors().join('|')).toBe(expected.join('|'));
      expect(dialog.textContent).not.toMatch(/[A-Za-z]{4,}/);
    },
    60_000,
  );
});
