// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, waitFor, within } from '@testing-library/react';
import { LOAD, messages, renderScreen, resetDom } from './render-screen';

afterEach(resetDom);

const ROWS = [
  { id: 'j1', jobName: '每日备份', jobClassName: 'backupDatabase', cronExpression: '0 0 2 * * ?', status: '0' },
  { id: 'j2', jobName: '演示', jobClassName: 'demoLog', cronExpression: '0 0 3 * * ?', status: '-1' },
];
const row = (i: number) => document.querySelectorAll('.ant-table-row')[i] as HTMLElement;
const links = (i: number) => [...row(i).querySelectorAll('td:last-child a')].map((a) => a.textContent);

describe('row call actions (定时任务: 停止 / 启动 / 立即执行)', () => {
  it("shows each action only on rows it applies to and with its permission, calls the route with the row's id, reports and reloads", async () => {
    const list = vi.fn(async () => ({ records: ROWS, total: 2 }));
    const call = vi.fn(async ({ url }: { url: string }) =>
      url.endsWith('/execute') ? { logId: 'l1', result: 'success', message: '已备份到 backups/x.sqlite' } : null,
    );
    await renderScreen('quartz-job-list', { rows: 2, provider: { list, call } as never, can: (p) => p !== 'quartzJob:resume' });
    expect(links(0)).toEqual(['编辑', '停止', '立即执行', '运行日志', '删除']);
    // 启动 applies to the paused row, but this user lacks quartzJob:resume.
    expect(links(1)).toEqual(['编辑', '立即执行', '运行日志', '删除']);

    fireEvent.click(within(row(0)).getByText('立即执行'));
    fireEvent.click(await waitFor(() => within(document.querySelector('.ant-popconfirm') as HTMLElement).getByRole('button', { name: /确\s*定/ }), LOAD));
    await waitFor(() => expect(messages()).toContain('执行结果：已备份到 backups/x.sqlite'), LOAD);
    expect(call).toHaveBeenCalledWith({ method: 'GET', url: '/sys/quartzJob/execute', params: { id: 'j1' } });

    const before = list.mock.calls.length;
    fireEvent.click(within(row(0)).getByText('停止'));
    fireEvent.click(
      await waitFor(() => within([...document.querySelectorAll<HTMLElement>('.ant-popconfirm')].at(-1)!).getByRole('button', { name: /确\s*定/ }), LOAD),
    );
    await waitFor(() => expect(messages()).toContain('已停止'), LOAD);
    expect(call).toHaveBeenLastCalledWith({ method: 'GET', url: '/sys/quartzJob/pause', params: { id: 'j1' } });
    await waitFor(() => expect(list.mock.calls.length).toBeGreaterThan(before), LOAD);
  }, 60_000);

  it("a refused call shows the server's message", async () => {
    const call = vi.fn(async () => Promise.reject(new Error('定时任务不存在')));
    await renderScreen('quartz-job-list', { rows: 2, provider: { list: async () => ({ records: ROWS, total: 2 }), call } as never });
    fireEvent.click(within(row(1)).getByText('启动'));
    await waitFor(() => expect(messages()).toContain('定时任务不存在'), LOAD);
  }, 60_000);
});
