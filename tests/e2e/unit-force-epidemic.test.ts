/**
 * 工作力量, 单位信息 and 返乡人员 in Chromium against the real server: a community official adds a volunteer in 志愿者
 * (the type is filled in by the list, sex and birth date by the identity card number), finds them there and not in
 * 网格员, then opens the unit register and the returnees, which the demo seed has filled.
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
const dialog = (title: string) => dialogNamed(page, title);
const item = formItem;
const dropdown = () => openDropdown(page);
const lastMessage = () => lastMessageOf(page);
const NAME = '欧阳晓雯';

async function queryName(name: string) {
  const bar = screen().locator('.zhdj-query-bar');
  await item(bar, '姓名').locator('input').fill(name);
  await bar.getByRole('button', { name: /查\s*询/ }).click();
}

describe('工作力量, 单位信息 and 返乡人员', () => {
  it('community01 adds a volunteer, finds them in 志愿者 but not in 网格员, and opens the unit and returnee registers', async () => {
    await page.goto(`${shell.server.url}/zzbpart/`);
    await submitLogin(page, 'community01');
    await changeInitialPassword(page);
    await expect.poll(() => routerPath(page), WAIT).toBe('/dashboard/analysis');

    await openMenu(page, '工作力量', '志愿者');
    await arrived(page, '/workforce/volunteer');
    await expect.poll(() => rows().count(), WAIT).toBeGreaterThan(0);
    await screen()
      .getByRole('button', { name: /新\s*增/ })
      .click();
    const add = dialog('新增志愿者');
    // The list stands for one force type: a new person starts as 志愿者, and party fields stay hidden for a non-member.
    await expect.poll(() => item(add, '力量类型').innerText(), WAIT).toContain('志愿者');
    expect(await item(add, '所在党组织').count()).toBe(0);
    await item(add, '姓名').locator('input').fill(NAME);
    await item(add, '身份证号').locator('input').fill('210102198805120039');
    await expect.poll(() => item(add, '性别').innerText(), WAIT).toContain('男');
    await item(add, '联系电话').locator('input').fill('13940001234');
    await item(add, '所属区域').locator('.ant-select-selector').click();
    // The tree starts at the official's own community, with its grids below it.
    await dropdown().locator('.ant-select-tree-treenode').filter({ hasText: '水源地社区' }).first().locator('.ant-select-tree-switcher').click();
    await dropdown().locator('.ant-select-tree-title').filter({ hasText: '水源地社区第一网格' }).click();
    await item(add, '职务/岗位').locator('input').fill('楼栋长');
    await add.getByRole('button', { name: /提\s*交/ }).click();
    await expect.poll(lastMessage, WAIT).toBe('添加成功！');

    await queryName(NAME);
    await expect.poll(() => rows().allInnerTexts(), WAIT).toEqual([expect.stringContaining('楼栋长')]);
    expect(await rows().first().innerText()).toContain('1988-05-12');
    const saved = await shell.server.app.ctx.db.selectFrom('t_work_force').selectAll().where('name', '=', NAME).executeTakeFirstOrThrow();
    expect(saved).toMatchObject({ forceType: '5', sex: '1', birthday: '1988-05-12', regionCode: '210102001002001', partyMember: 'N' });

    await openMenu(page, '工作力量', '网格员');
    await arrived(page, '/workforce/grid');
    await expect.poll(() => rows().count(), WAIT).toBeGreaterThan(0);
    await queryName(NAME);
    await expect.poll(() => screen().locator('.ant-table-placeholder').count(), WAIT).toBe(1);
    expect(await rows().count()).toBe(0);

    await openMenu(page, '单位管理', '单位信息');
    await arrived(page, '/unit/list');
    await expect.poll(() => rows().count(), WAIT).toBeGreaterThan(0);
    expect(await screen().locator('.ant-table-thead').innerText()).toContain('统一社会信用代码');

    await openMenu(page, '疫情防控', '返乡人员');
    await arrived(page, '/epidemic/returnee');
    await expect.poll(() => rows().count(), WAIT).toBeGreaterThan(0);
    // 来源地 shows the area's name, not its code.
    expect(await rows().first().innerText()).toMatch(/[省市]/);
  });
});
