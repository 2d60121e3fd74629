/**
 * The login and operation logs (日志管理): who did what, when and from where, written after the answer; the home
 * page's visit figures; the cleanup job. Administrators read the list; others are refused.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { JOB_TYPES } from '../../src/server/services/scheduler/job-types.js';
import { nowText } from '../../src/shared/time.js';
import { startServer, type TestServer } from '../helpers/server.js';

let s: TestServer;
const t: Record<string, string> = {};
const wait = { timeout: 5000, interval: 50 };

beforeAll(async () => {
  s = await startServer();
  for (const u of ['admin', 'street01', 'community01']) t[u] = await s.api.login(u);
});
afterAll(() => s.close());

const logs = async (query: Record<string, string | number>) =>
  (await s.api.get('/sys/log/list', { pageSize: 50, ...query }, t.admin)).body.result.records as Array<Record<string, any>>;

describe('operation log', () => {
  it('a write leaves an entry with the user, the address, the route and the result, never the body', async () => {
    const added = await s.api.post('/sys/dict/add', { dictName: '日志测试字典', dictCode: 'log_test_dict' }, t.admin);
    expect(added.body.success, added.body.message).toBe(true);
    await vi.waitFor(
      async () =>
        expect(await logs({ logType: 2, username: 'admin' })).toEqual(expect.arrayContaining([expect.objectContaining({ requestUrl: '/api/sys/dict/add' })])),
      wait,
    );
    const entry = (await logs({ logType: 2, username: 'admin' })).find((r) => r.requestUrl === '/api/sys/dict/add')!;
    expect(entry).toMatchObject({
      method: 'POST',
      ip: '127.0.0.1',
      status: 200,
      result: 'success',
      realname: expect.any(String),
      logType_dictText: '操作日志',
      logContent: expect.stringContaining('添加'),
    });
    expect(entry.costTime).toBeGreaterThanOrEqual(0);
    expect(JSON.stringify(entry)).not.toContain('log_test_dict');
  });

  it('a refused write is logged with its status; a read is not logged', async () => {
    const refused = await s.api.post('/sys/dict/add', { dictName: '越权' }, t.community01);
    expect(refused.status).toBe(403);
    await vi.waitFor(
      async () => expect((await logs({ logType: 2, username: 'community01' })).some((r) => r.status === 403 && r.result === 'failure')).toBe(true),
      wait,
    );
    await s.api.get('/sys/dict/list', {}, t.admin);
    await s.api.post('/sys/dict/add', { dictName: '标记', dictCode: 'log_marker' }, t.admin);
    await vi.waitFor(
      async () => expect((await logs({ logType: 2 })).some((r) => r.logContent.includes('添加') && r.requestUrl === '/api/sys/dict/add')).toBe(true),
      wait,
    );
    expect((await logs({ logType: 2 })).some((r) => r.requestUrl === '/api/sys/dict/list')).toBe(false);
  });

  it('a change made through a GET route (停止 a scheduled job) is logged as an operation', async () => {
    const job = await s.app.ctx.db.selectFrom('sys_quartz_job').select(['id', 'jobName']).where('status', '=', '0').executeTakeFirstOrThrow();
    expect((await s.api.get('/sys/quartzJob/pause', { id: job.id }, t.admin)).body.success).toBe(true);
    await vi.waitFor(
      async () =>
        expect((await logs({ logType: 2, username: 'admin' })).find((r) => r.requestUrl === '/api/sys/quartzJob/pause')).toMatchObject({
          method: 'GET',
          result: 'success',
          logContent: expect.stringContaining('停止'),
        }),
      wait,
    );
    await s.api.get('/sys/quartzJob/resume', { id: job.id }, t.admin);
  });

  it('a password change is logged without the passwords', async () => {
    const changed = await s.api.post(
      '/sys/user/updatePassword',
      { username: 'street01', oldpassword: 'wrong-Old1', password: 'New#Pass2026', confirmpassword: 'New#Pass2026' },
      t.street01,
    );
    expect(changed.body.success).toBe(false);
    await vi.waitFor(async () => expect((await logs({ username: 'street01', logType: 2 })).length).toBeGreaterThan(0), wait);
    const text = JSON.stringify(await logs({ username: 'street01' }));
    expect(text).not.toContain('wrong-Old1');
    expect(text).not.toContain('New#Pass2026');
  });
});

describe('login log', () => {
  it('a failed login, a login and a logout each leave an entry with the account, address, client and result', async () => {
    const failed = await s.api.request('POST', '/sys/login', {
      body: { username: 'grid01', password: 'not-the-password' },
      headers: { 'user-agent': 'LogTest/1.0' },
    });
    expect(failed.body.success).toBe(false);
    const token = await s.api.login('grid01');
    expect((await s.api.post('/sys/logout', {}, token)).body.success).toBe(true);
    await vi.waitFor(async () => expect((await logs({ logType: 1, username: 'grid01' })).length).toBe(3), wait);
    const rows = await logs({ logType: 1, username: 'grid01' });
    expect(rows.map((r) => r.operateType).sort()).toEqual(['login', 'login', 'logout']);
    const failure = rows.find((r) => r.result === 'failure')!;
    expect(failure).toMatchObject({
      ip: '127.0.0.1',
      userAgent: 'LogTest/1.0',
      logContent: expect.stringContaining('用户名或密码错误'),
      realname: expect.any(String),
    });
    expect(JSON.stringify(rows)).not.toContain('not-the-password');
    expect(rows.find((r) => r.operateType === 'logout')).toMatchObject({ logContent: '退出登录', result: 'success' });
  });

  it('an unknown account is logged too, readable by administrators only', async () => {
    await s.api.post('/sys/login', { username: 'nobody_here', password: 'x1' });
    await vi.waitFor(async () => expect(await logs({ username: 'nobody_here' })).toHaveLength(1), wait);
    expect((await logs({ username: 'nobody_here' }))[0]).toMatchObject({ userId: null, result: 'failure' });
  });
});

describe('who reads the logs', () => {
  it('non-administrators are refused the list', async () => {
    for (const who of ['street01', 'community01']) expect((await s.api.get('/sys/log/list', {}, t[who])).status).toBe(403);
    expect((await s.api.get('/sys/log/list', {})).status).toBe(401);
  });

  it('the log cannot be written or deleted through the API', async () => {
    const [row] = await logs({});
    expect((await s.api.post('/sys/log/add', { logType: 2, logContent: 'forged', createTime: nowText() }, t.admin)).status).toBe(404);
    expect((await s.api.delete('/sys/log/delete', { id: row.id }, t.admin)).status).toBe(404);
  });
});

describe('visit figures', () => {
  it('loginfo and visitInfo count successful logins: today, in total, by address, per day of the last week', async () => {
    const before = (await s.api.get('/sys/loginfo', {}, t.admin)).body.result;
    await s.api.login('community01');
    await vi.waitFor(async () => expect((await s.api.get('/sys/loginfo', {}, t.admin)).body.result.todayVisitCount).toBe(before.todayVisitCount + 1), wait);
    const info = (await s.api.get('/sys/loginfo', {}, t.admin)).body.result;
    expect(info).toEqual({ todayVisitCount: expect.any(Number), totalVisitCount: expect.any(Number), todayIp: 1 });
    expect(info.totalVisitCount).toBeGreaterThanOrEqual(info.todayVisitCount);
    const days = (await s.api.get('/sys/visitInfo', {}, t.admin)).body.result;
    expect(days).toHaveLength(7);
    expect(days[6]).toEqual({ tian: nowText().slice(0, 10), type: nowText().slice(5, 10), visit: info.todayVisitCount, ip: 1 });
    expect(days.slice(0, 6).every((d: { visit: number }) => d.visit === 0)).toBe(true);
  });

  it('a community official counts only the logins of their own region', async () => {
    const mine = (await s.api.get('/sys/loginfo', {}, t.community01)).body.result;
    const all = (await s.api.get('/sys/loginfo', {}, t.admin)).body.result;
    expect(mine.todayVisitCount).toBeGreaterThan(0);
    expect(mine.todayVisitCount).toBeLessThan(all.todayVisitCount);
  });
});

describe('cleanup job', () => {
  it('deletes entries older than the kept days and keeps the rest; it is scheduled from the start', async () => {
    await s.app.ctx.db.insertInto('sys_log').values({ id: 'old-entry', logType: 2, logContent: '旧日志', createTime: '2020-01-01 00:00:00' }).execute();
    const outcome = await JOB_TYPES.cleanOldLogs.run({ ctx: s.app.ctx, log: s.app.log, parameter: '180' });
    expect(outcome.message).toContain('180天前');
    expect(await s.app.ctx.db.selectFrom('sys_log').select('id').where('id', '=', 'old-entry').executeTakeFirst()).toBeUndefined();
    expect((await logs({})).length).toBeGreaterThan(0);
    await expect(JOB_TYPES.cleanOldLogs.run({ ctx: s.app.ctx, log: s.app.log, parameter: 'abc' })).rejects.toThrow('保留的天数');
    const job = await s.app.ctx.db.selectFrom('sys_quartz_job').selectAll().where('jobClassName', '=', 'cleanOldLogs').executeTakeFirst();
    expect(job).toMatchObject({ status: '0', parameter: '180' });
  });
});
