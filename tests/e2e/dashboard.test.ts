/**
 * The dashboards in Chromium: admin and then community01 open 首页 and 事件统计; the charts draw on a canvas and every
 * stat card shows the figure the aggregate route answers that user (community01 fewer events than admin).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { newId } from '../../src/server/services/ids.js';
import { nowText } from '../../src/shared/time.js';
import { TEST_PASSWORD } from '../helpers/server.js';
import { arrived, openMenu, openShell, routerPath, submitLogin, WAIT, type Shell } from './helpers/shell.js';

let shell: Shell;
let page: Page;

beforeAll(async () => {
  shell = await openShell();
  page = shell.page;
  const db = shell.server.app.ctx.db;
  await db.updateTable('sys_user').set({ updatePwd: 0 }).where('username', 'in', ['admin', 'community01']).execute();
  // Events in community01's grid and in another street's, so the two users' figures differ.
  const grids = ['210102001002001', '210102001002001', '210102001002001', '210102002001001', '210102002001001'];
  const rows = grids.map((grid, i) => ({
    id: newId(),
    eventName: `看板事件${i}`,
    eventCode: `KB${Date.now()}${i}`,
    emLevel: '1',
    emplType: '1',
    grid,
    procStatus: i % 2 ? '2' : '1',
    dicEventPushType: String((i % 3) + 1),
    overdue: (i === 0 ? 1 : 0) as 0 | 1,
    createTime: nowText(Date.now() - i * 40 * 86_400_000),
    endTime: i % 2 ? nowText() : null,
  }));
  await db.insertInto('t_event_proc').values(rows).execute();
});
afterAll(() => shell.close());

const visible = () => page.locator('.keep-alive-page:not([hidden]) .zhdj-dashboard');
// 综合态势 and the other big screens are .zhdj-dashboard too (a scaled canvas inside).
const shown = (n: number) => n.toLocaleString('zh-CN', { maximumFractionDigits: 2 });

async function login(username: string) {
  await page.evaluate(() => localStorage.clear()).catch(() => undefined);
  await page.goto(shell.app('/'));
  await submitLogin(page, username, TEST_PASSWORD);
  await expect.poll(() => routerPath(page), WAIT).toBe('/dashboard/analysis');
}

async function apiFigure(token: string, id: string): Promise<number> {
  const r = await shell.server.api.get(`/dashboard/aggregate/${id}`, {}, token);
  return r.body.result.rows[0].value as number;
}

/** Every chart of the dashboard has drawn its canvas; every stat card fed by an aggregate shows the API's figure. */
async function expectFigures(username: string, stats: Record<string, string>) {
  const token = await shell.server.api.login(username);
  await expect.poll(() => visible().locator('[data-widget="chart"]').count(), WAIT).toBeGreaterThan(0);
  const charts = await visible().locator('[data-widget="chart"]').count();
  await expect.poll(() => visible().locator('[data-widget="chart"] canvas').count(), WAIT).toBeGreaterThanOrEqual(charts);
  for (const [title, id] of Object.entries(stats)) {
    const card = visible()
      .locator('[data-widget="stat"]')
      .filter({ has: page.locator('.ant-statistic-title', { hasText: new RegExp(`^${title}$`) }) });
    await expect.poll(() => card.locator('[data-value]').innerText(), { ...WAIT, message: `${username} ${title}` }).toBe(shown(await apiFigure(token, id)));
  }
  return token;
}

describe('dashboards', () => {
  it('admin: 首页 greets with the region, draws the trends and shows the region’s counts', async () => {
    await login('admin');
    await arrived(page, '/dashboard/analysis');
    await expect.poll(() => visible().locator('[data-widget="greeting"] h4').innerText(), WAIT).toMatch(/(早上好|上午好|中午好|下午好|晚上好)，系统管理员/);
    await expect.poll(() => visible().locator('[data-widget="greeting"]').getByText('事件统计').count(), WAIT).toBeGreaterThan(0);
    await expectFigures('admin', {
      居民人数: 'resident-count',
      楼栋数: 'building-count',
      网格数: 'grid-count',
      党员人数: 'party-member-count',
      办理中事件: 'event-open-count',
    });
  });

  it('admin: 事件统计 shows the event figures as charts', async () => {
    await openMenu(page, '事件与诉求', '事件统计');
    await arrived(page, '/event/statistics');
    await expectFigures('admin', { 事件总数: 'event-count', 办理中: 'event-open-count', 超期率: 'event-overdue-rate', 平均办理时长: 'event-avg-hours' });
  });

  it('admin: 综合态势 is a 1920x1080 canvas scaled into the window, with charts and the region’s figures', async () => {
    await openMenu(page, '大屏', '综合态势');
    await arrived(page, '/bigScreen/overview');
    const canvas = page.locator('.keep-alive-page:not([hidden]) .zhdj-dashboard-canvas');
    await expect.poll(async () => Number(await canvas.getAttribute('data-scale')), WAIT).toBeLessThan(1);
    const box = (await canvas.boundingBox())!;
    expect(Math.round((box.width / box.height) * 100)).toBe(Math.round((1920 / 1080) * 100));
    expect(box.width).toBeLessThanOrEqual(page.viewportSize()!.width);
    await expectFigures('admin', { 居民人数: 'resident-count', 事件总数: 'event-count', 超期率: 'event-overdue-rate' });
  });

  it('community01 sees the figures of their community only', async () => {
    await login('community01');
    const token = await expectFigures('community01', { 居民人数: 'resident-count', 网格数: 'grid-count', 办理中事件: 'event-open-count' });
    await openMenu(page, '事件与诉求', '事件统计');
    await arrived(page, '/event/statistics');
    await expectFigures('community01', { 事件总数: 'event-count', 超期率: 'event-overdue-rate' });
    const adminToken = await shell.server.api.login('admin');
    expect(await apiFigure(token, 'event-count')).toBeLessThan(await apiFigure(adminToken, 'event-count'));
    expect(shell.browser.errors).toEqual([]);
  });
});
