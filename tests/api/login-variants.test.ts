/** Phone login, SMS codes, second login, registration with approval, password reset by SMS, public statistics. */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ageCode, lastCode, registerSlider, sentTo } from '../helpers/sms.js';
import { startServer, TEST_PASSWORD, type TestServer } from '../helpers/server.js';

let s: TestServer;
let admin: string;

beforeAll(async () => {
  s = await startServer();
  admin = await s.api.login('admin');
});
afterAll(() => s.close());

const ADMIN_PHONE = '13800000000';
const sms = (mobile: string, smsmode: string, sliderToken?: string) => s.api.post('/sys/sms', { mobile, smsmode, sliderToken });
const phoneLogin = (mobile: string, captcha: string) => s.api.post('/sys/phoneLogin', { mobile, captcha });
const smsRow = (phone: string) => s.app.ctx.db.selectFrom('sys_sms_code').selectAll().where('phone', '=', phone).executeTakeFirst();
const wrongCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

describe('phone login', () => {
  it('sends a 6-digit code to the phone only (not in the answer, stored hashed) and logs in with it once', async () => {
    const r = await sms(ADMIN_PHONE, '0');
    expect(r.body).toMatchObject({ success: true, message: '验证码已发送，5分钟内有效', result: null });
    const code = lastCode(s, ADMIN_PHONE);
    expect(JSON.stringify(r.body)).not.toContain(code);
    const row = await smsRow(ADMIN_PHONE);
    expect(row?.codeHash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(row)).not.toContain(code);

    const login = await phoneLogin(ADMIN_PHONE, code);
    expect(login.body).toMatchObject({ success: true, result: { userInfo: { username: 'admin' } } });
    expect((await s.api.get('/UserInfoController/queryLoginUser', {}, login.body.result.token)).body.result.userInfo.username).toBe('admin');
    // Reused: the code was spent by the first login.
    expect((await phoneLogin(ADMIN_PHONE, code)).body).toMatchObject({ success: false, message: '验证码已失效，请重新获取' });
  });

  it("puts phone logins in the login log under the phone's account, refused ones with the reason", async () => {
    const entries = () =>
      s.app.ctx.db
        .selectFrom('sys_log')
        .select(['id', 'username', 'logContent'])
        .where('logType', '=', 1)
        .where('logContent', 'like', '%手机号登录%')
        .execute();
    const earlier = new Set((await entries()).map((e) => e.id));
    await ageCode(s, ADMIN_PHONE, 61_000);
    expect((await sms(ADMIN_PHONE, '0')).body.success).toBe(true);
    const code = lastCode(s, ADMIN_PHONE);
    expect((await phoneLogin(ADMIN_PHONE, wrongCode(code))).body.success).toBe(false);
    expect((await phoneLogin(ADMIN_PHONE, code)).body.success).toBe(true);
    // Entries are written after each answer; an earlier test's last one may still arrive, so look for these two.
    const added = async () => (await entries()).filter((e) => !earlier.has(e.id));
    await vi.waitFor(
      async () =>
        expect((await added()).map((e) => e.logContent)).toEqual(
          expect.arrayContaining(['登录成功（手机号登录）', expect.stringMatching(/^登录失败（手机号登录）：验证码错误/)]),
        ),
      { timeout: 5000, interval: 50 },
    );
    const mine = (await added()).filter((e) => e.logContent === '登录成功（手机号登录）' || e.logContent.includes('验证码错误'));
    expect(mine.map((e) => e.username)).toEqual(['admin', 'admin']);
  });

  it('sends one code a minute per phone, whatever it is for', async () => {
    await ageCode(s, ADMIN_PHONE, 61_000);
    expect((await sms(ADMIN_PHONE, '0')).body.success).toBe(true);
    const count = sentTo(s, ADMIN_PHONE).length;
    for (const mode of ['0', '2']) {
      const again = await sms(ADMIN_PHONE, mode);
      expect(again.status).toBe(429);
      expect(again.body.message).toMatch(/^验证码发送过于频繁，请\d+秒后再试$/);
    }
    expect(sentTo(s, ADMIN_PHONE).length).toBe(count);
    await ageCode(s, ADMIN_PHONE, 61_000);
    expect((await sms(ADMIN_PHONE, '0')).body.success).toBe(true);
    expect(sentTo(s, ADMIN_PHONE).length).toBe(count + 1);
  });

  it('counts the minute from the last code sent, also when it was used to log in', async () => {
    await ageCode(s, ADMIN_PHONE, 61_000);
    expect((await sms(ADMIN_PHONE, '0')).body.success).toBe(true);
    expect((await phoneLogin(ADMIN_PHONE, lastCode(s, ADMIN_PHONE))).body.success).toBe(true);
    const count = sentTo(s, ADMIN_PHONE).length;
    const again = await sms(ADMIN_PHONE, '0');
    expect(again.status).toBe(429);
    expect(again.body.message).toMatch(/^验证码发送过于频繁，请\d+秒后再试$/);
    expect(sentTo(s, ADMIN_PHONE).length).toBe(count);
    await ageCode(s, ADMIN_PHONE, 61_000);
    expect((await sms(ADMIN_PHONE, '0')).body.success).toBe(true);
  });

  it('refuses a code older than five minutes', async () => {
    await ageCode(s, ADMIN_PHONE, 61_000);
    await sms(ADMIN_PHONE, '0');
    const code = lastCode(s, ADMIN_PHONE);
    await ageCode(s, ADMIN_PHONE, 5 * 60_000 + 1000);
    expect((await phoneLogin(ADMIN_PHONE, code)).body).toMatchObject({ success: false, message: '验证码已过期，请重新获取' });
  });

  it('voids a code after five wrong tries: the right one no longer logs in', async () => {
    await ageCode(s, ADMIN_PHONE, 61_000);
    await sms(ADMIN_PHONE, '0');
    const code = lastCode(s, ADMIN_PHONE);
    const messages = [];
    for (let i = 0; i < 5; i++) messages.push((await phoneLogin(ADMIN_PHONE, wrongCode(code))).body.message);
    expect(messages).toEqual([
      '验证码错误，还可尝试4次',
      '验证码错误，还可尝试3次',
      '验证码错误，还可尝试2次',
      '验证码错误，还可尝试1次',
      '验证码错误次数过多，已失效，请重新获取',
    ]);
    expect((await phoneLogin(ADMIN_PHONE, code)).body).toMatchObject({ success: false, message: '验证码错误次数过多，已失效，请重新获取' });
  });

  it('answers a phone without an account as any other, but sends it nothing', async () => {
    const r = await sms('13912345678', '0');
    expect(r.body).toMatchObject({ success: true, message: '验证码已发送，5分钟内有效' });
    expect(sentTo(s, '13912345678')).toHaveLength(0);
    expect((await sms('12345', '0')).body).toMatchObject({ success: false, message: '请输入正确手机号' });
    expect((await sms(ADMIN_PHONE, '9')).body).toMatchObject({ success: false, message: '短信类型不正确' });
  });

  it('a code for another purpose does not log in', async () => {
    const phone = '13800000001';
    await sms(phone, '2');
    expect((await phoneLogin(phone, lastCode(s, phone))).body).toMatchObject({ success: false, message: '验证码已失效，请重新获取' });
  });
});

