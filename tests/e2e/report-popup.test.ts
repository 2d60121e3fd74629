/**
 * The popup report picker and the business-component select in Chromium, against the real server and the built
 * client, on a form page of the demo library (tests/fixtures/demo-library: 登记借阅): the user picks a book from the
 * book list (BizSelect), a borrower from the user report (PopupReport, which also fills 借阅人姓名), and registers
 * the loan; the book's detail page then lists it.
 */
import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { openBrowser, type Browser } from '../helpers/browser.js';
import type { TestServer } from '../helpers/server.js';
import { startAppServer } from './helpers/app-server.js';
import { demoSchemaCopy, DEMO } from '../schemas/demo-book.js';
import { arrived, openMenu, reduceMotion, submitLogin, warningText, WAIT } from './helpers/shell.js';
import { dialogNamed, formItem } from './helpers/page-parts.js';

let server: TestServer;
let browser: Browser;
let page: Page;
let dir: string;
let bookId = '';

beforeAll(async () => {
  dir = demoSchemaCopy('zhdj-report-popup-e2e-');
  server = await startAppServer({ schemaDir: dir });
  const admin = await server.api.login('admin');
  for (const [bookName, isbn] of [
    ['红岩', '9787020002207'],
    ['青春之歌', '9787020002208'],
    ['林海雪原', '9787020002209'],
  ]) {
    const added = await server.api.post(`${DEMO.api}/add`, { bookName, isbn, bookType: '1' }, admin);
    if (bookName === '青春之歌') bookId = added.body.result.id;
  }
  browser = await openBrowser();
  await reduceMotion(browser);
  page = browser.page;
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

const visible = () => page.locator('.keep-alive-page:not([hidden])');
const form = () => visible().locator('.zhdj-form-screen');
const item = formItem;
const dialog = (title: string) => dialogNamed(page, title);
const rowsOf = (root: Locator) => root.locator('.ant-table-tbody .ant-table-row');

describe('picking with the report popup and the business select, then saving', () => {
  it('the administrator opens 登记借阅', async () => {
    await page.goto(`${server.url}/zzbpart/`);
    await submitLogin(page, 'admin');
    await openMenu(page, '演示', '登记借阅');
    await arrived(page, '/demo/loan-register');
    await expect.poll(() => item(form(), '借阅人').locator('.zhdj-popup-report-input').count(), WAIT).toBe(1);
  });

  it('BizSelect: 选择图书 queries the book list, picks one row into 已选图书 and stores the book', async () => {
    await item(form(), '图书').getByRole('button', { name: '选择' }).click();
    const biz = dialog('选择图书');
    await expect.poll(() => rowsOf(biz.locator('.ant-col-16')).count(), WAIT).toBe(3);
    expect(await biz.locator('.ant-col-16 .ant-pagination-total-text').innerText()).toBe('1-3 共 3 条');
    expect(await biz.getByText('ISBN:').count()).toBe(0);
    await biz.getByText('展开').click();
    await biz.getByPlaceholder('请输入ISBN').fill('9787020002208');
    await biz.getByRole('button', { name: /查\s*询/ }).click();
    await expect.poll(() => rowsOf(biz.locator('.ant-col-16')).allInnerTexts()).toEqual([expect.stringMatching(/青春之歌\s+978702000220\.\.\.\s+综合网格/)]);
    await biz.getByRole('button', { name: /重\s*置/ }).click();
    await expect.poll(() => rowsOf(biz.locator('.ant-col-16')).count()).toBe(3);
    await biz.getByPlaceholder('请输入书名').fill('红岩');
    await biz.getByPlaceholder('请输入书名').press('Enter');
    await expect.poll(() => rowsOf(biz.locator('.ant-col-16')).count()).toBe(1);
    await rowsOf(biz.locator('.ant-col-16')).first().click();
    const panel = biz.locator('.zhdj-biz-selected');
    await expect.poll(() => panel.locator('.ant-card-head-title').innerText()).toBe('已选图书 1');
    await panel.getByText('删除').click();
    await expect.poll(() => panel.locator('.ant-card-head-title').innerText()).toBe('已选图书 0');
    await biz.getByRole('button', { name: /重\s*置/ }).click();
    await expect.poll(() => rowsOf(biz.locator('.ant-col-16')).count()).toBe(3);
    await rowsOf(biz.locator('.ant-col-16')).filter({ hasText: '红岩' }).click();
    await rowsOf(biz.locator('.ant-col-16')).filter({ hasText: '青春之歌' }).click();
    await expect.poll(() => panel.locator('.ant-table-row').allInnerTexts()).toEqual([expect.stringContaining('青春之歌')]);
    await biz.getByRole('button', { name: /确\s*定/ }).click();
    await expect.poll(() => dialog('选择图书').count()).toBe(0);
    await expect.poll(() => item(form(), '图书').locator('.ant-select-selection-item').innerText()).toBe('青春之歌');
  });

  it('PopupReport: the user report queries, refuses 确定 without a row, and fills 借阅人 and 借阅人姓名', async () => {
    await item(form(), '借阅人').locator('.zhdj-popup-report-input input').click();
    const popup = dialog('选择用户');
    await expect.poll(() => rowsOf(popup).count(), WAIT).toBe(5);
    expect(await popup.locator('.ant-table-thead th').allInnerTexts()).toEqual(expect.arrayContaining(['用户账号', '用户姓名', '性别', '所属区域', '状态']));
    await popup.getByPlaceholder('请输入用户姓名').fill('社区管理员');
    await popup.getByRole('button', { name: /查\s*询/ }).click();
    await expect
      .poll(() => rowsOf(popup).allInnerTexts())
      .toEqual([expect.stringMatching(/community01\s+水源地社区管理员/), expect.stringMatching(/community02\s+砂阳南社区管理员/)]);
    await popup.getByRole('button', { name: /确\s*定/ }).click();
    expect(await warningText(page)).toBe('请选择一条记录');
    await rowsOf(popup).filter({ hasText: 'community02' }).click();
    await expect.poll(() => popup.locator('.ant-alert-info').innerText()).toContain('已选择 1 项');
    await popup.getByRole('button', { name: /确\s*定/ }).click();
    await expect.poll(() => dialog('选择用户').count()).toBe(0);
    expect(await item(form(), '借阅人').locator('input').inputValue()).toBe('community02');
    expect(await item(form(), '借阅人姓名').locator('input').inputValue()).toBe('砂阳南社区管理员');
  });

  it('登记 saves the loan with the picked values; the book’s detail page lists it', async () => {
    const date = item(form(), '借阅日期').locator('input');
    await date.click();
    await date.fill('2026-11-24');
    await date.press('Enter');
    await form()
      .getByRole('button', { name: /登\s*记/ })
      .click();
    await arrived(page, `${DEMO.detailPath}?id=${bookId}`);
    const loans = visible().locator('.zhdj-detail-screen .zhdj-list-screen');
    await expect.poll(() => rowsOf(loans).allInnerTexts(), WAIT).toEqual([expect.stringMatching(/community02\s+2026-11-24/)]);
    const admin = await server.api.login('admin');
    const stored = await server.api.get(`${DEMO.loanApi}/list`, { bookId }, admin);
    expect(stored.body.result.records).toEqual([
      expect.objectContaining({ bookId, borrower: 'community02', borrowerName: '砂阳南社区管理员', loanDate: '2026-11-24' }),
    ]);
    expect(browser.errors).toEqual([]);
  });
});
