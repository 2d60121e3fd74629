/**
 * The forced password change after a phone login asks no old password (the SMS code proved the account); every
 * other change still needs it: a password login, or a phone login without the must-change flag.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ageCode, lastCode } from '../helpers/sms.js';
import { startServer, TEST_PASSWORD, type TestServer } from '../helpers/server.js';

let s: TestServer;
beforeAll(async () => {
  s = await startServer({}, { passwordChangeDue: true });
});
afterAll(() => s?.close());

const NEW_PASSWORD = 'Grid#Sms2031x';

async function phoneSession(phone: string): Promise<{ token: string; updatePwd: boolean }> {
  // One code a minute per phone, also after a code was used: let the previous one (if any) be a minute old.
  await ageCode(s, phone, 61_000);
  expect((await s.api.post('/sys/sms', { mobile: phone, smsmode: '0' })).body.success).toBe(true);
  const r = await s.api.post('/sys/phoneLogin', { mobile: phone, captcha: lastCode(s, phone) });
  expect(r.body.success, r.body.message).toBe(true);
  return { token: r.body.result.token, updatePwd: r.body.result.updatePwd };
}
const change = (token: string, username: string, oldpassword: string, password = NEW_PASSWORD) =>
  s.api.post('/sys/user/updatePassword', { username, oldpassword, password, confirmpassword: password }, token);

describe('forced password change after a phone login', () => {
  it('sets the new password without the old one, and the new one then logs in', async () => {
    const { token, updatePwd } = await phoneSession('13800000004');
    expect(updatePwd).toBe(true);
    const r = await change(token, 'grid01', '');
    expect(r.body).toMatchObject({ success: true, message: '密码修改成功！' });
    expect((await s.api.post('/sys/login', { username: 'grid01', password: NEW_PASSWORD })).body.success).toBe(true);
    expect((await s.api.post('/sys/login', { username: 'grid01', password: TEST_PASSWORD })).body.success).toBe(false);
  });

  it('still needs the old password once the flag is cleared, and after a password login', async () => {
    // grid01 changed it above: the flag is gone, so a new phone session is an ordinary one.
    const phone = await phoneSession('13800000004');
    expect(phone.updatePwd).toBe(false);
    expect((await change(phone.token, 'grid01', '', 'Grid#Sms2032y')).body).toMatchObject({ success: false, message: '请输入旧密码' });

    const byPassword = await s.api.login('community02');
    const r = await change(byPassword, 'community02', '');
    expect(r.body).toMatchObject({ success: false, message: '请输入旧密码' });
    expect((await s.api.post('/sys/login', { username: 'community02', password: TEST_PASSWORD })).body.success).toBe(true);
  });

  it('refuses the old password as the new one even without asking for it', async () => {
    const { token } = await phoneSession('13800000002');
    expect((await change(token, 'community01', '', TEST_PASSWORD)).body).toMatchObject({ success: false, message: '新密码不能与旧密码相同' });
  });
});
