import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encryptPwd } from '../../validators/pwd-cipher.js';
import { startServer, TEST_PASSWORD, type TestServer } from '../helpers/server.js';
import { idCard } from './crud-fixtures.js';
import { rowCount } from '../helpers/db.js';

const GATED = '请先修改初始密码后再使用系统';
const NEW_PASSWORD = 'Grid#Change2026';
let s: TestServer;

beforeAll(async () => {
  s = await startServer({}, { passwordChangeDue: true });
});
afterAll(() => s.close());

const residents = () => rowCount(s, 't_base_resident');
const resident = { name: '强改前', sex: '1', regionCode: '210102001002001', idCard: idCard(601) };
const changeInitial = (token: string, plain: string) =>
  s.api.post('/PwdvalController/notVerOldPwdupdatePwd', { newPwd: encryptPwd(plain, s.config.pwdAesKey), loginType: '0' }, token);

describe('a session whose password must change', () => {
  it('may read who it is but nothing else: reads and writes answer 403 and nothing is written', async () => {
    const token = await s.api.login('community01', TEST_PASSWORD);
    expect((await s.api.get('/UserInfoController/queryLoginUser', {}, token)).body.result.userInfo.username).toBe('community01');
    const before = await residents();
    for (const r of [
      await s.api.get('/TBaseGridController/list', {}, token),
      await s.api.post('/TBaseResidentController/add', resident, token),
      await s.api.get('/sys/permission/getUserPermissionByToken', {}, token),
      await s.api.get('/sys/dict/getDictItems/sex', {}, token),
    ]) {
      expect(r.status).toBe(403);
      expect(r.body).toMatchObject({ success: false, message: GATED });
    }
    expect(await residents()).toBe(before);
  });

  it('works normally once the password is changed, with the same token', async () => {
    const token = await s.api.login('community01', TEST_PASSWORD);
    expect((await changeInitial(token, NEW_PASSWORD)).body.success).toBe(true);
    expect((await s.api.get('/TBaseGridController/list', {}, token)).status).toBe(200);
    expect((await s.api.post('/TBaseResidentController/add', resident, token)).body.success).toBe(true);
  });

  it('is gated again after an administrator resets the password, until the user changes it', async () => {
    const admin = await s.api.login('admin', TEST_PASSWORD);
    expect((await changeInitial(admin, 'Lotus#River82')).body.success).toBe(true);
    const reset = await s.api.put(
      '/sys/user/changePassword',
      { username: 'community01', password: 'Reset#Pass2026', confirmpassword: 'Reset#Pass2026' },
      admin,
    );
    expect(reset.body).toMatchObject({ success: true });
    const token = await s.api.login('community01', 'Reset#Pass2026');
    expect((await s.api.get('/TBaseGridController/list', {}, token)).status).toBe(403);
    expect((await s.api.post('/sys/logout', {}, token)).body.success).toBe(true);
  });
});
