/**
 * The department, user and role pickers in Chromium against the real server and the built client, on a screen of the
 * demo library (tests/fixtures/demo-library: 值班安排, JSON only): an administrator picks a department (searched by
 * name), two users of that department and a role through the dialogs, saves, and the server stores the keys while
 * the edit dialog shows the names again. The same form picks a division of the caller's region by name (选择行政区划),
 * an area of the national area data and uploads a file through the file popup.
 */
import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { openBrowser, type Browser } from '../helpers/browser.js';
import type { TestServer } from '../helpers/server.js';
import { startAppServer } from './helpers/app-server.js';
import { demoSchemaCopy } from '../schemas/demo-book.js';
import { arrived, openMenu, routerPath, submitLogin, WAIT } from './helpers/shell.js';
import { dialogNamed, formItem, lastMessageOf, visibleScreen } from './helpers/page-parts.js';

let server: TestServer;
let browser: Browser;
let page: Page;
let dir: string;

beforeAll(async () => {
  dir = demoSchemaCopy('zhdj-pickers-e2e-');
  server = await startAppServer({ schemaDir: dir });
  browser = await openBrowser();
  page = browser.page;
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

const screen = () => visibleScreen(page);
const dialog = (title: string) => dialogNamed(page, title);
const item = formItem;
const shown = (root: Locator, label: string) => item(root, label).locator('.zhdj-picker-input input').inputValue();
const lastMessage = () => lastMessageOf(page);

describe('picking a department, users and a role on a JSON screen', () => {
  it('the administrator opens the duty roster of the demo library', async () => {
    await page.goto(`${server.url}/zzbpart/`);
    await submitLogin(page, 'admin');
    await expect.poll(() => routerPath(page), WAIT).toBe('/dashboard/analysis');
    await openMenu(page, '演示', '值班安排');
    await arrived(page, '/demo/duty');
    await screen()
      .getByRole('button', { name: /新\s*增/ })
      .click();
    await dialog('新增').waitFor();
  });

  it('选择部门: searching by name with Enter, checking one department and confirming shows its name', async () => {
    const add = dialog('新增');
    await item(add, '值班日期').locator('input').click();
    await item(add, '值班日期').locator('input').fill('2026-11-25');
    await item(add, '值班日期').locator('input').press('Enter');
    await item(add, '值班部门')
      .getByRole('button', { name: /选\s*择/ })
      .click();
    const pick = dialog('选择部门');
    await expect
      .poll(() => pick.locator('.ant-tree-title').allInnerTexts(), WAIT)
      .toEqual(['辽宁省智慧党建办公室', '浑河湾街道办事处', '水源地社区居委会', '砂阳南社区居委会']);
    await pick.getByPlaceholder('请输入部门名称并回车').fill('水源');
    await pick.getByPlaceholder('请输入部门名称并回车').press('Enter');
    await expect.poll(() => pick.locator('.ant-tree-title').allInnerTexts(), WAIT).toEqual(['水源地社区居委会']);
    await pick.locator('.ant-tree-treenode').filter({ hasText: '水源地社区居委会' }).locator('.ant-tree-checkbox').click();
    await pick.getByRole('button', { name: '树操作' }).click();
    expect(await page.locator('.ant-dropdown:not(.ant-dropdown-hidden) .ant-dropdown-menu-item').allInnerTexts()).toEqual(['父子关联', '取消关联']);
    await page.locator('.ant-dropdown:not(.ant-dropdown-hidden) .ant-dropdown-menu-item').getByText('取消关联').click();
    await pick.getByRole('button', { name: /确\s*定/ }).click();
    await expect.poll(() => dialog('选择部门').count()).toBe(0);
    await expect.poll(() => shown(add, '值班部门')).toBe('水源地社区居委会');
  });

  it('选择用户: a department lists its users; two are checked and shown by real name', async () => {
    const add = dialog('新增');
    await item(add, '值班人员')
      .getByRole('button', { name: /选\s*择/ })
      .click();
    const pick = dialog('选择用户');
    await expect.poll(() => pick.locator('.ant-pagination-total-text').innerText(), WAIT).toBe('1-5 共 5 条');
    await pick.locator('.zhdj-user-departs .ant-tree-title').getByText('水源地社区居委会', { exact: true }).click();
    const rowTexts = async () => (await pick.locator('.ant-table-row').allInnerTexts()).map((t) => t.trim().split(/\s+/).join(' ')).sort();
    await expect
      .poll(rowTexts, WAIT)
      .toEqual(['community01 水源地社区管理员 13800000002 水源地社区居委会', 'grid01 水源地社区第一网格员 13800000004 水源地社区居委会']);
    for (const username of ['community01', 'grid01']) await pick.locator('.ant-table-row').filter({ hasText: username }).locator('.ant-checkbox-input').check();
    await pick.getByRole('button', { name: /确\s*定/ }).click();
    await expect.poll(() => dialog('选择用户').count()).toBe(0);
    await expect.poll(async () => (await shown(add, '值班人员')).split('，').sort()).toEqual(['水源地社区第一网格员', '水源地社区管理员']);
  });

  it('选择角色: a search by name finds one role, picked with its radio and listed under 已选 1', async () => {
    const add = dialog('新增');
    await item(add, '值班角色')
      .getByRole('button', { name: /选\s*择/ })
      .click();
    const pick = dialog('选择角色');
    await expect.poll(() => pick.locator('.ant-table-row').count(), WAIT).toBe(4);
    await pick.getByPlaceholder('请输入角色名称').fill('网格');
    await pick.getByRole('button', { name: /查\s*询/ }).click();
    await expect.poll(() => pick.locator('.ant-table-row').count(), WAIT).toBe(1);
    await pick.locator('.ant-table-row').first().locator('.ant-radio-input').check();
    await expect.poll(() => pick.locator('.zhdj-role-picked').innerText()).toMatch(/已选 1\s*网格员/);
    await pick.getByRole('button', { name: /确\s*定/ }).click();
    await expect.poll(() => dialog('选择角色').count()).toBe(0);
    await expect.poll(() => shown(add, '值班角色')).toBe('网格员');
  });

  it('选择行政区划, the area cascader and the file popup: a community found by name, a district, a file uploaded', async () => {
    const add = dialog('新增');
    await item(add, '值班区域').getByRole('button', { name: '选择行政区划' }).click();
    const pick = dialog('选择行政区划');
    await pick.getByPlaceholder('请输入行政区划名称').fill('砂阳');
    await pick.getByPlaceholder('请输入行政区划名称').press('Enter');
    const node = pick.locator('.ant-tree-treenode').filter({ hasText: /^砂阳南社区$/ });
    await node.locator('.ant-tree-checkbox').click();
    await pick.getByRole('button', { name: /确\s*定/ }).click();
    await expect.poll(() => dialog('选择行政区划').count()).toBe(0);
    await expect.poll(() => item(add, '值班区域').locator('input[readonly]').inputValue()).toBe('砂阳南社区');

    await item(add, '集合地所在地区').locator('.ant-cascader').click();
    const menus = page.locator('.ant-cascader-dropdown:not(.ant-select-dropdown-hidden)');
    for (const name of ['辽宁省', '沈阳市', '和平区']) await menus.getByText(name, { exact: true }).click();
    await expect.poll(() => item(add, '集合地所在地区').locator('.ant-cascader').innerText(), WAIT).toContain('辽宁省 / 沈阳市 / 和平区');

    await item(add, '值班附件')
      .getByRole('button', { name: /未上传任何文件/ })
      .click();
    const files = dialog('文件');
    await files.locator('input[type=file]').setInputFiles({
      name: '值班表.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n'),
    });
    await expect.poll(() => files.innerText(), WAIT).toContain('值班表');
    await files.getByRole('button', { name: /确\s*定/ }).click();
    await expect.poll(() => item(add, '值班附件').getByRole('button').innerText(), WAIT).toContain('1 个文件');
  });

  it('saves: the server stores the keys, and the edit dialog shows the names again', async () => {
    await dialog('新增')
      .getByRole('button', { name: /提\s*交/ })
      .click();
    await expect.poll(lastMessage, WAIT).toBe('添加成功！');
    const token = await server.api.login('admin');
    const stored = (await server.api.get('/DemoDutyController/list', {}, token)).body.result.records;
    const depart = await server.app.ctx.db.selectFrom('sys_depart').select('id').where('orgCode', '=', 'A01A01A01').executeTakeFirstOrThrow();
    expect(stored).toEqual([expect.objectContaining({ dutyDate: '2026-11-25', departId: depart.id, roleCode: 'grid_member' })]);
    expect(stored[0].dutyUsers.split(',').sort()).toEqual(['community01', 'grid01']);
    expect(stored[0]).toMatchObject({ dutyRegion: '210102001003', dutyRegion_dictText: '砂阳南社区', meetArea: '210102' });
    expect(stored[0].attachments).toMatch(/\.pdf$/);
    // The stored path is a name the server made, not the one the user's file had.
    expect(stored[0].attachments).not.toContain('值班表');
    await expect.poll(() => screen().locator('.ant-table-row').count(), WAIT).toBe(1);
    expect((await screen().locator('.ant-table-row').first().innerText()).split(/\s+/).filter(Boolean).slice(0, 3)).toEqual([
      '2026-11-25',
      '水源地社区居委会',
      expect.stringMatching(/^(水源地社区管理员,水源地社区第一网格员|水源地社区第一网格员,水源地社区管理员)$/),
    ]);
    await screen().locator('.ant-table-row').first().getByText('编辑').click();
    const edit = dialog('编辑');
    await expect.poll(() => shown(edit, '值班部门'), WAIT).toBe('水源地社区居委会');
    await expect.poll(() => shown(edit, '值班角色'), WAIT).toBe('网格员');
    await expect.poll(async () => (await shown(edit, '值班人员')).split('，').sort(), WAIT).toEqual(['水源地社区第一网格员', '水源地社区管理员']);
  });
});
