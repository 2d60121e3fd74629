/**
 * The advanced query in Chromium against the real server: the administrator builds a nested query on the grid list
 * (网格名称 contains 水源地 AND (网格类型 = 专属网格 OR 网格编号 ends with 002)), sees the two grids it selects,
 * saves it in the browser and on the server, reloads the page and reuses it, then clears it with the query bar's 重置
 * (the export then asks for every row) and with the button's tooltip.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { arrived, changeInitialPassword, openMenu, openShell, routerPath, submitLogin, WAIT, type Shell } from './helpers/shell.js';
import { lastMessageOf } from './helpers/page-parts.js';

let shell: Shell;
let page: Page;

beforeAll(async () => {
  shell = await openShell();
  page = shell.page;
});
afterAll(() => shell?.close());

const visible = () => page.locator('.keep-alive-page:not([hidden])');
const screen = () => visible().locator('.zhdj-list-screen');
const rows = () => screen().locator('.ant-table-row');
const gridNames = async () => (await rows().locator('td:nth-child(2)').allInnerTexts()).map((t) => t.trim()).sort();
const dialog = () => page.getByRole('dialog', { name: '高级查询' });
const lastMessage = () => lastMessageOf(page);
const openDropdown = () => page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)');

async function choose(select: Locator, option: string) {
  await select.locator('.ant-select-selector').click();
  await openDropdown().getByTitle(option, { exact: true }).click();
  await expect.poll(() => select.locator('.ant-select-selection-item').first().innerText()).toBe(option);
}

async function fillRow(row: Locator, field: string, rule: string, value: { text?: string; option?: string }) {
  await choose(row.locator('.zhdj-sq-field'), field);
  if (rule !== '等于') await choose(row.locator('.zhdj-sq-rule'), rule);
  if (value.text !== undefined) await row.locator('.zhdj-sq-value input').fill(value.text);
  if (value.option) await choose(row.locator('.zhdj-sq-value .ant-select'), value.option);
}

const EXPECTED = ['水源地社区商圈网格', '水源地社区第二网格'];

describe('a nested advanced query on the grid list', () => {
  it('the administrator logs in and opens the grid list', async () => {
    await page.goto(shell.app('/'));
    await submitLogin(page, 'admin');
    await changeInitialPassword(page);
    await expect.poll(() => routerPath(page), WAIT).toBe('/dashboard/analysis');
    await openMenu(page, '网格管理', '网格列表');
    await arrived(page, '/grid/list');
    await expect.poll(() => rows().count(), WAIT).toBe(5);
  });

  it('opens with one empty row and refuses to query nothing', async () => {
    await screen()
      .getByRole('button', { name: /高级查询/ })
      .click();
    await expect.poll(() => dialog().locator('.zhdj-sq-row').count(), WAIT).toBe(1);
    expect(await dialog().locator('.zhdj-sq-rule .ant-select-selection-item').innerText()).toBe('等于');
    await dialog()
      .getByRole('button', { name: /^查\s*询$/ })
      .click();
    await expect.poll(lastMessage).toBe('空条件不能查询！');
  });

  it('builds a condition and an OR group of two, and the list shows the two grids they select', async () => {
    await fillRow(dialog().locator('.zhdj-sq-row').first(), '网格名称', '包含', { text: '水源地' });
    await dialog().locator('.zhdj-sq-add-group').last().click();
    const group = dialog().locator('.zhdj-sq-group');
    await expect.poll(() => group.locator('.zhdj-sq-group-match .ant-select-selection-item').innerText()).toMatch(/^OR/);
    await fillRow(group.locator('.zhdj-sq-row').first(), '网格类型', '等于', { option: '专属网格' });
    await group.locator('.zhdj-sq-add-row').click();
    await fillRow(group.locator('.zhdj-sq-row').nth(1), '网格编号', '以…结尾', { text: '002' });
    await dialog()
      .getByRole('button', { name: /^查\s*询$/ })
      .click();
    await expect.poll(gridNames, WAIT).toEqual(EXPECTED);
    await expect.poll(() => dialog().count()).toBe(0);
    await expect.poll(() => screen().locator('.zhdj-sq-button').getAttribute('class')).toContain('ant-btn-primary');
    expect(await screen().locator('.zhdj-sq-button').innerText()).toBe('高级查询（3个条件生效）');
  });

  it('saves it: a name is required, a second save under the same name asks before overwriting, one copy goes to the server', async () => {
    await screen().locator('.zhdj-sq-button').click();
    const prompt = page.getByRole('dialog', { name: '请输入保存的名称' });
    await dialog()
      .getByRole('button', { name: /保存查询/ })
      .click();
    await prompt.getByRole('button', { name: /确\s*定/ }).click();
    await expect.poll(lastMessage).toBe('保存名称不能为空！');
    await prompt.locator('.zhdj-sq-save-name').fill('水源地专属或002');
    await prompt.getByRole('button', { name: /确\s*定/ }).click();
    await expect.poll(() => dialog().locator('.zhdj-sq-saved-item').count()).toBe(1);

    await dialog()
      .getByRole('button', { name: /保存查询/ })
      .click();
    await prompt.locator('.zhdj-sq-save-name').fill('水源地专属或002');
    await prompt.getByRole('button', { name: /确\s*定/ }).click();
    const overwrite = page.locator('.ant-modal-confirm').filter({ hasText: '该名称已存在，是否覆盖？' });
    await overwrite.getByRole('button', { name: /确\s*定/ }).click();
    await expect.poll(() => prompt.count()).toBe(0);
    expect(await dialog().locator('.zhdj-sq-saved-item').count()).toBe(1);

    await dialog()
      .getByRole('button', { name: /保存查询/ })
      .click();
    await prompt.locator('.zhdj-sq-save-name').fill('随我换浏览器');
    await prompt.getByText('同时保存到服务器').click();
    await prompt.getByRole('button', { name: /确\s*定/ }).click();
    await expect
      .poll(() => dialog().locator('.zhdj-sq-saved-item').allInnerTexts())
      .toEqual(['水源地专属或002', expect.stringMatching(/随我换浏览器\s*服务器/)]);
    const token = await shell.server.api.login('admin', 'Grid#Shell2031x');
    const stored = (await shell.server.api.get('/sys/superQuery/list', { pageKey: '/zzbpart/grid/list:JSuperQuerySaved_grid-list' }, token)).body.result;
    expect(stored).toEqual([expect.objectContaining({ title: '随我换浏览器', matchType: 'and' })]);
    expect(stored[0].records[1]).toMatchObject({
      matchType: 'or',
      children: [
        { field: 'dicGridType', rule: 'eq', val: '2' },
        { field: 'gridCode', rule: 'left_like', val: '002' },
      ],
    });
  });

  it('after a reload the list is whole again; both saved queries are there, and the server one runs again', async () => {
    await page.reload();
    await arrived(page, '/grid/list');
    await expect.poll(() => rows().count(), WAIT).toBe(5);
    await screen().locator('.zhdj-sq-button').click();
    await expect.poll(() => dialog().locator('.zhdj-sq-saved-item').count(), WAIT).toBe(2);
    await dialog().locator('.zhdj-sq-saved-item').filter({ hasText: '随我换浏览器' }).getByText('随我换浏览器').click();
    await expect.poll(() => dialog().locator('.zhdj-sq-group .zhdj-sq-row').count()).toBe(2);
    expect(await dialog().locator('.zhdj-sq-row').first().locator('.zhdj-sq-value input').inputValue()).toBe('水源地');
    await dialog()
      .getByRole('button', { name: /^查\s*询$/ })
      .click();
    await expect.poll(gridNames, WAIT).toEqual(EXPECTED);
    await expect.poll(() => dialog().count()).toBe(0);
  });

  it('the query bar’s 重置 clears the advanced query too, and the export then asks for every row', async () => {
    await screen()
      .locator('.zhdj-query-bar')
      .getByRole('button', { name: /重\s*置/ })
      .click();
    await expect.poll(() => rows().count(), WAIT).toBe(5);
    await expect.poll(() => screen().locator('.zhdj-sq-button').innerText()).toBe('高级查询');
    expect(await screen().locator('.zhdj-sq-clear-button').count()).toBe(0);
    const exportCall = page.waitForRequest((r) => r.url().includes('/exportXls'), WAIT);
    await screen()
      .getByRole('button', { name: /导\s*出/ })
      .click();
    expect((await exportCall).url()).not.toContain('superQueryParams');
  });

  it('the highlighted button’s tooltip clears the query; a saved query is deleted after a confirmation', async () => {
    await screen().locator('.zhdj-sq-button').click();
    await dialog().locator('.zhdj-sq-saved-item').filter({ hasText: '随我换浏览器' }).getByText('随我换浏览器').click();
    await dialog()
      .getByRole('button', { name: /^查\s*询$/ })
      .click();
    await expect.poll(gridNames, WAIT).toEqual(EXPECTED);
    await screen().locator('.zhdj-sq-button').hover();
    await page.locator('.ant-tooltip').getByText('已有高级查询条件生效').waitFor(WAIT);
    await page.locator('.ant-tooltip .zhdj-sq-clear').click();
    await expect.poll(() => rows().count(), WAIT).toBe(5);
    await expect.poll(() => screen().locator('.zhdj-sq-button').getAttribute('class')).not.toContain('ant-btn-primary');

    await screen().locator('.zhdj-sq-button').click();
    await dialog().locator('.zhdj-sq-saved-item').filter({ hasText: '水源地专属或002' }).getByRole('button', { name: '删除' }).click();
    const confirm = page.locator('.ant-modal-confirm').filter({ hasText: '确定删除查询“水源地专属或002”吗？' });
    await confirm.getByRole('button', { name: /确\s*定/ }).click();
    await expect.poll(() => dialog().locator('.zhdj-sq-saved-item').allInnerTexts()).toEqual([expect.stringContaining('随我换浏览器')]);
    expect(await page.evaluate(() => localStorage.getItem('/zzbpart/grid/list:JSuperQuerySaved_grid-list'))).toBe('[]');
  });
});
