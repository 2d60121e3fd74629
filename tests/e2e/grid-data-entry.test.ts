/**
 * The officials' daily data entry, each as the role that does it (issue 27): community01 adds a building, a house in
 * it, a resident and a focus person, picking a grid in 所属网格, and reads each back by the grid's name; grid01 does
 * the same for a building, a house, a resident and a focus person in its own grid, reading the building and the house
 * back by name in the list and in their details, and opens 编辑 and 详情 of its own grid.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { openBrowser, type Browser } from '../helpers/browser.js';
import type { TestServer } from '../helpers/server.js';
import { startAppServer } from './helpers/app-server.js';
import { idCard } from '../api/crud-fixtures.js';
import { arrived, openMenu, submitLogin, WAIT } from './helpers/shell.js';
import { dialogNamed, formItem, lastMessageOf, openDropdown, visibleScreen } from './helpers/page-parts.js';

let server: TestServer;
let browser: Browser;
let page: Page;

beforeAll(async () => {
  server = await startAppServer();
  browser = await openBrowser();
  page = browser.page;
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

const screen = () => visibleScreen(page);
const rows = () => screen().locator('.ant-table-row');
const dialog = (title: string) => dialogNamed(page, title);
const dropdown = () => openDropdown(page);
const GRID_CODE = /\b\d{12}(\d{3})?\b/;
/** A raw record id (32 hex characters) where a name belongs. */
const RAW_ID = /\b[0-9a-f]{32}\b/i;

async function loginAs(username: string) {
  await page.goto(`${server.url}/zzbpart/`);
  await page.evaluate(() => (localStorage.clear(), sessionStorage.clear()));
  await page.goto(`${server.url}/zzbpart/`);
  await submitLogin(page, username);
  await expect.poll(() => page.locator('.basic-layout__sider').isVisible(), WAIT).toBe(true);
}

/** The tree nodes the open 所属网格 dropdown shows, as [title, choosable]. */
async function treeNodes(): Promise<Array<[string, boolean]>> {
  // The tree also renders a hidden measuring node without a title.
  const nodes = dropdown()
    .locator('.ant-select-tree-treenode')
    .filter({ has: page.locator('.ant-select-tree-title') });
  const out: Array<[string, boolean]> = [];
  for (const node of await nodes.all()) {
    const title = (await node.locator('.ant-select-tree-title').innerText()).trim();
    out.push([title, !/ant-select-tree-treenode-disabled/.test((await node.getAttribute('class')) ?? '')]);
  }
  return out;
}

/** Opens 所属网格, checks what it offers, and picks `grid` by its name. */
async function pickGrid(form: Locator, offered: Array<[string, boolean]>, grid: string) {
  const field = formItem(form, '所属网格');
  await field.locator('.ant-select-selector').click();
  await expect.poll(treeNodes, WAIT).toEqual(offered);
  await dropdown().locator('.ant-select-tree-title').getByText(grid, { exact: true }).click();
  await expect.poll(() => field.locator('.ant-select-selection-item').innerText(), WAIT).toBe(grid);
}

async function submit(form: Locator) {
  await form.getByRole('button', { name: /提\s*交/ }).click();
  await expect.poll(() => lastMessageOf(page), WAIT).toBe('添加成功！');
  await expect.poll(() => form.count(), WAIT).toBe(0);
}

/** Queries the list by one field and returns the rows' texts once they have come. */
async function listed(label: string, value: string): Promise<string[]> {
  const bar = screen().locator('.zhdj-query-bar');
  await formItem(bar, label).locator('input').fill(value);
  await bar.getByRole('button', { name: /查\s*询/ }).click();
  await expect.poll(() => rows().allInnerTexts(), WAIT).toEqual([expect.stringContaining(value)]);
  return rows().allInnerTexts();
}

async function openAdd(title: string): Promise<Locator> {
  await expect
    .poll(
      () =>
        screen()
          .getByRole('button', { name: /新\s*增/ })
          .isVisible(),
      WAIT,
    )
    .toBe(true);
  await screen()
    .getByRole('button', { name: /新\s*增/ })
    .click();
  const form = dialog(title);
  await expect.poll(() => form.isVisible(), WAIT).toBe(true);
  return form;
}

/** Picks one row of a business select (选择楼栋) by its text. */
async function pickBusiness(form: Locator, label: string, title: string, text: string) {
  await formItem(form, label).getByRole('button', { name: '选择' }).click();
  const picker = dialog(title);
  const candidates = picker.locator('.ant-col-16 .ant-table-row');
  await expect.poll(() => candidates.filter({ hasText: text }).count(), WAIT).toBe(1);
  await candidates.filter({ hasText: text }).click();
  await picker.getByRole('button', { name: /确\s*定/ }).click();
  await expect.poll(() => picker.count(), WAIT).toBe(0);
}

