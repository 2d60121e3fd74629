/**
 * 系统管理 > 定时任务: the scheduler runs jobs at their fire times, pause stops them, run-once writes a log, a bad
 * cron expression is refused with its Chinese message, only administrators reach it, and with two instances on one
 * database each fire time runs once. Runs on SQLite and (TEST_DB=postgres) PostgreSQL.
 */
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { JOB_TYPES } from '../../src/server/services/scheduler/job-types.js';
import { nowText } from '../../src/shared/time.js';
import { startServer, testDialect, type TestServer } from '../helpers/server.js';

let s: TestServer;
const t: Record<string, string> = {};
const wait = { timeout: 15_000, interval: 100 };

beforeAll(async () => {
  s = await startServer();
  for (const u of ['admin', 'street01']) t[u] = await s.api.login(u);
});
afterAll(() => s.close());

const db = () => s.app.ctx.db;
const logsOf = (jobId: string) => db().selectFrom('sys_quartz_job_log').selectAll().where('jobId', '=', jobId).orderBy('startTime').execute();
const add = (job: Record<string, unknown>, who = 'admin') => s.api.post('/sys/quartzJob/add', { status: '0', jobClassName: 'demoLog', ...job }, t[who]);
const jobId = async (jobName: string) => (await db().selectFrom('sys_quartz_job').select('id').where('jobName', '=', jobName).executeTakeFirstOrThrow()).id;

