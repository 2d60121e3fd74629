/** Route rules in the browser: defaults, unknown paths, the login path when logged in, grey mode. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { openBrowser, type Browser } from '../helpers/browser.js';
import type { TestServer } from '../helpers/server.js';
import { startAppServer } from './helpers/app-server.js';
import { changeInitialPassword, reduceMotion, routerPath, submitLogin, WAIT } from './helpers/shell.js';

let server: TestServer;
let browser: Browser;
let page: Page;
const app = (path: string) => `${server.url}/zzbpart${path}`;

beforeAll(async () => {
  // The init parameter sadnessMode greys the whole interface.
  server = await startAppServer({ sadnessMode: true }, { passwordChangeDue: true });
  browser = await openBrowser();
  await reduceMotion(browser);
  page = browser.page;
});
afterAll(async () => {
  await browser.close();
  await server.close();
});

describe('routes without login', () => {
  it('/user goes to /user/login', async () => {
    await page.goto(app('/user'));
    await expect.poll(() => routerPath(page), WAIT).toBe('/user/login');
  });

  it('the public pages open without login', async () => {
    const pages: Array<[string, string]> = [
      ['/user/register', '使用已有账户登录'],
      ['/user/register-result', '请等待管理员审核'],
      ['/user/alteration', '设置新密码'],
      ['/srepStatistics', '暂无公开的统计数据'],
      ['/share', '暂无公开的统计数据'],
      ['/oauth2-app/login', '缺少登录请求，请回到应用重新发起登录'],
    ];
    for (const [path, text] of pages) {
      await page.goto(app(path));
      await page.getByText(text).first().waitFor();
      expect(routerPath(page)).toBe(path);
    }
  });

  it('/404 shows the not-found page', async () => {
    await page.goto(app('/404'));
    await page.getByText('抱歉，你访问的页面不存在').waitFor();
  });

  it('the whole page is grey when the server says sadnessMode', async () => {
    await expect.poll(() => page.evaluate(() => document.documentElement.style.filter), WAIT).toContain('grayscale(100%)');
  });
});

describe('routes with login', () => {
  it('the root goes to /dashboard/analysis after login', async () => {
    await page.goto(app('/'));
    await submitLogin(page, 'community01');
    await changeInitialPassword(page);
    await expect.poll(() => routerPath(page), WAIT).toBe('/dashboard/analysis');
  });

  it('a logged-in user who opens the login path goes home', async () => {
    await page.goto(app('/user/login'));
    await expect.poll(() => routerPath(page), WAIT).toBe('/dashboard/analysis');
  });

  it('an unknown path goes to /404', async () => {
    await page.goto(app('/no/such/page'));
    await expect.poll(() => routerPath(page), WAIT).toBe('/404');
  });

  it('a menu entry with a redirect forwards to its target', async () => {
    await page.goto(app('/grid'));
    await expect.poll(() => routerPath(page), WAIT).toBe('/grid/list');
  });

  it('no page logged a console error', () => {
    expect(browser.errors).toEqual([]);
  });
});

describe('a session the server no longer knows', () => {
  it('the menu fetch fails: logged out, told so, and back at login with the redirect', async () => {
    await page.evaluate(() => localStorage.setItem('zhdj__ACCESS_TOKEN', JSON.stringify({ value: 'f'.repeat(64), expire: null })));
    await page.goto(app('/grid/list'));
    await page.getByText('登录已过期，请重新登录').waitFor();
    await expect.poll(() => routerPath(page), WAIT).toBe('/user/login?redirect=%2Fgrid%2Flist');
    expect(await page.evaluate(() => localStorage.getItem('zhdj__ACCESS_TOKEN'))).toBeNull();
  });
});
