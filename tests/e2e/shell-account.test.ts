/** The account corner and the settings drawer: department switch, a voluntary password change, remembered preferences. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { arrived, changeInitialPassword, NEW_PASSWORD, openShell, submitLogin, type Shell, WAIT } from './helpers/shell.js';

let shell: Shell;
let page: Page;

beforeAll(async () => {
  shell = await openShell();
  page = shell.page;
});
afterAll(() => shell.close());

async function userMenu(entry: string) {
  await page.getByRole('button', { name: '用户菜单' }).click();
  await page.locator('.ant-dropdown:not(.ant-dropdown-hidden)').getByRole('menuitem', { name: entry }).click();
}

describe('account', () => {
  it('logs in and changes the initial password', async () => {
    await page.goto(shell.app('/'));
    await submitLogin(page, 'admin');
    await changeInitialPassword(page);
    await arrived(page, '/dashboard/analysis');
  });

  it('the department switch preselects the current department and stores the new one', async () => {
    await userMenu('切换部门');
    const dialog = page.getByRole('dialog').filter({ hasText: '部门选择' });
    await expect.poll(() => dialog.locator('.ant-select-selection-item').innerText(), WAIT).toBe('辽宁省智慧党建办公室');
    await dialog.locator('.ant-select').click();
    await page.locator('.ant-select-item-option', { hasText: '浑河湾街道办事处' }).click();
    await dialog.getByRole('button', { name: /确\s*定/ }).click();
    await expect.poll(() => dialog.count(), WAIT).toBe(0);
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('zhdj__USER_INFO') ?? 'null'));
    expect(stored.value.orgCode).toBe('A01A01');
    const token = await shell.server.api.login('admin', NEW_PASSWORD);
    const departs = await shell.server.api.get('/sys/user/getCurrentUserDeparts', {}, token);
    expect(departs.body.result.orgCode).toBe('A01A01');
  });

  it('a voluntary password change checks the strict rule and the confirmation before asking the server', async () => {
    await userMenu('修改密码');
    const dialog = page.getByRole('dialog', { name: '修改密码' });
    await dialog.getByLabel('旧密码').fill(NEW_PASSWORD);
    await dialog.getByLabel('新密码', { exact: true }).fill('abcdefgh');
    await dialog.getByLabel('确认新密码').fill('abcdefgi');
    await dialog.getByRole('button', { name: /确\s*定/ }).click();
    await dialog.getByText('密码由8位数字、大小写字母和特殊符号组成!').waitFor();
    await dialog.getByText('两次输入的密码不一样！').waitFor();
    await dialog.getByRole('button', { name: /取\s*消/ }).click();
    await expect.poll(() => dialog.count(), WAIT).toBe(0);
  });
});

describe('settings drawer', () => {
  it('multi-page mode, top menu and the theme colour apply at once and survive a reload', async () => {
    await userMenu('系统设置');
    const drawer = page.locator('.ant-drawer').filter({ hasText: '系统设置' });
    await drawer.getByRole('switch', { name: '多页签模式' }).click();
    await expect.poll(() => page.locator('.multi-tabs').count(), WAIT).toBe(0);
    await drawer.getByText('顶部栏导航').click();
    await expect.poll(() => page.locator('.basic-layout__sider').count(), WAIT).toBe(0);
    await expect.poll(() => page.locator('.global-header .ant-menu-horizontal').count(), WAIT).toBe(1);
    await drawer.getByRole('button', { name: '薄暮' }).click();
    await page.reload();
    await arrived(page, '/dashboard/analysis');
    expect(await page.locator('.multi-tabs').count()).toBe(0);
    await expect.poll(() => page.locator('.global-header .ant-menu-horizontal').count(), WAIT).toBe(1);
    // The selected top-menu entry (首页) takes the theme colour #F5222D.
    expect(await page.locator('.global-header .ant-menu-item-selected').evaluate((e) => getComputedStyle(e).color)).toBe('rgb(245, 34, 45)');
    const saved = await page.evaluate(() => JSON.parse(localStorage.getItem('zhdj__APP_SETTINGS') ?? 'null'));
    expect(saved.value).toMatchObject({ multiPage: false, layout: 'topmenu', primaryColor: '#F5222D' });
  });

  it('colour-weak mode filters the whole page', async () => {
    await userMenu('系统设置');
    await page.locator('.ant-drawer').getByRole('switch', { name: '色弱模式' }).click();
    await expect.poll(() => page.evaluate(() => document.documentElement.style.filter), WAIT).toContain('invert(80%)');
  });

  it('no page logged a console error', () => {
    expect(shell.browser.errors).toEqual([]);
  });
});