describe('second login', () => {
  it('answers the token holder with userInfo, the flags and the dictionaries; no token, no answer', async () => {
    const r = await s.api.post('/UloginController/doubleLogin', {}, admin);
    expect(r.body.success).toBe(true);
    expect(r.body.result).toMatchObject({ userInfo: { username: 'admin' }, updatePwd: false, enterSystem: true, enterGuide: false });
    expect(r.body.result.sysAllDictItems.user_status.map((i: { value: string }) => i.value)).toEqual(['1', '2', '3', '4']);
    // The token may come in the body too (the login page sends it so before storing it).
    expect((await s.api.post('/UloginController/doubleLogin', { token: admin })).body.result.userInfo.username).toBe('admin');
    for (const body of [{}, { token: 'f'.repeat(64) }])
      expect((await s.api.post('/UloginController/doubleLogin', body)).body).toMatchObject({ success: false, code: 401, message: 'Token失效，请重新登录!' });
  });

  it('tells a new community official to go through the onboarding guide', async () => {
    await s.app.ctx.db.updateTable('sys_user').set({ newUser: 1 }).where('username', '=', 'community02').execute();
    const token = await s.api.login('community02');
    const r = await s.api.post('/UloginController/doubleLogin', {}, token);
    expect(r.body.result).toMatchObject({ enterSystem: false, enterGuide: true });
  });
});

