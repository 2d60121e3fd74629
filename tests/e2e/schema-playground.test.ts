/**
 * 配置调试台 in Chromium against the real server and the built client: the administrator opens 居民信息's list
 * screen, breaks an x-component name and sees the server's check at its JSON path, fixes it, previews the screen as
 * community01 (only that community's residents) and a delete in the preview is refused by the server; then changes
 * the screen's title and sees the page snapshot diff line, and pastes a new entity and sees the form made from it.
 */
import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { BUILT_CLIENT, openBrowser, type Browser } from '../helpers/browser.js';
import { startServer, type TestServer } from '../helpers/server.js';
import { addResidents, RESIDENTS } from '../api/crud-fixtures.js';
import { VOLUNTEER } from '../api/playground-fixtures.js';
import { arrived, routerPath, submitLogin, WAIT } from './helpers/shell.js';

let server: TestServer;
let browser: Browser;
let page: Page;

const shipped = fs.readFileSync('schemas/screens/resident-list.json', 'utf8');
const broken = shipped.replace('"regionCode": {"x-component": "RegionTreeSelect"}', '"regionCode": {"x-component": "RegionTreeSelct"}');
const own = RESIDENTS.filter((r) => r.regionCode.startsWith('210102001002')).map((r) => r.name);
const elsewhere = RESIDENTS.filter((r) => !r.regionCode.startsWith('210102001002')).map((r) => r.name);

beforeAll(async () => {
  server = await startServer({ clientDir: BUILT_CLIENT });
  await addResidents(server, await server.api.login('admin'));
  browser = await openBrowser();
  page = browser.page;
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

const status = () => page.locator('.zhdj-playground-status').innerText();
const problems = () => page.locator('.zhdj-playground-problems').innerText();
const previewRows = () => page.locator('.zhdj-playground-preview .ant-table-row');

/** Replaces the editor's whole text, as a paste would. */
async function replaceText(text: string) {
  await page.locator('.zhdj-playground-editor .cm-content').click();
  await page.keyboard.press('Control+A');
  await page.keyboard.insertText(text);
}

describe('the schema playground', () => {
  it("opens under 系统管理 with 居民信息's list screen, checked", async () => {
    await page.goto(`${server.url}/zzbpart/`);
    await submitLogin(page, 'admin');
    await expect.poll(() => routerPath(page), WAIT).toBe('/dashboard/analysis');
    // By its address (the side menu's own unfolding is covered by the shell tests); the menu then shows the entry.
    await page.goto(`${server.url}/zzbpart/system/schemaPlayground`);
    await arrived(page, '/system/schemaPlayground');
    await expect.poll(() => page.locator('.basic-layout__sider').getByRole('menuitem', { name: '配置调试台' }).isVisible(), WAIT).toBe(true);
    await page.getByRole('combobox', { name: '打开文件' }).fill('screens/resident-list.json');
    await page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option').first().click();
    await expect.poll(() => page.locator('.zhdj-playground-editor .cm-content').innerText(), WAIT).toContain('"title": "居民信息"');
    await expect.poll(status, WAIT).toBe('检查通过');
  });

  it('shows a broken component name at its JSON path, and passes again once fixed', async () => {
    await replaceText(broken);
    await expect.poll(status, WAIT).toBe('检查未通过：1 个问题');
    expect(await problems()).toMatch(/\.regionCode\.x-component 组件 RegionTreeSelct 未在注册表中/);
    await expect.poll(() => page.locator('.zhdj-playground-editor .cm-lintRange-error').count(), WAIT).toBeGreaterThan(0);
    expect(await page.locator('.zhdj-playground-changes').innerText()).toContain('x-component');
    await replaceText(shipped);
    await expect.poll(status, WAIT).toBe('检查通过');
    expect(await page.locator('.zhdj-playground-problems').count()).toBe(0);
  });

  it("previews the screen as community01: only that community's residents", async () => {
    await page.getByRole('button', { name: '以此身份预览' }).click();
    await expect.poll(() => page.locator('.zhdj-playground-preview .ant-alert').innerText(), WAIT).toContain('（community01）');
    await expect.poll(() => previewRows().count(), WAIT).toBe(own.length);
    const text = await page.locator('.zhdj-playground-preview .ant-table-tbody').innerText();
    for (const name of own) expect(text).toContain(name);
    for (const name of elsewhere) expect(text).not.toContain(name);
  });

  it('refuses a delete in the preview: the server answers that a preview only reads', async () => {
    const first = previewRows().first();
    const name = (await first.locator('td').nth(1).innerText()).trim();
    await first.getByText('删除', { exact: true }).click();
    await page
      .locator('.ant-popconfirm:not(.ant-popover-hidden)')
      .getByRole('button', { name: /确\s*定/ })
      .click();
    // The notification says the server's reason after the shell's 403 text (无权限…：reason).
    await expect
      .poll(
        async () => (await page.locator('.ant-notification-notice-description').allInnerTexts()).some((t) => t.endsWith('预览模式只能查看，不能修改数据')),
        WAIT,
      )
      .toBe(true);
    expect(await previewRows().count()).toBe(own.length);
    const still = (await server.api.get('/TBaseResidentController/list', { pageSize: 50 }, await server.api.login('admin'))).body.result.records as Array<{
      name: string;
    }>;
    expect(still.length).toBe(RESIDENTS.length);
    expect(name).toBeTruthy();
  });

  it('shows a changed title as a line of the page snapshot diff, and in the preview', async () => {
    await replaceText(shipped.replace('"title": "居民信息"', '"title": "居民档案"'));
    await expect.poll(status, WAIT).toBe('检查通过');
    await expect.poll(() => page.locator('.zhdj-playground-snapshot .zhdj-snapshot-added').allInnerTexts(), WAIT).toEqual(['+ 页面 list | 居民档案']);
    expect(await page.locator('.zhdj-playground-snapshot .zhdj-snapshot-removed').allInnerTexts()).toEqual(['- 页面 list | 居民信息']);
    expect(await page.locator('.zhdj-playground-snapshot .ant-card-head-title').innerText()).toBe('页面快照：与已提交的快照不同，快照测试需更新');
    await expect.poll(() => page.locator('.zhdj-playground-preview .ant-card-head-title').first().innerText(), WAIT).toBe('居民档案');
  });

  it('previews a pasted new entity as the form and the list the renderer makes from it', async () => {
    await page.getByRole('textbox', { name: '检查为文件' }).fill('entities/volunteer.json');
    await replaceText(JSON.stringify(VOLUNTEER, null, 2));
    await expect.poll(status, WAIT).toBe('检查通过');
    const entity = page.locator('.zhdj-playground-preview .zhdj-playground-entity');
    const form = entity.locator('.zhdj-form-screen');
    // 姓名 is required by the entity (its mark), and the date is picked, not typed.
    await expect.poll(() => form.locator('.ant-formily-item-label-content').allInnerTexts(), WAIT).toEqual(['*姓名', '联系电话', '加入日期']);
    expect(await form.locator('.ant-formily-item').filter({ hasText: '加入日期' }).locator('.ant-picker').count()).toBe(1);
    await expect.poll(() => entity.locator('.ant-table-thead th').allInnerTexts(), WAIT).toEqual(expect.arrayContaining(['姓名', '联系电话', '加入日期']));
    expect(await page.locator('.zhdj-playground-snapshot').count()).toBe(0);
    expect(fs.existsSync('schemas/entities/volunteer.json')).toBe(false);
  });
});
