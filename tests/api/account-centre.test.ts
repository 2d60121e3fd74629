/**
 * 个人中心 and 个人设置: a user edits their own profile (avatar through the upload route), changes their phone with
 * their password and keeps their notification switches; none of it reaches another account, roles or region.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PNG, upload } from '../helpers/upload-fixtures.js';
import { startServer, TEST_PASSWORD, type TestServer } from '../helpers/server.js';

let s: TestServer;
const t: Record<string, string> = {};

beforeAll(async () => {
  s = await startServer();
  for (const u of ['community01', 'street01', 'admin']) t[u] = await s.api.login(u);
});
afterAll(() => s.close());

const row = (username: string) => s.app.ctx.db.selectFrom('sys_user').selectAll().where('username', '=', username).executeTakeFirstOrThrow();

describe('editSelf', () => {
  it('saves the caller’s own name, e-mail, sex and uploaded avatar', async () => {
    const up = await upload(s.api, '/sys/common/upload', {
      token: t.community01,
      bytes: PNG,
      filename: 'me.png',
      type: 'image/png',
      fields: { biz: 'avatar' },
    });
    expect(up.body.success, up.body.message).toBe(true);
    const saved = await s.api.put('/sys/user/editSelf', { realname: '张社区', email: 'zhang@example.cn', sex: 2, avatar: up.body.result }, t.community01);
    expect(saved.body).toMatchObject({ success: true, message: '保存成功' });
    expect(await row('community01')).toMatchObject({ realname: '张社区', email: 'zhang@example.cn', sex: 2, avatar: up.body.result, updateBy: 'community01' });
    const login = await s.api.post('/sys/login', { username: 'community01', password: TEST_PASSWORD });
    expect(login.body.result.userInfo).toMatchObject({ realname: '张社区', avatar: up.body.result });
  });

  it('cannot reach another account, roles, region or status: extra keys are refused and nothing changes', async () => {
    const before = await row('street01');
    const mine = await row('community01');
    for (const extra of [
      { id: before.id },
      { username: 'street01' },
      { roles: 'admin' },
      { selectedroles: 'admin' },
      { regionCode: '21' },
      { status: 2 },
      { phone: '13900000000' },
    ]) {
      const r = await s.api.put('/sys/user/editSelf', { realname: '改别人', ...extra }, t.community01);
      expect(r.status, JSON.stringify(extra)).toBe(400);
    }
    expect(await row('street01')).toEqual(before);
    expect(await row('community01')).toEqual(mine);
    const roles = await s.app.ctx.db.selectFrom('sys_user_role').select('roleId').where('userId', '=', mine.id).execute();
    expect(roles.length).toBe(1);
  });

  it('refuses bad values with a Chinese message: empty name, malformed e-mail, a file not stored here', async () => {
    expect((await s.api.put('/sys/user/editSelf', { realname: '  ' }, t.street01)).body.message).toBe('用户姓名不能为空');
    const email = await s.api.put('/sys/user/editSelf', { realname: '街道', email: 'not-mail' }, t.street01);
    expect(email.status).toBe(400);
    expect(email.body.message).toMatch(/邮箱/);
    const file = await s.api.put('/sys/user/editSelf', { realname: '街道', avatar: 'avatar/aaaaaaaaaaaaaaaa.png' }, t.street01);
    expect(file.body.message).toContain('不存在或您无权使用');
    expect((await s.api.put('/sys/user/editSelf', { realname: '街道' })).status).toBe(401);
    expect((await s.api.put('/sys/user/editSelf', { realname: '街道', sex: 3 }, t.street01)).status).toBe(400);
    const cleared = await s.api.put('/sys/user/editSelf', { realname: '街道', email: null, sex: null, avatar: null }, t.street01);
    expect(cleared.body.success, cleared.body.message).toBe(true);
  });
});

describe('changeOwnPhone', () => {
  it('needs the right password and a mobile number; changes only the caller', async () => {
    const wrong = await s.api.put('/sys/user/changeOwnPhone', { phone: '13800001111', password: 'Wrong#Pass1' }, t.street01);
    expect(wrong.body).toMatchObject({ success: false, message: '密码输入错误' });
    expect((await s.api.put('/sys/user/changeOwnPhone', { phone: '123', password: TEST_PASSWORD }, t.street01)).status).toBe(400);
    const ok = await s.api.put('/sys/user/changeOwnPhone', { phone: '13800001111', password: TEST_PASSWORD }, t.street01);
    expect(ok.body.success, ok.body.message).toBe(true);
    expect((await row('street01')).phone).toBe('13800001111');
    expect((await row('community01')).phone).not.toBe('13800001111');
  });
});

describe('notification switches', () => {
  it('start all on, are kept per user, and one user’s choice leaves another’s alone', async () => {
    expect((await s.api.get('/sys/user/notifySettings', {}, t.community01)).body.result).toEqual({ sms: true, email: true });
    expect((await s.api.put('/sys/user/notifySettings', { sms: false, email: false }, t.community01)).body.success).toBe(true);
    expect((await s.api.get('/sys/user/notifySettings', {}, t.community01)).body.result).toEqual({ sms: false, email: false });
    expect((await s.api.get('/sys/user/notifySettings', {}, t.street01)).body.result).toEqual({ sms: true, email: true });
    expect((await s.api.put('/sys/user/notifySettings', { sms: false, email: false, id: 'x' }, t.street01)).status).toBe(400);
  });
});
