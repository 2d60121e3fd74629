/**
 * Third-party login in Chromium (issue 18 item 6): the login page's provider button goes to a real OpenID Connect
 * provider (oidc-provider, tests/helpers/oidc-provider.ts) and its sign-in form; back on the login page an identity
 * bound to no account is bound by the account's username and password after a confirmation naming both accounts,
 * and the wanted page opens logged in. The next time the button logs straight in; a binding link made in another
 * browser shows nothing; a refusal is shown on the login page.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { openBrowser, type Browser } from '../helpers/browser.js';
import { startOidc, type TestOidc } from '../helpers/oidc-provider.js';
import { TEST_PASSWORD, type TestServer } from '../helpers/server.js';
import { startAppServer } from './helpers/app-server.js';
import { arrived, reduceMotion, routerPath, WAIT } from './helpers/shell.js';

let oidc: TestOidc;
let server: TestServer;
let browser: Browser;
let page: Page;
const app = (path: string) => `${server.url}/zzbpart${path}`;
const storedUser = () => page.evaluate(() => JSON.parse(localStorage.getItem('zhdj__USER_INFO') ?? 'null')?.value?.username ?? null);

beforeAll(async () => {
  oidc = await startOidc();
  oidc.names['ext-e2e'] = '外部用户乙';
  server = await startAppServer({
    thirdLogin: {
      providers: [
        { type: 'oidc', name: '政务统一身份', issuer: oidc.issuer, clientId: oidc.clientId, clientSecret: oidc.clientSecret, scope: 'openid profile' },
      ],
      publicUrl: '',
      timeoutMs: 5000,
    },
  });
  oidc.useRedirectUri(`${server.url}/api/sys/thirdLogin/oidc/callback`);
  browser = await openBrowser();
  await reduceMotion(browser);
  page = browser.page;
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
  await oidc?.close();
});

describe('third-party login (OpenID Connect)', () => {
  it('signs in at the provider, binds the identity to an existing account and opens the wanted page', async () => {
    await page.goto(app(`/user/login?redirect=${encodeURIComponent('/system/user')}`));
    const area = page.getByLabel('第三方登录');
    await area.getByRole('button', { name: '政务统一身份' }).click();

    // The provider's own sign-in form.
    await page.locator('input[name="login"]').waitFor(WAIT);
    expect(new URL(page.url()).origin).toBe(oidc.issuer);
    await page.locator('input[name="login"]').fill('ext-e2e');
    await page.locator('input[name="password"]').fill('provider-password');
    await page.getByRole('button', { name: 'Sign-in' }).click();

    // Back on our login page: the binding form, the tokens gone from the address bar.
    const form = page.getByRole('form', { name: '绑定账号' });
    await expect.poll(() => form.isVisible(), WAIT).toBe(true);
    await expect.poll(() => form.innerText()).toContain('已通过政务统一身份验证身份（外部用户乙）');
    expect(routerPath(page)).toBe('/user/login?redirect=%2Fsystem%2Fuser');

    await form.getByPlaceholder('账号').fill('street01');
    await form.getByPlaceholder('密码').fill('Wrong#Pass2026');
    await form.getByRole('button', { name: '绑定并登录' }).click();
    // Asked first, naming both accounts; cancelling sends nothing.
    const confirm = page.getByRole('dialog').filter({ hasText: '确认绑定账号' });
    await expect.poll(() => confirm.innerText().catch(() => ''), WAIT).toContain('将政务统一身份账号「外部用户乙」绑定到本平台账号「street01」');
    await confirm.getByRole('button', { name: /取\s*消/ }).click();
    await expect.poll(() => confirm.count(), WAIT).toBe(0);
    expect(await page.locator('.ant-notification-notice').count()).toBe(0);
    await form.getByRole('button', { name: '绑定并登录' }).click();
    await confirm.getByRole('button', { name: '确认绑定' }).click();
    await expect.poll(() => page.locator('.ant-notification-notice').last().innerText(), WAIT).toContain('用户名或密码错误');
    await form.getByPlaceholder('密码').fill(TEST_PASSWORD);
    await form.getByRole('button', { name: '绑定并登录' }).click();
    await confirm.getByRole('button', { name: '确认绑定' }).click();
    await arrived(page, '/system/user');
    expect(await storedUser()).toBe('street01');
  });

  it('the next time the button logs straight in (the provider remembers its user)', async () => {
    await page.getByRole('button', { name: '退出登录' }).click();
    await page
      .getByRole('dialog')
      .filter({ hasText: '真的要注销登录吗' })
      .getByRole('button', { name: /确\s*定/ })
      .click();
    await expect.poll(() => routerPath(page), WAIT).toBe('/user/login');
    expect(await storedUser()).toBeNull();

    await page.getByLabel('第三方登录').getByRole('button', { name: '政务统一身份' }).click();
    await arrived(page, '/dashboard/analysis');
    expect(await storedUser()).toBe('street01');
    expect(page.url()).not.toContain('third');
  });

  it('安全设置 shows the binding and removes it', async () => {
    await page.goto(app('/account/settings/security'));
    const item = page.locator('.ant-list-item').filter({ hasText: '政务统一身份' });
    await expect.poll(() => item.innerText().catch(() => ''), WAIT).toContain('已绑定：外部用户乙');
    await item.getByText('解除绑定').click();
    await page
      .locator('.ant-popconfirm')
      .getByRole('button', { name: /确\s*定/ })
      .click();
    await expect.poll(() => item.innerText(), WAIT).toContain('未绑定');
  });

  it('a binding link made elsewhere shows no binding form and none of its names', async () => {
    await page.evaluate(() => localStorage.clear());
    // As an attacker would send it: a binding token this browser never got, with names of their choosing.
    await page.goto(
      app(
        `/user/login?thirdBind=${'A'.repeat(43)}&thirdType=oidc&thirdProvider=${encodeURIComponent('政务统一身份')}&thirdName=${encodeURIComponent('系统管理员')}`,
      ),
    );
    await expect
      .poll(
        () =>
          page
            .locator('.ant-notification-notice')
            .last()
            .innerText()
            .catch(() => ''),
        WAIT,
      )
      .toContain('绑定凭证无效或已过期，请重新进行第三方登录');
    await expect.poll(() => page.getByPlaceholder('账号').isVisible(), WAIT).toBe(true);
    expect(await page.getByRole('form', { name: '绑定账号' }).count()).toBe(0);
    expect(await page.locator('body').innerText()).not.toContain('系统管理员');
    expect(routerPath(page)).toBe('/user/login');
  });

  it('a refused login is told on the login page', async () => {
    await page.evaluate(() => localStorage.clear());
    // (The provider's development pages log their own errors, a font and a favicon they cannot load: not ours.)
    const seen = browser.errors.length;
    await page.goto(`${server.url}/api/sys/thirdLogin/oidc/callback?code=stolen&state=forged`);
    await expect
      .poll(
        () =>
          page
            .locator('.ant-notification-notice')
            .last()
            .innerText()
            .catch(() => ''),
        WAIT,
      )
      .toContain('第三方登录请求无效或已过期，请重新登录');
    expect(routerPath(page)).toBe('/user/login');
    await expect.poll(() => page.getByPlaceholder('账号').isVisible(), WAIT).toBe(true);
    expect(browser.errors.slice(seen)).toEqual([]);
  });
});
