/**
 * The editable table on its gallery page in Chromium against the real server (the built client): adding, typing,
 * cell validation, batch delete without a selection, statistics, and 1,000 generated rows rendered and scrolled.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { openBrowser, type Browser } from '../helpers/browser.js';
import type { TestServer } from '../helpers/server.js';
import { startAppServer } from './helpers/app-server.js';
import { reduceMotion, WAIT } from './helpers/shell.js';

let server: TestServer;
let browser: Browser;
let page: Page;

beforeAll(async () => {
  server = await startAppServer();
  browser = await openBrowser();
  await reduceMotion(browser);
  page = browser.page;
});
afterAll(async () => {
  await browser.close();
  await server.close();
});

const sample = () => page.locator('[data-sample="basic"]');
const rowsOf = (s: Locator) => s.locator('.zhdj-et-row');
const cell = (s: Locator, index: number, key: string) => s.locator(`.zhdj-et-row[data-index="${index}"] [data-key="${key}"]`);
const value = async (s: Locator) => JSON.parse(await s.locator('.zhdj-gallery-value').innerText()) as Record<string, unknown>[];

describe('the editable table', () => {
  it('shows the rows; the value is the plain rows with their own keys kept', async () => {
    await page.goto(`${server.url}/zzbpart/test/home?widget=EditableTable`);
    await expect.poll(() => rowsOf(sample()).count(), WAIT).toBe(3);
    expect(await cell(sample(), 0, 'name').locator('input').inputValue()).toBe('张三');
    const rows = await value(sample());
    expect(rows[0]).toMatchObject({ id: '1001', name: '张三', remark: '服务器带来的其他字段原样保留' });
    expect(Object.keys(rows[2]).sort()).toEqual(['active', 'amount', 'birthday', 'code', 'email', 'level', 'name', 'phone', 'sex', 'tags']);
  });

  it('select and dictionary cells show their labels and become a select when clicked', async () => {
    expect(await cell(sample(), 0, 'sex').innerText()).toBe('男');
    expect(await cell(sample(), 0, 'tags').innerText()).toBe('党员，志愿者');
    await cell(sample(), 1, 'level').locator('.zhdj-et-display').click();
    await page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)').getByText('三级', { exact: true }).click();
    await expect.poll(async () => (await value(sample()))[1].level, WAIT).toBe('3');
  });

  it('batch delete with nothing selected says 请选择一条记录！', async () => {
    await sample().locator('.zhdj-et-toolbar button:has-text("删除")').click();
    await expect.poll(() => page.locator('.ant-message').innerText(), WAIT).toContain('请选择一条记录！');
    expect(await rowsOf(sample()).count()).toBe(3);
  });

  it('adds a row, takes typing into it, and marks bad cells with the column message', async () => {
    await sample().locator('.zhdj-et-toolbar button:has-text("新增")').click();
    await expect.poll(() => rowsOf(sample()).count(), WAIT).toBe(4);
    await cell(sample(), 3, 'name').locator('input').fill('赵六');
    await cell(sample(), 3, 'phone').locator('input').fill('12345');
    await expect.poll(() => cell(sample(), 3, 'phone').innerText(), WAIT).toContain('请输入正确的手机号码');
    await cell(sample(), 3, 'phone').locator('input').fill('13900000004');
    await expect.poll(() => cell(sample(), 3, 'phone').innerText(), WAIT).not.toContain('请输入正确的手机号码');
    await cell(sample(), 3, 'code').locator('input').fill('A001');
    await expect.poll(() => cell(sample(), 3, 'code').innerText(), WAIT).toContain('编号不能重复');
    await cell(sample(), 0, 'name').locator('input').fill('');
    await expect.poll(() => cell(sample(), 0, 'name').innerText(), WAIT).toContain('请输入姓名');
    await expect.poll(async () => (await value(sample()))[3], WAIT).toMatchObject({ name: '赵六', phone: '13900000004', code: 'A001', active: 'Y' });
  });

  it('the statistics footer follows the amounts; the number cell refuses letters', async () => {
    const sum = sample().locator('[data-statistic="amount:sum"]');
    await expect.poll(() => sum.innerText(), WAIT).toBe('255.75');
    const amount = cell(sample(), 1, 'amount').locator('input');
    await amount.fill('');
    await amount.pressSequentially('1a0-0');
    expect(await amount.inputValue()).toBe('100');
    await expect.poll(() => sum.innerText(), WAIT).toBe('275.75');
    await expect.poll(() => sample().locator('[data-statistic="amount:average"]').innerText(), WAIT).toBe('91.92');
  });

  it('deletes the selected rows', async () => {
    await sample().locator('.zhdj-et-row[data-index="0"] .zhdj-et-fixed input[type="checkbox"]').check();
    await sample().locator('.zhdj-et-toolbar button:has-text("删除")').click();
    await expect.poll(() => rowsOf(sample()).count(), WAIT).toBe(3);
    expect((await value(sample())).map((r) => r.code)).toEqual(['A002', 'A003', 'A001']);
  });

  it('the row menu moves a row down and inserts a row below it', async () => {
    const menu = (index: number) => sample().locator(`.zhdj-et-row[data-index="${index}"] button[aria-label="行操作"]`);
    const item = (text: string) => page.locator('.ant-dropdown:not(.ant-dropdown-hidden)').getByText(text, { exact: true });
    await menu(0).click();
    await item('下移').click();
    await expect.poll(async () => (await value(sample())).map((r) => r.code), WAIT).toEqual(['A003', 'A002', 'A001']);
    await menu(0).click();
    await item('插入一行').click();
    await expect.poll(async () => (await value(sample())).map((r) => r.code), WAIT).toEqual(['A003', undefined, 'A002', 'A001']);
  });

  it('renders 1,000 generated rows with only the visible ones in the DOM, and scrolls to the last', async () => {
    await page.goto(`${server.url}/zzbpart/test/home?widget=EditableTable&rows=1000`);
    const table = sample().locator('.zhdj-editable-table');
    await expect.poll(() => table.getAttribute('data-rows'), WAIT).toBe('1000');
    const drawn = await rowsOf(sample()).count();
    expect(drawn).toBeGreaterThan(5);
    expect(drawn).toBeLessThan(40);
    await sample()
      .locator('.zhdj-et-scroll')
      .evaluate((el) => (el.scrollTop = el.scrollHeight));
    await expect.poll(() => cell(sample(), 999, 'code').locator('input').inputValue(), WAIT).toBe('A1000');
    expect(await sample().locator('.zhdj-et-row[data-index="0"]').count()).toBe(0);
    expect(browser.errors).toEqual([]);
  });
});