async function addResident(name: string, seq: number, offered: Array<[string, boolean]>, grid: string) {
  await openMenu(page, '居民管理', '居民信息');
  await arrived(page, '/resident/list');
  const form = await openAdd('新增居民');
  await formItem(form, '姓名').locator('input').fill(name);
  await formItem(form, '身份证号').locator('input').fill(idCard(seq, '19850306'));
  await expect.poll(() => formItem(form, '性别').innerText(), WAIT).toMatch(/[男女]/);
  await pickGrid(form, offered, grid);
  await submit(form);
  const [row] = await listed('姓名', name);
  expect(row).toContain(grid);
  expect(row).not.toMatch(GRID_CODE);
}

async function addFocusPerson(name: string, offered: Array<[string, boolean]>, grid: string) {
  await openMenu(page, '居民管理', '重点人群');
  await arrived(page, '/resident/focus');
  const form = await openAdd('新增重点人员');
  await formItem(form, '姓名').locator('.zhdj-popup-report-input input').click();
  const popup = dialog('选择居民');
  await popup.getByPlaceholder('请输入姓名').fill(name);
  await popup.getByRole('button', { name: /查\s*询/ }).click();
  await expect.poll(() => popup.locator('.ant-table-tbody .ant-table-row').allInnerTexts(), WAIT).toEqual([expect.stringContaining(name)]);
  await popup.locator('.ant-table-tbody .ant-table-row').first().click();
  await popup.getByRole('button', { name: /确\s*定/ }).click();
  await expect.poll(() => popup.count(), WAIT).toBe(0);
  await formItem(form, '人群类别').locator('.ant-select-selector').click();
  await dropdown().locator('.ant-select-item-option').first().click();
  await pickGrid(form, offered, grid);
  await submit(form);
  const [row] = await listed('姓名', name);
  expect(row).toContain(grid);
  expect(row).not.toMatch(GRID_CODE);
}

const COMMUNITY_TREE: Array<[string, boolean]> = [
  ['水源地社区', false],
  ['水源地社区第一网格', true],
  ['水源地社区第二网格', true],
  ['水源地社区商圈网格', true],
];
const GRID01_TREE: Array<[string, boolean]> = [['水源地社区第一网格', true]];

async function addBuilding(name: string, offered: Array<[string, boolean]>, grid: string) {
  await openMenu(page, '楼栋管理', '楼栋信息');
  await arrived(page, '/building/list');
  const form = await openAdd('新增楼栋');
  await formItem(form, '楼栋名称').locator('input').fill(name);
  await pickGrid(form, offered, grid);
  await submit(form);
  const [row] = await listed('楼栋名称', name);
  expect(row).toContain(grid);
  expect(row).not.toMatch(GRID_CODE);
}

async function addHouse(building: string, roomNo: string, offered: Array<[string, boolean]>, grid: string) {
  await openMenu(page, '楼栋管理', '房屋信息');
  await arrived(page, '/building/house');
  const form = await openAdd('新增房屋');
  await pickBusiness(form, '所在楼栋', '选择楼栋', building);
  await formItem(form, '房号').locator('input').fill(roomNo);
  await pickGrid(form, offered, grid);
  await submit(form);
  const [row] = await listed('房号', roomNo);
  expect(row).toContain(grid);
  expect(row).not.toMatch(GRID_CODE);
}

/** The text of a detail once it shows `name`, with none of its values a raw code or id. */
async function detailNames(detail: Locator, ...names: string[]) {
  for (const name of names) await expect.poll(() => detail.innerText(), WAIT).toContain(name);
  const text = await detail.innerText();
  expect(text).not.toMatch(GRID_CODE);
  expect(text).not.toMatch(RAW_ID);
}

