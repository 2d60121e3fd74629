/**
 * 定时任务 in Chromium against the real server: the administrator adds a job, setting its schedule with the cron
 * editor, runs it once and reads its run log.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { arrived, changeInitialPassword, openMenu, routerPath, submitLogin, WAIT, openShell, type Shell } from './helpers/shell.js';
import { dialogNamed, formItem, lastMessageOf, visibleScreen } from './helpers/page-parts.js';

let shell: Shell;
let page: Page;

beforeAll(async () => {
  shell = await openShell();
  page = shell.page;
});
afterAll(() => shell?.close());

const screen = () => visibleScreen(page);
const dialog = (title: string) => dialogNamed(page, title);
const item = formItem;
const lastMessage = () => lastMessageOf(page);

describe('定时任务', () => {
  it('the administrator adds a job with the cron editor, runs it once and sees its run log', async () => {
    await page.goto(`${shell.server.url}/zzbpart/`);
    await submitLogin(page, 'admin');
    await changeInitialPassword(page);
    await expect.poll(() => routerPath(page), WAIT).toBe('/dashboard/analysis');
    await openMenu(page, '系统管理', '定时任务');
    await arrived(page, '/system/quartzJob');

    await screen()
      .getByRole('button', { name: /新\s*增/ })
      .click();
    const form = dialog('新增');
    await item(form, '任务名称').locator('input').fill('浏览器演示');
    await item(form, '任务类型').locator('.ant-select-selector').click();
    await page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)').getByTitle('演示任务（写一行日志）', { exact: true }).click();

    await form.getByRole('button', { name: /选择/ }).click();
    const cron = dialog('cron表达式');
    await cron.getByRole('tab', { name: '时' }).click();
    await cron.locator('[data-unit="hour"]').getByText('指定', { exact: true }).click();
    await cron.locator('[data-unit="hour"] .zhdj-cron-specify').getByText('3', { exact: true }).click();
    // A set hour turns "every second" and "every minute" into 0.
    await expect.poll(() => cron.getByLabel('表达式').inputValue()).toBe('0 0 3 * * ? *');
    await expect.poll(() => cron.locator('.zhdj-cron-preview .ant-list-item').count(), WAIT).toBe(10);
    expect(await cron.locator('.zhdj-cron-preview .ant-list-item').first().innerText()).toMatch(/^1\. \d{4}-\d{2}-\d{2} 03:00:00$/);
    await cron.getByRole('button', { name: /关\s*闭/ }).click();
    await expect.poll(() => item(form, 'cron表达式').locator('input').inputValue()).toBe('0 0 3 * * ? *');

    await item(form, '参数').locator('input').fill('来自浏览器');
    await form.getByRole('button', { name: /提\s*交/ }).click();
    await expect.poll(lastMessage, WAIT).toBe('添加成功！');
    const row = screen().locator('.ant-table-row').filter({ hasText: '浏览器演示' });
    await expect.poll(() => row.count(), WAIT).toBe(1);
    expect(await row.innerText()).toContain('0 0 3 * * ? *');

    await row.getByText('立即执行').click();
    await page
      .locator('.ant-popconfirm')
      .getByRole('button', { name: /确\s*定/ })
      .click();
    await expect.poll(lastMessage, WAIT).toBe('执行结果：演示任务已运行，参数：来自浏览器');

    await row.getByText('运行日志').click();
    const log = dialog('运行日志：浏览器演示');
    const logRow = log.locator('.ant-table-row');
    await expect.poll(() => logRow.count(), WAIT).toBe(1);
    const text = await logRow.innerText();
    expect(text).toContain('手动执行');
    expect(text).toContain('成功');
    expect(text).toContain('演示任务已运行，参数：来自浏览器');
  });
});
