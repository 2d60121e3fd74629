/**
 * 通告管理 and the bell in Chromium against the real server, two users in two browsers: the administrator releases
 * an announcement to all users and community01's bell, already open, shows it without a reload (the push arrives
 * on its socket); its title, holding markup, is shown as text; reading it opens the detail and clears the count.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page, WebSocket as PageSocket } from 'playwright-core';
import { openBrowser, type Browser } from '../helpers/browser.js';
import { arrived, changeInitialPassword, openMenu, openShell, routerPath, submitLogin, WAIT, type Shell } from './helpers/shell.js';
import { dialogNamed, formItem } from './helpers/page-parts.js';

let shell: Shell;
let other: Browser;
let admin: Page;
let resident: Page;
const pushes: string[] = [];

const TITLE = '<img src=x onerror="window.__xss=1">停水通知';

beforeAll(async () => {
  shell = await openShell();
  admin = shell.page;
  // community01 has changed the initial password before: straight to the workspace.
  await shell.server.app.ctx.db.updateTable('sys_user').set({ updatePwd: 0 }).where('username', '=', 'community01').execute();
  other = await openBrowser();
  resident = other.page;
  resident.on('websocket', (ws: PageSocket) => ws.on('framereceived', (frame) => pushes.push(String(frame.payload))));
});
afterAll(async () => {
  await other?.close();
  await shell?.close();
});

const bellButton = (page: Page) => page.locator('.announcement-bell__trigger');
const badgeCount = async (page: Page) =>
  (await bellButton(page).locator('.ant-badge-count').count()) ? (await bellButton(page).locator('.ant-badge-count').innerText()).replace(/\s/g, '') : '0';
const dialog = dialogNamed;
const item = formItem;

describe('announcements', () => {
  it("a released announcement appears in another user's bell without a reload, as text, and reading it clears it", async () => {
    await resident.goto(shell.app('/'));
    await submitLogin(resident, 'community01');
    await expect.poll(() => routerPath(resident), WAIT).toBe('/dashboard/analysis');
    await expect.poll(() => bellButton(resident).isVisible(), WAIT).toBe(true);
    expect(await badgeCount(resident)).toBe('0');

    await admin.goto(shell.app('/'));
    await submitLogin(admin, 'admin');
    await changeInitialPassword(admin);
    await expect.poll(() => routerPath(admin), WAIT).toBe('/dashboard/analysis');
    await openMenu(admin, '消息中心', '通告管理');
    await arrived(admin, '/isps/announcement');
    const screen = admin.locator('.keep-alive-page:not([hidden]) .zhdj-list-screen');
    await screen.getByRole('button', { name: /新\s*增/ }).click();
    const form = dialog(admin, '新增');
    await item(form, '标题').locator('input').fill(TITLE);
    await item(form, '优先级').getByText('紧急', { exact: true }).click();
    const content = item(form, '内容').locator('[contenteditable="true"]');
    await content.click();
    await content.pressSequentially('明天上午九点至十二点停水，');
    await item(form, '内容').getByRole('button', { name: '加粗' }).click();
    await content.pressSequentially('请提前储水');
    await form.getByRole('button', { name: /提\s*交/ }).click();
    // The title column is shortened on screen: the row is found by the title's start.
    const row = screen.locator('.ant-table-row').filter({ hasText: '<img src=x' });
    await expect.poll(() => row.innerText(), WAIT).toContain('未发布');
    await row.getByText('发布', { exact: true }).click();
    await admin
      .locator('.ant-popconfirm')
      .getByRole('button', { name: /确\s*定/ })
      .click();
    await expect.poll(() => row.innerText(), WAIT).toContain('已发布');

    // No reload on community01's side: the push reaches its socket and the bell reloads.
    await expect.poll(() => pushes.some((p) => p.includes('"cmd":"topic"') && p.includes('停水通知')), WAIT).toBe(true);
    await expect.poll(() => badgeCount(resident), WAIT).toBe('1');
    await bellButton(resident).click();
    const entry = resident.locator('.announcement-bell__item').filter({ hasText: '停水通知' });
    await expect.poll(() => entry.innerText(), WAIT).toContain(TITLE);
    expect(await entry.innerText()).toContain('紧急');
    expect(await resident.locator('.announcement-bell img').count()).toBe(0);
    expect(await resident.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();

    await entry.click();
    const detail = dialog(resident, '通告详情');
    await expect.poll(() => detail.innerText(), WAIT).toContain('明天上午九点至十二点停水');
    // The content is rich text: the bold part arrives as bold.
    expect(await detail.locator('.zhdj-rich-text-view strong').innerText()).toBe('请提前储水');
    await detail.getByRole('button', { name: /关\s*闭/ }).click();
    await expect.poll(() => badgeCount(resident), WAIT).toBe('0');
    expect(other.errors).toEqual([]);
  });
});
