/**
 * The configurator loop in Chromium against the real server and the built client: a copy of schemas/ gets the demo
 * library's JSON files (tests/fixtures/demo-library: entities, screens of every type, menu entries) and the new
 * pages work from the menu: a list with its dialogs, a steps form with an async uniqueness check and a linkage, a
 * detail page with a tab of related rows, a form page, a tree table and a tree beside a list. Then the schema
 * screens that ship (grid list, dictionaries) in the app.
 */
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { openBrowser, type Browser } from '../helpers/browser.js';
import type { DynamicDb } from '../../src/server/db/tables.js';
import type { TestServer } from '../helpers/server.js';
import { startAppServer } from './helpers/app-server.js';
import { demoSchemaCopy, DEMO } from '../schemas/demo-book.js';
import { arrived, changeInitialPassword, NEW_PASSWORD, openMenu, routerPath, submitLogin, WAIT } from './helpers/shell.js';
import { dialogNamed, formItem, lastMessageOf } from './helpers/page-parts.js';

let server: TestServer;
let browser: Browser;
let page: Page;
let dir: string;

beforeAll(async () => {
  dir = demoSchemaCopy('zhdj-configurator-e2e-');
  server = await startAppServer({ schemaDir: dir }, { passwordChangeDue: true });
  browser = await openBrowser();
  page = browser.page;
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

const visible = () => page.locator('.keep-alive-page:not([hidden])');
const screen = () => visible().locator('.zhdj-list-screen');
const dialog = (title: string) => dialogNamed(page, title);
const rows = () => screen().locator('.ant-table-row');
const item = formItem;
const lastMessage = () => lastMessageOf(page);

async function choose(field: Locator, option: string) {
  await field.locator('.ant-select-selector').click();
  await page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)').getByTitle(option, { exact: true }).click();
}

describe('a screen made of three JSON files, in the browser', () => {
  it('the administrator logs in and sets a new password', async () => {
    await page.goto(`${server.url}/zzbpart/`);
    await submitLogin(page, 'admin');
    await changeInitialPassword(page);
    await expect.poll(() => routerPath(page), WAIT).toBe('/dashboard/analysis');
  });

  it('appears in the menu and opens an empty list with its query area and toolbar', async () => {
    await openMenu(page, '演示', '图书列表');
    await arrived(page, DEMO.menuPath);
    await expect.poll(() => screen().locator('.ant-card-head-title').innerText()).toBe('图书列表');
    expect(await screen().locator('.ant-table-thead th').allInnerTexts()).toEqual(expect.arrayContaining(['书名', 'ISBN', '类别', '书架号', '操作']));
    expect(await screen().locator('.zhdj-toolbar button').allInnerTexts()).toEqual(['新增', '批量删除', '分步登记']);
    expect(await rows().count()).toBe(0);
  });

  it('adds a record: the entity rules refuse bad input, then the row shows with its dictionary text', async () => {
    await screen()
      .getByRole('button', { name: /新\s*增/ })
      .click();
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
    await page
      .locator('.ant-popover:not(.ant-popover-hidden)')
      .getByRole('button', { name: /确\s*定/ })
      .click();
    await expect.poll(() => rows().count()).toBe(0);
    await expect.poll(lastMessage).toBe('删除成功!');
  });
});

const errorOf = (root: Locator, label: string) => item(root, label).locator('.ant-formily-item-error-help');
let bookId = '';

describe('a steps form, a detail page with a tab of related rows and a form page, as JSON only', () => {
  const steps = () => visible().locator('.zhdj-steps-screen');
  const currentStep = () => steps().locator('.ant-steps-item-process .ant-steps-item-title').innerText();
  const detail = () => visible().locator('.zhdj-detail-screen');

  it('step 1 refuses an empty title, then saves the record when the user goes on', async () => {
    await screen().getByRole('button', { name: '分步登记' }).click();
    await arrived(page, DEMO.registerPath);
    await steps().getByRole('button', { name: '下一步' }).click();
    await expect.poll(() => errorOf(steps(), '书名').innerText()).toBe('请输入书名');
    expect(await currentStep()).toBe('基本信息');
    await item(steps(), '书名').locator('input').fill('青春之歌');
    await item(steps(), 'ISBN').locator('input').fill('9787020002208');
    await steps().getByRole('button', { name: '下一步' }).click();
    await expect.poll(currentStep).toBe('分类与位置');
    await expect.poll(lastMessage).toBe('添加成功！');
  });

  it('step 2 follows the linkage: 其他网格 clears and disables 书架号; 完成 saves and offers the detail page', async () => {
    const shelf = () => item(steps(), '书架号').locator('input');
    await choose(item(steps(), '类别'), '综合网格');
    await shelf().fill('7');
    await choose(item(steps(), '类别'), '其他网格');
    await expect.poll(() => shelf().isDisabled()).toBe(true);
    expect(await shelf().inputValue()).toBe('');
    await choose(item(steps(), '类别'), '综合网格');
    await expect.poll(() => shelf().isDisabled()).toBe(false);
    await shelf().fill('7');
    await steps()
      .getByRole('button', { name: /完\s*成/ })
      .click();
    const done = visible().locator('.zhdj-steps-done');
    await expect.poll(() => done.locator('.ant-result-title').innerText()).toBe('登记完成');
    await done.getByRole('button', { name: '查看详情' }).click();
    await expect.poll(() => routerPath(page), WAIT).toMatch(/^\/demo\/book\?id=\w+$/);
    bookId = new URL(page.url()).searchParams.get('id')!;
  });

  it('the detail page shows the record read-only, and a loan added in its tab belongs to the book', async () => {
    await arrived(page, `${DEMO.detailPath}?id=${bookId}`);
    await expect.poll(() => item(detail(), '书名').innerText()).toContain('青春之歌');
    expect(await item(detail(), '类别').innerText()).toContain('综合网格');
    expect(await item(detail(), '书架号').innerText()).toContain('7');
    expect(await detail().locator('.zhdj-columns').first().locator('input').count()).toBe(0);
    expect(await detail().locator('.ant-tabs-tab').allInnerTexts()).toEqual(['借阅记录']);
    const loans = detail().locator('.zhdj-list-screen');
    await loans.getByRole('button', { name: /新\s*增/ }).click();
    const add = dialog('登记借阅');
    await item(add, '借阅人').locator('input').fill('张三');
    await item(add, '借阅日期').locator('input').click();
    await item(add, '借阅日期').locator('input').fill('2026-11-20');
    await item(add, '借阅日期').locator('input').press('Enter');
    await add.getByRole('button', { name: /提\s*交/ }).click();
    await expect.poll(() => loans.locator('.ant-table-row').count()).toBe(1);
    expect(await loans.locator('.ant-table-row').first().innerText()).toMatch(/张三\s+2026-11-20/);
    const admin = await server.api.login('admin', NEW_PASSWORD);
    const stored = await server.api.get(`${DEMO.loanApi}/list`, { bookId }, admin);
    expect(stored.body.result.records).toEqual([expect.objectContaining({ bookId, borrower: '张三', loanDate: '2026-11-20' })]);
  });

  it('编辑 opens the form page; saving goes back to the detail page, which shows the new value', async () => {
    await detail()
      .getByRole('button', { name: /编\s*辑/ })
      .click();
    await arrived(page, `/demo/book-edit?id=${bookId}`);
    const form = visible().locator('.zhdj-form-screen');
    await expect.poll(() => item(form, '书架号').locator('input').inputValue()).toBe('7');
    await item(form, '书架号').locator('input').fill('9');
    await form.getByRole('button', { name: /保\s*存/ }).click();
    await expect.poll(lastMessage).toBe('编辑成功!');
    await arrived(page, `${DEMO.detailPath}?id=${bookId}`);
    await expect.poll(() => item(detail(), '书架号').innerText()).toContain('9');
  });

  it('the book list’s 借阅 dialog lists the loans with the loan page’s 新增 and 删除, though the book page has no such buttons', async () => {
    await openMenu(page, '演示', '图书列表');
    await arrived(page, DEMO.menuPath);
    // The list's tab stayed open since the book was deleted there: 查询 reads it again.
    await screen()
      .locator('.zhdj-query-bar')
      .getByRole('button', { name: /查\s*询/ })
      .click();
    await screen().locator('.ant-table-row', { hasText: '青春之歌' }).getByText('借阅', { exact: true }).click();
    const loans = dialog('借阅记录：青春之歌');
    await expect.poll(() => loans.locator('.ant-table-row').count(), WAIT).toBe(1);
    expect(await loans.locator('.ant-table-row').first().innerText()).toContain('张三');
    expect(await loans.locator('.zhdj-toolbar button').allInnerTexts()).toEqual([expect.stringMatching(/^新\s*增$/)]);
    expect(await loans.locator('.ant-table-row').first().getByText('删除').count()).toBe(1);
    await loans.getByRole('button', { name: /新\s*增/ }).click();
    const add = dialog('登记借阅');
    await item(add, '借阅人').locator('input').fill('李四');
    await item(add, '借阅日期').locator('input').click();
    await item(add, '借阅日期').locator('input').fill('2026-11-21');
    await item(add, '借阅日期').locator('input').press('Enter');
    await add.getByRole('button', { name: /提\s*交/ }).click();
    await expect.poll(() => loans.locator('.ant-table-row').count(), WAIT).toBe(2);
    await loans.getByRole('button', { name: 'Close' }).click();
    await expect.poll(() => dialog('借阅记录：青春之歌').count()).toBe(0);
  });

  it('the uniqueness check asks the server when the ISBN field is left, and blocks going on', async () => {
    await openMenu(page, '演示', '图书登记');
    await arrived(page, DEMO.registerPath);
    await visible().locator('.zhdj-steps-done').getByRole('button', { name: '再登记一本' }).click();
    await item(steps(), '书名').locator('input').fill('重复的书');
    await item(steps(), 'ISBN').locator('input').fill('9787020002208');
    await item(steps(), 'ISBN').locator('input').blur();
    await expect.poll(() => errorOf(steps(), 'ISBN').innerText()).toBe('该ISBN已登记，请核对');
    await steps().getByRole('button', { name: '下一步' }).click();
    await expect.poll(() => errorOf(steps(), 'ISBN').innerText()).toBe('该ISBN已登记，请核对');
    expect(await currentStep()).toBe('基本信息');
  });
});

describe('tree screens', () => {
  const rowOf = (name: string) =>
    screen()
      .locator('.ant-table-row')
      .filter({ has: page.getByText(name, { exact: true }) });

  it('分类字典 is a tree table: top-level categories, children on expand, 添加下级 adds below the row', async () => {
    await openMenu(page, '字典管理', '分类字典');
    await arrived(page, '/dictionary/category');
    const roots = JSON.parse(fs.readFileSync(path.join(dir, 'seed', 'categories.json'), 'utf8')) as Array<{ name: string; children?: Array<{ name: string }> }>;
    await expect.poll(() => rows().count()).toBe(roots.length);
    await rowOf(roots[0].name).locator('.ant-table-row-expand-icon').click();
    await expect.poll(() => rows().count()).toBe(roots.length + roots[0].children!.length);
    const child = roots[0].children![0].name;
    await rowOf(child).getByText('添加下级').click();
    const add = dialog('新增分类');
    await item(add, '类型名称').locator('input').fill('噪音纠纷');
    await item(add, '类型编码').locator('input').fill('A01A01A99');
    await add.getByRole('button', { name: /提\s*交/ }).click();
    await expect.poll(lastMessage).toBe('添加成功！');
    // The rows that were open stay open after the reload, and the new one is there.
    await rowOf(child).locator('.ant-table-row-expand-icon').click();
    await expect.poll(() => rowOf('噪音纠纷').count()).toBe(1);
  });

  it('分类图书 shows the category tree beside the book list, which follows the chosen node', async () => {
    const admin = await server.api.login('admin', NEW_PASSWORD);
    expect((await server.api.post(`${DEMO.api}/add`, { bookName: '城市管理手册', category: 'A01A02' }, admin)).body.success).toBe(true);
    await openMenu(page, '演示', '分类图书');
    await arrived(page, DEMO.categoriesPath);
    const tree = visible().locator('.zhdj-side-tree');
    await tree.locator('.ant-tree-treenode').filter({ hasText: '事件分类' }).locator('.ant-tree-switcher').click();
    await expect.poll(() => rows().count()).toBe(2);
    await tree.getByText('城市管理', { exact: true }).click();
    await expect.poll(() => rows().count()).toBe(1);
    expect(await rows().first().innerText()).toContain('城市管理手册');
    await tree.getByText('全部').click();
    await expect.poll(() => rows().count()).toBe(2);
  });
});

describe('a master-detail form: an editable detail table saved with its master', () => {
  const add = () => dialog('新增');
  const table = (root: Locator) => item(root, '采购明细');
  const cellOf = (root: Locator, index: number, key: string) => table(root).locator(`.zhdj-et-row[data-index="${index}"] [data-key="${key}"]`);
  const itemsOf = (title: string) =>
    (server.app.ctx.db as unknown as DynamicDb)
      .selectFrom('t_demo_purchase_item as i')
      .innerJoin('t_demo_purchase as p', 'p.id', 'i.purchaseId')
      .select(['i.itemName', 'i.quantity', 'i.unit', 'i.sortNo'])
      .where('p.title', '=', title)
      .orderBy('i.sortNo')
      .execute();
  async function chooseUnit(root: Locator, index: number, unit: string) {
    await cellOf(root, index, 'unit').locator('.zhdj-et-display').click();
    await page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)').getByText(unit, { exact: true }).click();
  }

  it('refuses a detail row with an empty required cell, naming row and column, and saves master and rows together', async () => {
    await openMenu(page, '演示', '采购申请');
    await arrived(page, '/demo/purchase');
    await screen().getByRole('button', { name: '新增' }).click();
    await item(add(), '申请标题').locator('input').fill('档案室用品');
    await item(add(), '申请人').locator('input').fill('李红');
    await item(add(), '申请日期').locator('input').click();
    await item(add(), '申请日期').locator('input').fill('2026-11-20');
    await item(add(), '申请日期').locator('input').press('Enter');
    await item(add(), '所属区域').locator('.ant-select-selector').click();
    await item(add(), '所属区域').locator('input').fill('万和');
    await page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)').getByTitle('万和社区', { exact: true }).click();
    const addRow = table(add()).locator('.zhdj-et-toolbar button:has-text("新增")');
    await addRow.click();
    await expect.poll(() => table(add()).locator('.zhdj-et-row').count(), WAIT).toBe(1);
    await addRow.click();
    await expect.poll(() => table(add()).locator('.zhdj-et-row').count(), WAIT).toBe(2);
    await cellOf(add(), 0, 'itemName').locator('input').fill('档案盒');
    await cellOf(add(), 0, 'quantity').locator('input').fill('10');
    await chooseUnit(add(), 0, '箱');
    await cellOf(add(), 1, 'itemName').locator('input').fill('签字笔');
    await chooseUnit(add(), 1, '个');
    await add()
      .getByRole('button', { name: /提\s*交/ })
      .click();
    await expect.poll(() => table(add()).innerText(), WAIT).toContain('第2行：请输入数量');
    expect(await itemsOf('档案室用品')).toEqual([]);

    await cellOf(add(), 1, 'quantity').locator('input').fill('5');
    await add()
      .getByRole('button', { name: /提\s*交/ })
      .click();
    await expect.poll(lastMessage, WAIT).toBe('添加成功！');
    await expect.poll(() => rows().filter({ hasText: '档案室用品' }).count(), WAIT).toBe(1);
    expect(await itemsOf('档案室用品')).toEqual([
      { itemName: '档案盒', quantity: 10, unit: 'xiang', sortNo: 1 },
      { itemName: '签字笔', quantity: 5, unit: 'ge', sortNo: 2 },
    ]);
  });

  it('编辑 loads the stored rows; a changed, a removed and an added row are saved in one go', async () => {
    await rows().filter({ hasText: '档案室用品' }).getByText('编辑').click();
    const edit = dialog('编辑');
    await expect.poll(() => table(edit).locator('.zhdj-et-row').count(), WAIT).toBe(2);
    expect(await cellOf(edit, 0, 'itemName').locator('input').inputValue()).toBe('档案盒');
    await cellOf(edit, 0, 'quantity').locator('input').fill('12');
    await table(edit).locator('.zhdj-et-row[data-index="1"] .zhdj-et-fixed input[type="checkbox"]').check();
    await table(edit).locator('.zhdj-et-toolbar button:has-text("删除")').click();
    await expect.poll(() => table(edit).locator('.zhdj-et-row').count(), WAIT).toBe(1);
    await table(edit).locator('.zhdj-et-toolbar button:has-text("新增")').click();
    await expect.poll(() => table(edit).locator('.zhdj-et-row').count(), WAIT).toBe(2);
    await cellOf(edit, 1, 'itemName').locator('input').fill('文件夹');
    await cellOf(edit, 1, 'quantity').locator('input').fill('3');
    await chooseUnit(edit, 1, '个');
    await edit.getByRole('button', { name: /提\s*交/ }).click();
    await expect.poll(lastMessage, WAIT).toBe('编辑成功!');
    await expect
      .poll(() => itemsOf('档案室用品'), WAIT)
      .toEqual([
        { itemName: '档案盒', quantity: 12, unit: 'xiang', sortNo: 1 },
        { itemName: '文件夹', quantity: 3, unit: 'ge', sortNo: 2 },
      ]);
  });
});

