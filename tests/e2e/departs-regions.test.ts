/**
 * 部门管理 and 行政区划 in Chromium against the real server: the administrator adds a sub-department below the street
 * office, gives it 部门管理 in 部门权限, adds a department role and grants it that menu; grid01, a member of the new
 * department, sees 部门管理 in the side menu after a reload. Then the administrator browses 行政区划 from the province
 * down to a community.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { openBrowser, type Browser } from '../helpers/browser.js';
import { arrived, changeInitialPassword, openMenu, openShell, routerPath, submitLogin, WAIT, type Shell } from './helpers/shell.js';

let shell: Shell;
let other: Browser;
let admin: Page;
let member: Page;

beforeAll(async () => {
  shell = await openShell();
  admin = shell.page;
  await shell.server.app.ctx.db.updateTable('sys_user').set({ updatePwd: 0 }).where('username', '=', 'grid01').execute();
  other = await openBrowser();
  member = other.page;
});
afterAll(async () => {
  await other?.close();
  await shell?.close();
});

const screen = (page: Page) => page.locator('.keep-alive-page:not([hidden])');
const rowIn = (scope: Locator, text: string) => scope.locator('.ant-table-row').filter({ has: scope.page().getByText(text, { exact: true }) });
const field = (form: Locator, label: string) =>
  form
    .locator('.ant-formily-item')
    .filter({ has: form.page().locator('.ant-formily-item-label-content', { hasText: new RegExp(`^\\*?${label}$`) }) })
    .locator('input');
const sideEntry = (page: Page, name: string) => page.locator('.basic-layout__sider').getByRole('menuitem', { name });

/** Expands a tree-table row and waits for a child row to show. */
async function expand(scope: Locator, row: string, child: string) {
  await expect.poll(() => rowIn(scope, row).count(), WAIT).toBe(1);
  await rowIn(scope, row).locator('.ant-table-row-expand-icon').click();
  await expect.poll(() => rowIn(scope, child).count(), WAIT).toBe(1);
}

/** Ticks one node of an open TreeGrant dialog and saves with 保存并关闭. */
async function grant(dialog: Locator, node: string) {
  const nodes = dialog.locator('.ant-tree-treenode');
  await expect.poll(() => nodes.count(), WAIT).toBeGreaterThan(0);
  const target = nodes.filter({ has: dialog.page().locator('.ant-tree-title', { hasText: new RegExp(`^${node}$`) }) }).locator('.ant-tree-checkbox');
  await target.click();
  await expect.poll(() => target.getAttribute('class'), WAIT).toContain('ant-tree-checkbox-checked');
  await dialog.getByRole('button', { name: '保存并关闭' }).click();
  await expect.poll(() => dialog.isVisible(), WAIT).toBe(false);
}

describe('departments and regions', () => {
  it("a department role granted a menu shows it to the department's member after a reload; the region tree opens to a community", async () => {
    await member.goto(shell.app('/'));
    await submitLogin(member, 'grid01');
    await expect.poll(() => routerPath(member), WAIT).toBe('/dashboard/analysis');
    expect(await sideEntry(member, '系统管理').count()).toBe(0);

    await admin.goto(shell.app('/'));
    await submitLogin(admin, 'admin');
    await changeInitialPassword(admin);
    await expect.poll(() => routerPath(admin), WAIT).toBe('/dashboard/analysis');
    await openMenu(admin, '系统管理', '部门管理');
    await arrived(admin, '/system/depart');
    const departs = screen(admin);
    await expand(departs, '辽宁省智慧党建办公室', '浑河湾街道办事处');

    await rowIn(departs, '浑河湾街道办事处').getByText('添加下级', { exact: true }).click();
    const form = admin.getByRole('dialog', { name: '新增部门' });
    await field(form, '部门名称').fill('网格工作部');
    await field(form, '机构编码').fill('A01A01W01');
    await form.getByRole('button', { name: /提\s*交/ }).click();
    await expect.poll(() => form.isVisible(), WAIT).toBe(false);
    await expand(departs, '浑河湾街道办事处', '网格工作部');
    // grid01 joins the new department (in 用户管理 in real life; that screen has its own test).
    const db = shell.server.app.ctx.db;
    const depId = (await db.selectFrom('sys_depart').select('id').where('orgCode', '=', 'A01A01W01').executeTakeFirstOrThrow()).id;
    const userId = (await db.selectFrom('sys_user').select('id').where('username', '=', 'grid01').executeTakeFirstOrThrow()).id;
    await db.insertInto('sys_user_depart').values({ id: 'ud-e2e-departs', userId, depId }).execute();

    await rowIn(departs, '网格工作部').getByText('部门权限', { exact: true }).click();
    await grant(admin.getByRole('dialog', { name: '部门权限配置：网格工作部' }), '部门管理');

    await rowIn(departs, '网格工作部').getByText('部门角色', { exact: true }).click();
    const roles = admin.getByRole('dialog', { name: '部门角色：网格工作部' });
    await roles.getByRole('button', { name: /新\s*增/ }).click();
    const roleForm = admin.getByRole('dialog', { name: '新增部门角色' });
    await field(roleForm, '部门角色名称').fill('部门维护员');
    await field(roleForm, '部门角色编码').fill('depart_keeper');
    await roleForm.getByRole('button', { name: /提\s*交/ }).click();
    await expect.poll(() => roleForm.isVisible(), WAIT).toBe(false);
    await expect.poll(() => rowIn(roles, '部门维护员').count(), WAIT).toBe(1);
    await rowIn(roles, '部门维护员').getByText('授权', { exact: true }).click();
    await grant(admin.getByRole('dialog', { name: '部门角色权限配置：部门维护员' }), '部门管理');
    await roles.locator('.ant-modal-close').click();

    await member.goto(shell.app('/dashboard/analysis'));
    await expect.poll(() => routerPath(member), WAIT).toBe('/dashboard/analysis');
    await openMenu(member, '系统管理', '部门管理');
    await arrived(member, '/system/depart');

    await openMenu(admin, '字典管理', '行政区划');
    await arrived(admin, '/dictionary/region');
    const regions = screen(admin);
    await expand(regions, '辽宁省', '沈阳市');
    await expand(regions, '沈阳市', '和平区');
    await expand(regions, '和平区', '浑河湾街道');
    await expand(regions, '浑河湾街道', '水源地社区');
    expect(other.errors).toEqual([]);
    expect(shell.browser.errors).toEqual([]);
  });
});
