/**
 * 党组织信息 in Chromium against the real server: a street official sees the party tree from their street's
 * organisation down, adds a branch below a community's organisation with 添加下级, is told at once when the code is
 * taken elsewhere, and finds the new branch in its place in the tree.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { arrived, changeInitialPassword, openMenu, routerPath, submitLogin, WAIT, openShell, type Shell } from './helpers/shell.js';
import { dialogNamed, formItem, lastMessageOf, openDropdown, visibleScreen } from './helpers/page-parts.js';

let shell: Shell;
let page: Page;

beforeAll(async () => {
  shell = await openShell();
  page = shell.page;
});
afterAll(() => shell?.close());

const screen = () => visibleScreen(page);
const rows = () => screen().locator('.ant-table-row');
const rowOf = (name: string) =>
  screen()
    .locator('.ant-table-row')
    .filter({ has: page.getByText(name, { exact: true }) });
const dialog = (title: string) => dialogNamed(page, title);
const item = formItem;
const dropdown = () => openDropdown(page);
const lastMessage = () => lastMessageOf(page);

describe('党组织信息', () => {
  it('a street official adds a branch below a community’s organisation, the code checked against every community', async () => {
    await page.goto(`${shell.server.url}/zzbpart/`);
    await submitLogin(page, 'street01');
    await changeInitialPassword(page);
    await expect.poll(() => routerPath(page), WAIT).toBe('/dashboard/analysis');
    await openMenu(page, '党组织管理', '党组织信息');
    await arrived(page, '/party/org');

    // The tree starts at the street's own organisation: the district's above it is not theirs.
    await expect.poll(() => rows().allInnerTexts(), WAIT).toEqual([expect.stringContaining('中共浑河湾街道工作委员会')]);
    await rowOf('中共浑河湾街道工作委员会').locator('.ant-table-row-expand-icon').click();
    await expect.poll(() => rowOf('中共万和社区支部委员会').count(), WAIT).toBe(1);
    expect(await rowOf('中共新华街道工作委员会').count()).toBe(0);

    await rowOf('中共万和社区支部委员会').getByText('添加下级').click();
    const add = dialog('新增党组织');
    await item(add, '组织名称').locator('input').fill('万和社区第一党支部');
    await item(add, '组织类别').locator('.ant-select-selector').click();
    await dropdown().getByTitle('党支部', { exact: true }).click();
    // A code another community's organisation holds is refused when the field is left.
    await item(add, '组织代码').locator('input').fill('210102001501');
    await item(add, '书记').locator('input').click();
    await expect.poll(() => item(add, '组织代码').innerText(), WAIT).toContain('当前党组织代码已存在');
    await item(add, '组织代码').locator('input').fill('210102001911');
    await item(add, '所属区域').locator('.ant-select-selector').click();
    await item(add, '所属区域').locator('input').fill('万和');
    await dropdown().getByTitle('万和社区', { exact: true }).click();
    await item(add, '书记').locator('input').fill('郑晓燕');
    await add.getByRole('button', { name: /提\s*交/ }).click();
    await expect.poll(lastMessage, WAIT).toBe('添加成功！');

    const parent = await shell.server.app.ctx.db
      .selectFrom('t_part_org')
      .select('id')
      .where('orgName', '=', '中共万和社区支部委员会')
      .executeTakeFirstOrThrow();
    const added = await shell.server.app.ctx.db.selectFrom('t_part_org').selectAll().where('orgName', '=', '万和社区第一党支部').executeTakeFirstOrThrow();
    expect(added).toMatchObject({ parentId: parent.id, orgCode: '210102001911', dicPartOrgType: '3', regionCode: '210102001010', secretary: '郑晓燕' });
    await rowOf('中共万和社区支部委员会').locator('.ant-table-row-expand-icon').click();
    await expect.poll(() => rowOf('万和社区第一党支部').count(), WAIT).toBe(1);
  });
});
