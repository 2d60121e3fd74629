/**
 * In Chromium against the real server: the administrator switches the grey interface on in 系统参数 and the page is
 * grey after a reload; a street official edits their own profile in 个人设置.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { openBrowser, type Browser } from '../helpers/browser.js';
import type { TestServer } from '../helpers/server.js';
import { startAppServer } from './helpers/app-server.js';
import { arrived, changeInitialPassword, openMenu, routerPath, submitLogin, WAIT } from './helpers/shell.js';
import { formItem, visibleScreen } from './helpers/page-parts.js';

let server: TestServer;
let browser: Browser;
let page: Page;

beforeAll(async () => {
  server = await startAppServer({ sadnessMode: false }, { passwordChangeDue: true });
  browser = await openBrowser();
  page = browser.page;
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

const screen = () => visibleScreen(page);
const item = formItem;
const pageFilter = () => page.evaluate(() => document.documentElement.style.filter);

async function loginAs(username: string) {
  await page.goto(`${server.url}/zzbpart/user/login`);
  await submitLogin(page, username);
  await changeInitialPassword(page);
  await expect.poll(() => routerPath(page), WAIT).toBe('/dashboard/analysis');
}

describe('系统参数', () => {
  it('the administrator turns the grey interface on; after a reload the whole page is grey', async () => {
    await loginAs('admin');
    expect(await pageFilter()).not.toContain('grayscale');
    await openMenu(page, '系统管理', '系统参数');
    await arrived(page, '/system/param');
    await screen().locator('.ant-table-row').first().getByText('编辑', { exact: true }).click();
    const form = page.getByRole('dialog', { name: '编辑系统参数' });
    await item(form, '哀悼模式（全站灰色）').locator('.ant-select-selector').click();
    await page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)').getByTitle('是', { exact: true }).click();
    await form.getByRole('button', { name: /提\s*交|确\s*定/ }).click();
    await expect.poll(() => screen().locator('.ant-table-row').first().innerText(), WAIT).toContain('是');
    await page.reload();
    await expect.poll(pageFilter, WAIT).toContain('grayscale(100%)');
  });
});

describe('个人设置', () => {
  it('a street official changes their own name and e-mail; the server keeps them and the header shows the name', async () => {
    await page.goto(`${server.url}/zzbpart/user/login`);
    await page.evaluate(() => localStorage.clear());
    await loginAs('street01');
    await page.goto(`${server.url}/zzbpart/account/settings/base`);
    await arrived(page, '/account/settings/base');
    const pane = page.locator('.keep-alive-page:not([hidden])');
    await pane.getByLabel('用户姓名').fill('王街道');
    await pane.getByLabel('邮箱').fill('wang@example.cn');
    await pane.getByRole('button', { name: '更新基本信息' }).click();
    await expect
      .poll(
        async () => await server.app.ctx.db.selectFrom('sys_user').select(['realname', 'email']).where('username', '=', 'street01').executeTakeFirstOrThrow(),
        WAIT,
      )
      .toEqual({ realname: '王街道', email: 'wang@example.cn' });
    await expect.poll(() => page.locator('.global-header').innerText(), WAIT).toContain('王街道');
  });
});
