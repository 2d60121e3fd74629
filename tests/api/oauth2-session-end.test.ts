/**
 * Issue 31 item 1: every event that ends a user's platform sessions — an administrator's password reset, the user's
 * own change, a freeze, a deletion, a forced logout — ends the account's sign-ins at the authorisation server too:
 * the application's access token stops answering at /api/oauth2/me, a code issued before cannot be redeemed, and the
 * same browser gets no new code with prompt=none. An account that must change its password gets no code at all.
 * Against the real local provider, with openid-client as the application and real HTTP calls as the browser.
 */
import * as oidc from 'openid-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as storeAccount from '../../src/server/db/migrations/2026-11-27-0002-oauth2-store-account.js';
import { tokenHash } from '../../src/server/services/session-service.js';
import { cloneUser, type ClonedUser } from '../helpers/clone-user.js';
import { CookieBrowser } from '../helpers/oauth2-browser.js';
import { OAuth2App, oauthError } from '../helpers/oauth2-flow.js';
import { startServer, TEST_PASSWORD, type TestServer } from '../helpers/server.js';

let s: TestServer;
let adminToken: string;
let app: OAuth2App;
let config: oidc.Configuration;
const NEW_PASSWORD = 'Renewed#Pass2031';
const REDIRECT = 'https://gov-app.example.org/callback';

beforeAll(async () => {
  s = await startServer();
  s.app.ctx.config.oauth2Issuer = `${s.url}/api/oauth2`;
  adminToken = await s.api.login('admin');
  const added = await s.api.post(
    '/sys/oauth2Client/add',
    { clientName: '政务服务应用', redirectUris: REDIRECT, scopes: 'openid,profile', status: '1' },
    adminToken,
  );
  expect(added.body).toMatchObject({ success: true });
  app = new OAuth2App(`${s.url}/api/oauth2`, REDIRECT);
  config = await app.discover(added.body.result.clientId, added.body.result.clientSecret);
});
afterAll(() => s?.close());

/** A user signed in to the platform and, in one browser, to the application: its tokens and a code not yet redeemed. */
async function signedInEverywhere(username: string) {
  const user = await cloneUser(s, 'grid01', username);
  const platformToken = await s.api.login(username);
  const browser = new CookieBrowser(s.url);
  const tokens = await app.redeem(config, await app.signIn(browser, config, username));
  await expect(oidc.fetchUserInfo(config, tokens.access_token, user.id)).resolves.toMatchObject({ preferred_username: username });
  // The browser's session at the authorisation server gives the next code without the password.
  const silent = await app.start(config, { prompt: 'none' });
  const pending = { ...silent, callback: new URL(await browser.redirectOf(silent.url)) };
  expect(pending.callback.searchParams.get('code')).toBeTruthy();
  return { user, platformToken, browser, tokens, pending };
}

/** What must hold once the account's sign-ins ended: the token, the pending code and the browser's session are dead. */
async function expectSignInsEnded(signedIn: Awaited<ReturnType<typeof signedInEverywhere>>) {
  const { user, browser, tokens, pending } = signedIn;
  expect(await oauthError(oidc.fetchUserInfo(config, tokens.access_token, user.id))).toBe('invalid_token');
  expect(await oauthError(app.redeem(config, pending))).toBe('invalid_grant');
  const again = await app.start(config, { prompt: 'none' });
  const back = new URL(await browser.redirectOf(again.url));
  expect(back.origin + back.pathname).toBe(REDIRECT);
  expect(back.searchParams.get('code')).toBeNull();
  expect(back.searchParams.get('error')).toBe('login_required');
  // Without prompt=none the browser is sent to the sign-in page.
  const asked = await app.start(config);
  expect(new URL(await browser.redirectOf(asked.url)).pathname).toMatch(/^\/api\/oauth2-app\/interaction\/[\w-]+$/);
}