describe('scheduled jobs', () => {
  it('an invalid cron expression is refused with the field and the reason, and nothing is written', async () => {
    for (const [cron, reason] of [
      ['0 0 24 * * ?', '时的取值范围为0-23'],
      ['0 0 12 1 * 2', '日和周不能同时指定，其中一个必须为?'],
      ['* * * * *', 'cron表达式应为6段或7段'],
    ]) {
      const r = await add({ jobName: `坏表达式${cron}`, cronExpression: cron });
      expect(r.status).toBe(400);
      expect(r.body.success).toBe(false);
      expect(r.body.message).toContain(`cron表达式：${reason}`);
    }
    const unknownType = await add({ jobName: '未知类型', jobClassName: 'rm -rf', cronExpression: '0 0 2 * * ?' });
    expect(unknownType.status).toBe(400);
    // Only the seeded jobs are there: the appeals' deadline check (诉求超期检查) and the log cleanup (清理过期日志).
    expect((await db().selectFrom('sys_quartz_job').select('jobClassName').execute()).map((j) => j.jobClassName).sort()).toEqual([
      'cleanOldLogs',
      'markOverdueTasks',
    ]);
  });

  it('accepts the month name JUL (Quartz), which ends in L', async () => {
    const r = await add({ jobName: '七月一日', cronExpression: '0 0 12 1 JUL ?', status: '-1' });
    expect(r.body).toMatchObject({ success: true });
    expect((await db().selectFrom('sys_quartz_job').select('cronExpression').where('jobName', '=', '七月一日').executeTakeFirst())?.cronExpression).toBe(
      '0 0 12 1 JUL ?',
    );
  });

  it('reads expressions as Quartz 2.3 does: L-n and wrapping ranges accepted, a step longer than its field refused', async () => {
    for (const [name, cron] of [
      ['倒数第三天', '0 15 10 L-2 * ?'],
      ['周末', '0 0 12 ? * SAT-SUN'],
    ]) {
      const r = await add({ jobName: name, cronExpression: cron, status: '-1' });
      expect(r.body).toMatchObject({ success: true });
      expect((await db().selectFrom('sys_quartz_job').select('cronExpression').where('jobName', '=', name).executeTakeFirst())?.cronExpression).toBe(cron);
    }
    for (const [cron, reason] of [
      ['0/120 * * * * ?', '秒的循环间隔不能大于59'],
      ['0 0 12 1 1-AUG ?', '月的范围两端应同为数字或同为英文缩写：1-AUG'],
    ]) {
      const r = await add({ jobName: `坏间隔${cron}`, cronExpression: cron });
      expect(r.status).toBe(400);
      expect(r.body.message).toContain(`cron表达式：${reason}`);
      expect(await db().selectFrom('sys_quartz_job').select('id').where('jobName', '=', `坏间隔${cron}`).executeTakeFirst()).toBeUndefined();
    }
  });

  it('a non-administrator is refused every route', async () => {
    expect((await s.api.get('/sys/quartzJob/list', {}, t.street01)).status).toBe(403);
    expect((await add({ jobName: '越权', cronExpression: '0 0 2 * * ?' }, 'street01')).status).toBe(403);
    for (const action of ['pause', 'resume', 'execute']) expect((await s.api.get(`/sys/quartzJob/${action}`, { id: 'x' }, t.street01)).status).toBe(403);
    expect((await s.api.get('/sys/quartzJobLog/list', {}, t.street01)).status).toBe(403);
  });

  it('a job runs at its fire times and logs each run; pause stops it, resume starts it again', async () => {
    const added = await add({ jobName: '每秒演示', cronExpression: '*/1 * * * * ? *', parameter: '你好' });
    expect(added.body).toMatchObject({ success: true, message: '添加成功！' });
    const id = await jobId('每秒演示');
    await vi.waitFor(async () => expect((await logsOf(id)).filter((l) => l.result === 'success').length).toBeGreaterThanOrEqual(2), wait);
    const done = (await logsOf(id)).find((l) => l.result === 'success')!;
    expect(done).toMatchObject({ trigger: 'schedule', jobName: '每秒演示', message: '演示任务已运行，参数：你好' });
    // On time: started within a second of its fire time (China time, whole seconds).
    expect(done.fireTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect(Date.parse(done.startTime.replace(' ', 'T') + '+08:00') - Date.parse(done.fireTime!.replace(' ', 'T') + '+08:00')).toBeLessThan(1000);
    // The log is what the screen lists.
    const listed = await s.api.get('/sys/quartzJobLog/list', { jobId: id }, t.admin);
    expect(listed.body.result.records[0]).toMatchObject({ jobId: id, result_dictText: '成功', trigger_dictText: '按计划' });

    // A second job is the clock: once it has run twice after the pause, the paused job would have run too.
    await add({ jobName: '时钟', cronExpression: '* * * * * ? *' });
    const clock = await jobId('时钟');
    expect((await s.api.get('/sys/quartzJob/pause', { id }, t.admin)).body).toMatchObject({ success: true, message: '已暂停' });
    const pausedAt = nowText();
    await vi.waitFor(async () => expect((await logsOf(clock)).filter((l) => l.fireTime! > pausedAt).length).toBeGreaterThanOrEqual(2), wait);
    expect((await logsOf(id)).filter((l) => l.fireTime! > pausedAt)).toEqual([]);
    expect((await s.api.get('/sys/quartzJob/list', { jobName: '每秒演示' }, t.admin)).body.result.records[0].status_dictText).toBe('已暂停');

    expect((await s.api.get('/sys/quartzJob/resume', { id }, t.admin)).body).toMatchObject({ success: true, message: '已恢复' });
    const resumedAt = nowText();
    await vi.waitFor(async () => expect((await logsOf(id)).some((l) => l.fireTime! > resumedAt && l.result === 'success')).toBe(true), wait);
    await s.api.get('/sys/quartzJob/pause', { id: clock }, t.admin);
    await s.api.get('/sys/quartzJob/pause', { id }, t.admin);
  });

  it('run once writes a log and answers with the outcome, whatever the status', async () => {
    await add({ jobName: '手动演示', cronExpression: '0 0 3 1 1 ? 2099', parameter: '手动', status: '-1' });
    const id = await jobId('手动演示');
    const r = await s.api.get('/sys/quartzJob/execute', { id }, t.admin);
    expect(r.body).toMatchObject({ success: true, message: '执行成功：演示任务已运行，参数：手动', result: { result: 'success' } });
    const [log] = await logsOf(id);
    expect(log).toMatchObject({ id: r.body.result.logId, trigger: 'manual', fireTime: null, result: 'success' });
    expect(log.durationMs).toBeGreaterThanOrEqual(0);
    expect((await s.api.get('/sys/quartzJob/execute', { id: 'nope' }, t.admin)).status).toBe(404);
  });

  it('the cleanup job removes expired and revoked sessions and keeps live ones', async () => {
    const now = Date.now();
    const admin = await db().selectFrom('sys_user').select('id').where('username', '=', 'admin').executeTakeFirstOrThrow();
    await db()
      .insertInto('sys_token')
      .values([
        { tokenHash: 'expired'.padEnd(64, '0'), userId: admin.id, createdAt: now - 10_000, expiresAt: now - 1, revoked: 0 },
        { tokenHash: 'revoked'.padEnd(64, '0'), userId: admin.id, createdAt: now, expiresAt: now + 60_000, revoked: 1 },
      ])
      .execute();
    await add({ jobName: '清理会话', jobClassName: 'cleanExpiredSessions', cronExpression: '0 0 3 * * ?' });
    const r = await s.api.get('/sys/quartzJob/execute', { id: await jobId('清理会话') }, t.admin);
    expect(r.body.result.result).toBe('success');
    expect(r.body.message).toMatch(/^执行成功：已删除过期或注销的会话\d+个、过期验证码\d+个/);
    const left = await db()
      .selectFrom('sys_token')
      .select('tokenHash')
      .where('tokenHash', 'in', ['expired'.padEnd(64, '0'), 'revoked'.padEnd(64, '0')])
      .execute();
    expect(left).toEqual([]);
    expect((await s.api.get('/sys/quartzJob/list', {}, t.admin)).status).toBe(200);
  });

  it(
    testDialect === 'sqlite' ? 'the backup job copies the SQLite database and keeps the newest N' : 'the backup job says why it does nothing on PostgreSQL',
    async () => {
      await add({ jobName: '备份', jobClassName: 'backupDatabase', cronExpression: '0 0 2 * * ?', parameter: '2' });
      const id = await jobId('备份');
      const dir = path.join(s.config.dataDir, 'backups');
      const answers = [];
      for (let i = 0; i < 3; i++) answers.push((await s.api.get('/sys/quartzJob/execute', { id }, t.admin)).body);
      if (testDialect === 'sqlite') {
        expect(answers[2].message).toMatch(/^执行成功：已备份到 backups\/zhdj-\d{8}-\d{6}-\d{3}\.sqlite，保留最近2份，删除了1份旧备份$/);
        const copies = fs.readdirSync(dir);
        expect(copies).toHaveLength(2);
        // A real, readable copy of the database.
        const { default: SQLite } = await import('better-sqlite3');
        const copy = new SQLite(path.join(dir, copies[1]), { readonly: true });
        expect((copy.prepare("select count(*) n from sys_quartz_job where job_name = '备份'").get() as { n: number }).n).toBe(1);
        copy.close();
      } else {
        expect(answers[0]).toMatchObject({ result: { result: 'skipped' } });
        expect(answers[0].message).toContain('数据库为PostgreSQL，本任务不做备份');
        expect(fs.existsSync(dir)).toBe(false);
      }
      const bad = await s.api.put('/sys/quartzJob/edit', { id, parameter: '0' }, t.admin);
      expect(bad.body.success).toBe(true);
      const refused = await s.api.get('/sys/quartzJob/execute', { id }, t.admin);
      expect(refused.body).toMatchObject({ message: '执行失败：参数应为保留的备份份数（1到365的整数）', result: { result: 'failure' } });
    },
  );
});

describe('several instances and start-up', () => {
  it('two instances on one database run each fire time exactly once', async () => {
    let runs = 0;
    JOB_TYPES.countRuns = { title: '计数', run: async () => (runs++, { result: 'success', message: '计数' }) };
    const second = await startServer({}, { sameDatabaseAs: s });
    try {
      // Inserted directly: the test's job type is in the registry, not in the dictionary the add route checks.
      await db()
        .insertInto('sys_quartz_job')
        .values({
          id: 'count-runs',
          jobName: '计数',
          jobClassName: 'countRuns',
          cronExpression: '* * * * * ? *',
          status: '0',
          createTime: nowText(),
          updateTime: nowText(),
        })
        .execute();
      await vi.waitFor(async () => expect((await logsOf('count-runs')).filter((l) => l.result === 'success').length).toBeGreaterThanOrEqual(5), wait);
      await db().updateTable('sys_quartz_job').set({ status: '-1' }).where('id', '=', 'count-runs').execute();
      await vi.waitFor(async () => expect((await logsOf('count-runs')).every((l) => l.result !== 'running')).toBe(true), wait);
      const logs = await logsOf('count-runs');
      expect(new Set(logs.map((l) => l.fireTime)).size).toBe(logs.length);
      expect(runs).toBe(logs.length);
    } finally {
      await second.close();
      delete JOB_TYPES.countRuns;
    }
  });

  it('a fire time missed while no instance ran is run once at the next start-up, and not again', async () => {
    // Yearly on 1 January: the last fire time (this year's) passed long after the job was last changed.
    await db()
      .insertInto('sys_quartz_job')
      .values([
        {
          id: 'missed',
          jobName: '错过的任务',
          jobClassName: 'demoLog',
          cronExpression: '0 0 0 1 1 ? *',
          status: '0',
          createTime: '2020-01-01 00:00:00',
          updateTime: '2020-06-01 00:00:00',
        },
        {
          id: 'changed-since',
          jobName: '之后才修改',
          jobClassName: 'demoLog',
          cronExpression: '0 0 0 1 1 ? *',
          status: '0',
          createTime: '2020-01-01 00:00:00',
          updateTime: nowText(),
        },
      ])
      .execute();
    const later = await startServer({}, { sameDatabaseAs: s });
    try {
      await vi.waitFor(async () => expect((await logsOf('missed')).map((l) => l.result)).toEqual(['success']), wait);
      expect((await logsOf('missed'))[0]).toMatchObject({
        trigger: 'misfire',
        fireTime: `${nowText().slice(0, 4)}-01-01 00:00:00`,
        instance: later.app.ctx.scheduler.instance,
      });
      expect(await logsOf('changed-since')).toEqual([]);
    } finally {
      await later.close();
    }
    const again = await startServer({}, { sameDatabaseAs: s });
    await again.close();
    expect(await logsOf('missed')).toHaveLength(1);
  });
});
