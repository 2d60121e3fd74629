/**
 * Choosing a tenant at login in Chromium against the real server: a community official in two tenants gets the
 * 选择租户 dialog before the workspace (a frozen third tenant is not offered), and 党建活动 then lists the chosen
 * tenant's activities only; 切换租户 in the account menu moves to the other tenant's. A second login (a session
 * handed over in the address) that has no tenant yet asks the same way.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { DynamicDb } from '../../src/server/db/tables.js';
import { dialogNamed, openDropdown, visibleScreen } from './helpers/page-parts.js';
import { arrived, openShell, submitLogin, WAIT, type Shell } from './helpers/shell.js';

let shell: Shell;
let page: Page;

beforeAll(async () => {
  shell = await openShell();
  page = shell.page;
  const db = shell.server.app.ctx.db as unknown as DynamicDb;
  await db
    .insertInto('sys_tenant')
    .values([
      { id: 'tenant-east', name: '东区党建联盟', status: 1 },
      { id: 'tenant-west', name: '西区党建联盟', status: 1 },
      { id: 'tenant-frozen', name: '已冻结联盟', status: 0 },
    ])
    .execute();
  await db
    .updateTable('sys_user')
    .set({ relTenantIds: 'tenant-east,tenant-west,tenant-frozen', updatePwd: 0, newUser: 0 })
    .where('username', '=', 'community01')
    .execute();
  const activity = (id: string, title: string, tenantId: string) => ({
    id,
    title,
    tenantId,
    partOrgId: 'org',
    activityType: '2',
    activityDate: '2026-11-20',
    regionCode: '210102001002',
  });
  await db
    .insertInto('t_party_activity')
    .values([activity('act-east', '东区：主题党日', 'tenant-east'), activity('act-west', '西区：支部党员大会', 'tenant-west')])
    .execute();
});
afterAll(() => shell?.close());

async function choose(dialogTitle: string, tenant: string) {
  const dialog = dialogNamed(page, dialogTitle);
  await expect.poll(() => dialog.isVisible(), WAIT).toBe(true);
  await dialog.locator('.ant-select').click();
  await expect.poll(() => openDropdown(page).innerText(), WAIT).toContain(tenant);
  expect(await openDropdown(page).innerText()).not.toContain('已冻结联盟');
  await openDropdown(page).getByText(tenant, { exact: true }).click();
  await dialog.getByRole('button', { name: /确\s*定/ }).click();
}

const listed = () => visibleScreen(page).locator('.ant-table-tbody').innerText();

describe('tenant choice', () => {
  it("asks for the tenant after login, then shows that tenant's data only; 切换租户 moves to the other", async () => {
    await page.goto(shell.app('/party/activity'));
    await submitLogin(page, 'community01');
    await choose('选择租户', '西区党建联盟');
    await arrived(page, '/party/activity');
    await expect.poll(listed, WAIT).toContain('西区：支部党员大会');
    expect(await listed()).not.toContain('东区：主题党日');
    // The 所属租户 column names the row's tenant.
    expect(await listed()).toContain('西区党建联盟');

    await page.getByRole('button', { name: '用户菜单' }).click();
    await page.getByRole('menuitem', { name: '切换租户' }).click();
    await choose('选择租户', '东区党建联盟');
    await expect.poll(listed, WAIT).toContain('东区：主题党日');
    expect(await listed()).not.toContain('西区：支部党员大会');
  });

  it('a second login of a session that has not chosen yet asks for the tenant too', async () => {
    const token = await shell.server.api.login('community01');
    await page.goto(shell.app(`/user/login?token=${token}&redirect=${encodeURIComponent('/party/activity')}`));
    await choose('选择租户', '西区党建联盟');
    await arrived(page, '/party/activity');
    await expect.poll(listed, WAIT).toContain('西区：支部党员大会');
    expect(await listed()).not.toContain('东区：主题党日');
  });
});
