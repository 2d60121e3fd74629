/**
 * The platform as an OAuth2 / OpenID Connect authorisation server (/oauth2-app/login, issue 18 item 6): a client
 * application registered in 应用接入 signs a platform user in by the authorisation code flow with PKCE, driven by
 * openid-client as the application and real HTTP calls as the browser (the interaction cookie, the sign-in page's
 * calls with a real password check). Then every refusal: unknown or disabled client, unregistered redirect URI,
 * missing PKCE, wrong code_verifier, a reused code, a foreign state, wrong password, another browser's interaction.
 */
import * as oidc from 'openid-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CookieBrowser } from '../helpers/oauth2-browser.js';
import { startServer, TEST_PASSWORD, type TestServer } from '../helpers/server.js';

let s: TestServer;
let adminToken: string;
let app: { id: string; clientId: string; clientSecret: string };
const REDIRECT = 'https://gov-app.example.org/callback';
const issuer = () => `${s.url}/api/oauth2`;

beforeAll(async () => {
  s = await startServer();
  s.app.ctx.config.oauth2Issuer = issuer();
  adminToken = await s.api.login('admin');
  app = await register({ clientName: '政务服务应用', redirectUris: `${REDIRECT}\nhttps://gov-app.example.org/other`, scopes: 'openid,profile', status: '1' });
});
afterAll(() => s?.close());

async function register(values: Record<string, unknown>) {
  const r = await s.api.post('/sys/oauth2Client/add', values, adminToken);
  expect(r.body).toMatchObject({ success: true });
  return r.body.result as { id: string; clientId: string; clientSecret: string };
}

const discover = (clientId: string, secret: string) =>
  oidc.discovery(new URL(issuer()), clientId, undefined, oidc.ClientSecretBasic(secret), { execute: [oidc.allowInsecureRequests] });

/** The application's authorisation request with PKCE S256, and what it must keep for the callback. */
async function startSignIn(config: oidc.Configuration, scope = 'openid profile', extra: Record<string, string> = {}) {
  const verifier = oidc.randomPKCECodeVerifier();
  const state = oidc.randomState();
  const url = oidc.buildAuthorizationUrl(config, {
    redirect_uri: REDIRECT,
    scope,
    state,
    code_challenge: await oidc.calculatePKCECodeChallenge(verifier),
    code_challenge_method: 'S256',
    ...extra,
  });
  return { url: url.href, verifier, state };
}

/** The browser: authorisation request -> sign-in page (uid) -> details -> login post -> back to the application. */
async function signInAt(browser: CookieBrowser, authUrl: string, username = 'street01', password = TEST_PASSWORD) {
  const entry = await browser.redirectOf(authUrl);
  expect(new URL(entry).pathname).toMatch(/^\/api\/oauth2-app\/interaction\/[\w-]+$/);
  const page = new URL(await browser.redirectOf(entry));
  expect(page.pathname).toBe('/zzbpart/oauth2-app/login');
  const uid = page.searchParams.get('uid')!;
  const details = await (await browser.request(`/api/oauth2-app/interaction/${uid}/details`)).json();
  const login = await (await browser.request(`/api/oauth2-app/interaction/${uid}/login`, { method: 'POST', json: { username, password } })).json();
  return { uid, details, login };
}

/** The OAuth2 error code of a refused token request (a 401 comes as a WWW-Authenticate challenge). */
async function oauthError(call: Promise<unknown>): Promise<string | undefined> {
  const e = (await call.then(
    () => undefined,
    (error: unknown) => error,
  )) as { error?: string; cause?: Array<{ parameters?: { error?: string } }> } | undefined;
  return e?.error ?? e?.cause?.[0]?.parameters?.error;
}

async function codeFlow(browser: CookieBrowser, config: oidc.Configuration, scope?: string, username?: string) {
  const start = await startSignIn(config, scope);
  const { details, login } = await signInAt(browser, start.url, username);
  expect(login).toMatchObject({ success: true });
  const callback = new URL(await browser.redirectOf(login.result.redirectTo));
  return { ...start, details, callback };
}

