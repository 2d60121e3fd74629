/**
 * The map editor in Chromium against the real server and the built client, without base map tiles (the machine has
 * no internet): community01 opens the drawing screen of its undrawn third grid, draws an area with the mouse over
 * the neighbouring grids, answers each overlap dialog with 裁剪我 ("clip me"), saves, and the borders then meet
 * exactly on the server: no shared area, and the own border's vertices on a neighbour's edge are that neighbour's
 * vertices too.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { intersect, planarArea, subtract, type MultiPolygon, type Pair } from '../../src/shared/geo/index.js';
import { openBrowser, type Browser } from '../helpers/browser.js';
import type { TestServer } from '../helpers/server.js';
import { startAppServer } from './helpers/app-server.js';
import { arrived, reduceMotion, submitLogin, WAIT } from './helpers/shell.js';
import { lastMessageOf } from './helpers/page-parts.js';

const COMMUNITY = '210102001002';
const GRID = '210102001002003';
const NEIGHBOURS = ['210102001002001', '210102001002002'];

let server: TestServer;
let browser: Browser;
let page: Page;
let token: string;

beforeAll(async () => {
  server = await startAppServer();
  browser = await openBrowser();
  await reduceMotion(browser);
  page = browser.page;
  token = await server.api.login('admin');
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

const shapeOf = async (code: string): Promise<MultiPolygon> =>
  (await server.api.get('/ToolGridController/getFeatureByCode', { regionCode: code }, token)).body.result?.geometry.coordinates ?? [];
const drawer = () => page.locator('.keep-alive-page:not([hidden]) .zhdj-drawer');
const lastMessage = () => lastMessageOf(page);

/** Whether p lies on one of the shape's edges (within a hair of the 1e-7 grid). */
function onBorder(p: Pair, shape: MultiPolygon): boolean {
  for (const poly of shape)
    for (const ring of poly)
      for (let i = 0; i + 1 < ring.length; i++) {
        const [a, b] = [ring[i], ring[i + 1]];
        const dx = b[0] - a[0];
        const dy = b[1] - a[1];
        const t = Math.max(0, Math.min(1, ((p[0] - a[0]) * dx + (p[1] - a[1]) * dy) / (dx * dx + dy * dy || 1)));
        if (Math.hypot(a[0] + t * dx - p[0], a[1] + t * dy - p[1]) < 2e-7) return true;
      }
  return false;
}

describe('drawing a grid over its neighbours', () => {
  it('community01 logs in and opens the drawing screen of its third grid, with no base map', async () => {
    await page.goto(`${server.url}/zzbpart/user/login`);
    await submitLogin(page, 'community01');
    await expect.poll(() => page.url(), WAIT).toContain('/dashboard');
    await page.goto(`${server.url}/zzbpart/grid/draw?regionCode=${GRID}`);
    await arrived(page, `/grid/draw?regionCode=${GRID}`);
    await expect.poll(() => drawer().locator('.zhdj-drawer-title').innerText(), WAIT).toBe('水源地社区商圈网格');
    await expect.poll(() => drawer().locator('path.zhdj-layer-sibling').count(), WAIT).toBe(2);
    expect(await drawer().getByRole('status').innerText()).toBe('未配置底图，仅显示区域图层');
    expect(await drawer().locator('path.zhdj-own-polygon').count()).toBe(0);
  });

  it('draws an area with the mouse: click adds vertices, double-click finishes, the overlap dialog asks per neighbour', async () => {
    await drawer().getByRole('button', { name: '绘制区域' }).click();
    expect(await drawer().locator('.zhdj-drawer-map').getAttribute('data-edit-type')).toBe('pg');
    // A rectangle over the middle-right of the community: over the second grid and the part no grid covers yet.
    const box = (await drawer().locator('path.zhdj-layer-parent').boundingBox())!;
    const at = (fx: number, fy: number): [number, number] => [box.x + fx * box.width, box.y + fy * box.height];
    const corners = [at(0.3, 0.3), at(0.85, 0.3), at(0.85, 0.7), at(0.3, 0.7)];
    for (const [x, y] of corners.slice(0, 3)) await page.mouse.click(x, y);
    await expect
      .poll(() =>
        drawer()
          .getByRole('button', { name: /^回\s*退$/ })
          .isVisible(),
      )
      .toBe(true);
    await page.mouse.dblclick(...corners[3]);
    const dialog = page.getByRole('dialog', { name: '重叠区域处理' });
    const asked: string[] = [];
    await expect.poll(() => dialog.isVisible(), WAIT).toBe(true);
    while (await dialog.isVisible()) {
      const text = await dialog.locator('.zhdj-overlap-text').innerText();
      asked.push(text);
      await dialog.getByRole('button', { name: '裁剪我' }).click();
      await expect.poll(async () => ((await dialog.isVisible()) ? await dialog.locator('.zhdj-overlap-text').innerText() : 'closed')).not.toBe(text);
    }
    expect(asked.length).toBeGreaterThan(0);
    expect(asked.every((t) => /^与水源地社区第[一二]网格存在重叠区域，请选择处理方式$/.test(t))).toBe(true);
    await expect.poll(() => drawer().locator('path.zhdj-own-polygon').count()).toBeGreaterThan(0);
  });

  it('saves with 确定, and on the server the borders meet exactly', async () => {
    await drawer()
      .getByRole('button', { name: /确\s*定/ })
      .click();
    await expect.poll(lastMessage, WAIT).toBe('保存成功！');
    // The drawing closes; opened by its address, it leaves for the grid map.
    await arrived(page, '/grid/map');
    const own = await shapeOf(GRID);
    expect(own.length).toBeGreaterThan(0);
    // Inside the community: what sticks out is the rounding of cut points to the 1e-7 grid, far below a square metre.
    expect(planarArea(subtract(own, await shapeOf(COMMUNITY)))).toBeLessThan(1e-10);
    let shared = 0;
    for (const code of NEIGHBOURS) {
      const neighbour = await shapeOf(code);
      expect(planarArea(intersect(own, neighbour)), code).toBeLessThan(1e-13);
      const vertices = new Set(neighbour.flat(2).map((p) => p.join()));
      for (const v of own.flat(2)) {
        if (!onBorder(v, neighbour)) continue;
        expect(vertices.has(v.join()), `${v} on the border of ${code}`).toBe(true);
        shared++;
      }
    }
    expect(shared).toBeGreaterThanOrEqual(2);
    const grids = (await server.api.get('/ToolGridController/getGridsInScope', {}, token)).body.result.features as Array<{
      properties: { regionCode: string; drawStatus: number };
    }>;
    expect(grids.find((g) => g.properties.regionCode === GRID)?.properties.drawStatus).toBe(1);
    expect(browser.errors).toEqual([]);
  });
});
