/**
 * CAS single sign-on in Chromium (000 §2.2, §6): with CAS on, opening the app goes to the CAS login page (the test's
 * CAS server, tests/helpers/cas-server.ts), which returns with a ticket; the user lands on the wanted page logged in,
 * is asked for a department (no organisation code), and logging out ends the CAS session too.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { openBrowser, type Browser } from '../helpers/browser.js';
import { startCas, type TestCas } from '../helpers/cas-server.js';
import type { TestServer } from '../helpers/server.js';
import { startAppServer } from './helpers/app-server.js';
import { arrived, routerPath, WAIT } from './helpers/shell.js';

let cas: TestCas;
let server: TestServer;
let browser: Browser;
let page: Page;
const app = (path: string) => `${server.url}/zzbpart${path}`;

beforeAll(async () => {
  cas = await startCas();
  server = await startAppServer({ cas: { serverUrl: cas.url, protocol: 3, serviceUrl: '', timeoutMs: 5000 } });
  // CAS_SERVICE_URL, known once the port is.
  server.config.cas.serviceUrl = `${server.url}/zzbpart/`;
  // street01 has no organisation code yet: the department prompt of 000 §6 is due.
  await server.app.ctx.db.updateTable('sys_user').set({ orgCode: null }).where('username', '=', 'street01').execute();
  cas.loginUser = 'street01';
  browser = await openBrowser();
  page = browser.page;
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
  await cas?.close();
});

const casHeading = () =>
  page
    .locator('h1')
    .innerText()
    .catch(() => '');

describe('CAS single sign-on', () => {
  it('goes to the CAS login, comes back logged in on the wanted page and is asked for a department', async () => {
    await page.goto(app('/system/user'));
    await expect.poll(casHeading, WAIT).toBe('统一身份认证');
    expect(new URL(page.url()).searchParams.get('service')).toBe(app('/system/user'));

    await page.locator('#sign-in').click();
    await arrived(page, '/system/user');
    // The ticket left the address bar; the session is street01's.
    expect(routerPath(page)).not.toContain('ticket');
    const dialog = page.getByRole('dialog').filter({ hasText: '部门选择' });
    await expect.poll(() => dialog.isVisible(), WAIT).toBe(true);
    await dialog.locator('.ant-select').click();
    await page.locator('.ant-select-item-option', { hasText: '浑河湾街道办事处' }).click();
    await dialog.getByRole('button', { name: /确\s*定/ }).click();
    await expect.poll(() => dialog.count(), WAIT).toBe(0);
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('zhdj__USER_INFO') ?? 'null'));
    expect(stored.value).toMatchObject({ username: 'street01', orgCode: 'A01A01' });
  });

  it('logging out ends the CAS session too; the account login stays reachable at /user/login?local=1', async () => {
    await page.getByRole('button', { name: '退出登录' }).click();
    await page
      .getByRole('dialog')
      .getByRole('button', { name: /确\s*定/ })
      .click();
    await expect.poll(casHeading, WAIT).toBe('已退出统一身份认证');
    expect(await page.evaluate(() => localStorage.getItem('zhdj__ACCESS_TOKEN'))).toBeNull();

    // Back in the app without a session: the CAS login again, never our login form.
    await page.locator('#back').click();
    await expect.poll(casHeading, WAIT).toBe('统一身份认证');

    await page.goto(app('/user/login?local=1'));
    await expect.poll(() => page.getByPlaceholder('账号').isVisible(), WAIT).toBe(true);
    expect(routerPath(page)).toBe('/user/login?local=1');
    // …and offers the way back to the CAS login.
    await page.getByRole('link', { name: '统一身份认证登录' }).click();
    await expect.poll(casHeading, WAIT).toBe('统一身份认证');
    expect(browser.errors).toEqual([]);
  });
});
