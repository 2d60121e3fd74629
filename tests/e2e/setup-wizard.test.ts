/**
 * The community setup wizard in Chromium against the real server: community02 (new-user flag set, nothing drawn)
 * logs in, changes the seed password, checks its account, completes its information (a schema form), draws its
 * range with the mouse and leaves it with the wizard's 上一步 and 下一步 (which save it; the drawing screen's own 确定
 * is hidden there), completes and draws both of its grids, finishes (a reload keeps the success page), enters the
 * workspace, and at the next login sees no wizard.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { openBrowser, type Browser } from '../helpers/browser.js';
import type { TestServer } from '../helpers/server.js';
import { startAppServer } from './helpers/app-server.js';
import { changeInitialPassword, NEW_PASSWORD, reduceMotion, routerPath, submitLogin, WAIT } from './helpers/shell.js';
import { formItem, lastMessageOf } from './helpers/page-parts.js';

/** community02's community, drawn in step 3. */
const COMMUNITY = '210102001003';

let server: TestServer;
let browser: Browser;
let page: Page;
let token: string | undefined;

beforeAll(async () => {
  server = await startAppServer({}, { passwordChangeDue: true, guideDue: true });
  browser = await openBrowser();
  await reduceMotion(browser);
  page = browser.page;
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

const wizard = () => page.locator('.setup-wizard');
const title = () => wizard().locator('.setup-wizard__title').innerText();
const item = formItem;
const lastMessage = () => lastMessageOf(page);
const button = (root: Locator, name: string) => root.getByRole('button', { name: new RegExp(`^${name.split('').join('\\s*')}$`) });

async function choose(field: Locator, option: string) {
  await field.locator('.ant-select-selector').click();
  await page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)').getByTitle(option, { exact: true }).click();
}

/** The community's drawing as stored on the server (null: none). */
const storedRange = async (): Promise<{ version: number } | null> => {
  // As community02 itself, after its password change (the server refuses accounts whose change is due).
  token ??= await server.api.login('community02', NEW_PASSWORD);
  return (await server.api.get('/ToolGridController/getFeatureByCode', { regionCode: COMMUNITY }, token)).body.result?.properties ?? null;
};

/**
 * Draws a rectangle over the given fractions of a box (by default the parent outline's; `over` names another element
 * of the drawer, such as the map itself), answering every overlap with 裁剪我, then saves with 确定 unless `confirm`
 * is false (the host saves).
 */
async function drawRectangle(drawer: Locator, [x0, y0, x1, y1]: [number, number, number, number], { over = 'path.zhdj-layer-parent', confirm = true } = {}) {
  await expect.poll(() => drawer.locator('path.zhdj-layer-parent').count(), WAIT).toBeGreaterThan(0);
  await drawer.getByRole('button', { name: '绘制区域' }).click();
  // Mouse clicks land where the box is on screen: bring it there first (the wizard's page may be scrolled).
  await drawer.locator(over).first().scrollIntoViewIfNeeded();
  const box = (await drawer.locator(over).first().boundingBox())!;
  const at = (fx: number, fy: number): [number, number] => [box.x + fx * box.width, box.y + fy * box.height];
  for (const [x, y] of [at(x0, y0), at(x1, y0), at(x1, y1)]) await page.mouse.click(x, y);
  await page.mouse.dblclick(...at(x0, y1));
  // The ring is finished once 回退 / 放弃 are gone; an overlap question opens in the same render.
  await expect.poll(() => drawer.locator('.zhdj-drawer-sketch-actions').count(), WAIT).toBe(0);
  const dialog = page.getByRole('dialog', { name: '重叠区域处理' });
  // The drawing ends either in an overlap question or, overlapping nothing, in an own polygon.
  await expect.poll(async () => (await dialog.isVisible()) || (await drawer.locator('path.zhdj-own-polygon').count()) > 0, WAIT).toBe(true);
  for (let i = 0; i < 20 && (await dialog.isVisible()); i++) {
    const text = await dialog.locator('.zhdj-overlap-text').innerText();
    await dialog.getByRole('button', { name: '裁剪我' }).click();
    await expect.poll(async () => ((await dialog.isVisible()) ? await dialog.locator('.zhdj-overlap-text').innerText() : 'closed')).not.toBe(text);
  }
  await expect.poll(() => drawer.locator('path.zhdj-own-polygon').count(), WAIT).toBeGreaterThan(0);
  if (!confirm) return;
  await button(drawer, '确定').click();
  await expect.poll(lastMessage, WAIT).toBe('保存成功！');
}

describe('a new community official sets up the community', () => {
  it('after the forced password change, step 1 shows the account and the customer-service number', async () => {
    await page.goto(`${server.url}/zzbpart/user/login`);
    await submitLogin(page, 'community02');
    await changeInitialPassword(page);
    await expect.poll(title, WAIT).toBe('[1/4] 核对账号信息');
    await expect.poll(() => wizard().locator('.ant-descriptions').innerText()).toContain('砂阳南社区');
    expect(await wizard().locator('.ant-descriptions').innerText()).toContain('community02');
    await expect.poll(() => wizard().locator('.guide-service-tel').innerText()).toBe('400-000-1234');
    await button(wizard(), '确认，下一步').click();
    await expect.poll(title).toBe('[2/4] 完善基本信息');
  });

  it('step 2 proposes the committee’s name, refuses an empty form, asks before leaving with changes, saves and keeps the page on reload', async () => {
    // 下一步 does nothing until the form has loaded: wait for it (a busy machine loads it after the click otherwise).
    await expect.poll(() => item(wizard(), '居（村）民委员会名称').count(), WAIT).toBe(1);
    const committee = item(wizard(), '居（村）民委员会名称').locator('input');
    await expect.poll(() => committee.inputValue(), WAIT).toBe('砂阳南社区居民委员会');
    await committee.fill('');
    await button(wizard(), '下一步').click();
    await expect.poll(() => item(wizard(), '居（村）民委员会名称').locator('.ant-formily-item-error-help').innerText()).toBe('请输入居（村）民委员会名称');
    // The community has grids already: the number of grids is not asked.
    expect(await item(wizard(), '网格数量').count()).toBe(0);
    await item(wizard(), '居（村）民委员会名称').locator('input').fill('砂阳南社区居民委员会');
    await item(wizard(), '地址').locator('input').fill('砂阳路1号');
    await choose(item(wizard(), '党组织类别'), '党委');
    await item(wizard(), '党组织代码').locator('input').fill('012345678902');
    await item(wizard(), '党组织名称').locator('input').fill('砂阳南社区党委');
    await button(wizard(), '上一步').click();
    const ask = page.getByRole('dialog').filter({ hasText: '是否保存当前信息？' });
    await ask.getByRole('button', { name: '保存并跳转' }).click();
    await expect.poll(title, WAIT).toBe('[1/4] 核对账号信息');
    await button(wizard(), '确认，下一步').click();
    await expect.poll(() => item(wizard(), '居（村）民委员会名称').locator('input').inputValue(), WAIT).toBe('砂阳南社区居民委员会');
    await page.reload();
    await expect.poll(title, WAIT).toBe('[2/4] 完善基本信息');
    await expect.poll(() => item(wizard(), '地址').locator('input').inputValue(), WAIT).toBe('砂阳路1号');
    // On a laptop screen step 2 is taller than the window: the user scrolls down to 下一步.
    const viewport = page.viewportSize()!;
    await page.setViewportSize({ width: viewport.width, height: 600 });
    await expect.poll(async () => (await page.mouse.wheel(0, 2000), page.evaluate(() => window.scrollY)), WAIT).toBeGreaterThan(0);
    await button(wizard(), '下一步').click();
    await expect.poll(title, WAIT).toBe('[3/4] 标绘社区范围');
    // Step 3 opens at its top: its map opened scrolled down by step 2's length, its top cut off.
    const map = wizard().locator('.zhdj-drawer');
    await expect.poll(() => map.count(), WAIT).toBe(1);
    await expect.poll(() => map.evaluate((e) => e.getBoundingClientRect().top >= 0), WAIT).toBe(true);
    await page.setViewportSize(viewport);
  });

  it('step 3 has the wizard’s buttons only: 下一步 needs a polygon, 上一步 keeps a ring being drawn, then saves the range drawn with the mouse', async () => {
    await expect.poll(() => wizard().locator('.setup-wizard__banner').count()).toBe(0);
    const drawer = wizard().locator('.zhdj-drawer');
    // 下一步 is enabled once the drawing screen has loaded.
    await button(wizard(), '下一步').click();
    await expect.poll(lastMessage).toBe('至少绘制一处网格');
    expect(await button(drawer, '确定').count()).toBe(0);
    // A ring under way is not lost by leaving: 上一步 refuses with the drawing hint.
    await drawer.getByRole('button', { name: '绘制区域' }).click();
    await drawer.locator('.zhdj-drawer-map').scrollIntoViewIfNeeded();
    const map = (await drawer.locator('.zhdj-drawer-map').boundingBox())!;
    await page.mouse.click(map.x + map.width / 2, map.y + map.height / 2);
    await expect.poll(() => drawer.locator('.zhdj-drawer-sketch-actions').count()).toBe(1);
    await button(wizard(), '上一步').click();
    await expect.poll(lastMessage).toBe('单击添加顶点，双击完成；Esc 放弃，Backspace 回退');
    expect(await title()).toBe('[3/4] 标绘社区范围');
    await button(drawer, '放弃').click();
    await drawer.getByRole('button', { name: '绘制区域' }).click();
    expect(await storedRange()).toBeNull();
    // Drawn with the mouse, saved by 上一步.
    await drawRectangle(drawer, [0.35, 0.35, 0.65, 0.65], { confirm: false });
    await button(wizard(), '上一步').click();
    await expect.poll(title, WAIT).toBe('[2/4] 完善基本信息');
    await expect.poll(lastMessage).toBe('保存成功！');
    expect((await storedRange())?.version).toBeGreaterThan(0);
  });

  it('back at step 3 the range is loaded; drawn anew with the mouse, 下一步 saves it and moves to step 4', async () => {
    const before = (await storedRange())!.version;
    await button(wizard(), '下一步').click();
    await expect.poll(title, WAIT).toBe('[3/4] 标绘社区范围');
    const drawer = wizard().locator('.zhdj-drawer');
    await expect.poll(() => drawer.locator('path.zhdj-own-polygon').count(), WAIT).toBeGreaterThan(0);
    await button(drawer, '清空').click();
    await expect.poll(() => drawer.locator('path.zhdj-own-polygon').count()).toBe(0);
    // The map is fitted to the stored range now: the rectangle is drawn over the middle of the map.
    await drawRectangle(drawer, [0.3, 0.3, 0.7, 0.7], { over: '.zhdj-drawer-map', confirm: false });
    await button(wizard(), '下一步').click();
    await expect.poll(title, WAIT).toBe('[4/4] 编辑网格信息');
    expect((await storedRange())!.version).toBeGreaterThan(before);
  });

  it('step 4 refuses to finish with incomplete grids; each grid is completed and drawn', async () => {
    const rows = () => wizard().locator('.ant-table-row');
    await expect.poll(() => rows().count(), WAIT).toBe(2);
    // The schema list screen (guide-grid-list.json): every row of gridNewList, no pager, what is missing in red 待编辑.
    expect(await wizard().locator('.ant-pagination').count()).toBe(0);
    const todo = rows().first().getByText('待编辑', { exact: true });
    await expect.poll(() => todo.count()).toBeGreaterThan(0);
    expect(await todo.first().evaluate((e) => getComputedStyle(e).color)).toBe('rgb(255, 77, 79)');
    expect(await rows().first().innerText()).toContain('未标绘');
    // 批量删除 waits for a selection; 新增 does not.
    const batchDelete = wizard().getByRole('button', { name: /批量删除/ });
    expect(await batchDelete.isDisabled()).toBe(true);
    expect(
      await wizard()
        .getByRole('button', { name: /新\s*增/ })
        .isDisabled(),
    ).toBe(false);
    await rows().first().locator('.ant-checkbox-input').check();
    await expect.poll(() => batchDelete.isDisabled()).toBe(false);
    await rows().first().locator('.ant-checkbox-input').uncheck();
    await expect.poll(() => batchDelete.isDisabled()).toBe(true);
    await button(wizard(), '完成').click();
    // The refusal names each grid and what it lacks, and stays while the user works on them.
    const refusal = wizard().locator('.guide-step-grids__refusal');
    await expect.poll(() => refusal.locator('.ant-alert-message').innerText(), WAIT).toBe('请先完善网格信息!');
    const lines = await refusal.locator('li').allInnerTexts();
    expect(lines).toHaveLength(2);
    expect(lines.every((l) => /^\S+：信息未填完整、未标绘$/.test(l))).toBe(true);
    const halves: Array<[number, number, number, number]> = [
      [0.1, 0.1, 0.5, 0.9],
      [0.5, 0.1, 0.9, 0.9],
    ];
    for (let i = 0; i < 2; i++) {
      expect(await rows().nth(i).getByText('标绘', { exact: true }).count()).toBe(0);
      await rows().nth(i).getByText('编辑', { exact: true }).click();
      const dialog = page.getByRole('dialog', { name: '编辑网格信息' });
      if (i === 1) {
        // The name the first grid took is offered, but disabled, to the second.
        await item(dialog, '网格名称').locator('.ant-select-selector').click();
        const taken = page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option', { hasText: /^第1网格$/ });
        await expect.poll(() => taken.getAttribute('class').catch(() => ''), WAIT).toContain('ant-select-item-option-disabled');
        await page.keyboard.press('Escape');
      }
      await choose(item(dialog, '网格名称'), `第${i + 1}网格`);
      await choose(item(dialog, '网格类型'), '综合网格');
      await choose(item(dialog, '党组织类型'), '网格党支部');
      await item(dialog, '网格内党组织')
        .locator('input')
        .fill(`第${i + 1}网格党支部`);
      await item(dialog, '党员人数').locator('input').fill('12');
      await button(dialog, '提交').click();
      await expect.poll(() => dialog.count()).toBe(0);
      await expect.poll(() => rows().nth(i).innerText(), WAIT).toContain('已编辑');
      expect(await rows().nth(i).innerText()).toContain(`第${i + 1}网格`);
      expect(await rows().nth(i).getByText('待编辑', { exact: true }).count()).toBe(0);
      await rows().nth(i).getByText('标绘', { exact: true }).click();
      const modal = page.getByRole('dialog', { name: '标绘网格' });
      await drawRectangle(modal.locator('.zhdj-drawer'), halves[i]);
      await expect.poll(() => modal.count(), WAIT).toBe(0);
      await expect.poll(() => rows().nth(i).innerText(), WAIT).toContain('已标绘');
      expect(await rows().nth(i).innerText()).not.toContain('未标绘');
      if (i === 0) expect(await refusal.isVisible()).toBe(true);
    }
  });

  it('完成 ends the guide: the success page (again after a reload), then the workspace, and no wizard at the next login', async () => {
    await button(wizard(), '完成').click();
    await expect.poll(() => page.locator('.ant-result-title').innerText(), WAIT).toBe('您现在可以进入并使用系统了');
    await page.reload();
    await expect.poll(() => page.locator('.ant-result-title').innerText(), WAIT).toBe('您现在可以进入并使用系统了');
    expect(await wizard().locator('.ant-steps').count()).toBe(0);
    await page.getByRole('button', { name: '进入系统' }).click();
    await expect.poll(() => routerPath(page), WAIT).toBe('/dashboard/analysis');
    expect(await wizard().count()).toBe(0);
    await page.evaluate(() => localStorage.clear());
    await page.goto(`${server.url}/zzbpart/user/login`);
    await submitLogin(page, 'community02', NEW_PASSWORD);
    await expect.poll(() => routerPath(page), WAIT).toBe('/dashboard/analysis');
    expect(await wizard().count()).toBe(0);
    expect(browser.errors).toEqual([]);
  });
});
