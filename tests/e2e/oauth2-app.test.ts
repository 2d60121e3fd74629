/**
 * An application signs its user in with a platform account, in Chromium (000 §1 "OAuth2 app", /oauth2-app/login):
 * openid-client makes the authorisation request (PKCE S256), the browser lands on our sign-in page, which names the
 * application; a wrong password is refused there, the right one sends the browser back to the application's callback
 * (a local HTTP server of the test) with the code, which the application redeems for the user's identity.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import * as oidc from 'openid-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { openBrowser, type Browser } from '../helpers/browser.js';
import { TEST_PASSWORD, type TestServer } from '../helpers/server.js';
import { startAppServer } from './helpers/app-server.js';
import { routerPath, WAIT } from './helpers/shell.js';

let server: TestServer;
let browser: Browser;
let page: Page;
let application: http.Server;
let callbackUrl: string;

beforeAll(async () => {
  server = await startAppServer();
  server.app.ctx.config.oauth2Issuer = `${server.url}/api/oauth2`;
  // The application's callback page: it only says that it got an answer (the test reads the address).
  application = http.createServer((_req, res) => res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end('<h1>应用已收到登录结果</h1>'));
  await new Promise<void>((resolve) => application.listen(0, '127.0.0.1', resolve));
  callbackUrl = `http://127.0.0.1:${(application.address() as AddressInfo).port}/callback`;
  browser = await openBrowser();
  page = browser.page;
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
  await new Promise((resolve) => application?.close(resolve));
});

describe('OAuth2 application sign-in', () => {
  it('signs in on the platform page and returns to the application with a code it redeems', async () => {
    const admin = await server.api.login('admin');
    const added = await server.api.post(
      '/sys/oauth2Client/add',
      { clientName: '政务服务应用', redirectUris: callbackUrl, scopes: 'openid,profile', status: '1' },
      admin,
    );
    const { clientId, clientSecret } = added.body.result;
    const config = await oidc.discovery(new URL(`${server.url}/api/oauth2`), clientId, undefined, oidc.ClientSecretBasic(clientSecret), {
      execute: [oidc.allowInsecureRequests],
    });
    const verifier = oidc.randomPKCECodeVerifier();
    const state = oidc.randomState();
    const url = oidc.buildAuthorizationUrl(config, {
      redirect_uri: callbackUrl,
      scope: 'openid profile',
      state,
      code_challenge: await oidc.calculatePKCECodeChallenge(verifier),
      code_challenge_method: 'S256',
    });

    await page.goto(url.href);
    await page.getByText('一个应用请求使用您的平台账号登录').waitFor(WAIT);
    expect(routerPath(page)).toMatch(/^\/oauth2-app\/login\?uid=[\w-]+$/);
    await page.getByText('政务服务应用').waitFor();
    await page.getByText('登录后该应用将获得：您的用户标识、姓名和账号').waitFor();

    await page.getByPlaceholder('账号').fill('street01');
    await page.getByPlaceholder('密码').fill('Wrong#Pass1');
    await page.getByRole('button', { name: '登录并授权' }).click();
    await page.getByText(/用户名或密码错误，还可尝试\d+次/).waitFor(WAIT);

    await page.getByPlaceholder('密码').fill(TEST_PASSWORD);
    await page.getByRole('button', { name: '登录并授权' }).click();
    await page.getByText('应用已收到登录结果').waitFor(WAIT);
    const back = new URL(page.url());
    expect(back.origin + back.pathname).toBe(callbackUrl);
    expect(back.searchParams.get('state')).toBe(state);

    const tokens = await oidc.authorizationCodeGrant(config, back, { pkceCodeVerifier: verifier, expectedState: state });
    const info = await oidc.fetchUserInfo(config, tokens.access_token, tokens.claims()!.sub);
    expect(info.preferred_username).toBe('street01');
    // Signing in for an application opens no session of the platform itself in this browser.
    await page.goto(`${server.url}/zzbpart/oauth2-app/login`);
    await page.getByText('缺少登录请求，请回到应用重新发起登录').waitFor(WAIT);
    expect(await page.evaluate(() => localStorage.getItem('zhdj__ACCESS_TOKEN'))).toBeNull();
    expect(browser.errors.filter((e) => !e.includes('status of 400'))).toEqual([]);
  });
});
