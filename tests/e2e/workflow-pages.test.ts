/**
 * 工作流 pages in Chromium against the real server: the administrator opens 流程设计 and the diagram of the appeal
 * process (its nodes by name), then 流程实例 and the diagram of a seeded appeal waiting at 街道处置, which is marked as
 * the current node and its earlier nodes as visited; grid01 opens 我的任务, sees the task of their own report and
 * opens its handling dialog.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { openBrowser, type Browser } from '../helpers/browser.js';
import { arrived, openMenu, openShell, routerPath, submitLogin, WAIT, type Shell } from './helpers/shell.js';
import { dialogNamed, visibleScreen } from './helpers/page-parts.js';

let shell: Shell;
let other: Browser;
let admin: Page;
let grid: Page;
const EVENT = '井盖缺失E2E';

beforeAll(async () => {
  shell = await openShell();
  admin = shell.page;
  const { server } = shell;
  await server.app.ctx.db.updateTable('sys_user').set({ updatePwd: 0 }).where('username', 'in', ['admin', 'grid01']).execute();
  const token = await server.api.login('grid01');
  const added = await server.api.post(
    '/EventProcController/add',
    { eventName: EVENT, emLevel: '2', dicEventPushType: '2', emplType: '1', emplName: '赵六', phone: '13912345670' },
    token,
  );
  expect(added.body.success).toBe(true);
  other = await openBrowser();
  grid = other.page;
});
afterAll(async () => {
  await other?.close();
  await shell?.close();
});

const dialog = dialogNamed;
const node = (root: Locator, id: string) => root.locator(`[data-node-id="${id}"]`);

async function login(page: Page, username: string) {
  await page.goto(shell.app('/'));
  await submitLogin(page, username);
  await expect.poll(() => routerPath(page), WAIT).toBe('/dashboard/analysis');
}

async function rowOf(page: Page, text: string): Promise<Locator> {
  const row = visibleScreen(page).locator('.ant-table-row').filter({ hasText: text });
  await expect.poll(() => row.count(), WAIT).toBe(1);
  return row;
}

describe('工作流 pages', () => {
  it('the administrator sees the appeal process drawn, and an instance with its current node marked', async () => {
    await login(admin, 'admin');
    await openMenu(admin, '工作流', '流程设计');
    await arrived(admin, '/workflow/design');
    // The hint speaks to an administrator: no file path or command of a developer (issue 27, item 5).
    await expect.poll(() => visibleScreen(admin).locator('.zhdj-list-hint').innerText(), WAIT).toContain('流程随系统版本发布');
    expect(await visibleScreen(admin).innerText()).not.toContain('schemas/workflows');
    const definition = await rowOf(admin, '诉求办理流程');
    await definition.getByText('查看流程图', { exact: true }).click();
    const design = dialog(admin, '流程图：诉求办理流程');
    await expect.poll(() => design.locator('svg [data-node-id]').count(), WAIT).toBe(6);
    const labels = design.locator('svg .zhdj-node-label');
    expect(await labels.allTextContents()).toEqual(['开始', '网格处置', '社区处置', '街道处置', '办结', '已撤回']);
    for (const label of await labels.all()) expect(await label.isVisible()).toBe(true);
    expect(await node(design, 'street').getAttribute('data-state')).toBe('idle');
    await design.getByRole('button', { name: /Close|关闭/ }).click();
    await expect.poll(() => design.isVisible(), WAIT).toBe(false);

    await openMenu(admin, '工作流', '流程实例');
    await arrived(admin, '/workflow/instance');
    const instance = await rowOf(admin, '楼栋外墙瓷砖脱落');
    expect(await instance.innerText()).toMatch(/进行中[\s\S]*街道处置/);
    await instance.getByText('流程图', { exact: true }).click();
    const diagram = dialog(admin, '流程图：楼栋外墙瓷砖脱落');
    await expect.poll(() => node(diagram, 'street').getAttribute('data-state'), WAIT).toBe('current');
    expect(await node(diagram, 'grid').getAttribute('data-state')).toBe('visited');
    expect(await node(diagram, 'community').getAttribute('data-state')).toBe('visited');
    expect(await diagram.getByText('当前节点', { exact: true }).isVisible()).toBe(true);
  });

  it('grid01 finds the task of their report in 我的任务 and opens its handling dialog', async () => {
    await login(grid, 'grid01');
    await openMenu(grid, '工作流', '我的任务');
    await arrived(grid, '/workflow/task');
    const task = await rowOf(grid, EVENT);
    expect(await task.innerText()).toMatch(/网格处置[\s\S]*诉求办理流程/);
    await task.getByText('办理', { exact: true }).click();
    const detail = dialog(grid, '诉求详情');
    await expect.poll(() => detail.locator('.zhdj-process-actions').count(), WAIT).toBe(1);
    expect(await detail.getByText(EVENT).first().isVisible()).toBe(true);
  });
});