describe('registration', () => {
  const register = (body: Record<string, string>) => s.api.post('/sys/user/register', { password: 'Reg#Pass2026', confirmPassword: 'Reg#Pass2026', ...body });
  async function codeFor(phone: string): Promise<string> {
    expect((await sms(phone, '1', await registerSlider(s.api, phone))).body.success).toBe(true);
    return lastCode(s, phone);
  }
  const pending = () => s.api.get('/sys/user/list', { status: 3 }, admin);

  it('needs the slider for its code, and a phone that has no account', async () => {
    expect((await sms('13911110000', '1')).body).toMatchObject({ success: false, message: '请先完成滑块验证' });
    expect(sentTo(s, '13911110000')).toHaveLength(0);
    expect((await sms('13800000004', '1', await registerSlider(s.api, '13800000004'))).body).toMatchObject({ success: false, message: '该手机号已注册' });
  });

  it('makes an account that waits for approval, cannot log in and holds no roles; approved, it logs in with its menu', async () => {
    const phone = '13911110001';
    const code = await codeFor(phone);
    expect((await register({ username: 'newcomer01', phone, smscode: code, password: 'short', confirmPassword: 'short' })).body.message).toBe(
      '密码由8位数字、大小写字母和特殊符号组成!',
    );
    expect((await register({ username: 'admin', phone, smscode: code })).body.message).toBe('用户名已存在');
    const r = await register({ username: 'newcomer01', phone, smscode: code });
    expect(r.body).toMatchObject({ success: true, message: '注册成功，请等待管理员审核' });
    expect((await register({ username: 'newcomer02', phone, smscode: code })).body.message).toBe('该手机号已注册');

    const login = await s.api.post('/sys/login', { username: 'newcomer01', password: 'Reg#Pass2026' });
    expect(login.body).toMatchObject({ success: false, message: '账号正在等待管理员审核，审核通过后才能登录' });
    await ageCode(s, phone, 61_000);
    await sms(phone, '0');
    expect((await phoneLogin(phone, lastCode(s, phone))).body).toMatchObject({ success: false, message: '账号正在等待管理员审核，审核通过后才能登录' });

    const listed = (await pending()).body.result.records;
    expect(listed.map((u: { username: string }) => u.username)).toEqual(['newcomer01']);
    expect(listed[0].status_dictText).toBe('待审核');
    const id = listed[0].id as string;
    expect(await s.app.ctx.db.selectFrom('sys_user_role').select('roleId').where('userId', '=', id).execute()).toHaveLength(0);
    // Unfreezing is no back door around the approval.
    expect((await s.api.put('/sys/user/frozenBatch', { ids: id, status: 1 }, admin)).body.success).toBe(false);

    // Without 用户管理 no approval; a street's administrator does not see an account outside every region.
    expect((await s.api.put('/sys/user/auditRegistration', { id, result: 'reject' }, await s.api.login('community01'))).status).toBe(403);
    const street = await s.api.put('/sys/user/auditRegistration', { id, result: 'reject' }, await s.api.login('street01'));
    expect(street.body).toMatchObject({ success: false, message: '用户不存在或不在您管辖的区域内' });
    expect((await s.api.put('/sys/user/auditRegistration', { id, result: 'pass' }, admin)).body.message).toBe('请选择角色');
    const roles = (await s.api.get('/sys/role/list', { pageSize: 50 }, admin)).body.result.records as Array<{ id: string; roleCode: string }>;
    const gridRole = roles.find((x) => x.roleCode === 'grid_member')!.id;
    const pass = await s.api.put('/sys/user/auditRegistration', { id, result: 'pass', selectedroles: gridRole, regionCode: '210102001002001' }, admin);
    expect(pass.body).toMatchObject({ success: true, message: '审核通过，该用户现在可以登录' });
    expect((await s.api.put('/sys/user/auditRegistration', { id, result: 'reject' }, admin)).body.message).toBe('该用户不是待审核状态');

    const token = await s.api.login('newcomer01', 'Reg#Pass2026');
    const menu = await s.api.get('/sys/permission/getUserPermissionByToken', {}, token);
    expect(menu.body.result.menu.length).toBeGreaterThan(0);
    expect((await pending()).body.result.records).toHaveLength(0);
  });

  it('a rejected registration cannot log in', async () => {
    const phone = '13911110002';
    expect((await register({ username: 'newcomer03', phone, smscode: await codeFor(phone) })).body.success).toBe(true);
    const id = (await pending()).body.result.records[0].id as string;
    // As the list screen's 拒绝 sends it: in the query.
    const r = await s.api.request('PUT', '/sys/user/auditRegistration', { query: { id, result: 'reject' }, token: admin });
    expect(r.body).toMatchObject({ success: true, message: '已拒绝该注册申请' });
    expect((await s.api.post('/sys/login', { username: 'newcomer03', password: 'Reg#Pass2026' })).body.message).toBe(
      '注册申请未通过审核，如有疑问请联系管理员',
    );
  });
});

