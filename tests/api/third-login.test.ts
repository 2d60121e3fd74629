/**
 * Third-party login (issue 18 item 6): the redirect flow against a real OpenID Connect provider started here
 * (oidc-provider, tests/helpers/oidc-provider.ts), binding an external identity to an existing account, the
 * one-time login token of GET /sys/thirdLogin/getLoginUser/{token}/{thirdType}, and the refusals: unknown type,
 * forged or reused state, a PKCE verifier that does not match, the provider's error, spent or expired tokens.
 */
import net from 'node:net';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app.js';
import { signInAtProvider, startOidc, type TestOidc } from '../helpers/oidc-provider.js';
import { startServer, TEST_PASSWORD, type TestServer } from '../helpers/server.js';

let s: TestServer;
let oidc: TestOidc;

beforeAll(async () => {
  oidc = await startOidc();
  oidc.names['ext-alice'] = '外部用户甲';
  const closedPort = await portNobodyListensOn();
  s = await startServer({
    thirdLogin: {
      providers: [
        { type: 'oidc', name: '政务统一身份', issuer: oidc.issuer, clientId: oidc.clientId, clientSecret: oidc.clientSecret, scope: 'openid profile' },
        // A provider nobody answers for: its logins are refused, the others unaffected.
        { type: 'down', name: '停用的平台', issuer: `http://127.0.0.1:${closedPort}`, clientId: 'x', clientSecret: 'y', scope: 'openid' },
      ],
      publicUrl: '',
      timeoutMs: 5000,
    },
  });
  oidc.useRedirectUri(`${s.url}/api/sys/thirdLogin/oidc/callback`);
});
afterAll(async () => {
  await s?.close();
  await oidc?.close();
});

/** A port that was free a moment ago and is closed again: connecting to it is refused. */
async function portNobodyListensOn(): Promise<number> {
  const probe = net.createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as net.AddressInfo;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}

/** A browser as the server sees it: the cookie of its third-party mark, once `render` gave it one. */
interface Browser {
  cookie: string;
}
/** The browser of the user these tests follow; others are made where a test needs a second browser. */
const me: Browser = { cookie: '' };
const headersOf = (browser: Browser): Record<string, string> => (browser.cookie ? { cookie: browser.cookie } : {});

/** Opens a browser-side route from `browser` without following its redirect; answers where it sends the browser. */
async function redirectOf(url: string, browser = me): Promise<URL> {
  const response = await fetch(url, { redirect: 'manual', headers: headersOf(browser) });
  expect(response.status).toBe(302);
  const mark = response.headers.getSetCookie().find((line) => line.startsWith('zhdj_third_browser='));
  if (mark) browser.cookie = mark.split(';')[0];
  return new URL(response.headers.get('location')!, url);
}
const render = (type = 'oidc', query = '', browser = me) => redirectOf(`${s.url}/api/sys/thirdLogin/render/${type}${query}`, browser);
/** Where the login page is told the outcome: its query (thirdToken, thirdBind, thirdError…). */
async function loginPageQuery(callback: URL, browser = me): Promise<Record<string, string>> {
  const page = await redirectOf(callback.href, browser);
  expect(page.pathname).toBe('/zzbpart/user/login');
  return Object.fromEntries(page.searchParams);
}
/** A whole round in `browser`: our render, the provider's sign-in as `subject`, our callback; the login page's query. */
async function signIn(subject: string, browser = me): Promise<Record<string, string>> {
  return loginPageQuery(await signInAtProvider((await render('oidc', '', browser)).href, subject), browser);
}
const getLoginUser = (token: string, type = 'oidc', browser = me) =>
  s.api.request('GET', `/sys/thirdLogin/getLoginUser/${encodeURIComponent(token)}/${type}`, { headers: headersOf(browser) });
const bind = (bindToken: string, username: string, password = TEST_PASSWORD, browser = me, thirdType = 'oidc') =>
  s.api.request('POST', '/sys/thirdLogin/bindAccount', { body: { thirdType, bindToken, username, password }, headers: headersOf(browser) });
