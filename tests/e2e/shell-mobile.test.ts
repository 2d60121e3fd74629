/** A street official on a phone-width screen: the menu is a drawer, search is a modal, there are no tabs. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { changeInitialPassword, openShell, routerPath, submitLogin, type Shell, WAIT } from './helpers/shell.js';

let shell: Shell;
let page: Page;

beforeAll(async () => {
  shell = await openShell({ width: 390, height: 844 });
  page = shell.page;
});
afterAll(() => shell.close());

const drawer = () => page.locator('.menu-drawer');

describe('the shell on a phone', () => {
  it('logs in, changes the initial password and shows the workspace without sidebar or tabs', async () => {
    await page.goto(shell.app('/grid/list'));
    await expect.poll(() => routerPath(page), WAIT).toBe('/user/login?redirect=%2Fgrid%2Flist');
    await submitLogin(page, 'street01');
    await changeInitialPassword(page);
    await expect.poll(() => routerPath(page), WAIT).toBe('/grid/list');
    expect(await page.locator('.basic-layout__sider').count()).toBe(0);
    expect(await page.locator('.multi-tabs').count()).toBe(0);
    expect(await page.locator('.global-header__welcome').count()).toBe(0);
  });

  it('the menu opens as a drawer, lists only what the role grants, and closes after a choice', async () => {
    await page.getByRole('button', { name: '打开菜单' }).click();
    await drawer().getByRole('menuitem', { name: '楼栋管理' }).waitFor();
    // A street administrator holds 用户管理 of 系统管理 but nothing of 系统监控.
    expect(await drawer().getByRole('menuitem', { name: '系统监控' }).count()).toBe(0);
    await drawer().getByText(`客服电话：${shell.server.config.serviceTel}`).waitFor();
    await drawer().getByRole('menuitem', { name: '单位管理' }).click();
    await drawer().getByRole('menuitem', { name: '单位信息' }).click();
    await expect.poll(() => routerPath(page), WAIT).toBe('/unit/list');
    await expect.poll(() => drawer().isVisible(), WAIT).toBe(false);
    // The chosen register opens in the whole width.
    await expect.poll(() => page.locator('[data-screen="unit-list"]').isVisible(), WAIT).toBe(true);
  });

  it('menu search is a modal on a phone and navigates to the chosen entry', async () => {
    await page.getByRole('button', { name: '搜索菜单' }).click();
    const modal = page.getByRole('dialog', { name: '搜索菜单' });
    await modal.getByRole('combobox').fill('网格列表');
    await page.locator('.ant-select-item-option', { hasText: '网格列表' }).click();
    await expect.poll(() => routerPath(page), WAIT).toBe('/grid/list');
    await expect.poll(() => modal.isVisible(), WAIT).toBe(false);
  });

  it('no page logged a console error', () => {
    expect(shell.browser.errors).toEqual([]);
  });
});