describe('authorisation code flow with PKCE', () => {
  it('signs a platform user in: discovery, sign-in page, code, tokens, userinfo', async () => {
    const config = await discover(app.clientId, app.clientSecret);
    expect(config.serverMetadata()).toMatchObject({ issuer: issuer(), code_challenge_methods_supported: ['S256'], authorization_endpoint: `${issuer()}/auth` });
    const browser = new CookieBrowser(s.url);
    const { details, callback, verifier, state } = await codeFlow(browser, config);
    // The sign-in page learns the application's name and the scopes it asked for.
    expect(details).toMatchObject({ success: true, result: { clientName: '政务服务应用', scopes: ['openid', 'profile'] } });
    expect(callback.origin + callback.pathname).toBe(REDIRECT);
    expect(callback.searchParams.get('state')).toBe(state);
    const tokens = await oidc.authorizationCodeGrant(config, callback, { pkceCodeVerifier: verifier, expectedState: state });
    const user = await s.app.ctx.db.selectFrom('sys_user').select(['id', 'realname', 'phone']).where('username', '=', 'street01').executeTakeFirstOrThrow();
    expect(tokens.claims()).toMatchObject({ sub: user.id, iss: issuer(), aud: app.clientId });
    const info = await oidc.fetchUserInfo(config, tokens.access_token, user.id);
    expect(info).toEqual({ sub: user.id, name: user.realname, preferred_username: 'street01' });
    // The login log has the sign-in, as for every login variant.
    await expect
      .poll(async () =>
        (
          await s.app.ctx.db
            .selectFrom('sys_log')
            .select(['logContent', 'username'])
            .where('requestUrl', 'like', '/api/oauth2-app/interaction/%/login')
            .execute()
        ).some((e) => e.username === 'street01' && e.logContent === '登录成功（接入应用登录）'),
      )
      .toBe(true);
  });

  it("stops answering for an account frozen after its sign-in: userinfo refuses the application's access token", async () => {
    const config = await discover(app.clientId, app.clientSecret);
    const { callback, verifier, state } = await codeFlow(new CookieBrowser(s.url), config, 'openid profile', 'community02');
    const tokens = await oidc.authorizationCodeGrant(config, callback, { pkceCodeVerifier: verifier, expectedState: state });
    const sub = tokens.claims()!.sub;
    await expect(oidc.fetchUserInfo(config, tokens.access_token, sub)).resolves.toMatchObject({ preferred_username: 'community02' });
    await s.app.ctx.db.updateTable('sys_user').set({ status: 2 }).where('id', '=', sub).execute();
    try {
      expect(await oauthError(oidc.fetchUserInfo(config, tokens.access_token, sub))).toBe('invalid_token');
    } finally {
      await s.app.ctx.db.updateTable('sys_user').set({ status: 1 }).where('id', '=', sub).execute();
    }
  });

  it('a second application signed in from the same browser goes through without the password, unless the account was frozen', async () => {
    const browser = new CookieBrowser(s.url);
    const first = await discover(app.clientId, app.clientSecret);
    await codeFlow(browser, first, 'openid profile', 'street01');
    const second = await register({ clientName: '第二个应用', redirectUris: REDIRECT, scopes: 'openid,profile', status: '1' });
    const config = await discover(second.clientId, second.clientSecret);
    const start = await startSignIn(config);
    const back = new URL(await browser.redirectOf(start.url));
    expect(back.origin + back.pathname).toBe(REDIRECT);
    const tokens = await oidc.authorizationCodeGrant(config, back, { pkceCodeVerifier: start.verifier, expectedState: start.state });
    expect(await oidc.fetchUserInfo(config, tokens.access_token, tokens.claims()!.sub)).toMatchObject({ preferred_username: 'street01' });

    await s.app.ctx.db.updateTable('sys_user').set({ status: 2 }).where('username', '=', 'street01').execute();
    try {
      const again = await startSignIn(config);
      const next = new URL(await browser.redirectOf(again.url));
      // The provider's session no longer counts: the browser is sent to sign in again.
      expect(next.pathname).toMatch(/^\/api\/oauth2-app\/interaction\/[\w-]+$/);
    } finally {
      await s.app.ctx.db.updateTable('sys_user').set({ status: 1 }).where('username', '=', 'street01').execute();
    }
  });

  it('releases the phone number only to an application allowed the phone scope', async () => {
    const phoneApp = await register({ clientName: '便民热线', redirectUris: REDIRECT, scopes: 'openid,profile,phone', status: '1' });
    await s.app.ctx.db.updateTable('sys_user').set({ phone: '19912340001' }).where('username', '=', 'grid01').execute();
    const config = await discover(phoneApp.clientId, phoneApp.clientSecret);
    const start = await startSignIn(config, 'openid phone');
    const browser = new CookieBrowser(s.url);
    const { login } = await signInAt(browser, start.url, 'grid01');
    const callback = new URL(await browser.redirectOf(login.result.redirectTo));
    const tokens = await oidc.authorizationCodeGrant(config, callback, { pkceCodeVerifier: start.verifier, expectedState: start.state });
    const info = await oidc.fetchUserInfo(config, tokens.access_token, tokens.claims()!.sub);
    expect(info.phone_number).toBe('19912340001');
    expect(info.name).toBeUndefined();
  });
});