describe('the schema screens that ship', () => {
  it('the grid list shows the seeded grids with their dictionary texts', async () => {
    await openMenu(page, '网格管理', '网格列表');
    await arrived(page, '/grid/list');
    await expect.poll(() => rows().count(), WAIT).toBe(JSON.parse(fs.readFileSync(path.join(dir, 'seed', 'grids.json'), 'utf8')).length);
    expect(await screen().innerText()).toContain('综合网格');
    await screen()
      .getByRole('button', { name: /批量删除/ })
      .click();
    // The newest notice is the last one; an earlier notice may still be fading out.
    await expect.poll(lastMessage).toBe('请选择一条记录！');
  });

  it('the dictionary list opens a dictionary’s items and refreshes the cache', async () => {
    await openMenu(page, '系统管理', '数据字典');
    await arrived(page, '/system/dict');
    await screen().locator('.zhdj-query-bar input').first().fill('网格类型');
    await screen()
      .locator('.zhdj-query-bar')
      .getByRole('button', { name: /查\s*询/ })
      .click();
    await expect.poll(() => rows().count()).toBe(1);
    await rows().first().getByText('字典配置').click();
    const items = dialog('字典配置：网格类型');
    await expect.poll(() => items.locator('.ant-table-row').count(), WAIT).toBe(3);
    expect(await items.locator('.ant-table-row').allInnerTexts()).toEqual([
      expect.stringContaining('综合网格'),
      expect.stringContaining('专属网格'),
      expect.stringContaining('其他网格'),
    ]);
    await items.getByRole('button', { name: 'Close' }).click();
    await screen()
      .getByRole('button', { name: /刷新缓存/ })
      .click();
    await expect.poll(lastMessage).toBe('刷新缓存完成');
  });

  it('the administrator links a help document to the grid list page; its help button then downloads it', async () => {
    await openMenu(page, '网格管理', '网格列表');
    await arrived(page, '/grid/list');
    await page.locator('.help-button input[type=file]').setInputFiles({
      name: '网格操作手册.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n'),
    });
    await expect.poll(lastMessage, WAIT).toBe('上传成功！');
    const fetched = browser.context.waitForEvent('request', (r) => r.url().includes('/api/sys/common/static/help/'));
    await page.locator('.help-button .anticon-question-circle').click();
    expect((await fetched).url()).toMatch(/\/api\/sys\/common\/static\/help\/\w+\.pdf\?_tk=/);
    for (const other of browser.context.pages()) if (other !== page) await other.close();
    const admin = await server.api.login('admin', NEW_PASSWORD);
    const listed = await server.api.get('/courseController/list', {}, admin);
    expect(listed.body.result.records).toEqual([expect.objectContaining({ menuName: '网格列表', oriFileName: '网格操作手册.pdf', downloadSum: 1 })]);
  });

  it('no page logged a console error', () => {
    expect(browser.errors).toEqual([]);
  });
});
