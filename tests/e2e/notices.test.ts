/**
 * 通知公告 in Chromium against the real server, two users in two browsers: street01 writes a notice for the community
 * 水源地社区 and publishes it; community01, with 我的通知 already open, sees it arrive without a reload and in the
 * header reminders; opening it there shows the detail (详情) and the reminder leaves, and 我的通知 says 已读.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { openBrowser, type Browser } from '../helpers/browser.js';
import { arrived, changeInitialPassword, openMenu, openShell, routerPath, submitLogin, WAIT, type Shell } from './helpers/shell.js';
import { dialogNamed, formItem, visibleScreen } from './helpers/page-parts.js';

let shell: Shell;
let other: Browser;
let street: Page;
let community: Page;

const TITLE = '<b>水源地社区停水通知</b>';

beforeAll(async () => {
  shell = await openShell();
  street = shell.page;
  // community01 has changed the initial password before: straight to the workspace.
  await shell.server.app.ctx.db.updateTable('sys_user').set({ updatePwd: 0 }).where('username', '=', 'community01').execute();
  other = await openBrowser();
  community = other.page;
});
afterAll(async () => {
  await other?.close();
  await shell?.close();
});

const dialog = dialogNamed;
const item = formItem;
const reminderTrigger = (page: Page) => page.locator('.header-reminders__trigger');

describe('notices', () => {
  it('street01 publishes a notice to a community; community01 sees it in 我的通知 and the reminders, reads it, and the reminder leaves', async () => {
    await community.goto(shell.app('/'));
    await submitLogin(community, 'community01');
    await expect.poll(() => routerPath(community), WAIT).toBe('/dashboard/analysis');
    await openMenu(community, '通知公告', '我的通知');
    await arrived(community, '/notice/my');
    expect(await reminderTrigger(community).getAttribute('aria-label')).toBe('提醒（0条未读）');

    await street.goto(shell.app('/'));
    await submitLogin(street, 'street01');
    await changeInitialPassword(street);
    await expect.poll(() => routerPath(street), WAIT).toBe('/dashboard/analysis');
    // The group and its first entry are both called 通知公告: unfold the group by its other entry, then take the first.
    await openMenu(street, '通知公告', '我的通知');
    await street.locator('.basic-layout__sider .ant-menu-sub').getByRole('menuitem', { name: '通知公告' }).click();
    await arrived(street, '/notice/list');
    const list = visibleScreen(street);
    await list.getByRole('button', { name: /新\s*增/ }).click();
    const form = dialog(street, '新增');
    await item(form, '标题').locator('input').fill(TITLE);
    await item(form, '摘要').locator('textarea').fill('周三上午停水');
    await item(form, '推送区域').getByRole('button', { name: '选择行政区划' }).click();
    const pick = dialog(street, '选择行政区划');
    await pick.getByPlaceholder('请输入行政区划名称').fill('水源地');
    await pick.getByPlaceholder('请输入行政区划名称').press('Enter');
    await pick
      .locator('.ant-tree-treenode')
      .filter({ hasText: /^水源地社区$/ })
      .locator('.ant-tree-checkbox')
      .click();
    await pick.getByRole('button', { name: /确\s*定/ }).click();
    await expect.poll(() => item(form, '推送区域').locator('input[readonly]').inputValue(), WAIT).toBe('水源地社区');
    const content = item(form, '内容').locator('[contenteditable="true"]');
    await content.click();
    await content.pressSequentially('周三上午九点至十二点停水，请提前储水');
    await form.getByRole('button', { name: /提\s*交/ }).click();
    const row = list.locator('.ant-table-row').filter({ hasText: '水源地社区停水通知' });
    await expect.poll(() => row.innerText(), WAIT).toContain('草稿');
    await row.getByText('发布', { exact: true }).click();
    await street
      .locator('.ant-popconfirm')
      .getByRole('button', { name: /确\s*定/ })
      .click();
    await expect.poll(() => row.innerText(), WAIT).toContain('已发布');

    // community01 reloads nothing: the push makes 我的通知 and the reminders reload.
    const mine = visibleScreen(community).locator('.ant-table-row').filter({ hasText: '水源地社区停水通知' });
    await expect.poll(() => mine.innerText().catch(() => ''), WAIT).toContain('未读');
    expect(await mine.innerText()).toContain(TITLE);
    await expect.poll(() => reminderTrigger(community).getAttribute('aria-label'), WAIT).toBe('提醒（1条未读）');
    await reminderTrigger(community).hover();
    const entry = community.locator('.header-reminders__item').filter({ hasText: '水源地社区停水通知' });
    await entry.click();
    const detail = dialog(community, '详情');
    await expect.poll(() => detail.innerText(), WAIT).toContain('周三上午九点至十二点停水');
    const shown = await detail.innerText();
    expect(shown).toContain(TITLE);
    expect(shown).toContain('周三上午停水');
    expect(await detail.locator('b').count()).toBe(0);
    await detail.getByRole('button', { name: 'Close' }).click();
    await expect.poll(() => reminderTrigger(community).getAttribute('aria-label'), WAIT).toBe('提醒（0条未读）');
    await reminderTrigger(community).hover();
    await community.locator('.ant-popover:not(.ant-popover-hidden)').getByText('暂无提醒').waitFor();
    await expect.poll(() => mine.innerText(), WAIT).toContain('已读');

    // 我的通知's own 查看 opens the same detail.
    await mine.getByText('查看', { exact: true }).click();
    const again = dialog(community, '详情');
    await expect.poll(() => again.innerText(), WAIT).toContain('周三上午九点至十二点停水');
    expect(other.errors).toEqual([]);
    expect(shell.browser.errors).toEqual([]);
  });
});
