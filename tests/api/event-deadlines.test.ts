/**
 * Deadlines of the appeal process (issue 15 item 5): each task is due after its node's deadlineHours; the scheduled
 * job markOverdueTasks marks open tasks past it as 已超期 (task, event, lists, detail), brings the candidates'
 * reminder back as 已超期 and pushes to them, once per task.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nowText } from '../../src/shared/time.js';
import { startServer, type TestServer } from '../helpers/server.js';

let s: TestServer;
const t: Record<string, string> = {};

beforeAll(async () => {
  s = await startServer();
  for (const u of ['admin', 'grid01', 'community01']) t[u] = await s.api.login(u);
  jobId = (await s.app.ctx.db.selectFrom('sys_quartz_job').select('id').where('jobClassName', '=', 'markOverdueTasks').executeTakeFirstOrThrow()).id;
  expect((await s.api.get('/sys/quartzJob/pause', { id: jobId }, t.admin)).body.success).toBe(true);
});
afterAll(() => s.close());

const detail = (who: string, id: string) => s.api.get('/EventPushController/queryTaskDetail', { argMatterInstId: id }, t[who]);
let jobId = '';
/** Runs the seeded job now, as 执行一次 does (its schedule is paused so it cannot run in between). */
const runJob = async () => (await s.api.get('/sys/quartzJob/execute', { id: jobId }, t.admin)).body.result as { result: string; message: string };

describe('deadlines', () => {
  it('the seeded job runs every 5 minutes; the seeded events show a handled, a waiting and a withdrawn appeal', async () => {
    const job = (await s.api.get('/sys/quartzJob/queryById', { id: jobId }, t.admin)).body.result;
    expect(job).toMatchObject({ jobName: '诉求超期检查', cronExpression: '0 */5 * * * ?' });
    const all = (await s.api.get('/EventProcController/list', { pageSize: 50 }, t.community01)).body.result.records as Array<Record<string, unknown>>;
    expect(all.map((r) => [r.eventName, r.procStatus, r.currTaskNames]).sort()).toEqual([
      ['健身器材损坏', '3', '已撤回'],
      ['小区垃圾清运不及时', '2', '已办结'],
      ['楼栋外墙瓷砖脱落', '1', '街道处置'],
    ]);
    expect((await s.api.get('/EventProcController/list', {}, await s.api.login('community02'))).body.result.total).toBe(0);
  });

  it('a task is due after its node deadline; past it, the job marks it overdue everywhere and reminds again, once', async () => {
    const added = (await s.api.post('/EventProcController/add', { eventName: '占道经营', emLevel: '1', dicEventPushType: '2', emplType: '1' }, t.grid01)).body
      .result;
    const inst = added.matterInstId as string;
    const task = await s.app.ctx.db.selectFrom('wf_task').selectAll().where('instanceId', '=', inst).executeTakeFirstOrThrow();
    const hours = (Date.parse(task.dueTime!.replace(' ', 'T') + '+08:00') - Date.parse(task.createTime.replace(' ', 'T') + '+08:00')) / 3600_000;
    expect(hours).toBe(24);
    await detail('grid01', inst); // read: its reminder leaves the list
    expect((await runJob()).message).toBe('没有新超期的待办任务');

    await s.app.ctx.db
      .updateTable('wf_task')
      .set({ dueTime: nowText(Date.now() - 60_000) })
      .where('id', '=', task.id)
      .execute();
    expect(await runJob()).toMatchObject({ result: 'success', message: '1个待办任务已超期，已提醒办理人' });
    expect((await runJob()).message).toBe('没有新超期的待办任务');

    const todo = (await s.api.get('/EventProcController/queryMyTodoList', { eventName: '占道经营' }, t.grid01)).body.result.records;
    expect(todo).toMatchObject([{ taskId: task.id, overdue: 1 }]);
    const d = (await detail('grid01', inst)).body.result;
    expect(d.overdue).toBe(true);
    expect(d.taskBrowseDetailList.at(-1)).toMatchObject({ taskId: '-2', overdue: true });
    const listed = (await s.api.get('/EventProcController/list', { eventName: '占道经营' }, t.community01)).body.result.records;
    expect(listed).toMatchObject([{ overdue: 1, overdue_dictText: '已超期' }]);
    // Reminders go to the task's candidates only.
    const others = await s.api.get('/MessCenterController/queryMessList', { readMode: '1' }, t.community01);
    expect((others.body.result as Array<{ matterInstId?: string }>).some((r) => r.matterInstId === inst)).toBe(false);
  });

  it('the overdue reminder comes back for a candidate who had read it', async () => {
    const inst = (
      await s.api.post('/EventProcController/add', { eventName: '违章搭建', emLevel: '3', dicEventPushType: '2', emplType: '2', emplName: '某公司' }, t.grid01)
    ).body.result.matterInstId;
    await detail('grid01', inst);
    const mine = async () =>
      ((await s.api.get('/MessCenterController/queryMessList', { readMode: '1' }, t.grid01)).body.result as Array<Record<string, unknown>>).filter(
        (r) => r.matterInstId === inst,
      );
    expect(await mine()).toEqual([]);
    await s.app.ctx.db
      .updateTable('wf_task')
      .set({ dueTime: nowText(Date.now() - 1000) })
      .where('instanceId', '=', inst)
      .execute();
    await runJob();
    expect(await mine()).toMatchObject([{ type: 2, title: '已超期：违章搭建' }]);
  });
});