describe('community01 enters its data by grid', () => {
  it('logs in', async () => {
    await loginAs('community01');
  });

  it('adds a building in its second grid and reads it back by the grid name', async () => {
    await addBuilding('网格测试楼', COMMUNITY_TREE, '水源地社区第二网格');
  });

  it('adds a house in that building', async () => {
    await addHouse('网格测试楼', '1-101', COMMUNITY_TREE, '水源地社区第二网格');
  });

  it('adds a resident, whose edit form names the grid', async () => {
    await addResident('林社区', 701, COMMUNITY_TREE, '水源地社区商圈网格');
    await rows().first().getByText('编辑').click();
    const form = dialog('编辑居民');
    await expect
      .poll(
        () =>
          formItem(form, '所属网格')
            .locator('.ant-select-selection-item')
            .innerText()
            .catch(() => ''),
        WAIT,
      )
      .toBe('水源地社区商圈网格');
    await form.getByRole('button', { name: /取\s*消/ }).click();
    await expect.poll(() => form.count(), WAIT).toBe(0);
  });

  it('adds a focus person', async () => {
    await addFocusPerson('林社区', COMMUNITY_TREE, '水源地社区商圈网格');
  });

  it('stored the grid codes', async () => {
    const db = server.app.ctx.db;
    expect((await db.selectFrom('t_base_building').select('regionCode').where('buildingName', '=', '网格测试楼').executeTakeFirstOrThrow()).regionCode).toBe(
      '210102001002002',
    );
    expect((await db.selectFrom('t_base_resident').select('regionCode').where('name', '=', '林社区').executeTakeFirstOrThrow()).regionCode).toBe(
      '210102001002003',
    );
  });
});

describe('grid01 enters its data in its own grid and opens its grid', () => {
  it('logs in', async () => {
    await loginAs('grid01');
  });

  it('adds a building in its grid and reads it back by name in the list and its detail', async () => {
    await addBuilding('网格员测试楼', GRID01_TREE, '水源地社区第一网格');
    await rows().first().getByText('详情', { exact: true }).click();
    const detail = page.locator('.keep-alive-page[data-page^="/building/detail"]:not([hidden]) .zhdj-detail-screen .zhdj-columns').first();
    await detailNames(detail, '网格员测试楼', '水源地社区第一网格');
  });

  it('adds a house in that building and reads it back by name in the list and its detail', async () => {
    await addHouse('网格员测试楼', '2-202', GRID01_TREE, '水源地社区第一网格');
    const [row] = await rows().allInnerTexts();
    expect(row).toContain('网格员测试楼');
    expect(row).not.toMatch(RAW_ID);
    await rows().first().getByText('详情', { exact: true }).click();
    const detail = dialog('房屋详情');
    await expect.poll(() => detail.isVisible(), WAIT).toBe(true);
    await detailNames(detail, '2-202', '网格员测试楼', '水源地社区第一网格');
    await detail.locator('.ant-modal-close').click();
    await expect.poll(() => detail.count(), WAIT).toBe(0);
  });

  it('adds a resident and a focus person in its grid', async () => {
    await addResident('王网格', 702, GRID01_TREE, '水源地社区第一网格');
    await addFocusPerson('王网格', GRID01_TREE, '水源地社区第一网格');
  });

  it('stored its grid code', async () => {
    const db = server.app.ctx.db;
    const building = await db.selectFrom('t_base_building').select(['id', 'regionCode']).where('buildingName', '=', '网格员测试楼').executeTakeFirstOrThrow();
    expect(building.regionCode).toBe('210102001002001');
    const house = await db.selectFrom('t_base_house').select(['buildingId', 'regionCode']).where('roomNo', '=', '2-202').executeTakeFirstOrThrow();
    expect(house).toEqual({ buildingId: building.id, regionCode: '210102001002001' });
  });

  it('opens 编辑 and 详情 of its own grid without a refusal', async () => {
    await openMenu(page, '网格管理', '网格列表');
    await arrived(page, '/grid/list');
    await expect.poll(() => rows().allInnerTexts(), WAIT).toEqual([expect.stringContaining('水源地社区第一网格')]);

    const names = page.waitForResponse((r) => r.url().includes('/TBaseGridController/gridList'));
    await rows().first().getByText('编辑').click();
    expect((await names).status()).toBe(200);
    const edit = dialog('编辑网格信息');
    await expect.poll(() => formItem(edit, '网格编号').locator('input').inputValue(), WAIT).toBe('210102001002001');
    await expect.poll(() => formItem(edit, '所属社区').locator('input').inputValue(), WAIT).toBe('水源地社区');
    await edit.getByRole('button', { name: /取\s*消/ }).click();
    await expect.poll(() => edit.count(), WAIT).toBe(0);

    await rows().first().getByText('详情').click();
    const detail = dialog('详情');
    await expect.poll(() => detail.innerText(), WAIT).toContain('水源地社区第一网格');
    expect(await detail.innerText()).toContain('水源地社区');
    // Only a refusal counts: the login's 欢迎 notice can still show on a slow machine.
    expect(
      await page
        .locator('.ant-notification-notice')
        .filter({ has: page.locator('.ant-notification-notice-icon-error') })
        .allInnerTexts(),
    ).toEqual([]);
    expect(browser.errors).toEqual([]);
  });
});
