/**
 * 数据源管理 in Chromium against the real server: the administrator adds a SQLite data source, tests its connection
 * from the row and sees 连接成功; reopened for editing, the form shows no secret.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { openBrowser, type Browser } from '../helpers/browser.js';
import type { TestServer } from '../helpers/server.js';
import { startAppServer } from './helpers/app-server.js';
import { arrived, changeInitialPassword, openMenu, routerPath, submitLogin, WAIT } from './helpers/shell.js';
import { dialogNamed, formItem, lastMessageOf, visibleScreen } from './helpers/page-parts.js';

let server: TestServer;
let browser: Browser;
let page: Page;
let dir: string;
let file: string;

beforeAll(async () => {
  // A folder the data sources may read (DATA_SOURCE_FILE_DIRS).
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'zhdj-e2e-source-'));
  file = path.join(dir, 'reports.sqlite');
  const db = new SQLite(file);
  db.exec('create table t_note (id text primary key, title text)');
  db.close();
  server = await startAppServer({ dataSourceFileDirs: [dir], dataSourceTestMs: 1000 }, { passwordChangeDue: true });
  browser = await openBrowser();
  page = browser.page;
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
  if (dir) fs.rmSync(dir, { recursive: true, force: true });
});

const screen = () => visibleScreen(page);
const dialog = (title: string) => dialogNamed(page, title);
const item = formItem;
const lastMessage = () => lastMessageOf(page);

describe('数据源管理', () => {
  it('the administrator adds a SQLite data source, tests its connection and sees 连接成功', async () => {
    await page.goto(`${server.url}/zzbpart/`);
    await submitLogin(page, 'admin');
    await changeInitialPassword(page);
    await expect.poll(() => routerPath(page), WAIT).toBe('/dashboard/analysis');
    await openMenu(page, '系统管理', '数据源管理');
    await arrived(page, '/system/dataSource');

    await screen()
      .getByRole('button', { name: /新\s*增/ })
      .click();
    const form = dialog('新增数据源');
    await item(form, '数据源编码').locator('input').fill('report_notes');
    await item(form, '数据源名称').locator('input').fill('报表笔记库');
    await item(form, '数据库类型').getByText('SQLite', { exact: true }).click();
    await expect.poll(() => item(form, '文件路径').locator('input').isEnabled(), WAIT).toBe(true);
    await item(form, '文件路径').locator('input').fill(file);
    await form.getByRole('button', { name: /提\s*交/ }).click();
    await expect.poll(lastMessage, WAIT).toBe('添加成功！');

    const row = screen().locator('.ant-table-row').filter({ hasText: 'report_notes' });
    await expect.poll(() => row.count(), WAIT).toBe(1);
    expect(await row.innerText()).toContain('SQLite');
    await row.getByText('测试连接').click();
    await expect.poll(lastMessage, WAIT).toBe('连接成功');

    // The file gone, the same action fails, naming no cause (that goes to the server log).
    fs.renameSync(file, file + '.moved');
    await row.getByText('测试连接').click();
    await expect.poll(() => page.getByText('连接失败，请检查连接信息（原因已记入服务器日志）').count(), WAIT).toBeGreaterThan(0);
  });
});
