/**
 * Names where people expect names, in Chromium against the real server, as community01: 居民详情 shows the grid, the
 * building and the house by name, 楼栋详情 its grid by name, and the grid map's side panel the community by name. No
 * field shows a 12- or 15-digit region code or a 32-character id as its value (网格编号 is a code on purpose).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { idCardCheckChar } from '../../validators/id-card.js';
import { newId } from '../../src/server/services/ids.js';
import { openBrowser, type Browser } from '../helpers/browser.js';
import type { TestServer } from '../helpers/server.js';
import { startAppServer } from './helpers/app-server.js';
import { arrived, openMenu, reduceMotion, routerPath, submitLogin, WAIT } from './helpers/shell.js';

const GRID2 = '210102001002002';
const AUDIT = { createBy: 'e2e', createTime: '2026-11-01 10:00:00' };
const BUILDING = newId();
const HOUSE = newId();
const CODE_OR_ID = /^(\d{12}|\d{15}|[0-9a-f]{32})$/i;
let server: TestServer;
let browser: Browser;
let page: Page;

beforeAll(async () => {
  server = await startAppServer({ mapTileUrl: 'http://127.0.0.1:9/tiles/{z}/{x}/{y}.png' });
  const db = server.app.ctx.db;
  await db
    .insertInto('t_base_building')
    .values({ id: BUILDING, buildingName: '名称楼', address: '水源街9号', regionCode: GRID2, ...AUDIT })
    .execute();
  await db
    .insertInto('t_base_house')
    .values({ id: HOUSE, buildingId: BUILDING, roomNo: '3-301', regionCode: GRID2, ...AUDIT })
    .execute();
  const first17 = '21010219700101951';
  await db
    .insertInto('t_base_resident')
    .values({
      id: newId(),
      name: '名称居民',
      sex: '1',
      idCard: first17 + idCardCheckChar(first17),
      regionCode: GRID2,
      buildingId: BUILDING,
      houseId: HOUSE,
      ...AUDIT,
    })
    .execute();
  browser = await openBrowser();
  await reduceMotion(browser);
  page = browser.page;
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

const shown = () => page.locator('.keep-alive-page:not([hidden])');
const detail = () => shown().locator('.zhdj-detail-screen');
const field = (label: string) =>
  detail()
    .locator('.zhdj-columns .ant-formily-item')
    .filter({ has: page.locator('.ant-formily-item-label-content', { hasText: new RegExp(`^${label}$`) }) });

/** The values of a detail's fields (or a panel's items) that read as a region code or a row id. */
async function codesShown(items: Locator): Promise<string[]> {
  return (await items.allInnerTexts()).map((t) => t.trim()).filter((t) => CODE_OR_ID.test(t));
}

async function pick(words: string, option: string) {
  await detail().locator('.zhdj-detail-picker input').fill(words);
  await page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option').filter({ hasText: option }).click(WAIT);
}

describe('names, not codes', () => {
  it('居民详情 shows 所属网格, 楼栋 and 房屋 by name', async () => {
    await page.goto(`${server.url}/zzbpart/`);
    await submitLogin(page, 'community01');
    await expect.poll(() => routerPath(page), WAIT).toBe('/dashboard/analysis');
    await openMenu(page, '居民管理', '居民详情');
    await arrived(page, '/resident/detail');
    await pick('名称居民', '名称居民');
    await expect.poll(() => field('所属网格').innerText(), WAIT).toContain('水源地社区第二网格');
    expect((await field('楼栋').innerText()).trim()).toMatch(/名称楼$/);
    expect((await field('房屋').innerText()).trim()).toMatch(/3-301$/);
    expect(await codesShown(detail().locator('.zhdj-columns .ant-formily-item-control'))).toEqual([]);
  });

  it('楼栋详情 shows 所属网格 by name', async () => {
    await openMenu(page, '楼栋管理', '楼栋详情');
    await arrived(page, '/building/detail');
    await pick('名称楼', '名称楼');
    await expect.poll(() => field('所属网格').innerText(), WAIT).toContain('水源地社区第二网格');
    expect(await codesShown(detail().locator('.zhdj-columns .ant-formily-item-control'))).toEqual([]);
  });

  it('the grid map’s side panel shows the community by name', async () => {
    await openMenu(page, '网格管理', '网格地图');
    await arrived(page, '/grid/map');
    const panel = shown().locator('.grid-map-panel');
    await panel.locator('.ant-list-item', { hasText: '水源地社区第二网格' }).click(WAIT);
    const details = shown().getByLabel('网格详情');
    await expect.poll(() => details.innerText(), WAIT).toMatch(/所属社区\s*水源地社区\s/);
    const values = details
      .locator('.ant-descriptions-item')
      .filter({ hasNot: page.locator('.ant-descriptions-item-label', { hasText: '网格编号' }) })
      .locator('.ant-descriptions-item-content');
    expect(await codesShown(values)).toEqual([]);
  });
});
