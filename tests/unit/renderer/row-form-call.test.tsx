// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, waitFor, within } from '@testing-library/react';
import { formCallParams } from '../../../renderer/screens/row-form-call';
import type { FormCallAction } from '../../../renderer/screens/screen-schema';
import { dialogTitled, formItem, LOAD, renderScreen, resetDom } from './render-screen';

afterEach(resetDom);

const ROWS = [
  { id: 't1', templateCode: 'sms_done', templateName: '办理通知', templateType: '1', templateContent: '${name}您好', templateTestJson: '{"name":"张三"}' },
  { id: 't2', templateCode: 'sys_note', templateName: '系统通知', templateType: '3', templateContent: '通知', templateTestJson: null },
];
const row = (i: number) => document.querySelectorAll('.ant-table-row')[i] as HTMLElement;

describe('form call row actions (消息模板: 发送测试)', () => {
  it("opens the form titled by the row, starts from the row's values and checks the form before calling", async () => {
    const call = vi.fn(async (_: { url: string }) => ({ total: 1, succeeded: 1, failed: 0 }));
    await renderScreen('message-template-list', { rows: 2, provider: { list: async () => ({ records: ROWS, total: 2 }), call } as never });
    fireEvent.click(within(row(0)).getByText('发送测试'));
    const dialog = await waitFor(() => dialogTitled('发送测试：办理通知'), LOAD);
    await waitFor(() => expect(within(formItem('测试数据', dialog)).getByRole('textbox')).toHaveProperty('value', '{"name":"张三"}'), LOAD);
    fireEvent.change(within(formItem('测试数据', dialog)).getByRole('textbox'), { target: { value: '["x"]' } });
    fireEvent.click(within(dialog).getByRole('button', { name: /发\s*送/ }));
    await waitFor(() => expect(dialog.textContent).toContain('请选择接收人'), LOAD);
    expect(dialog.textContent).toContain('测试数据应为JSON对象');
    expect(call.mock.calls.filter(([c]) => c.url.endsWith('/sendMsg'))).toEqual([]);
  }, 60_000);

  it('is shown only with its permission', async () => {
    await renderScreen('message-template-list', {
      rows: 2,
      provider: { list: async () => ({ records: ROWS, total: 2 }) } as never,
      can: (p) => p !== 'msgTemplate:send',
    });
    expect(within(row(0)).queryByText('发送测试')).toBeNull();
  }, 60_000);

  it("sends fixed params, then the row's, then every field of the form", () => {
    const action = { rowParams: { templateCode: 'templateCode' }, params: { channel: 'x', templateCode: 'fixed' } } as unknown as FormCallAction;
    expect(formCallParams(action, { templateCode: 'sms_done', other: 1 }, { receiver: 'u1,u2', testData: '{}' })).toEqual({
      channel: 'x',
      templateCode: 'sms_done',
      receiver: 'u1,u2',
      testData: '{}',
    });
  });
});