const ENDINGS: Array<[string, (user: ClonedUser, platformToken: string) => Promise<void>]> = [
  [
    "an administrator's password reset",
    async (user) => {
      const r = await s.api.put('/sys/user/changePassword', { username: user.username, password: NEW_PASSWORD, confirmpassword: NEW_PASSWORD }, adminToken);
      expect(r.body).toMatchObject({ success: true });
    },
  ],
  [
    "the user's own password change",
    async (user, platformToken) => {
      const r = await s.api.post(
        '/sys/user/updatePassword',
        { username: user.username, oldpassword: TEST_PASSWORD, password: NEW_PASSWORD, confirmpassword: NEW_PASSWORD },
        platformToken,
      );
      expect(r.body).toMatchObject({ success: true });
    },
  ],
  [
    'a freeze, even once the account is unfrozen again',
    async (user) => {
      expect((await s.api.put('/sys/user/frozenBatch', { ids: user.id, status: 2 }, adminToken)).body).toMatchObject({ success: true });
      expect((await s.api.put('/sys/user/frozenBatch', { ids: user.id, status: 1 }, adminToken)).body).toMatchObject({ success: true });
    },
  ],
  [
    'a deletion',
    async (user) => {
      expect((await s.api.delete('/sys/user/delete', { id: user.id }, adminToken)).body).toMatchObject({ success: true });
    },
  ],
  [
    "an administrator's forced logout of a platform session",
    async (_user, platformToken) => {
      expect((await s.api.post('/sys/online/forceLogout', { token: tokenHash(platformToken) }, adminToken)).body).toMatchObject({ success: true });
    },
  ],
];

describe('an end of the platform sessions ends the authorisation server’s sessions, grants and tokens', () => {
  it.each(ENDINGS)('after %s', async (_name, end) => {
    const signedIn = await signedInEverywhere(`oa_end_${Math.random().toString(36).slice(2, 8)}`);
    await end(signedIn.user, signedIn.platformToken);
    await expectSignInsEnded(signedIn);
  });

  it("a user's own logout ends that platform session only: the application's sign-in stays", async () => {
    const { user, platformToken, tokens } = await signedInEverywhere('oa_logout_1');
    expect((await s.api.post('/sys/logout', {}, platformToken)).body).toMatchObject({ success: true });
    await expect(oidc.fetchUserInfo(config, tokens.access_token, user.id)).resolves.toMatchObject({ preferred_username: 'oa_logout_1' });
  });
});

describe('an account that must change its password', () => {
  it('gets no code, prompt=none included; a code issued before and its token no longer serve', async () => {
    const { user, browser, tokens, pending } = await signedInEverywhere('oa_due_1');
    // As an administrator's reset leaves it (here without the reset's own end of the sessions).
    await s.app.ctx.db.updateTable('sys_user').set({ updatePwd: 1 }).where('id', '=', user.id).execute();
    expect(await oauthError(app.redeem(config, pending))).toBe('invalid_grant');
    expect(await oauthError(oidc.fetchUserInfo(config, tokens.access_token, user.id))).toBe('invalid_token');
    const again = await app.start(config, { prompt: 'none' });
    const back = new URL(await browser.redirectOf(again.url));
    expect(back.searchParams.get('code')).toBeNull();
    // The provider asks for a sign-in the silent request cannot give (its check's answer is interaction_required).
    expect(back.searchParams.get('error')).toMatch(/^(login|interaction)_required$/);
  });
});

describe('sign-ins stored before the account column existed', () => {
  it('get their account from the upgrade, and end with the account like newer ones', async () => {
    const signedIn = await signedInEverywhere('oa_old_1');
    const raw = s.app.ctx.db.withoutPlugins();
    await storeAccount.down(raw);
    await storeAccount.up(raw);
    const rows = await s.app.ctx.db.selectFrom('sys_oauth2_store').select(['model', 'accountId']).where('accountId', '=', signedIn.user.id).execute();
    expect(new Set(rows.map((r) => r.model))).toEqual(new Set(['Session', 'Grant', 'AccessToken', 'AuthorizationCode']));
    expect((await s.api.post('/sys/online/forceLogout', { token: tokenHash(signedIn.platformToken) }, adminToken)).body).toMatchObject({ success: true });
    await expectSignInsEnded(signedIn);
  });
});