const bindInfo = (bindToken: string, browser = me, thirdType = 'oidc') =>
  s.api.request('POST', '/sys/thirdLogin/bindInfo', { body: { thirdType, bindToken }, headers: headersOf(browser) });
const bindings = () => s.app.ctx.db.selectFrom('sys_third_account').selectAll().orderBy('createTime').execute();

describe('third-party login through an OpenID Connect provider', () => {
  it('lists the configured providers by type and name only', async () => {
    const r = await s.api.get('/sys/thirdLogin/providers');
    expect(r.body.result).toEqual([
      { type: 'oidc', name: '政务统一身份' },
      { type: 'down', name: '停用的平台' },
    ]);
  });

  it('sends the browser to the provider with state, nonce and an S256 PKCE challenge', async () => {
    const to = await render('oidc', '?redirect=' + encodeURIComponent('/system/user'));
    expect(to.origin).toBe(oidc.issuer);
    const q = to.searchParams;
    expect(q.get('client_id')).toBe(oidc.clientId);
    expect(q.get('redirect_uri')).toBe(`${s.url}/api/sys/thirdLogin/oidc/callback`);
    expect(q.get('code_challenge_method')).toBe('S256');
    expect(q.get('code_challenge')).toMatch(/^[\w-]{43}$/);
    expect(q.get('state')).toMatch(/^[\w-]{43}$/);
    expect(q.get('nonce')).toBeTruthy();
    // A second login gets its own state.
    expect((await render()).searchParams.get('state')).not.toBe(q.get('state'));
  });

  it('an identity bound to no account is bound by proving an existing account, then logged in', async () => {
    const page = await signIn('ext-alice');
    // The address carries the token only: the names come from the server, for the browser that started the login.
    expect(page).toEqual({ thirdType: 'oidc', thirdBind: expect.stringMatching(/^[\w-]{43}$/) });
    expect((await bindInfo(page.thirdBind)).body).toMatchObject({ success: true, result: { provider: '政务统一身份', name: '外部用户甲' } });

    // A wrong password counts as a failed login of that account (the same limits as /sys/login); the token survives it.
    const wrong = await bind(page.thirdBind, 'street01', 'Wrong#Pass2026');
    expect(wrong.body).toMatchObject({ success: false, message: '用户名或密码错误，还可尝试5次' });
    expect((await s.api.post('/sys/login', { username: 'street01', password: 'Wrong#Pass2026' })).body.message).toBe('用户名或密码错误，还可尝试4次');
    expect(await bindings()).toEqual([]);

    const r = await bind(page.thirdBind, 'street01');
    expect(r.body).toMatchObject({ success: true, result: { userInfo: { username: 'street01' }, sysAllDictItems: expect.any(Object) } });
    const me = await s.api.get('/UserInfoController/queryLoginUser', {}, r.body.result.token);
    expect(me.body.result.userInfo.username).toBe('street01');
    expect(await bindings()).toMatchObject([{ thirdType: 'oidc', thirdUserId: 'ext-alice', realname: '外部用户甲' }]);
    // The binding token served once.
    expect((await bind(page.thirdBind, 'street01')).body).toMatchObject({ success: false, message: '绑定凭证无效或已过期，请重新进行第三方登录' });
  });

  it('a bound identity logs in through the one-time token, which serves once', async () => {
    const page = await signIn('ext-alice');
    expect(page.thirdBind).toBeUndefined();
    const r = await getLoginUser(page.thirdToken);
    expect(r.body).toMatchObject({
      success: true,
      code: 200,
      result: { token: expect.any(String), userInfo: { username: 'street01' }, sysAllDictItems: expect.any(Object) },
    });
    expect((await s.api.get('/UserInfoController/queryLoginUser', {}, r.body.result.token)).body.result.userInfo.username).toBe('street01');

    const again = await getLoginUser(page.thirdToken);
    expect(again.status).toBe(400);
    expect(again.body.message).toBe('第三方登录凭证无效或已使用，请重新登录');
    // In the login log under the account, without the token.
    const log = () =>
      s.app.ctx.db.selectFrom('sys_log').selectAll().where('requestUrl', 'like', '/api/sys/thirdLogin/getLoginUser/%').orderBy('createTime').execute();
    await expect
      .poll(async () => (await log()).map((e) => [e.username, e.logContent, e.requestUrl]))
      .toEqual([
        ['street01', '登录成功（第三方登录）', '/api/sys/thirdLogin/getLoginUser/***/oidc'],
        [null, '登录失败（第三方登录）：第三方登录凭证无效或已使用，请重新登录', '/api/sys/thirdLogin/getLoginUser/***/oidc'],
      ]);
  });

  it('spends a login token on any attempt, a wrong or unknown type too, and logs no token anywhere', async () => {
    for (const wrongType of ['down', 'nosuch']) {
      const page = await signIn('ext-alice');
      expect((await getLoginUser(page.thirdToken, wrongType)).body.success).toBe(false);
      expect((await getLoginUser(page.thirdToken)).body).toMatchObject({ success: false, message: '第三方登录凭证无效或已使用，请重新登录' });
    }
    const page = await signIn('ext-alice');
    expect((await getLoginUser(page.thirdToken)).body.success).toBe(true);
    // 请求追踪 (the in-memory request log) names the route without the token.
    const traced = (await s.api.get('/sys/monitor/httpTrace', {}, await s.api.login('admin'))).body.result as { path: string }[];
    const paths = traced.map((t) => t.path).filter((p) => p.includes('/getLoginUser/'));
    expect(paths.length).toBeGreaterThanOrEqual(5);
    expect(paths.every((p) => /^\/api\/sys\/thirdLogin\/getLoginUser\/\*\*\*\/(oidc|down|nosuch)$/.test(p))).toBe(true);
  });

  it('the request log line and the login log of getLoginUser hold no token, with a wrong or unknown type too', async () => {
    // The server's own logger (pino, at info) written to a buffer: another instance on the same database.
    const lines: string[] = [];
    const stream = new Writable({ write: (chunk, _enc, done) => (lines.push(String(chunk)), done()) });
    const logged = await buildApp(s.config, { migrate: false, seed: false, logger: { level: 'info', stream } });
    const tokens: string[] = [];
    try {
      for (const type of ['nosuch', 'down', 'oidc']) {
        const token = (await signIn('ext-alice')).thirdToken;
        tokens.push(token);
        const r = await logged.inject({ method: 'GET', url: `/api/sys/thirdLogin/getLoginUser/${token}/${type}`, headers: headersOf(me) });
        expect(r.statusCode).toBe(type === 'oidc' ? 200 : 400);
      }
    } finally {
      await logged.close();
    }
    const text = lines.join('');
    for (const type of ['nosuch', 'down', 'oidc']) expect(text).toContain(`"url":"/api/sys/thirdLogin/getLoginUser/***/${type}"`);
    const logRows = () => s.app.ctx.db.selectFrom('sys_log').select('requestUrl').where('requestUrl', 'like', '/api/sys/thirdLogin/getLoginUser/%').execute();
    await expect.poll(async () => (await logRows()).filter((r) => /\/(nosuch|down)$/.test(r.requestUrl ?? '')).length).toBeGreaterThanOrEqual(2);
    const stored = JSON.stringify(await logRows());
    for (const token of tokens) {
      expect(text).not.toContain(token);
      expect(stored).not.toContain(token);
    }
  });

  it('spends a state presented at the callback of another or an unknown type', async () => {
    for (const [wrongType, message] of [
      ['down', '第三方登录请求无效或已过期，请重新登录'],
      ['nosuch', '未配置该第三方登录方式'],
    ]) {
      const callback = await signInAtProvider((await render()).href, 'ext-alice');
      const elsewhere = new URL(callback.href.replace('/oidc/callback', `/${wrongType}/callback`));
      expect(await loginPageQuery(elsewhere)).toEqual({ thirdError: message });
      expect(await loginPageQuery(callback)).toEqual({ thirdError: '第三方登录请求无效或已过期，请重新登录' });
    }
  });

  it('spends a binding token presented with another or an unknown type, at bindInfo and at the binding', async () => {
    const refused = { success: false, message: '绑定凭证无效或已过期，请重新进行第三方登录' };
    for (const [wrongType, message] of [
      ['down', refused.message],
      ['nosuch', '未配置该第三方登录方式'],
    ]) {
      const atInfo = (await signIn('ext-dave')).thirdBind;
      expect((await bindInfo(atInfo, me, wrongType)).body).toMatchObject({ success: false, message });
      expect((await bindInfo(atInfo)).body).toMatchObject(refused);
      const atBinding = (await signIn('ext-dave')).thirdBind;
      expect((await bind(atBinding, 'community02', TEST_PASSWORD, me, wrongType)).body).toMatchObject({ success: false, message });
      expect((await bind(atBinding, 'community02')).body).toMatchObject(refused);
    }
    expect((await bindings()).map((b) => b.thirdUserId)).not.toContain('ext-dave');
  });

  it('a binding link planted in another browser shows nothing, binds nothing and is spent there', async () => {
    const attacker: Browser = { cookie: '' };
    const planted = await signIn('ext-mallory', attacker);
    expect(attacker.cookie).toMatch(/^zhdj_third_browser=[\w-]{43}$/);
    expect(attacker.cookie).not.toBe(me.cookie);
    const before = await bindings();
    // The victim's browser (its own mark, or none at all) opens the link and types the password.
    const refused = { success: false, message: '绑定凭证无效或已过期，请重新进行第三方登录' };
    expect((await bindInfo(planted.thirdBind)).body).toMatchObject(refused);
    expect((await bind(planted.thirdBind, 'street01')).body).toMatchObject(refused);
    const another = await signIn('ext-mallory', attacker);
    expect((await bind(another.thirdBind, 'street01', TEST_PASSWORD, { cookie: '' })).body).toMatchObject(refused);
    expect(await bindings()).toEqual(before);
    // Tried once elsewhere, the tokens are gone for the attacker's browser too.
    expect((await bindInfo(planted.thirdBind, attacker)).body).toMatchObject(refused);
    expect((await bind(another.thirdBind, 'admin', TEST_PASSWORD, attacker)).body).toMatchObject(refused);
    expect(await bindings()).toEqual(before);
  });

  it('refuses a callback, and a login token, in a browser other than the one that started the login', async () => {
    const other: Browser = { cookie: '' };
    await render('oidc', '', other);
    const callback = await signInAtProvider((await render()).href, 'ext-alice');
    expect(await loginPageQuery(callback, other)).toEqual({ thirdError: '第三方登录须在发起登录的同一浏览器中完成，请重新登录' });
    // The state was spent by that attempt.
    expect(await loginPageQuery(callback)).toEqual({ thirdError: '第三方登录请求无效或已过期，请重新登录' });

    const page = await signIn('ext-alice');
    expect((await getLoginUser(page.thirdToken, 'oidc', other)).body).toMatchObject({ success: false, message: '第三方登录凭证无效或已使用，请重新登录' });
    expect((await getLoginUser(page.thirdToken)).body.success).toBe(false);
  });

  it('refuses an expired login token', async () => {
    const page = await signIn('ext-alice');
    await s.app.ctx.db
      .updateTable('sys_third_ticket')
      .set({ expiresAt: Date.now() - 1 })
      .where('kind', '=', 'login')
      .execute();
    expect((await getLoginUser(page.thirdToken)).body.message).toBe('第三方登录凭证无效或已使用，请重新登录');
  });

  it('refuses a forged state and a callback that comes a second time', async () => {
    const forged = new URL(`${s.url}/api/sys/thirdLogin/oidc/callback?code=abc&state=forged-state`);
    expect(await loginPageQuery(forged)).toEqual({ thirdError: '第三方登录请求无效或已过期，请重新登录' });

    const callback = await signInAtProvider((await render()).href, 'ext-alice');
    expect((await loginPageQuery(callback)).thirdToken).toBeTruthy();
    expect(await loginPageQuery(callback)).toEqual({ thirdError: '第三方登录请求无效或已过期，请重新登录' });
  });

  it('a code exchanged with another PKCE verifier is refused by the provider, and nothing logs in', async () => {
    const to = await render();
    // The verifier kept for this state is replaced, as if the code had been stolen by someone without it.
    const row = await s.app.ctx.db
      .selectFrom('sys_third_ticket')
      .select(['ticketHash', 'payload'])
      .where('kind', '=', 'state')
      .orderBy('expiresAt', 'desc')
      .executeTakeFirstOrThrow();
    const payload = JSON.parse(row.payload);
    await s.app.ctx.db
      .updateTable('sys_third_ticket')
      .set({ payload: JSON.stringify({ ...payload, codeVerifier: 'x'.repeat(43) + payload.codeVerifier.slice(43) }) })
      .where('ticketHash', '=', row.ticketHash)
      .execute();
    const page = await loginPageQuery(await signInAtProvider(to.href, 'ext-alice'));
    expect(page).toEqual({ thirdError: '第三方登录校验未通过，请重新登录' });
  });

  it("passes on the provider's refusal when the user cancels at the provider", async () => {
    const callback = await signInAtProvider((await render()).href, 'ext-alice', { abort: true });
    expect(callback.searchParams.get('error')).toBe('access_denied');
    expect(await loginPageQuery(callback)).toEqual({ thirdError: '已取消第三方登录' });
  });

  it('refuses an unknown type and a provider that does not answer', async () => {
    expect(Object.fromEntries((await render('nosuch')).searchParams)).toEqual({ thirdError: '未配置该第三方登录方式' });
    expect((await getLoginUser('abc', 'nosuch')).body).toMatchObject({ success: false, message: '未配置该第三方登录方式' });
    expect(Object.fromEntries((await render('down')).searchParams)).toEqual({ thirdError: '第三方登录服务无响应，请稍后重试' });
  });

  it('binds one identity to one account, and an account to one identity of a provider', async () => {
    const carol = await signIn('ext-carol');
    expect((await bind(carol.thirdBind, 'street01')).body).toMatchObject({
      success: false,
      message: '该账号已绑定其他同类第三方账号，请先在账户设置中解除绑定',
    });
    expect((await bindings()).map((b) => b.thirdUserId)).toEqual(['ext-alice']);
  });

  it('refuses a frozen account at login, with the message of every login', async () => {
    const bob = await signIn('ext-bob');
    expect((await bind(bob.thirdBind, 'grid01')).body.success).toBe(true);
    await s.app.ctx.db.updateTable('sys_user').set({ status: 2 }).where('username', '=', 'grid01').execute();
    try {
      const page = await signIn('ext-bob');
      expect((await getLoginUser(page.thirdToken)).body).toMatchObject({ success: false, message: '该用户已冻结' });
    } finally {
      await s.app.ctx.db.updateTable('sys_user').set({ status: 1 }).where('username', '=', 'grid01').execute();
    }
  });

  it("安全设置 lists the caller's bindings and removes the caller's own only", async () => {
    const street = await s.api.login('street01');
    expect((await s.api.get('/sys/thirdLogin/myBindings', {}, street)).body.result).toMatchObject([
      { type: 'oidc', name: '政务统一身份', bound: true, realname: '外部用户甲', createTime: expect.any(String) },
      { type: 'down', name: '停用的平台', bound: false, realname: null, createTime: null },
    ]);
    expect((await s.api.get('/sys/thirdLogin/myBindings')).status).toBe(401);
    // The administrator has no binding of its own, and cannot reach street01's through this route.
    const admin = await s.api.login('admin');
    expect((await s.api.delete('/sys/thirdLogin/unbind', { thirdType: 'oidc' }, admin)).body).toMatchObject({ success: false, message: '未绑定该第三方账号' });
    expect((await bindings()).map((b) => b.thirdUserId)).toContain('ext-alice');

    expect((await s.api.delete('/sys/thirdLogin/unbind', { thirdType: 'oidc' }, street)).body).toMatchObject({ success: true, message: '已解除绑定' });
    expect((await bindings()).map((b) => b.thirdUserId)).not.toContain('ext-alice');
    // The provider's login now needs a new binding.
    expect((await signIn('ext-alice')).thirdBind).toBeTruthy();
  });
});