describe('refusals', () => {
  it('refuses an unknown client and a redirect_uri that is not registered, on a page of its own (no redirect)', async () => {
    const config = await discover(app.clientId, app.clientSecret);
    const browser = new CookieBrowser(s.url);
    const unknown = new URL((await startSignIn(config)).url);
    unknown.searchParams.set('client_id', 'app_nobody');
    let res = await browser.request(unknown.href);
    expect(res.status).toBe(400);
    expect(await res.text()).toContain('该应用未在本平台登记，或已被停用');
    const foreign = new URL((await startSignIn(config)).url);
    foreign.searchParams.set('redirect_uri', 'https://evil.example.org/callback');
    res = await browser.request(foreign.href);
    expect(res.status).toBe(400);
    expect(await res.text()).toContain('应用的回调地址未在本平台登记');
  });

  it('refuses a scope the application is not allowed (back to it with invalid_scope)', async () => {
    const config = await discover(app.clientId, app.clientSecret);
    const back = new URL(await new CookieBrowser(s.url).redirectOf((await startSignIn(config, 'openid phone')).url));
    expect(back.origin + back.pathname).toBe(REDIRECT);
    expect(back.searchParams.get('error')).toBe('invalid_scope');
  });

  it('refuses an authorisation request without PKCE (back to the application with invalid_request and its state)', async () => {
    const config = await discover(app.clientId, app.clientSecret);
    const url = oidc.buildAuthorizationUrl(config, { redirect_uri: REDIRECT, scope: 'openid', state: 'st-1' });
    const back = new URL(await new CookieBrowser(s.url).redirectOf(url.href));
    expect(back.origin + back.pathname).toBe(REDIRECT);
    expect(Object.fromEntries(back.searchParams)).toMatchObject({ error: 'invalid_request', state: 'st-1' });
    expect(back.searchParams.get('error_description')).toMatch(/PKCE/);
    // plain is no allowed method either
    const plain = oidc.buildAuthorizationUrl(config, {
      redirect_uri: REDIRECT,
      scope: 'openid',
      state: 'st-2',
      code_challenge: 'a'.repeat(43),
      code_challenge_method: 'plain',
    });
    const back2 = new URL(await new CookieBrowser(s.url).redirectOf(plain.href));
    expect(back2.searchParams.get('error')).toBe('invalid_request');
  });

  it('refuses a wrong code_verifier (invalid_grant): a stolen code is useless without the verifier', async () => {
    const config = await discover(app.clientId, app.clientSecret);
    const { callback, state, verifier } = await codeFlow(new CookieBrowser(s.url), config);
    const wrongVerifier = oidc.randomPKCECodeVerifier();
    const wrong = oidc.authorizationCodeGrant(config, callback, { pkceCodeVerifier: wrongVerifier, expectedState: state });
    await expect(wrong).rejects.toMatchObject({ error: 'invalid_grant', error_description: 'grant request is invalid' });
    // The guess did not burn the code: the application holding the verifier still redeems it.
    await expect(oidc.authorizationCodeGrant(config, callback, { pkceCodeVerifier: verifier, expectedState: state })).resolves.toHaveProperty('access_token');
  });

  it('a code serves once; the state the server echoes is checked by the application', async () => {
    const config = await discover(app.clientId, app.clientSecret);
    const { callback, state, verifier } = await codeFlow(new CookieBrowser(s.url), config);
    // The callback carries the application's own state; one it did not send is refused before the code is used.
    const foreign = (await oidc
      .authorizationCodeGrant(config, callback, { pkceCodeVerifier: verifier, expectedState: 'another-state' })
      .catch((e: unknown) => e)) as { code?: string; cause?: { message?: string } };
    expect(foreign).toMatchObject({ code: 'OAUTH_INVALID_RESPONSE', cause: { message: expect.stringMatching(/state/) } });
    await oidc.authorizationCodeGrant(config, callback, { pkceCodeVerifier: verifier, expectedState: state });
    await expect(oidc.authorizationCodeGrant(config, callback, { pkceCodeVerifier: verifier, expectedState: state })).rejects.toMatchObject({
      error: 'invalid_grant',
    });
  });

  it('refuses a wrong client secret, and a secret replaced by 重置密钥', async () => {
    const wrongSecret = await discover(app.clientId, 'not-the-secret');
    const flow = await codeFlow(new CookieBrowser(s.url), wrongSecret);
    expect(await oauthError(oidc.authorizationCodeGrant(wrongSecret, flow.callback, { pkceCodeVerifier: flow.verifier, expectedState: flow.state }))).toBe(
      'invalid_client',
    );
    const other = await register({ clientName: '临时应用', redirectUris: REDIRECT, scopes: 'openid,profile', status: '1' });
    const reset = await s.api.post('/sys/oauth2Client/resetSecret', { id: other.id }, adminToken);
    expect(reset.body.result.clientSecret).not.toBe(other.clientSecret);
    const old = await discover(other.clientId, other.clientSecret);
    const f = await codeFlow(new CookieBrowser(s.url), old);
    expect(await oauthError(oidc.authorizationCodeGrant(old, f.callback, { pkceCodeVerifier: f.verifier, expectedState: f.state }))).toBe('invalid_client');
    const fresh = await discover(other.clientId, reset.body.result.clientSecret);
    await expect(oidc.authorizationCodeGrant(fresh, f.callback, { pkceCodeVerifier: f.verifier, expectedState: f.state })).resolves.toHaveProperty(
      'access_token',
    );
  });

  it('refuses a disabled client at once: new sign-ins and codes issued before', async () => {
    const paused = await register({ clientName: '停用应用', redirectUris: REDIRECT, scopes: 'openid,profile', status: '1' });
    const config = await discover(paused.clientId, paused.clientSecret);
    const issued = await codeFlow(new CookieBrowser(s.url), config);
    expect((await s.api.put('/sys/oauth2Client/edit', { id: paused.id, status: '0' }, adminToken)).body.success).toBe(true);
    expect(await oauthError(oidc.authorizationCodeGrant(config, issued.callback, { pkceCodeVerifier: issued.verifier, expectedState: issued.state }))).toBe(
      'invalid_client',
    );
    const res = await new CookieBrowser(s.url).request((await startSignIn(config)).url);
    expect(res.status).toBe(400);
    expect(await res.text()).toContain('该应用未在本平台登记，或已被停用');
  });

  it('refuses a wrong password, a frozen account and an initial password at the sign-in page, which stays open for the right one', async () => {
    const config = await discover(app.clientId, app.clientSecret);
    const start = await startSignIn(config);
    const browser = new CookieBrowser(s.url);
    const { uid, login } = await signInAt(browser, start.url, 'community01', 'Wrong#Pass1');
    expect(login).toMatchObject({ success: false, message: expect.stringMatching(/^用户名或密码错误，还可尝试\d+次$/) });
    await s.app.ctx.db.updateTable('sys_user').set({ status: 2 }).where('username', '=', 'community02').execute();
    const frozen = await (
      await browser.request(`/api/oauth2-app/interaction/${uid}/login`, { method: 'POST', json: { username: 'community02', password: TEST_PASSWORD } })
    ).json();
    expect(frozen).toMatchObject({ success: false, message: '该用户已冻结' });
    // An account that must still change its initial password changes it in the platform first.
    await s.app.ctx.db.updateTable('sys_user').set({ updatePwd: 1 }).where('username', '=', 'grid01').execute();
    const due = await (
      await browser.request(`/api/oauth2-app/interaction/${uid}/login`, { method: 'POST', json: { username: 'grid01', password: TEST_PASSWORD } })
    ).json();
    expect(due).toMatchObject({ success: false, message: '请先登录本平台修改初始密码，再登录该应用' });
    const right = await (
      await browser.request(`/api/oauth2-app/interaction/${uid}/login`, { method: 'POST', json: { username: 'community01', password: TEST_PASSWORD } })
    ).json();
    expect(right).toMatchObject({ success: true });
    const callback = new URL(await browser.redirectOf(right.result.redirectTo));
    await expect(oidc.authorizationCodeGrant(config, callback, { pkceCodeVerifier: start.verifier, expectedState: start.state })).resolves.toHaveProperty(
      'access_token',
    );
  });

  it("refuses to finish another browser's sign-in (the interaction cookie is missing) and a cancelled one goes back with access_denied", async () => {
    const config = await discover(app.clientId, app.clientSecret);
    const start = await startSignIn(config);
    const mine = new CookieBrowser(s.url);
    const page = new URL(await mine.redirectOf(await mine.redirectOf(start.url)));
    const uid = page.searchParams.get('uid');
    const stranger = new CookieBrowser(s.url);
    const details = await (await stranger.request(`/api/oauth2-app/interaction/${uid}/details`)).json();
    expect(details).toMatchObject({ success: false, message: '登录请求已失效，请回到应用重新发起登录' });
    const login = await (
      await stranger.request(`/api/oauth2-app/interaction/${uid}/login`, { method: 'POST', json: { username: 'admin', password: TEST_PASSWORD } })
    ).json();
    expect(login).toMatchObject({ success: false, message: '登录请求已失效，请回到应用重新发起登录' });
    const abort = await (await mine.request(`/api/oauth2-app/interaction/${uid}/abort`, { method: 'POST', json: {} })).json();
    const back = new URL(await mine.redirectOf(abort.result.redirectTo));
    expect(Object.fromEntries(back.searchParams)).toMatchObject({ error: 'access_denied', state: start.state });
  });
});

