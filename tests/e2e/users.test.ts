/**
 * 用户管理 and 在线用户 in Chromium against the real server and the built client: the administrator finds users by
 * department, creates a user in a department with the 网格员 role through the pickers; that user logs in, must change
 * the password, and sees exactly the role's menu; the administrator then force-logs-out the user's live session and
 * that browser lands on the login page.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { openBrowser, type Browser } from '../helpers/browser.js';
import { arrived, changeInitialPassword, openMenu, openShell, routerPath, submitLogin, WAIT, type Shell } from './helpers/shell.js';
import { dialogNamed, formItem } from './helpers/page-parts.js';

let shell: Shell;
let other: Browser;
let admin: Page;
let member: Page;

const FIRST_PASSWORD = 'Wg#e2eFirst81';
const OWN_PASSWORD = 'Wg#e2eOwn2093';
const RESET_PASSWORD = 'Wg#e2eReset47';

beforeAll(async () => {
  shell = await openShell();
  admin = shell.page;
  other = await openBrowser();
  member = other.page;
  await other.page.emulateMedia({ reducedMotion: 'reduce' });
});
afterAll(async () => {
  await other?.close();
  await shell?.close();
});

const screen = (page: Page) => page.locator('.keep-alive-page:not([hidden]) .zhdj-list-screen');
const dialog = dialogNamed;
const item = formItem;
const lastMessage = async (page: Page) => (await page.locator('.ant-message-notice').last().innerText()).trim();
const usernames = async (page: Page) => (await screen(page).locator('.ant-table-row td:nth-child(2)').allInnerTexts()).map((t) => t.trim()).sort();

describe('users', () => {
  it('the administrator lists the users of a department by choosing it in the tree', async () => {
    await admin.goto(shell.app('/'));
    await submitLogin(admin, 'admin');
    await changeInitialPassword(admin);
    await expect.poll(() => routerPath(admin), WAIT).toBe('/dashboard/analysis');
    await openMenu(admin, '系统管理', '用户管理');
    await arrived(admin, '/system/user');
    await expect.poll(() => usernames(admin), WAIT).toEqual(['admin', 'community01', 'community02', 'grid01', 'street01']);
    await admin.locator('.zhdj-tree-filter .ant-tree-title').getByText('水源地社区居委会', { exact: true }).click();
    await expect.poll(() => usernames(admin), WAIT).toEqual(['community01', 'grid01']);
  });

  it('creates a user in a department with the 网格员 role through the pickers', async () => {
    await screen(admin)
      .getByRole('button', { name: /新\s*增/ })
      .click();
    const add = dialog(admin, '新增用户');
    await item(add, '用户账号').locator('input').fill('wgy_e2e01');
    await item(add, '用户姓名').locator('input').fill('测试网格员');
    await item(add, '密码').locator('input').fill(FIRST_PASSWORD);
    await item(add, '确认密码').locator('input').fill(FIRST_PASSWORD);

    await item(add, '角色')
      .getByRole('button', { name: /选\s*择/ })
      .click();
    const roles = dialog(admin, '选择角色');
    await expect.poll(() => roles.locator('.ant-table-row').count(), WAIT).toBeGreaterThan(0);
    await roles.locator('.ant-table-row').filter({ hasText: '网格员' }).locator('.ant-checkbox-input').check();
    await roles.getByRole('button', { name: /确\s*定/ }).click();
    await expect.poll(() => item(add, '角色').locator('.zhdj-picker-input input').inputValue()).toBe('网格员');

    await item(add, '所属部门')
      .getByRole('button', { name: /选\s*择/ })
      .click();
    const departs = dialog(admin, '选择部门');
    await expect.poll(() => departs.locator('.ant-tree-title').count(), WAIT).toBeGreaterThan(0);
    await departs
      .locator('.ant-tree-treenode')
      .filter({ hasText: /^水源地社区居委会$/ })
      .locator('.ant-tree-checkbox')
      .click();
    await departs.getByRole('button', { name: /确\s*定/ }).click();
    await expect.poll(() => item(add, '所属部门').locator('.zhdj-picker-input input').inputValue()).toBe('水源地社区居委会');

    await add.getByRole('button', { name: /提\s*交/ }).click();
    await expect.poll(() => lastMessage(admin), WAIT).toBe('添加成功！');
    // Still filtered by 水源地社区居委会: the new member shows there.
    await expect.poll(() => usernames(admin), WAIT).toEqual(['community01', 'grid01', 'wgy_e2e01']);
  });

  it("the new user logs in, must change the password, and sees exactly the role's menu", async () => {
    await member.goto(shell.app('/'));
    await submitLogin(member, 'wgy_e2e01', FIRST_PASSWORD);
    await changeInitialPassword(member, FIRST_PASSWORD, OWN_PASSWORD);
    await expect.poll(() => routerPath(member), WAIT).toBe('/dashboard/analysis');
    // The same role's menu as the server gives grid01, who holds only 网格员 too.
    await shell.server.app.ctx.db.updateTable('sys_user').set({ updatePwd: 0 }).where('username', '=', 'grid01').execute();
    const token = await shell.server.api.login('grid01');
    const menu = (await shell.server.api.get('/sys/permission/getUserPermissionByToken', {}, token)).body.result.menu as Array<{
      hidden?: boolean;
      meta: { title: string };
    }>;
    const expected = menu.filter((m) => !m.hidden).map((m) => m.meta.title);
    expect(expected).toEqual(expect.arrayContaining(['首页', '楼栋管理', '居民管理']));
    expect(expected).not.toContain('系统管理');
    const sider = member.locator(
      '.basic-layout__sider .ant-menu-root > li.ant-menu-item, .basic-layout__sider .ant-menu-root > li.ant-menu-submenu > .ant-menu-submenu-title',
    );
    await expect.poll(async () => (await sider.allInnerTexts()).map((t) => t.trim()), WAIT).toEqual(expected);
  });

  it('the administrator force-logs-out that live session: its browser lands on the login page', async () => {
    await openMenu(admin, '系统监控', '在线用户');
    await arrived(admin, '/monitor/online');
    const row = screen(admin).locator('.ant-table-row').filter({ hasText: '测试网格员（wgy_e2e01）' });
    await expect.poll(() => row.count(), WAIT).toBe(1);
    expect(await row.innerText()).toContain('127.0.0.1');
    await row.getByText('强制退出', { exact: true }).click();
    await admin
      .locator('.ant-popconfirm')
      .getByRole('button', { name: /确\s*定/ })
      .click();
    await expect.poll(() => lastMessage(admin), WAIT).toBe('强制退出成功');
    await expect.poll(() => row.count(), WAIT).toBe(0);
    // The member's next request (the bell polls every 6 s) is answered Token失效: logged out, back to the login page.
    await expect.poll(() => routerPath(member), { timeout: 30_000 }).toMatch(/^\/user\/login/);
    await expect.poll(() => member.getByPlaceholder('账号').isVisible(), WAIT).toBe(true);
  });

  it('重置密码: the administrator sets a new password, and the user must change it at the next login', async () => {
    await openMenu(admin, '系统管理', '用户管理');
    await arrived(admin, '/system/user');
    const row = screen(admin).locator('.ant-table-row').filter({ hasText: 'wgy_e2e01' });
    await row.getByText('重置密码', { exact: true }).click();
    const reset = dialog(admin, '重置密码：测试网格员');
    await item(reset, '新密码').locator('input').fill(RESET_PASSWORD);
    await item(reset, '确认密码').locator('input').fill(RESET_PASSWORD);
    await reset.getByRole('button', { name: /确\s*定/ }).click();
    await expect.poll(() => lastMessage(admin), WAIT).toBe('密码已重置，该用户下次登录时须修改密码');
    // A fresh login page: a request of the session ended above may still answer Token失效 with its modal.
    await member.reload();
    await member.getByPlaceholder('账号').waitFor();
    await submitLogin(member, 'wgy_e2e01', RESET_PASSWORD);
    await changeInitialPassword(member, RESET_PASSWORD, OWN_PASSWORD + 'x');
    await expect.poll(() => routerPath(member), WAIT).toBe('/dashboard/analysis');
  });
});