describe('password reset by SMS', () => {
  const GRID_PHONE = '13800000004';
  const reset = (body: Record<string, string>) => s.api.post('/sys/user/passwordChange', { phone: GRID_PHONE, ...body });

  it('sets the new password under the password rules and ends every session of the account', async () => {
    const sessions = [await s.api.login('grid01'), await s.api.login('grid01')];
    await sms(GRID_PHONE, '2');
    const code = lastCode(s, GRID_PHONE);
    expect((await reset({ smscode: code, password: 'Grid#Reset2026', confirmPassword: 'Grid#Other2026' })).body.message).toBe('两次输入新密码不一致!');
    expect((await reset({ smscode: code, password: 'grid01#Aa2026', confirmPassword: 'grid01#Aa2026' })).body.message).toBe('密码过于简单，请重新设置密码！');
    expect((await reset({ smscode: wrongCode(code), password: 'Grid#Reset2026', confirmPassword: 'Grid#Reset2026' })).body.message).toBe(
      '验证码错误，还可尝试4次',
    );
    const r = await reset({ smscode: code, password: 'Grid#Reset2026', confirmPassword: 'Grid#Reset2026' });
    expect(r.body).toMatchObject({ success: true, result: { username: 'grid01' }, message: '密码重置成功，请使用新密码登录' });
    for (const token of sessions) expect((await s.api.get('/UserInfoController/queryLoginUser', {}, token)).status).toBe(401);
    expect((await s.api.post('/sys/login', { username: 'grid01', password: TEST_PASSWORD })).body.success).toBe(false);
    expect(await s.api.login('grid01', 'Grid#Reset2026')).toMatch(/^[0-9a-f]{64}$/);
    expect((await reset({ smscode: code, password: 'Grid#Again2026', confirmPassword: 'Grid#Again2026' })).body.message).toBe('验证码已失效，请重新获取');
  });
});

describe('public statistics (/srepStatistics)', () => {
  it('answers without login only the figures 系统参数 publishes', async () => {
    expect((await s.api.get('/SysController/srepStatistics')).body).toMatchObject({ success: true, result: [] });
    const edit = await s.api.put('/sys/sysParam/edit', { id: '1', sadnessMode: 'N', serviceTel: '024-12345678', publicFigures: 'grids,residents' }, admin);
    expect(edit.body.success).toBe(true);
    const figures = (await s.api.get('/SysController/srepStatistics')).body.result as Array<{ key: string; title: string; value: number }>;
    expect(figures.map((f) => [f.key, f.title])).toEqual([
      ['residents', '居民人数'],
      ['grids', '网格数'],
    ]);
    const grids = await s.app.ctx.db
      .selectFrom('t_base_grid')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(figures[1].value).toBe(Number(grids.n));
  });
});
