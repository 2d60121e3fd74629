import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app.js';
import { encryptPwd } from '../../validators/pwd-cipher.js';
import { CONFIRM_MISMATCH_DIALOG, CONFIRM_REQUIRED, NO_LOGIN_USER, PASSWORD_MESSAGE, TOO_SIMPLE } from '../../validators/password.js';
import { startServer, TEST_PASSWORD, type TestServer } from '../helpers/server.js';

let s: TestServer;
beforeAll(async () => {
  s = await startServer({}, { passwordChangeDue: true });
});
afterAll(() => s.close());

const NEW_PASSWORD = 'Lotus#River82';
const userId = async (username: string) =>
  (await s.app.ctx.db.selectFrom('sys_user').select('id').where('username', '=', username).executeTakeFirstOrThrow()).id as string;
const stillLoggedIn = async (token: string) => (await s.api.get('/UserInfoController/queryLoginUser', {}, token)).status === 200;

describe('GET /sys/user/checkEasyPwd', () => {
  it('answers true for passwords that are too simple', async () => {
    const token = await s.api.login('admin');
    const easy = async (pwd: string) => (await s.api.get('/sys/user/checkEasyPwd', { pwd }, token)).body.result;
    expect(await easy('abc12345')).toBe(true);
    expect(await easy('Password1!')).toBe(true);
    expect(await easy('Admin#2026x')).toBe(true);
    expect(await easy(NEW_PASSWORD)).toBe(false);
  });

  it('needs a login and a password', async () => {
    expect((await s.api.get('/sys/user/checkEasyPwd', { pwd: 'x' })).status).toBe(401);
    const r = await s.api.get('/sys/user/checkEasyPwd', {}, await s.api.login('admin'));
    expect(r.status).toBe(400);
    expect(r.body.message).toBe('请输入密码');
  });

  it('never writes the password of the query string to the log', async () => {
    const lines: string[] = [];
    const stream = new Writable({ write: (chunk, _enc, done) => (lines.push(String(chunk)), done()) });
    // A second app on the same database, logging at info level like production.
    const app = await buildApp(s.config, { migrate: false, seed: false, logger: { level: 'info', stream } });
    try {
      const token = await s.api.login('admin');
      const r = await app.inject({ method: 'GET', url: '/api/sys/user/checkEasyPwd?pwd=Secret%23Word77', headers: { 'x-access-token': token } });
      expect(r.json().success).toBe(true);
      await app.inject({ method: 'GET', url: '/api/ping?probe=visible' });
      const log = lines.join('');
      expect(log).toContain('probe=visible');
      expect(log).not.toContain('Secret');
    } finally {
      await app.close();
    }
  });
});

describe('POST /sys/user/updatePassword', () => {
  const body = (over: Record<string, string>) => ({
    username: 'street01',
    oldpassword: TEST_PASSWORD,
    password: NEW_PASSWORD,
    confirmpassword: NEW_PASSWORD,
    ...over,
  });

  it('refuses each broken rule with its message and changes nothing', async () => {
    const token = await s.api.login('street01');
    const fail = async (over: Record<string, string>) => {
      const r = await s.api.post('/sys/user/updatePassword', body(over), token);
      expect(r.body.success).toBe(false);
      return [r.status, r.body.message];
    };
    expect(await fail({ username: '' })).toEqual([400, NO_LOGIN_USER]);
    expect(await fail({ username: 'community01' })).toEqual([403, '只能修改自己的密码']);
    expect(await fail({ oldpassword: 'Wrong#Pass99' })).toEqual([400, '旧密码输入错误！']);
    expect(await fail({ confirmpassword: '' })).toEqual([400, CONFIRM_REQUIRED]);
    expect(await fail({ confirmpassword: 'Lotus#River83' })).toEqual([400, CONFIRM_MISMATCH_DIALOG]);
    expect(await fail({ password: 'lotus#river82', confirmpassword: 'lotus#river82' })).toEqual([400, PASSWORD_MESSAGE]);
    expect(await fail({ password: 'Welcome#1', confirmpassword: 'Welcome#1' })).toEqual([400, TOO_SIMPLE]);
    expect(await fail({ password: 'Street01#Xy', confirmpassword: 'Street01#Xy' })).toEqual([400, TOO_SIMPLE]);
    expect(await fail({ password: TEST_PASSWORD, confirmpassword: TEST_PASSWORD })).toEqual([400, '新密码不能与旧密码相同']);
    expect(await s.api.login('street01', TEST_PASSWORD)).toMatch(/^[0-9a-f]{64}$/);
  });

  it('changes the password, clears updatePwd and ends the other sessions only', async () => {
    const other = await s.api.login('street01');
    const current = await s.api.login('street01');
    const r = await s.api.post('/sys/user/updatePassword', body({}), current);
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ success: true, message: '密码修改成功！' });
    expect(JSON.stringify(r.body)).not.toMatch(/argon2|Lotus/);
    expect(await stillLoggedIn(current)).toBe(true);
    expect(await stillLoggedIn(other)).toBe(false);
    expect((await s.api.post('/sys/login', { username: 'street01', password: TEST_PASSWORD })).body.success).toBe(false);
    const login = await s.api.post('/sys/login', { username: 'street01', password: NEW_PASSWORD });
    expect(login.body.result.updatePwd).toBe(false);
  });
});

