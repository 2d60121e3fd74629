/**
 * 消息模板 and 消息记录 in Chromium against the real server: the administrator writes a 系统消息 template with
 * ${placeholders}, sends it with 发送测试 to community01 (picked in the user picker, test data prefilled from the
 * template), 消息记录 shows it 发送成功, and community01's 我的消息 and bell have it with the placeholders filled.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { openBrowser, type Browser } from '../helpers/browser.js';
import { arrived, changeInitialPassword, openMenu, openShell, routerPath, submitLogin, WAIT, type Shell } from './helpers/shell.js';
import { dialogNamed, formItem } from './helpers/page-parts.js';

let shell: Shell;
let other: Browser;
let admin: Page;

beforeAll(async () => {
  shell = await openShell();
  admin = shell.page;
  // community01 has changed the initial password before: straight to the workspace.
  await shell.server.app.ctx.db.updateTable('sys_user').set({ updatePwd: 0 }).where('username', '=', 'community01').execute();
});
afterAll(async () => {
  await other?.close();
  await shell?.close();
});

const screen = (page: Page) => page.locator('.keep-alive-page:not([hidden]) .zhdj-list-screen');
const dialog = dialogNamed;
const item = formItem;
const lastMessage = async (page: Page) => (await page.locator('.ant-message-notice').last().innerText()).trim();

describe('message templates', () => {
  it("a template sent as a 系统消息 to community01 is recorded 发送成功 and reaches community01's 我的消息 and bell", async () => {
    await admin.goto(shell.app('/'));
    await submitLogin(admin, 'admin');
    await changeInitialPassword(admin);
    await expect.poll(() => routerPath(admin), WAIT).toBe('/dashboard/analysis');
    await openMenu(admin, '消息中心', '消息模板');
    await arrived(admin, '/isps/template');

    await screen(admin)
      .getByRole('button', { name: /新\s*增/ })
      .click();
    const form = dialog(admin, '新增');
    await item(form, '模板编码').locator('input').fill('maintain_notice');
    await item(form, '模板标题').locator('input').fill('系统维护通知');
    await item(form, '模板类型').getByText('系统消息', { exact: true }).click();
    await item(form, '模板内容').locator('textarea').fill('${name}您好：今晚${time}起系统维护，请提前保存工作。');
    await item(form, '测试数据').locator('textarea').fill('{"name":"社区管理员","time":"22:00"}');
    await form.getByRole('button', { name: /提\s*交/ }).click();
    const row = screen(admin).locator('.ant-table-row').filter({ hasText: 'maintain_notice' });
    await expect.poll(() => row.innerText(), WAIT).toContain('系统消息');

    await row.getByText('发送测试', { exact: true }).click();
    const sending = dialog(admin, '发送测试：系统维护通知');
    // The template's own test data is the starting value.
    await expect.poll(() => item(sending, '测试数据').locator('textarea').inputValue(), WAIT).toBe('{"name":"社区管理员","time":"22:00"}');
    await item(sending, '接收人')
      .getByRole('button', { name: /选\s*择/ })
      .click();
    const pick = dialog(admin, '选择用户');
    await pick.getByPlaceholder('请输入用户账号').fill('community01');
    await pick.getByRole('button', { name: /查\s*询/ }).click();
    await expect.poll(() => pick.locator('.ant-table-row').count(), WAIT).toBe(1);
    await pick.locator('.ant-table-row').filter({ hasText: 'community01' }).locator('.ant-checkbox-input').check();
    await pick.getByRole('button', { name: /确\s*定/ }).click();
    await expect.poll(() => item(sending, '接收人').locator('.zhdj-picker-input input').inputValue(), WAIT).toBe('水源地社区管理员');
    await sending.getByRole('button', { name: /发\s*送/ }).click();
    await expect.poll(() => lastMessage(admin), WAIT).toBe('发送完成：成功1条，失败0条');
    await expect.poll(() => dialog(admin, '发送测试：系统维护通知').count(), WAIT).toBe(0);

    await openMenu(admin, '消息中心', '消息记录');
    await arrived(admin, '/isps/message');
    const record = screen(admin).locator('.ant-table-row').filter({ hasText: '系统维护通知' });
    await expect.poll(() => record.innerText(), WAIT).toContain('发送成功');
    expect(await record.innerText()).toContain('community01');

    other = await openBrowser();
    const resident = other.page;
    await resident.goto(shell.app('/'));
    await submitLogin(resident, 'community01');
    await expect.poll(() => routerPath(resident), WAIT).toBe('/dashboard/analysis');
    await expect
      .poll(
        async () =>
          (await resident.locator('.announcement-bell__trigger .ant-badge-count').count())
            ? (await resident.locator('.announcement-bell__trigger .ant-badge-count').innerText()).replace(/\s/g, '')
            : '0',
        WAIT,
      )
      .toBe('1');
    await openMenu(resident, '消息中心', '我的消息');
    await arrived(resident, '/isps/userAnnouncement');
    const mine = screen(resident).locator('.ant-table-row').filter({ hasText: '系统维护通知' });
    await expect.poll(() => mine.innerText(), WAIT).toContain('系统消息');
    await mine.getByText('详情', { exact: true }).click();
    await expect.poll(() => dialog(resident, '消息详情').innerText(), WAIT).toContain('社区管理员您好：今晚22:00起系统维护，请提前保存工作。');
    expect(other.errors).toEqual([]);
    expect(shell.browser.errors).toEqual([]);
  });
});
