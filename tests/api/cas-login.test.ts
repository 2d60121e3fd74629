/**
 * CAS single sign-on (000 §2.2, §7.2): /sys/cas/client/validateLogin against a small CAS server of the test that
 * answers real CAS 2/3 XML with one-time tickets (tests/helpers/cas-server.ts).
 */
import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startCas, type TestCas } from '../helpers/cas-server.js';
import { startServer, type TestServer } from '../helpers/server.js';

let s: TestServer;
let cas: TestCas;
let service: string;

beforeAll(async () => {
  cas = await startCas();
  s = await startServer({ cas: { serverUrl: cas.url, protocol: 3, serviceUrl: '', timeoutMs: 5000 } });
  // CAS_SERVICE_URL, known once the port is.
  s.config.cas.serviceUrl = `${s.url}/zzbpart/`;
  service = `${s.url}/zzbpart/dashboard/analysis`;
});
afterAll(async () => {
  await s?.close();
  await cas?.close();
});

const validate = (ticket: string, svc = service) => s.api.get('/sys/cas/client/validateLogin', { ticket, service: svc });
const tokenCount = async () =>
  Number(
    (
      await s.app.ctx.db
        .selectFrom('sys_token')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );
const userCount = async () =>
  Number(
    (
      await s.app.ctx.db
        .selectFrom('sys_user')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );
const casLog = () =>
  s.app.ctx.db.selectFrom('sys_log').selectAll().where('requestUrl', '=', '/api/sys/cas/client/validateLogin').orderBy('createTime').execute();

/** A refusal: the Chinese message in the envelope, no session issued, no account made. */
async function refused(call: () => Promise<{ status: number; body: { success: boolean; message: string } }>, message: string) {
  const [tokens, users] = [await tokenCount(), await userCount()];
  const r = await call();
  expect(r.body).toMatchObject({ success: false, message });
  expect(r.status).not.toBe(500);
  expect([await tokenCount(), await userCount()]).toEqual([tokens, users]);
}

describe('CAS validateLogin', () => {
  it('logs a seeded account in with a ticket the CAS server issued for our service, and answers as /sys/login', async () => {
    const r = await validate(cas.issue('street01', service));
    expect(r.body).toMatchObject({ success: true, code: 200, result: { userInfo: { username: 'street01' }, sysAllDictItems: expect.any(Object) } });
    const me = await s.api.get('/UserInfoController/queryLoginUser', {}, r.body.result.token);
    expect(me.body.result.userInfo.username).toBe('street01');
    // CAS 3 validates at /p3/serviceValidate with our ticket and service.
    expect(cas.calls.at(-1)?.pathname).toBe('/cas/p3/serviceValidate');
    expect(cas.calls.at(-1)?.searchParams.get('service')).toBe(service);
    await expect
      .poll(async () => (await casLog()).find((e) => e.result === 'success'))
      .toMatchObject({ logType: 1, operateType: 'login', username: 'street01', logContent: '登录成功（CAS单点登录）' });
  });

  it('validates at /serviceValidate under CAS protocol 2', async () => {
    const config = s.app.ctx.config;
    config.cas = { ...config.cas, protocol: 2 };
    try {
      expect((await validate(cas.issue('admin', service))).body.success).toBe(true);
      expect(cas.calls.at(-1)?.pathname).toBe('/cas/serviceValidate');
    } finally {
      config.cas = { ...config.cas, protocol: 3 };
    }
  });

  it('refuses a forged ticket and a ticket used before', async () => {
    await refused(() => validate('ST-1-forged000000'), '单点登录票据无效或已使用，请重新登录');
    const ticket = cas.issue('admin', service);
    expect((await validate(ticket)).body.success).toBe(true);
    await refused(() => validate(ticket), '单点登录票据无效或已使用，请重新登录');
    // The forged attempt is in the login log, without a user.
    await expect
      .poll(async () =>
        (await casLog()).some(
          (e) => e.result === 'failure' && e.username === null && e.logContent === '登录失败（CAS单点登录）：单点登录票据无效或已使用，请重新登录',
        ),
      )
      .toBe(true);
  });

  it('refuses a service that is not ours before asking CAS, and a ticket issued for another service', async () => {
    const calls = cas.calls.length;
    for (const foreign of [
      'https://other-app.example.org/zzbpart/',
      `${s.url}.evil.example/zzbpart/`,
      `${s.url}/other/`,
      'javascript:alert(1)',
      `${s.url}/zzbpart/../api/x`,
    ]) {
      await refused(() => validate(cas.issue('admin', foreign), foreign), '服务地址不属于本系统，单点登录被拒绝');
    }
    expect(cas.calls.length).toBe(calls);
    // Ours, but the ticket was issued for another of our pages: CAS refuses it.
    await refused(() => validate(cas.issue('admin', `${s.url}/zzbpart/system/user`)), '单点登录票据无效或已使用，请重新登录');
  });

  it('creates no account for an unknown CAS user and refuses frozen or unapproved accounts', async () => {
    await refused(() => validate(cas.issue('nobody_here', service)), '单点登录账号在本系统中不存在，请联系管理员');
    expect(await s.app.ctx.db.selectFrom('sys_user').select('id').where('username', '=', 'nobody_here').executeTakeFirst()).toBeUndefined();
    await expect.poll(async () => (await casLog()).some((e) => e.username === 'nobody_here' && e.result === 'failure')).toBe(true);
    const db = s.app.ctx.db;
    try {
      await db.updateTable('sys_user').set({ status: 2 }).where('username', '=', 'community01').execute();
      await refused(() => validate(cas.issue('community01', service)), '该用户已冻结');
      await db.updateTable('sys_user').set({ status: 3 }).where('username', '=', 'community01').execute();
      await refused(() => validate(cas.issue('community01', service)), '账号正在等待管理员审核，审核通过后才能登录');
    } finally {
      await db.updateTable('sys_user').set({ status: 1 }).where('username', '=', 'community01').execute();
    }
  });

  it('refuses with a Chinese message when CAS is slow, down or answers malformed XML', async () => {
    try {
      cas.mode = 'malformed';
      await refused(() => validate(cas.issue('admin', service)), '单点登录服务器的应答无法识别，请稍后重试');
      // A well-formed success, but far larger than any serviceResponse: not read to the end, not believed.
      cas.mode = 'huge';
      await refused(() => validate(cas.issue('admin', service)), '单点登录服务器的应答无法识别，请稍后重试');
      cas.mode = 'not-cas';
      await refused(() => validate(cas.issue('admin', service)), '单点登录服务器的应答无法识别，请稍后重试');
      cas.mode = 'slow';
      await refused(() => validate(cas.issue('admin', service)), '单点登录服务器无响应，请稍后重试');
    } finally {
      cas.mode = 'normal';
    }
    const config = s.app.ctx.config;
    const saved = config.cas;
    config.cas = { ...saved, serverUrl: 'http://127.0.0.1:1/cas' };
    try {
      await refused(() => validate('ST-1-anything'), '单点登录服务器无响应，请稍后重试');
    } finally {
      config.cas = saved;
    }
  });

  it('asks for the ticket and the service', async () => {
    await refused(() => validate(''), '缺少单点登录票据');
    await refused(() => validate('ST-1', ''), '缺少服务地址');
  });

  it('tells the client where CAS is through the init parameter', async () => {
    expect((await s.api.get('/MSystemController/queryInitParam')).body.result).toEqual({
      sadnessMode: false,
      cas: { serverUrl: cas.url, serviceUrl: `${s.url}/zzbpart/` },
    });
  });
});

describe('CAS without CAS_SERVICE_URL', () => {
  /** GET validateLogin with a Host header of the caller's choosing (fetch does not let a caller set Host). */
  const validateAs = (host: string, ticket: string, svc: string) =>
    new Promise<{ status: number; body: { success: boolean; message: string } }>((resolve, reject) => {
      const url = new URL(`${s.url}/api/sys/cas/client/validateLogin?${new URLSearchParams({ ticket, service: svc })}`);
      http
        .get(url, { headers: { host } }, (res) => {
          let text = '';
          res.setEncoding('utf8').on('data', (chunk) => (text += chunk));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, body: JSON.parse(text) }));
        })
        .on('error', reject);
    });

  it("never takes our service from the request's Host: a ticket for another site's address opens no session", async () => {
    const config = s.app.ctx.config;
    const saved = config.cas;
    config.cas = { ...saved, serviceUrl: '' };
    try {
      const foreign = 'http://other-app.example/zzbpart/';
      await refused(() => validateAs('other-app.example', cas.issue('admin', foreign), foreign), '未启用单点登录');
      await refused(() => validateAs(new URL(s.url).host, cas.issue('admin', service), service), '未启用单点登录');
      expect((await s.api.get('/MSystemController/queryInitParam')).body.result).toEqual({ sadnessMode: false });
    } finally {
      config.cas = saved;
    }
  });
});

describe('CAS off', () => {
  // The same server with CAS_SERVER_URL unset (a second server in this file would cost a second migration run).
  it('answers validateLogin with a refusal and tells the client nothing about CAS', async () => {
    const config = s.app.ctx.config;
    const saved = config.cas;
    config.cas = { ...saved, serverUrl: '' };
    try {
      const calls = cas.calls.length;
      await refused(() => validate(cas.issue('admin', service)), '未启用单点登录');
      expect(cas.calls.length).toBe(calls);
      expect((await s.api.get('/MSystemController/queryInitParam')).body.result).toEqual({ sadnessMode: false });
    } finally {
      config.cas = saved;
    }
    // Calls while CAS is off are no logins: once a later CAS login is in the login log, none of them is.
    const later = await validate(cas.issue('grid01', service));
    expect(later.body.success).toBe(true);
    await expect.poll(async () => (await casLog()).some((e) => e.username === 'grid01')).toBe(true);
    expect((await casLog()).filter((e) => e.logContent.includes('未启用单点登录'))).toEqual([]);
  });
});