describe('POST /PwdvalController/notVerOldPwdupdatePwd', () => {
  const call = (token: string, plain: string) =>
    s.api.post('/PwdvalController/notVerOldPwdupdatePwd', { newPwd: encryptPwd(plain, s.config.pwdAesKey), loginType: '0' }, token);

  it('refuses broken or undecryptable passwords', async () => {
    const token = await s.api.login('grid01');
    const msg = async (plain: string) => (await call(token, plain)).body.message;
    expect(await msg('Sh#1a')).toBe(PASSWORD_MESSAGE);
    expect(await msg('nouppercase#12')).toBe(PASSWORD_MESSAGE);
    expect(await msg('Qwerty#123')).toBe(TOO_SIMPLE);
    expect(await msg(TEST_PASSWORD)).toBe('新密码不能与旧密码相同');
    const plain = await s.api.post('/PwdvalController/notVerOldPwdupdatePwd', { newPwd: NEW_PASSWORD }, token);
    expect(plain.body.message).toBe('新密码无法解密，请刷新页面后重试');
    const wrongKey = await s.api.post('/PwdvalController/notVerOldPwdupdatePwd', { newPwd: encryptPwd(NEW_PASSWORD, '0000000000000000') }, token);
    expect(wrongKey.status).toBe(400);
    expect((await s.api.post('/PwdvalController/notVerOldPwdupdatePwd', {}, token)).body.message).toBe('请输入新密码');
  });

  it('sets the first password without the old one, once, while the account must change it', async () => {
    const other = await s.api.login('grid01');
    const token = await s.api.login('grid01');
    const r = await call(token, NEW_PASSWORD);
    expect(r.body).toMatchObject({ success: true, message: '密码修改成功！' });
    expect(await stillLoggedIn(token)).toBe(true);
    expect(await stillLoggedIn(other)).toBe(false);
    const login = await s.api.post('/sys/login', { username: 'grid01', password: NEW_PASSWORD });
    expect(login.body.result.updatePwd).toBe(false);
    // Now that the password is the user's own, changing it needs the old one.
    const again = await call(token, 'Maple#Stone93');
    expect(again.status).toBe(403);
    expect((await s.api.post('/sys/login', { username: 'grid01', password: NEW_PASSWORD })).body.success).toBe(true);
  });
});

describe('PUT /sys/user/changePassword', () => {
  // The administrator has done their own first-login change (a must-change session may call nothing else).
  beforeAll(() => s.app.ctx.db.updateTable('sys_user').set({ updatePwd: 0 }).where('username', '=', 'admin').execute());
  const reset = (token: string, username: string, password = NEW_PASSWORD, confirmpassword = password) =>
    s.api.put('/sys/user/changePassword', { username, password, confirmpassword }, token);

  it('lets the administrator reset a password: the user must change it and is logged out everywhere', async () => {
    const victimSession = await s.api.login('community01');
    for (let i = 0; i < 6; i++) await s.api.post('/sys/login', { username: 'community01', password: 'wrong' });
    const r = await reset(await s.api.login('admin'), 'community01');
    expect(r.body).toMatchObject({ success: true, message: '密码修改成功！' });
    expect(JSON.stringify(r.body)).not.toMatch(/argon2|Lotus/);
    expect(await stillLoggedIn(victimSession)).toBe(false);
    const login = await s.api.post('/sys/login', { username: 'community01', password: NEW_PASSWORD });
    expect(login.body.success).toBe(true);
    expect(login.body.result.updatePwd).toBe(true);
  });

  it('checks the new password and the target', async () => {
    const admin = await s.api.login('admin');
    expect((await reset(admin, 'community02', NEW_PASSWORD, 'Other#Pass77')).body.message).toBe(CONFIRM_MISMATCH_DIALOG);
    expect((await reset(admin, 'community02', 'abc')).body.message).toBe(PASSWORD_MESSAGE);
    expect((await reset(admin, 'community02', 'Community02#')).body.message).toBe(TOO_SIMPLE);
    const missing = await reset(admin, 'nobody_here');
    expect([missing.status, missing.body.message]).toEqual([404, '用户不存在']);
  });

  it('needs user:changePassword, and a street administrator only reaches users of their own street', async () => {
    // street01 chose NEW_PASSWORD in the updatePassword tests above.
    const streetToken = await s.api.login('street01', NEW_PASSWORD);
    const db = s.app.ctx.db;
    const role = await db.selectFrom('sys_role').select('id').where('roleCode', '=', 'street_admin').executeTakeFirstOrThrow();
    const button = await db.selectFrom('sys_permission').select('id').where('perms', '=', 'user:changePassword').executeTakeFirstOrThrow();
    // The street role is seeded with 用户管理 and its buttons: without this one, the reset is refused.
    await db.deleteFrom('sys_role_permission').where('roleId', '=', role.id).where('permissionId', '=', button.id).execute();
    await s.app.ctx.sessions.forgetUser(await userId('street01'));
    expect((await reset(streetToken, 'community02')).status).toBe(403);
    await db.insertInto('sys_role_permission').values({ id: 'test-street-change-pwd', roleId: role.id, permissionId: button.id }).execute();
    await s.app.ctx.sessions.forgetUser(await userId('street01'));
    const inside = await reset(streetToken, 'community02');
    expect(inside.body).toMatchObject({ success: true });
    const outside = await reset(streetToken, 'admin');
    expect([outside.status, outside.body.message]).toEqual([403, '无权修改该用户的密码']);
    expect((await s.api.post('/sys/login', { username: 'admin', password: NEW_PASSWORD })).body.success).toBe(false);
  });
});
