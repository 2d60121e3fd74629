/**
 * The configurator loop in Chromium against the real server and the built client: a copy of schemas/ gets three
 * JSON files (entity, screen, menu entry), and the new page works from the menu: list, add with the entity's
 * validation, edit, detail and delete. Then the schema screens that ship (grid list, dictionaries) in the app.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { BUILT_CLIENT, openBrowser, type Browser } from '../helpers/browser.js';
import { startServer, type TestServer } from '../helpers/server.js';
import { addDemoBook, DEMO } from '../schemas/demo-book.js';
import { arrived, changeInitialPassword, openMenu, routerPath, submitLogin } from './helpers/shell.js';

let server: TestServer;
let browser: Browser;
let page: Page;
let dir: string;

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'zhdj-configurator-e2e-'));
  fs.cpSync('schemas', dir, { recursive: true });
  addDemoBook(dir);
  server = await startServer({ schemaDir: dir, clientDir: BUILT_CLIENT }, { passwordChangeDue: true });
  browser = await openBrowser();
  page = browser.page;
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

const screen = () => page.locator('.keep-alive-page:not([hidden]) .zhdj-list-screen');
const dialog = (title: string) => page.getByRole('dialog', { name: title });
const rows = () => screen().locator('.ant-table-row');
const item = (root: Locator, label: string) => root.locator('.ant-formily-item').filter({ has: page.locator('.ant-formily-item-label-content', { hasText: new RegExp(`^\\*?${label}$`) }) });
const lastMessage = async () => (await page.locator('.ant-message-notice').last().innerText()).trim();

async function choose(field: Locator, option: string) {
  await field.locator('.ant-select-selector').click();
  await page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)').getByTitle(option, { exact: true }).click();
}

describe('a screen made of three JSON files, in the browser', () => {
  it('the administrator logs in and sets a new password', async () => {
    await page.goto(`${server.url}/zzbpart/`);
    await submitLogin(page, 'admin');
    await changeInitialPassword(page);
    await expect.poll(() => routerPath(page)).toBe('/dashboard/analysis');
  });

  it('appears in the menu and opens an empty list with its query area and toolbar', async () => {
    await openMenu(page, '演示', '图书列表');
    await arrived(page, DEMO.menuPath);
    await expect.poll(() => screen().locator('.ant-card-head-title').innerText()).toBe('图书列表');
    expect(await screen().locator('.ant-table-thead th').allInnerTexts()).toEqual(expect.arrayContaining(['书名', 'ISBN', '类别', '书架号', '操作']));
    expect(await screen().locator('.zhdj-toolbar button').allInnerTexts()).toEqual(['新增', '批量删除']);
    expect(await rows().count()).toBe(0);
  });

  it('adds a record: the entity rules refuse bad input, then the row shows with its dictionary text', async () => {
    await screen().getByRole('button', { name: /新\s*增/ }).click();
    const add = dialog('新增');
    await add.getByRole('button', { name: /提\s*交/ }).click();
    await expect.poll(() => item(add, '书名').locator('.ant-formily-item-error-help').innerText()).toBe('请输入书名');
    await item(add, '书名').locator('input').fill('红岩');
    await item(add, 'ISBN').locator('input').fill('123');
    await item(add, 'ISBN').locator('input').blur();
    await expect.poll(() => item(add, 'ISBN').locator('.ant-formily-item-error-help').innerText()).toBe('ISBN为13位数字');
    await item(add, 'ISBN').locator('input').fill('9787020002207');
    await choose(item(add, '类别'), '专属网格');
    await item(add, '书架号').locator('input').fill('3');
    await add.getByRole('button', { name: /提\s*交/ }).click();
    await expect.poll(() => dialog('新增').count()).toBe(0);
    await expect.poll(lastMessage).toBe('添加成功！');
    await expect.poll(() => rows().count()).toBe(1);
    expect(await rows().first().innerText()).toMatch(/红岩\s+9787020002207\s+专属网格\s+3/);
    expect(await screen().locator('.ant-pagination-total-text').innerText()).toBe('1-1 共 1 条');
  });

  it('edits the record and shows it read-only in detail', async () => {
    await rows().first().getByText('编辑').click();
    const edit = dialog('编辑');
    expect(await item(edit, '书名').locator('input').inputValue()).toBe('红岩');
    await item(edit, '书名').locator('input').fill('红岩（修订版）');
    await edit.getByRole('button', { name: /提\s*交/ }).click();
    await expect.poll(() => rows().first().innerText()).toContain('红岩（修订版）');
    await rows().first().getByText('详情').click();
    const detail = dialog('详情');
    await expect.poll(() => item(detail, '类别').innerText()).toContain('专属网格');
    expect(await detail.locator('input').count()).toBe(0);
    await detail.getByRole('button', { name: /关\s*闭/ }).click();
    await expect.poll(() => dialog('详情').count()).toBe(0);
  });

  it('deletes the record after 确定删除吗?', async () => {
    await rows().first().getByText('删除').click();
    await page.locator('.ant-popover:not(.ant-popover-hidden)').getByText('确定删除吗?').waitFor();
    await page.locator('.ant-popover:not(.ant-popover-hidden)').getByRole('button', { name: /确\s*定/ }).click();
    await expect.poll(() => rows().count()).toBe(0);
    await expect.poll(lastMessage).toBe('删除成功!');
  });
});

describe('the schema screens that ship', () => {
  it('the grid list shows the seeded grids with their dictionary texts', async () => {
    await openMenu(page, '网格管理', '网格列表');
    await arrived(page, '/grid/list');
    await expect.poll(() => rows().count()).toBe(JSON.parse(fs.readFileSync(path.join(dir, 'seed', 'grids.json'), 'utf8')).length);
    expect(await screen().innerText()).toContain('综合网格');
    await screen().getByRole('button', { name: /批量删除/ }).click();
    // The newest notice is the last one; an earlier notice may still be fading out.
    await expect.poll(lastMessage).toBe('请选择一条记录！');
  });

  it('the dictionary list opens a dictionary’s items and refreshes the cache', async () => {
    await openMenu(page, '系统管理', '数据字典');
    await arrived(page, '/system/dict');
    await screen().locator('.zhdj-query-bar input').first().fill('网格类型');
    await screen().getByRole('button', { name: /查\s*询/ }).click();
    await expect.poll(() => rows().count()).toBe(1);
    await rows().first().getByText('字典配置').click();
    const items = dialog('字典配置：网格类型');
    await expect.poll(() => items.locator('.ant-table-row').count()).toBe(3);
    expect(await items.locator('.ant-table-row').allInnerTexts()).toEqual([expect.stringContaining('综合网格'), expect.stringContaining('专属网格'), expect.stringContaining('其他网格')]);
    await items.getByRole('button', { name: 'Close' }).click();
    await screen().getByRole('button', { name: /刷新缓存/ }).click();
    await expect.poll(lastMessage).toBe('刷新缓存完成');
  });

  it('no page logged a console error', () => {
    expect(browser.errors).toEqual([]);
  });
});
