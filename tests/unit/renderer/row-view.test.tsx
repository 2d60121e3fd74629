// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, waitFor, within } from '@testing-library/react';
import { dialogTitled, formItem, LOAD, renderScreen, resetDom } from './render-screen';

afterEach(resetDom);

const ROWS = [
  { id: 'r1', notifId: 'n1', notifTitle: '停水通知', pushEmpl: '街道管理员', pushTime: '2026-11-25 08:00:00', readFlag: '0' },
  { id: 'r2', notifId: 'n2', notifTitle: '停电通知', pushEmpl: '街道管理员', pushTime: '2026-11-24 08:00:00', readFlag: '1' },
];
const DETAIL = {
  id: 'n1',
  notifTitle: '停水通知',
  pushEmpl: '街道管理员',
  pushTime: '2026-11-25 08:00:00',
  notifAbs: '',
  notifCont: '<p>周三停水</p>',
  notifImages: null,
  unreadCount: 0,
};
const row = (i: number) => document.querySelectorAll('.ant-table-row')[i] as HTMLElement;

describe('view row actions and reloadOnPush (我的通知, 通知公告)', () => {
  it('查看 reads the row through its route once, shows the answer in 详情, and reloads the table when closed', async () => {
    const list = vi.fn(async () => ({ records: ROWS, total: 2 }));
    const call = vi.fn(async () => DETAIL);
    await renderScreen('my-notice-list', { rows: 2, provider: { list, call } as never });
    fireEvent.click(within(row(0)).getByText('查看'));
    // A spinner first, then the answer in the form.
    await waitFor(() => expect(dialogTitled('详情').textContent).toContain('周三停水'), LOAD);
    const detail = dialogTitled('详情');
    expect(formItem('标题', detail).textContent).toContain('停水通知');
    expect(formItem('推送人', detail).textContent).toContain('街道管理员');
    // The abstract is empty: not shown.
    expect(() => formItem('摘要', detail)).toThrow();
    expect(call).toHaveBeenCalledTimes(1);
    expect(call).toHaveBeenCalledWith({ method: 'GET', url: '/TPartNotifController/queryNotifByIdUserCity', params: { id: 'n1', readMode: '1' } });
    const before = list.mock.calls.length;
    fireEvent.click(within(detail).getByRole('button', { name: /关\s*闭/ }));
    await waitFor(() => expect(list.mock.calls.length).toBeGreaterThan(before), LOAD);
  }, 60_000);

  it("a refused read shows the server's message in the dialog", async () => {
    const call = vi.fn(async () => Promise.reject(new Error('该通知不存在或未推送给您')));
    await renderScreen('my-notice-list', { rows: 2, provider: { list: async () => ({ records: ROWS, total: 2 }), call } as never });
    fireEvent.click(within(row(1)).getByText('查看'));
    await waitFor(() => expect(dialogTitled('详情').textContent).toContain('该通知不存在或未推送给您'), LOAD);
  }, 60_000);

  it('a published notice offers no 编辑: a built-in action with `when` shows only on the rows it names', async () => {
    const rows = [
      { id: 'n1', notifTitle: '草稿', notifState: '0' },
      { id: 'n2', notifTitle: '已发', notifState: '1' },
    ];
    await renderScreen('notice-list', { rows: 2, provider: { list: async () => ({ records: rows, total: 2 }) } as never });
    const links = (i: number) => [...row(i).querySelectorAll('td:last-child a')].map((a) => a.textContent);
    expect(links(0)).toContain('编辑');
    expect(links(0)).toContain('发布');
    expect(links(1)).not.toContain('编辑');
    expect(links(1)).not.toContain('发布');
    expect(links(1)).toContain('详情');
  }, 60_000);

  it("a view action with its own schema shows those fields, not the edit form's (通知公告 详情)", async () => {
    const call = vi.fn(async () => ({ ...DETAIL, notifAbs: '周三上午' }));
    const rows = [{ id: 'n1', notifTitle: '停水通知', notifState: '1', targetRegions: '210102001002' }];
    await renderScreen('notice-list', { rows: 1, provider: { list: async () => ({ records: rows, total: 1 }), call } as never });
    fireEvent.click(within(row(0)).getByText('详情'));
    await waitFor(() => expect(dialogTitled('详情').textContent).toContain('周三停水'), LOAD);
    const detail = dialogTitled('详情');
    expect(formItem('推送时间', detail).textContent).toContain('2026-11-25 08:00:00');
    expect(formItem('摘要', detail).textContent).toContain('周三上午');
    expect(() => formItem('推送区域', detail)).toThrow();
    expect(call).toHaveBeenCalledWith({ method: 'GET', url: '/TPartNotifController/queryNotifByIdCity', params: { id: 'n1', readMode: '1' } });
  }, 60_000);

  it('reloads the table on every push the host hears, and stops listening when it goes', async () => {
    const listeners = new Set<() => void>();
    const onPush = (l: () => void) => (listeners.add(l), () => void listeners.delete(l));
    const list = vi.fn(async () => ({ records: ROWS, total: 2 }));
    const view = await renderScreen('my-notice-list', { rows: 2, provider: { list, onPush } as never });
    expect(listeners.size).toBe(1);
    const before = list.mock.calls.length;
    for (const l of listeners) l();
    await waitFor(() => expect(list.mock.calls.length).toBeGreaterThan(before), LOAD);
    view.unmount();
    expect(listeners.size).toBe(0);
  }, 60_000);
});
