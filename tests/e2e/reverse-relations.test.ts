/**
 * Reverse relations in Chromium against the real server: community01 records a resident as a participant of a party
 * activity in its 编辑 dialog (the 居民 column's picker; the name and phone come with the pick) and then finds the
 * activity under 参加的党建活动 on that resident's 居民详情. grid01, whose role lacks the activity list permission,
 * sees the same resident's other tabs but not that one (its list would be refused).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { openBrowser, type Browser } from '../helpers/browser.js';
import type { TestServer } from '../helpers/server.js';
import { idCard } from '../api/crud-fixtures.js';
import { startAppServer } from './helpers/app-server.js';
import { arrived, openMenu, reduceMotion, submitLogin, WAIT } from './helpers/shell.js';
import { dialogNamed, lastMessageOf, visibleScreen } from './helpers/page-parts.js';

const GRID1 = '210102001002001';
const COMMUNITY01 = '210102001002';
const ACTIVITY = '水源地：重温入党誓词';
const RESIDENT = '赵志刚';
/** A raw record id (32 hex characters) where a name belongs. */
const RAW_ID = /\b[0-9a-f]{32}\b/i;

let server: TestServer;
let browser: Browser;
let page: Page;

beforeAll(async () => {
  server = await startAppServer();
  const admin = await server.api.login('admin');
  const ok = (r: { body: { success: boolean; message: string; result?: { id?: string } } }) => (
    expect(r.body.success, r.body.message).toBe(true),
    r.body.result?.id
  );
  ok(
    await server.api.post(
      '/TBaseResidentController/add',
      { name: RESIDENT, idCard: idCard(721, '19700405'), phone: '13700000721', householdNo: '210102001002Z', regionCode: GRID1 },
      admin,
    ),
  );
  const org = ok(
    await server.api.post(
      '/TPartOrgManageController/add',
      { orgName: '水源地社区第三党支部', dicPartOrgType: '3', orgCode: '210102001233', regionCode: COMMUNITY01, memberCount: 12 },
      admin,
    ),
  );
  const participants = [{ memberName: '钱多多', phone: '13700000722', attendance: '1' }];
  ok(
    await server.api.post(
      '/TPartyActivityController/add',
      { partOrgId: org, title: ACTIVITY, activityType: '2', activityDate: '2026-11-20', regionCode: COMMUNITY01, participants },
      admin,
    ),
  );
  browser = await openBrowser();
  await reduceMotion(browser);
  page = browser.page;
}, 120_000);
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

async function loginAs(username: string) {
  await page.goto(`${server.url}/zzbpart/`);
  await page.evaluate(() => (localStorage.clear(), sessionStorage.clear()));
  await page.goto(`${server.url}/zzbpart/`);
  await submitLogin(page, username);
  await expect.poll(() => page.locator('.basic-layout__sider').isVisible(), WAIT).toBe(true);
}

const detail = () => page.locator('.keep-alive-page:not([hidden]) .zhdj-detail-screen');
const cell = (table: Locator, index: number, key: string) => table.locator(`.zhdj-et-row[data-index="${index}"] [data-key="${key}"]`);

/** Opens 居民详情 and chooses the resident in its search box; answers the tab titles once they show. */
async function openResident(): Promise<string[]> {
  await openMenu(page, '居民管理', '居民详情');
  await arrived(page, '/resident/detail');
  await detail().locator('.zhdj-detail-picker input').fill(RESIDENT.slice(0, 2));
  await page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option').filter({ hasText: RESIDENT }).click(WAIT);
  const tabs = detail().locator('.ant-tabs-tab');
  await expect.poll(() => tabs.count(), WAIT).toBeGreaterThan(0);
  return (await tabs.allInnerTexts()).map((t) => t.trim());
}

describe('参加的党建活动', () => {
  it('community01 records a resident as a participant and finds the activity on the resident’s page', async () => {
    await loginAs('community01');
    await openMenu(page, '党组织管理', '党建活动');
    await arrived(page, '/party/activity');
    const row = visibleScreen(page).locator('.ant-table-row').filter({ hasText: ACTIVITY });
    await expect.poll(() => row.count(), WAIT).toBe(1);
    await row.getByText('编辑', { exact: true }).click();
    const form = dialogNamed(page, '编辑党建活动');
    const table = form.locator('.zhdj-editable-table');
    await expect.poll(() => table.locator('.zhdj-et-row').count(), WAIT).toBe(1);

    await table.locator('.zhdj-et-toolbar button:has-text("新增")').click();
    await expect.poll(() => table.locator('.zhdj-et-row').count(), WAIT).toBe(2);
    await cell(table, 1, 'residentId').getByRole('button', { name: '选择' }).click();
    const picker = dialogNamed(page, '选择居民');
    await picker.getByPlaceholder('请输入姓名').fill(RESIDENT);
    await picker.getByRole('button', { name: /查\s*询/ }).click();
    const candidates = picker.locator('.ant-col-16 .ant-table-row');
    await expect.poll(() => candidates.allInnerTexts(), WAIT).toEqual([expect.stringContaining(RESIDENT)]);
    await candidates.first().click();
    await picker.getByRole('button', { name: /确\s*定/ }).click();
    await expect.poll(() => picker.count(), WAIT).toBe(0);

    // The pick shows the resident's name, never the id, and fills 党员姓名 and 联系电话.
    await expect.poll(() => cell(table, 1, 'residentId').innerText(), WAIT).toContain(RESIDENT);
    expect(await cell(table, 1, 'residentId').innerText()).not.toMatch(RAW_ID);
    expect(await cell(table, 1, 'memberName').locator('input').inputValue()).toBe(RESIDENT);
    expect(await cell(table, 1, 'phone').locator('input').inputValue()).toBe('13700000721');
    await form.getByRole('button', { name: /提\s*交/ }).click();
    await expect.poll(() => lastMessageOf(page), WAIT).toBe('编辑成功!');
    await expect.poll(() => form.count(), WAIT).toBe(0);

    expect(await openResident()).toContain('参加的党建活动');
    await detail().locator('.ant-tabs-tab').filter({ hasText: '参加的党建活动' }).click();
    const joined = detail().locator('.ant-tabs-tabpane-active .ant-table-row');
    await expect.poll(() => joined.allInnerTexts(), WAIT).toEqual([expect.stringContaining(ACTIVITY)]);
  });

  it('grid01, without the activity list, sees the resident’s other tabs but not 参加的党建活动', async () => {
    await loginAs('grid01');
    expect(await openResident()).toEqual(['同户成员', '居住房屋', '重点人群类别', '反映的诉求']);
    // The first tab's list answered, and nothing but the login's greeting was notified: no refusal on the way.
    await expect.poll(() => detail().locator('.ant-tabs-tabpane-active .ant-table-row').allInnerTexts(), WAIT).toEqual([expect.stringContaining(RESIDENT)]);
    expect((await page.locator('.ant-notification-notice').allInnerTexts()).filter((t) => !t.startsWith('欢迎'))).toEqual([]);
  });
});