describe('应用接入 (registered applications)', () => {
  it('is for the system administrator only; the secret is stored sealed and answered as a mask', async () => {
    const street = await s.api.login('street01');
    expect((await s.api.get('/sys/oauth2Client/list', {}, street)).status).toBe(403);
    expect((await s.api.post('/sys/oauth2Client/add', { clientName: 'x', redirectUris: REDIRECT, scopes: 'openid', status: '1' }, street)).status).toBe(403);
    const stored = await s.app.ctx.db.selectFrom('sys_oauth2_client').select(['clientSecret', 'clientId']).where('id', '=', app.id).executeTakeFirstOrThrow();
    expect(stored.clientSecret).toMatch(/^enc:v1:/);
    expect(stored.clientSecret).not.toContain(app.clientSecret);
    const one = await s.api.get('/sys/oauth2Client/queryById', { id: app.id }, adminToken);
    expect(one.body.result).toMatchObject({ clientId: app.clientId, clientSecret: '******', clientName: '政务服务应用' });
    // The id and the secret are the server's: an edit cannot set them.
    await s.api.put('/sys/oauth2Client/edit', { id: app.id, clientId: 'mine', clientSecret: 'mine', clientName: '政务服务应用' }, adminToken);
    expect(await s.app.ctx.db.selectFrom('sys_oauth2_client').select(['clientSecret', 'clientId']).where('id', '=', app.id).executeTakeFirstOrThrow()).toEqual(
      stored,
    );
  });

  it('refuses a redirect URI that is not an http(s) address and a scope it does not know', async () => {
    const bad = await s.api.post(
      '/sys/oauth2Client/add',
      { clientName: '坏应用', redirectUris: 'javascript:alert(1)', scopes: 'openid', status: '1' },
      adminToken,
    );
    expect(bad.body).toMatchObject({ success: false, message: expect.stringContaining('回调地址应为 http(s) 地址') });
    const scope = await s.api.post('/sys/oauth2Client/add', { clientName: '坏应用', redirectUris: REDIRECT, scopes: 'openid,email', status: '1' }, adminToken);
    expect(scope.body).toMatchObject({ success: false, message: expect.stringContaining('授权范围只能从') });
  });
});
