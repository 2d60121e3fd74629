import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type TestServer } from '../helpers/server.js';

let s: TestServer;
beforeAll(async () => {
  s = await startServer();
});
afterAll(() => s.close());

const orgCodeOf = async (username: string) =>
  (await s.app.ctx.db.selectFrom('sys_user').select('orgCode').where('username', '=', username).executeTakeFirstOrThrow()).orgCode;

describe('departments of the logged-in user', () => {
  it("lists the administrator's two departments with the current one", async () => {
    const r = await s.api.get('/sys/user/getCurrentUserDeparts', {}, await s.api.login('admin'));
    expect(r.status).toBe(200);
    expect(r.body.result.orgCode).toBe('A01');
    expect(r.body.result.list).toEqual([
      { id: expect.any(String), orgCode: 'A01', departName: '辽宁省智慧党建办公室' },
      { id: expect.any(String), orgCode: 'A01A01', departName: '浑河湾街道办事处' },
    ]);
  });

  it('switches the current department and answers the new user info', async () => {
    const token = await s.api.login('admin');
    const r = await s.api.post('/sys/selectDepart', { orgCode: 'A01A01', username: 'admin' }, token);
    expect(r.status).toBe(200);
    expect(r.body.result.userInfo).toMatchObject({ username: 'admin', orgCode: 'A01A01' });
    expect(JSON.stringify(r.body.result)).not.toMatch(/password|argon2/);
    expect((await s.api.get('/sys/user/getCurrentUserDeparts', {}, token)).body.result.orgCode).toBe('A01A01');
    expect((await s.api.get('/UserInfoController/queryLoginUser', {}, token)).body.result.userInfo.orgCode).toBe('A01A01');
  });

  it('refuses a department the user does not belong to', async () => {
    const token = await s.api.login('community01');
    const r = await s.api.post('/sys/selectDepart', { orgCode: 'A01', username: 'community01' }, token);
    expect(r.status).toBe(403);
    expect(r.body.success).toBe(false);
    expect(await orgCodeOf('community01')).toBe('A01A01A01');
  });

  it('only ever changes the caller, whatever username the body names', async () => {
    const before = await orgCodeOf('admin');
    const token = await s.api.login('community01');
    const r = await s.api.post('/sys/selectDepart', { orgCode: 'A01A01A01', username: 'admin' }, token);
    expect(r.body.result.userInfo.username).toBe('community01');
    expect(await orgCodeOf('admin')).toBe(before);
  });

  it('asks for a department, and tells a user without any', async () => {
    const token = await s.api.login('community02');
    expect((await s.api.post('/sys/selectDepart', {}, token)).body.message).toBe('请选择部门');
    const id = (await s.app.ctx.db.selectFrom('sys_user').select('id').where('username', '=', 'community02').executeTakeFirstOrThrow()).id;
    await s.app.ctx.db.deleteFrom('sys_user_depart').where('userId', '=', id).execute();
    const r = await s.api.post('/sys/selectDepart', { orgCode: 'A01A01A02' }, token);
    expect([r.status, r.body.message]).toEqual([400, '您尚未设置部门信息!']);
    expect((await s.api.get('/sys/user/getCurrentUserDeparts', {}, token)).body.result.list).toEqual([]);
  });

  it('needs a login', async () => {
    expect((await s.api.get('/sys/user/getCurrentUserDeparts')).status).toBe(401);
    expect((await s.api.post('/sys/selectDepart', { orgCode: 'A01' })).status).toBe(401);
  });
});
