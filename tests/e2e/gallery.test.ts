/**
 * The widget gallery in Chromium against the real server, without logging in: every file of schemas/gallery is
 * listed, one entry opens alone by ?widget=, a widget works on its demo data, and no data route is ever called.
 */
import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { session } from '../../src/shared/services/index.js';
import { openBrowser, type Browser } from '../helpers/browser.js';
import type { TestServer } from '../helpers/server.js';
import { startAppServer } from './helpers/app-server.js';
import { reduceMotion, routerPath, WAIT } from './helpers/shell.js';

let server: TestServer;
let browser: Browser;
let page: Page;
const apiCalls: string[] = [];
const GALLERY_FILES = fs.readdirSync('schemas/gallery').filter((f) => f.endsWith('.json')).length;
// The shell's one call on every page: the public init parameter that may grey the interface (000 §1). Not data.
const INIT_PARAM = `/api${session.systemInitParam.path}`;

beforeAll(async () => {
  server = await startAppServer();
  browser = await openBrowser();
  await reduceMotion(browser);
  page = browser.page;
  page.on('request', (r) => {
    const url = new URL(r.url());
    if (url.pathname.startsWith('/api/')) apiCalls.push(url.pathname);
  });
});
afterAll(async () => {
  await browser.close();
  await server.close();
});

describe('the widget gallery', () => {
  it('opens without login and lists every gallery file', async () => {
    await page.goto(`${server.url}/zzbpart/test/home`);
    const side = page.locator('.zhdj-gallery-side .ant-menu-item');
    await expect.poll(() => side.count(), WAIT).toBe(GALLERY_FILES + 1);
    expect(routerPath(page)).toBe('/test/home');
    await expect.poll(() => page.locator('section[data-entry]').count(), WAIT).toBe(GALLERY_FILES);
    await page.locator('.zhdj-gallery-side').getByText('省市区选择 AreaSelect').click();
    await expect.poll(() => routerPath(page), WAIT).toBe('/test/home?widget=AreaSelect');
  });

  it('?widget=AreaSelect shows that entry alone; picking an area shows its code as the value', async () => {
    await page.goto(`${server.url}/zzbpart/test/home?widget=AreaSelect`);
    const entries = page.locator('section[data-entry]');
    await expect.poll(() => entries.count(), WAIT).toBe(1);
    expect(await entries.getAttribute('data-entry')).toBe('AreaSelect');
    const sample = page.locator('[data-sample="cascader"]');
    await sample.locator('.ant-cascader').click();
    const menus = page.locator('.ant-cascader-dropdown:not(.ant-select-dropdown-hidden)');
    await menus.getByText('辽宁省', { exact: true }).click();
    await menus.getByText('沈阳市', { exact: true }).click();
    await menus.getByText('和平区', { exact: true }).click();
    await expect.poll(() => sample.locator('.zhdj-gallery-value').innerText(), WAIT).toBe('"210102"');
    await expect.poll(() => sample.locator('.ant-cascader').innerText(), WAIT).toContain('辽宁省 / 沈阳市 / 和平区');
    await expect.poll(() => page.locator('[data-sample="bad-type"]').innerText()).toContain('type 配置错误');
  });

  it('called no data route (the only API request is the public init parameter) and logged no error', () => {
    expect(browser.errors).toEqual([]);
    expect(apiCalls.length).toBeGreaterThan(0);
    expect([...new Set(apiCalls)]).toEqual([INIT_PARAM]);
  });
});
