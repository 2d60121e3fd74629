/**
 * One administrator's session through the shell in Chromium against the real server: login with the redirect,
 * the forced password change, menu pages as tabs that keep their state, the tab rules, refresh and logout.
 * The steps share one browser and run in order.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import {
  arrived,
  changeInitialPassword,
  NEW_PASSWORD,
  openMenu,
  openShell,
  routerPath,
  submitLogin,
  tabTitles,
  type Shell,
  WAIT,
  warningText,
} from './helpers/shell.js';

let shell: Shell;
let page: Page;

beforeAll(async () => {
  shell = await openShell();
  page = shell.page;
});
afterAll(() => shell.close());

const visiblePage = () => page.locator('.keep-alive-page:not([hidden])');
const tab = (title: string) => page.locator('.multi-tabs .ant-tabs-tab').filter({ has: page.locator(`[data-tab]`, { hasText: title }) });

async function tabMenu(title: string, action: string) {
  // The menu of the previous right-click must be gone, or its leaving copy would take the click.
  await expect.poll(() => page.locator('.ant-dropdown:not(.ant-dropdown-hidden)').count(), WAIT).toBe(0);
  await tab(title).locator('[data-tab]').click({ button: 'right' });
  await page.locator('.ant-dropdown:not(.ant-dropdown-hidden)').getByRole('menuitem', { name: action }).click();
}

describe('the administrator session', () => {
  it('an anonymous visit goes to login with the full path as redirect; no captcha while the server has it off', async () => {
    await page.goto(shell.app('/'));
    await expect.poll(() => routerPath(page), WAIT).toBe('/user/login?redirect=%2F');
    expect(await page.title()).toBe('省智慧党建社区服务平台');
    await page.getByPlaceholder('账号').waitFor();
    expect(await page.getByAltText('验证码').count()).toBe(0);
    expect(await page.getByPlaceholder('验证码').count()).toBe(0);
  });

  it('after login the initial password must be changed, then the requested page shows with the home tab', async () => {
    await submitLogin(page, 'admin');
    await changeInitialPassword(page);
    await arrived(page, '/dashboard/analysis');
    await expect.poll(() => tabTitles(page), WAIT).toEqual(['首页']);
    expect(await page.locator('.header-breadcrumb').innerText()).toContain('首页');
  });

  it('menu pages open as tabs and keep their filters when the user switches between tabs', async () => {
    await openMenu(page, '系统管理', '数据字典');
    await arrived(page, '/system/dict');
    const filter = visiblePage().getByRole('textbox').first();
    // The list has loaded (its first request answered) before the user types a filter.
    await visiblePage().locator('.ant-table-row').first().waitFor();
    await filter.fill('性别');
    await openMenu(page, '网格管理', '网格列表');
    await arrived(page, '/grid/list');
    await expect.poll(() => tabTitles(page), WAIT).toEqual(['首页', '数据字典', '网格列表']);
    expect(await page.locator('.header-breadcrumb').innerText()).toMatch(/首页[\s\S]*网格管理[\s\S]*网格列表/);
    await tab('数据字典').click();
    await arrived(page, '/system/dict');
    await expect.poll(() => visiblePage().getAttribute('data-page'), WAIT).toBe('/system/dict');
    expect(await visiblePage().getByRole('textbox').first().inputValue()).toBe('性别');
  });

  it('refresh reloads the view of a tab', async () => {
    const reloaded = page.waitForResponse((r) => r.url().includes('/list?'));
    await tabMenu('数据字典', '刷新');
    await reloaded;
    await visiblePage().locator('.ant-table-row').first().waitFor();
    expect(await visiblePage().getByRole('textbox').first().inputValue()).toBe('');
    expect(routerPath(page)).toBe('/system/dict');
  });

  it('the home tab cannot be closed', async () => {
    await tab('首页').locator('.ant-tabs-tab-remove').click();
    expect(await warningText(page)).toBe('首页不能关闭!');
    await expect.poll(() => tabTitles(page), WAIT).toEqual(['首页', '数据字典', '网格列表']);
  });

  it('close right, close left and close others keep the home tab and follow the chosen one', async () => {
    await tab('网格列表').click();
    await arrived(page, '/grid/list');
    await tabMenu('数据字典', '关闭右侧');
    await expect.poll(() => tabTitles(page), WAIT).toEqual(['首页', '数据字典']);
    await arrived(page, '/system/dict');

    await openMenu(page, '网格管理', '网格列表');
    await arrived(page, '/grid/list');
    await expect.poll(() => tabTitles(page), WAIT).toEqual(['首页', '数据字典', '网格列表']);
    await tab('首页').click();
    await arrived(page, '/dashboard/analysis');
    await tabMenu('网格列表', '关闭左侧');
    await expect.poll(() => tabTitles(page), WAIT).toEqual(['首页', '网格列表']);
    // The active home tab stays active: only closed tabs hand over.
    await arrived(page, '/dashboard/analysis');

    await openMenu(page, '系统管理', '数据字典');
    await arrived(page, '/system/dict');
    await expect.poll(() => tabTitles(page), WAIT).toEqual(['首页', '网格列表', '数据字典']);
    await tabMenu('网格列表', '关闭其他');
    await expect.poll(() => tabTitles(page), WAIT).toEqual(['首页', '网格列表']);
    await arrived(page, '/grid/list');
  });

  it('closing the active tab activates its neighbour', async () => {
    await tab('网格列表').locator('.ant-tabs-tab-remove').click();
    await expect.poll(() => tabTitles(page), WAIT).toEqual(['首页']);
    await arrived(page, '/dashboard/analysis');
  });

  it('a page reload brings back the open tabs, home first, with their paths but not their state', async () => {
    await openMenu(page, '系统管理', '数据字典');
    await arrived(page, '/system/dict');
    await visiblePage().locator('.ant-table-row').first().waitFor();
    await visiblePage().getByRole('textbox').first().fill('性别');
    await openMenu(page, '网格管理', '网格列表');
    await arrived(page, '/grid/list');
    await page.reload();
    await arrived(page, '/grid/list');
    await expect.poll(() => tabTitles(page), WAIT).toEqual(['首页', '数据字典', '网格列表']);
    await tab('数据字典').click();
    await arrived(page, '/system/dict');
    await visiblePage().locator('.ant-table-row').first().waitFor();
    expect(await visiblePage().getByRole('textbox').first().inputValue()).toBe('');
    await tabMenu('数据字典', '关闭其他');
    await expect.poll(() => tabTitles(page), WAIT).toEqual(['首页', '数据字典']);
  });

  it('the last remaining tab cannot be closed (a new window opened on a link has only that tab)', async () => {
    const other = await page.context().newPage();
    try {
      await other.goto(shell.app('/grid/list'));
      await expect.poll(() => tabTitles(other), WAIT).toEqual(['网格列表']);
      await other.locator('.multi-tabs .ant-tabs-tab').filter({ hasText: '网格列表' }).locator('.ant-tabs-tab-remove').click();
      expect(await warningText(other)).toBe('这是最后一页，不能再关闭了啦');
    } finally {
      await other.close();
    }
  });

  it('header items: reminders say 暂无提醒, the 安卓 QR code follows the newest app version, menu search takes pinyin initials', async () => {
    await page.locator('.header-reminders__trigger').hover();
    await page.locator('.ant-popover:not(.ant-popover-hidden)').getByText('暂无提醒').waitFor();

    const qrPopover = page.locator('.ant-popover:not(.ant-popover-hidden)').filter({ hasText: '扫码下载APP' });
    await page.getByRole('button', { name: 'APP下载（安卓）' }).hover();
    await qrPopover.getByText('二维码获取失败').waitFor();
    const token = await shell.server.api.login('admin', NEW_PASSWORD);
    const version = {
      versionName: '1.2.0',
      versionCode: 120,
      platform: 'android',
      downloadUrl: 'https://app.example.cn/zhdj.apk',
      releaseTime: '2026-01-01 00:00:00',
    };
    expect((await shell.server.api.post('/AppPushController/add', version, token)).body.success).toBe(true);
    await page.mouse.move(0, 400);
    await expect.poll(() => qrPopover.count(), WAIT).toBe(0);
    await page.getByRole('button', { name: 'APP下载（安卓）' }).hover();
    const qr = qrPopover.locator('.app-download__qr canvas');
    await qr.waitFor();
    expect(await qr.boundingBox()).toMatchObject({ width: 240, height: 240 });
    await page.mouse.move(0, 400);

    const search = page.locator('.global-header .menu-search');
    await search.click();
    await search.getByRole('combobox').fill('sjzd');
    await page
      .locator('.ant-select-item-option-active')
      .filter({ hasText: /^数据字典$/ })
      .waitFor();
    await search.getByRole('combobox').press('Enter');
    await expect.poll(() => routerPath(page), WAIT).toBe('/system/dict');
  });

  it('logout asks first, then clears the session; a deep link afterwards comes back after login', async () => {
    await page.getByRole('button', { name: '退出登录' }).click();
    const confirm = page.getByRole('dialog').filter({ hasText: '真的要注销登录吗' });
    await confirm.getByRole('button', { name: /确\s*定/ }).click();
    await expect.poll(() => routerPath(page), WAIT).toBe('/user/login');
    expect(await page.evaluate(() => localStorage.getItem('zhdj__ACCESS_TOKEN'))).toBeNull();

    await page.goto(shell.app('/system/dict?from=link'));
    await expect.poll(() => routerPath(page), WAIT).toBe('/user/login?redirect=%2Fsystem%2Fdict%3Ffrom%3Dlink');
    await submitLogin(page, 'admin', NEW_PASSWORD);
    await expect.poll(() => routerPath(page), WAIT).toBe('/system/dict?from=link');
    expect(await page.getByRole('dialog', { name: '修改密码' }).count()).toBe(0);
  });

  it('the app runs under the Content-Security-Policy (a violation is a console error, checked below)', async () => {
    const document = await page.request.get(shell.app('/grid/list'));
    expect(document.headers()['content-security-policy']).toContain("script-src 'self'");
    expect(shell.browser.errors.filter((e) => /Content Security Policy/i.test(e))).toEqual([]);
  });

  it('no page logged a console error', () => {
    expect(shell.browser.errors).toEqual([]);
  });
});
