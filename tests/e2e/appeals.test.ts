/**
 * An appeal's journey in Chromium against the real server, two users in two browsers: grid01 reports an event on
 * 诉求办理 and sends it up from 我的待办; community01, already in the workspace, sees the to-do count beside 我的待办
 * rise and the reminder appear without a reload, opens the detail from the reminder and assigns it back to grid01's
 * grid; grid01 completes it, and the timeline ends with 已办结.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { openBrowser, type Browser } from '../helpers/browser.js';
import { arrived, openMenu, openShell, routerPath, submitLogin, WAIT, type Shell } from './helpers/shell.js';
import { dialogNamed, formItem, visibleScreen } from './helpers/page-parts.js';

let shell: Shell;
let other: Browser;
let grid: Page;
let community: Page;
const EVENT = '幸福路路灯损坏E2E';

beforeAll(async () => {
  shell = await openShell();
  grid = shell.page;
  // Both have changed the initial password before: straight to the workspace.
  await shell.server.app.ctx.db.updateTable('sys_user').set({ updatePwd: 0 }).where('username', 'in', ['grid01', 'community01']).execute();
  other = await openBrowser();
  community = other.page;
});
afterAll(async () => {
  await other?.close();
  await shell?.close();
});

const dialog = dialogNamed;
const item = formItem;
const todoCount = async (page: Page) => {
  const badge = page.locator('.basic-layout__sider .todo-menu-label__count .ant-badge-count');
  return (await badge.count()) ? Number((await badge.first().getAttribute('title')) ?? (await badge.first().innerText()).replace(/\D/g, '')) : 0;
};
const button = (root: Locator, name: string) => root.getByRole('button', { name: new RegExp(`(^|\\s)${name.split('').join('\\s*')}$`) });

async function login(page: Page, username: string) {
  await page.goto(shell.app('/'));
  await submitLogin(page, username);
  await expect.poll(() => routerPath(page), WAIT).toBe('/dashboard/analysis');
}

/** Opens the row's process detail from 我的待办 (reloaded, so a task that just arrived is listed). */
async function openTodo(page: Page): Promise<Locator> {
  await openMenu(page, '事件与诉求', '我的待办');
  await arrived(page, '/event/todo');
  const screen = visibleScreen(page);
  const row = screen.locator('.ant-table-row').filter({ hasText: EVENT });
  await expect
    .poll(async () => {
      if (await row.count()) return true;
      await button(screen, '查询')
        .click()
        .catch(() => undefined);
      return false;
    }, WAIT)
    .toBe(true);
  await row.getByText('办理', { exact: true }).click();
  const detail = dialog(page, '诉求详情');
  await expect.poll(() => detail.locator('.zhdj-process-actions').count(), WAIT).toBe(1);
  // No horizontal scrollbar anywhere in the dialog (issue 27).
  const overflowing = await detail
    .locator('.ant-modal-body, .ant-modal-body *')
    .evaluateAll((els) =>
      els.filter((e) => e.scrollWidth > e.clientWidth && ['auto', 'scroll'].includes(getComputedStyle(e).overflowX)).map((e) => e.className),
    );
  expect(overflowing).toEqual([]);
  return detail;
}

/** Takes an action of the detail: its dialog, the reason, 确定; the detail closes. */
async function act(page: Page, detail: Locator, name: string, title: string, reason: string, fill?: (d: Locator) => Promise<void>) {
  await button(detail, name).click();
  const form = dialog(page, title);
  await fill?.(form);
  if (reason) await form.locator('textarea').fill(reason);
  await button(form, '确定').click();
  await expect.poll(() => detail.isVisible(), WAIT).toBe(false);
}

describe('appeals', () => {
  it('grid01 reports, community01 is told and assigns it back, grid01 completes it', async () => {
    await login(community, 'community01');
    await openMenu(community, '事件与诉求', '我的待办');
    await arrived(community, '/event/todo');
    const before = await todoCount(community);

    await login(grid, 'grid01');
    await openMenu(grid, '事件与诉求', '诉求办理');
    await arrived(grid, '/event/handle');
    const form = grid.locator('.keep-alive-page:not([hidden]) .zhdj-form-screen');
    await item(form, '诉求名称').locator('input').fill(EVENT);
    await item(form, '所属网格').locator('input').click();
    const popup = dialog(grid, '选择网格');
    await popup.locator('.ant-table-row').filter({ hasText: '水源地社区第一网格' }).click();
    await button(popup, '确定').click();
    await item(form, '事发地址').locator('input').fill('水源地社区幸福路12号');
    await item(form, '诉求描述').locator('textarea').fill('路灯不亮已三天');
    await button(form, '上报').click();
    await arrived(grid, '/event/list');
    await expect.poll(() => visibleScreen(grid).locator('.ant-table-row').filter({ hasText: EVENT }).count(), WAIT).toBe(1);

    let detail = await openTodo(grid);
    expect(await detail.locator('.zhdj-process-status').innerText()).toBe('网格处置');
    await act(grid, detail, '上报', '诉求上报', '需社区协调电力部门');

    // community01 did nothing: the push brings the count and the reminder.
    await expect.poll(() => todoCount(community), WAIT).toBe(before + 1);
    await community.locator('.header-reminders__trigger').hover();
    const reminder = community.locator('.header-reminders__item').filter({ hasText: EVENT });
    await expect.poll(() => reminder.count(), WAIT).toBe(1);
    await reminder.click();
    detail = dialog(community, '诉求详情');
    await expect
      .poll(
        () =>
          detail
            .locator('.zhdj-process-status')
            .innerText()
            .catch(() => ''),
        WAIT,
      )
      .toBe('社区处置');
    expect(await detail.innerText()).toContain('需社区协调电力部门');
    expect(await button(detail, '推送12345').isDisabled()).toBe(true);
    await act(community, detail, '指派', '诉求指派', '请网格员现场处置', async (d) => {
      await item(d, '指派给').locator('.ant-select-selector').click();
      await community.locator('.ant-select-tree-title').filter({ hasText: '水源地社区第一网格' }).click();
    });
    await expect.poll(() => todoCount(community), WAIT).toBe(before);

    detail = await openTodo(grid);
    expect(await detail.innerText()).toContain('请网格员现场处置');
    await act(grid, detail, '处置', '诉求处置', '已联系电力部门修复');

    await openMenu(grid, '事件与诉求', '已办事项');
    await arrived(grid, '/event/done');
    const done = visibleScreen(grid).locator('.ant-table-row').filter({ hasText: EVENT });
    await expect.poll(() => done.count(), WAIT).toBeGreaterThan(0);
    await done.first().getByText('详情', { exact: true }).click();
    detail = dialog(grid, '诉求详情');
    await expect
      .poll(
        () =>
          detail
            .locator('.zhdj-process-status')
            .innerText()
            .catch(() => ''),
        WAIT,
      )
      .toBe('已办结');
    expect(await detail.locator('.zhdj-process-step--ended').innerText()).toContain('已办结');
    expect(shell.browser.errors).toEqual([]);
    expect(other.errors).toEqual([]);
  });
});
