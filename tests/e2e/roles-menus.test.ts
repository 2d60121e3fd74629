/**
 * 角色管理 and 菜单管理 in Chromium against the real server, two users in two browsers: the administrator takes 新增
 * of 网格列表 away from 社区管理员 in the 授权 dialog, and community01 no longer sees that button at the next load;
 * then the administrator renames 网格列表 in 菜单管理 and community01's side menu shows the new name at the next load.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { openBrowser, type Browser } from '../helpers/browser.js';
import { arrived, changeInitialPassword, openMenu, openShell, routerPath, submitLogin, WAIT, type Shell } from './helpers/shell.js';
import { visibleScreen } from './helpers/page-parts.js';

let shell: Shell;
let other: Browser;
let admin: Page;
let official: Page;

beforeAll(async () => {
  shell = await openShell();
  admin = shell.page;
  await shell.server.app.ctx.db.updateTable('sys_user').set({ updatePwd: 0 }).where('username', '=', 'community01').execute();
  other = await openBrowser();
  official = other.page;
});
afterAll(async () => {
  await other?.close();
  await shell?.close();
});

const addButton = (page: Page) => visibleScreen(page).getByRole('button', { name: /新\s*增/ });
const rowOf = (page: Page, text: string) =>
  visibleScreen(page)
    .locator('.ant-table-row')
    .filter({ has: page.getByText(text, { exact: true }) });

/** community01's grid list after a fresh load of the app: waits for its rows before the toolbar is looked at. */
async function openGridList(page: Page, title = '网格列表') {
  await page.goto(shell.app('/dashboard/analysis'));
  await expect.poll(() => routerPath(page), WAIT).toBe('/dashboard/analysis');
  await openMenu(page, '网格管理', title);
  await arrived(page, '/grid/list');
  await expect.poll(() => visibleScreen(page).locator('.ant-table-row').count(), WAIT).toBeGreaterThan(0);
}

describe('roles and menus', () => {
  it('a button taken from a role disappears for its user at the next load, and a renamed menu shows in the side menu', async () => {
    await official.goto(shell.app('/'));
    await submitLogin(official, 'community01');
    await expect.poll(() => routerPath(official), WAIT).toBe('/dashboard/analysis');
    await openGridList(official);
    expect(await addButton(official).count()).toBe(1);

    await admin.goto(shell.app('/'));
    await submitLogin(admin, 'admin');
    await changeInitialPassword(admin);
    await expect.poll(() => routerPath(admin), WAIT).toBe('/dashboard/analysis');
    await openMenu(admin, '系统管理', '角色管理');
    await arrived(admin, '/system/role');
    await rowOf(admin, '社区管理员').getByText('授权', { exact: true }).click();
    const dialog = admin.getByRole('dialog', { name: '角色权限配置：社区管理员' });
    const nodes = dialog.locator('.ant-tree-treenode');
    await expect.poll(() => nodes.count(), WAIT).toBeGreaterThan(10);
    // The tree is open and depth first: the node after 网格列表 is its first button, 新增.
    const gridList = nodes.filter({ has: admin.locator('.ant-tree-title', { hasText: /^网格列表$/ }) });
    const add = gridList.locator('xpath=following-sibling::div[contains(@class, "ant-tree-treenode")][1]');
    expect((await add.innerText()).trim()).toBe('新增');
    expect(await add.locator('.ant-tree-checkbox').getAttribute('class')).toContain('ant-tree-checkbox-checked');
    await add.locator('.ant-tree-checkbox').click();
    await expect.poll(() => add.locator('.ant-tree-checkbox').getAttribute('class'), WAIT).not.toContain('ant-tree-checkbox-checked');
    await dialog.getByRole('button', { name: '保存并关闭' }).click();
    await expect.poll(() => dialog.isVisible(), WAIT).toBe(false);

    await openGridList(official);
    expect(await addButton(official).count()).toBe(0);

    await openMenu(admin, '系统管理', '菜单管理');
    await arrived(admin, '/system/permission');
    const query = visibleScreen(admin).locator('.zhdj-query-bar');
    await query.locator('input').first().fill('网格列表');
    await query.getByRole('button', { name: /查\s*询/ }).click();
    const menuRow = rowOf(admin, '网格列表');
    await expect.poll(() => menuRow.count(), WAIT).toBe(1);
    await menuRow.getByText('编辑', { exact: true }).click();
    const form = admin.getByRole('dialog', { name: '编辑菜单' });
    const name = form
      .locator('.ant-formily-item')
      .filter({ has: admin.locator('.ant-formily-item-label-content', { hasText: /^\*?菜单名称$/ }) })
      .locator('input');
    await expect.poll(() => name.inputValue(), WAIT).toBe('网格列表');
    await name.fill('网格台账');
    await form.getByRole('button', { name: /提\s*交/ }).click();
    await expect.poll(() => form.isVisible(), WAIT).toBe(false);

    await openGridList(official, '网格台账');
    expect(await official.locator('.basic-layout__sider').getByRole('menuitem', { name: '网格列表' }).count()).toBe(0);
    expect(other.errors).toEqual([]);
    expect(shell.browser.errors).toEqual([]);
  });
});
