/**
 * The grid map page and the base map fallback in Chromium. The server is given a tile service that cannot be
 * reached (MAP_TILE_URL on a closed port): the map says its base map failed and shows every region layer anyway.
 * community01 sees its grids with their drawing status, opens a grid's details from the map, switches a point layer
 * on, then draws its community's position with 绘制社区范围 (the drawing screen's point, stored by editOrgGis).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { openBrowser, type Browser } from '../helpers/browser.js';
import type { TestServer } from '../helpers/server.js';
import { startAppServer } from './helpers/app-server.js';
import { arrived, openMenu, reduceMotion, routerPath, submitLogin, WAIT } from './helpers/shell.js';
import { lastMessageOf } from './helpers/page-parts.js';

let server: TestServer;
let browser: Browser;
let page: Page;

beforeAll(async () => {
  server = await startAppServer({ mapTileUrl: 'http://127.0.0.1:9/tiles/{z}/{x}/{y}.png' });
  browser = await openBrowser();
  await reduceMotion(browser);
  page = browser.page;
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

const mapPage = () => page.locator('.keep-alive-page:not([hidden]) .grid-map-page');
const drawer = () => page.locator('.keep-alive-page:not([hidden]) .zhdj-drawer');
const lastMessage = () => lastMessageOf(page);
/** Clicks the map where a shape's name is written (names let clicks through to the shape under them). */
async function clickName(root: ReturnType<typeof mapPage>, name: string) {
  const box = (await root.locator('.zhdj-map-label', { hasText: new RegExp(`^${name}$`) }).boundingBox())!;
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
}

describe('grid map', () => {
  it('lists every grid of community01 with its drawing status, over a failed base map', async () => {
    await page.goto(`${server.url}/zzbpart/user/login`);
    await submitLogin(page, 'community01');
    await expect.poll(() => routerPath(page), WAIT).toBe('/dashboard/analysis');
    await openMenu(page, '网格管理', '网格地图');
    await arrived(page, '/grid/map');
    const items = mapPage().locator('.grid-map-panel .ant-list-item');
    await expect.poll(() => items.count(), WAIT).toBe(3);
    expect((await items.allInnerTexts()).map((t) => t.replace(/\s+/g, ' '))).toEqual([
      '水源地社区第一网格 已标绘',
      '水源地社区第二网格 已标绘',
      '水源地社区商圈网格 未标绘',
    ]);
    await expect.poll(() => mapPage().locator('path.zhdj-layer-grid').count(), WAIT).toBe(2);
    await expect.poll(() => mapPage().getByRole('status').innerText(), WAIT).toBe('底图加载失败，仅显示区域图层');
  });

  it('a click on a grid shows its details; a point layer shows how many points it holds', async () => {
    await clickName(mapPage(), '水源地社区第二网格');
    const details = mapPage().getByLabel('网格详情');
    await expect.poll(() => details.isVisible(), WAIT).toBe(true);
    expect(await details.innerText()).toMatch(/水源地社区第二网格[\s\S]*网格编号\s*210102001002002[\s\S]*标绘状态\s*已标绘[\s\S]*面积\s*[\d,]+ 平方米/);
    await expect.poll(() => mapPage().locator('path.zhdj-layer-grid.is-selected').count()).toBe(1);
    await mapPage().getByText('楼栋', { exact: true }).click();
    await expect.poll(() => mapPage().locator('.ant-checkbox-wrapper', { hasText: '楼栋' }).innerText()).toBe('楼栋（0）');
  });

  it('绘制社区范围 opens the drawing screen of the own community, where a point is its position', async () => {
    await mapPage().getByRole('button', { name: '绘制社区范围' }).click();
    await arrived(page, '/grid/draw?regionCode=210102001002');
    await expect.poll(() => drawer().locator('.zhdj-drawer-title').innerText(), WAIT).toBe('水源地社区');
    await expect.poll(() => drawer().locator('path.zhdj-own-polygon').count(), WAIT).toBe(1);
    await drawer().getByRole('button', { name: '绘制点' }).click();
    await clickName(drawer(), '水源地社区');
    await expect.poll(() => drawer().locator('path.zhdj-own-point').count()).toBe(1);
    await drawer()
      .getByRole('button', { name: /确\s*定/ })
      .click();
    await expect.poll(lastMessage, WAIT).toBe('保存成功！');
    const token = await server.api.login('community01');
    const position = (await server.api.get('/TBaseRegionController/getOrgGis', { regionCode: '210102001002' }, token)).body.result;
    expect(position.gisLon).toBeGreaterThan(123.3);
    expect(position.gisLat).toBeGreaterThan(41.7);
    // A saved drawing closes its page and the user is back where they came from.
    await arrived(page, '/grid/map');
    expect(await page.locator('.multi-tabs').innerText()).not.toContain('区域标绘');
    // Tiles that could not load are the only console errors.
    expect(browser.errors.filter((e) => !/Failed to load resource/.test(e))).toEqual([]);
  });
});
