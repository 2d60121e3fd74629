import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { installAccess } from '../../src/server/plugins/access.js';
import type { SessionService } from '../../src/server/services/session-service.js';
import { startServer, type TestServer } from '../helpers/server.js';

let s: TestServer;
beforeAll(async () => {
  s = await startServer();
});
afterAll(() => s.close());

describe('the envelope for input no form would send', () => {
  it('malformed JSON is a 400 envelope with a Chinese message, no parser text', async () => {
    const res = await fetch(`${s.url}/api/sys/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"username": "admin",' });
    const body = await res.json();
    expect(res.status).toBe(400);
    expect(body).toMatchObject({ success: false, code: 400, message: '请求内容不是有效的JSON' });
    expect(JSON.stringify(body)).not.toMatch(/Unexpected|position|at /);
  });

  it('a body over the limit is refused with a message, not a crash', async () => {
    const big = JSON.stringify({ username: 'a'.repeat(3 * 1024 * 1024), password: 'x' });
    const res = await fetch(`${s.url}/api/sys/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: big });
    expect(res.status).toBe(413);
    expect((await res.json()).message).toBe('上传内容过大');
  });

  it('a JSON array or wrong types where an object is expected is a 400, not a 500', async () => {
    expect((await s.api.post('/sys/login', [1, 2])).status).toBe(400);
    expect((await s.api.post('/sys/login', { username: { $ne: 1 }, password: ['x'] })).body).toMatchObject({
      success: false,
      code: 400,
      message: '用户名的类型不正确，应为文本；密码的类型不正确，应为文本',
    });
  });

  it('an unknown API path is a 404 envelope', async () => {
    const r = await s.api.get('/no/such/route');
    expect(r.status).toBe(404);
    expect(r.body).toMatchObject({ success: false, code: 404 });
  });
});

describe('tenant header', () => {
  it('only selects among the user’s own tenants', async () => {
    const token = await s.api.login('street01');
    const own = await s.api.request('GET', '/UserInfoController/queryLoginUser', { token });
    expect(own.status).toBe(200);
    const foreign = await s.api.request('GET', '/UserInfoController/queryLoginUser', { token, headers: { 'tenant-id': '999' } });
    expect(foreign.status).toBe(403);
    expect(foreign.body.message).toBe('无权访问该租户的数据');
    // A tenant of the user's that exists and is 正常 (one that is not, or has ended, is refused: tenant-isolation.test.ts).
    await s.app.ctx.db.insertInto('sys_tenant').values({ id: '999', name: '九九九', status: 1 }).execute();
    await s.app.ctx.db.updateTable('sys_user').set({ relTenantIds: '999,1000' }).where('username', '=', 'street01').execute();
    await s.app.ctx.sessions.forgetUser(
      (await s.app.ctx.db.selectFrom('sys_user').select('id').where('username', '=', 'street01').executeTakeFirstOrThrow()).id,
    );
    const mine = await s.api.request('GET', '/UserInfoController/queryLoginUser', { token, headers: { 'tenant-id': '999' } });
    expect(mine.status).toBe(200);
  });
});

describe('access declarations', () => {
  it('a server with an API route that declares no access rule refuses to start', async () => {
    const app = Fastify();
    installAccess(app, {} as SessionService, '/api');
    expect(() => app.get('/api/forgotten', async () => 'open')).toThrow(/declares no access rule/);
    expect(() => app.get('/api/declared', { config: { access: 'public' } }, async () => 'ok')).not.toThrow();
  });
});
