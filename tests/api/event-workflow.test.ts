/**
 * Events and their process (issue 15; 002 §2.9, §3, §4 "Appeal", §5 "Action reason"): a report starts an instance at
 * the reporter's level, the actions move it between grid, community and street, only a current candidate may act,
 * two actions on one task at once leave exactly one winner, and the detail's timeline ends with its marker.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { newId } from '../../src/server/services/ids.js';
import { isOpen, openPush } from '../helpers/push-client.js';
import { startServer, type TestServer } from '../helpers/server.js';

let s: TestServer;
const t: Record<string, string> = {};
const GRID = '210102001002001';
const COMMUNITY = '210102001002';

beforeAll(async () => {
  s = await startServer();
  // A second grid member of grid01's grid: two candidates of one task.
  const db = s.app.ctx.db;
  const grid01 = await db.selectFrom('sys_user').selectAll().where('username', '=', 'grid01').executeTakeFirstOrThrow();
  const id = newId();
  await db
    .insertInto('sys_user')
    .values({ ...grid01, id, username: 'grid01b', realname: '水源地社区第一网格员乙', phone: '13800000009' })
    .execute();
  const role = await db.selectFrom('sys_user_role').select('roleId').where('userId', '=', grid01.id).executeTakeFirstOrThrow();
  await db.insertInto('sys_user_role').values({ id: newId(), userId: id, roleId: role.roleId }).execute();
  for (const u of ['admin', 'street01', 'community01', 'community02', 'grid01', 'grid01b']) t[u] = await s.api.login(u);
});
afterAll(() => s.close());

const report = (who: string, body: Record<string, unknown> = {}) =>
  s.api.post(
    '/EventProcController/add',
    {
      eventName: '楼道堆放杂物',
      emLevel: '2',
      dicEventPushType: '2',
      emplType: '1',
      emplName: '张三',
      phone: '13912345678',
      eventDesc: '三单元楼道堆满纸箱',
      ...body,
    },
    t[who],
  );
const detail = (who: string, matterInstId: string) => s.api.get('/EventPushController/queryTaskDetail', { argMatterInstId: matterInstId }, t[who]);
const todoCount = async (who: string) => (await s.api.get('/EventProcController/queryMyTodoCount', {}, t[who])).body.result as number;
const reminders = async (who: string) =>
  (await s.api.get('/MessCenterController/queryMessList', { readMode: '1' }, t[who])).body.result as Array<Record<string, unknown>>;
const act = (who: string, code: string, body: Record<string, unknown>) => s.api.post(`/EventPushController/${code}`, body, t[who]);

async function openTaskOf(who: string, matterInstId: string): Promise<string> {
  const d = (await detail(who, matterInstId)).body.result;
  expect(d.taskId).toBeTruthy();
  return d.taskId as string;
}

describe('a report starts the process', () => {
  it('grid01 reports without naming a grid: its own grid, a server-made code, a task at 网格处置 for grid members', async () => {
    const before = await todoCount('grid01');
    const added = await report('grid01');
    expect(added.body.success).toBe(true);
    const row = added.body.result;
    expect(row.grid).toBe(GRID);
    expect(row.eventCode).toMatch(/^SQ\d{18}$/);
    expect(row.procStatus).toBe('1');
    expect(await todoCount('grid01')).toBe(before + 1);
    expect(await todoCount('grid01b')).toBe(before + 1);
    const reminder = (await reminders('grid01')).find((r) => r.matterInstId === row.matterInstId);
    expect(reminder).toMatchObject({ type: 2, title: '待办诉求：楼道堆放杂物' });
    const d = (await detail('grid01', row.matterInstId)).body.result;
    expect(d).toMatchObject({ isFinish: false, currTaskNames: '网格处置', startUserName: '水源地社区第一网格员' });
    expect(d.formData).toMatchObject({ eventName: '楼道堆放杂物', gridName: '水源地社区第一网格', emLevel: '2', emplName: '张三' });
    expect(d.actionList.map((a: { actionCode: string }) => a.actionCode)).toEqual(['deal', 'commit']);
    expect(d.taskBrowseDetailList.map((x: { taskId: string }) => x.taskId)).toEqual(['-1', '-2']);
    expect(d.taskBrowseDetailList[1].taskName).toContain('网格处置');
    // Opening the detail reads the reminder.
    expect((await reminders('grid01')).some((r) => r.matterInstId === row.matterInstId)).toBe(false);
    expect((await reminders('grid01b')).some((r) => r.matterInstId === row.matterInstId)).toBe(true);
  });

  it("a report outside the caller's region or without a name is refused and nothing is written", async () => {
    const count = async () =>
      Number(
        (
          await s.app.ctx.db
            .selectFrom('wf_instance')
            .select((eb) => eb.fn.countAll().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const before = await count();
    const outside = await report('community02', { grid: GRID });
    expect(outside.body.success).toBe(false);
    const nameless = await report('grid01', { eventName: '' });
    expect(nameless.status).toBe(400);
    expect(nameless.body.success).toBe(false);
    expect(await count()).toBe(before);
  });
});

describe('the full lifecycle: report, commit, assigned, back, deal', () => {
  let inst = '';
  it('travels the levels with a full timeline', async () => {
    inst = (await report('grid01', { eventName: '路灯不亮' })).body.result.matterInstId;
    let task = await openTaskOf('grid01', inst);

    const noReason = await act('grid01', 'commit', { matterInstId: inst, taskId: task });
    expect(noReason).toMatchObject({ status: 400, body: { success: false, message: '请输入上报原因' } });
    const tooLong = await act('grid01', 'commit', { matterInstId: inst, taskId: task, attDesc: '长'.repeat(501) });
    expect(tooLong.body.message).toContain('最多500个字');
    const communityBefore = await todoCount('community01');
    const committed = await act('grid01', 'commit', { matterInstId: inst, taskId: task, attDesc: '需社区协调电工' });
    expect(committed.body).toMatchObject({
      success: true,
      result: { isFinish: false, nextTasks: [{ taskName: '社区处置', regionCode: COMMUNITY, regionName: '水源地社区' }] },
    });
    expect(await todoCount('community01')).toBe(communityBefore + 1);
    expect((await reminders('community01')).find((r) => r.matterInstId === inst)).toMatchObject({ type: 2 });

    let d = (await detail('community01', inst)).body.result;
    expect(d.actionList.map((a: { actionCode: string; disabled?: boolean }) => [a.actionCode, !!a.disabled])).toEqual([
      ['deal', false],
      ['commit', false],
      ['assigned', false],
      ['back', false],
      ['backToInit', false],
      ['push12345', true],
    ]);
    task = d.taskId;
    const pushed = await act('community01', 'push12345', { matterInstId: inst, taskId: task, attDesc: '推送' });
    expect(pushed).toMatchObject({ status: 400, body: { success: false, message: '推送12345暂未开通，无法推送12345' } });

    const assigned = await act('community01', 'assigned', { matterInstId: inst, taskId: task, attDesc: '请网格员先核实' });
    expect(assigned.body.result.nextTasks).toMatchObject([{ taskName: '网格处置', regionCode: GRID }]);
    d = (await detail('grid01', inst)).body.result;
    expect(d.taskBrowseDetailList.at(-1)).toMatchObject({ taskId: '-2', taskName: '网格处置（水源地社区第一网格）', actionCode: 'waiting' });
    expect(d.actionList.map((a: { actionCode: string }) => a.actionCode)).toEqual(['deal', 'commit', 'back']);

    const back = await act('grid01', 'back', { matterInstId: inst, taskId: d.taskId, attDesc: '非本网格职责' });
    expect(back.body.result.nextTasks).toMatchObject([{ taskName: '社区处置', regionCode: COMMUNITY }]);
    d = (await detail('community01', inst)).body.result;
    expect(d.taskBrowseDetailList.at(-1)).toMatchObject({ taskId: '-2', taskName: '社区处置（水源地社区）', userName: '水源地社区管理员' });

    const longNote = await act('community01', 'deal', { matterInstId: inst, taskId: d.taskId, attDesc: '修'.repeat(301) });
    expect(longNote.body.message).toContain('最多300个字');
    const dealt = await act('community01', 'deal', { matterInstId: inst, taskId: d.taskId });
    expect(dealt.body).toMatchObject({ success: true, result: { isFinish: true, nextTasks: [] } });

    d = (await detail('grid01', inst)).body.result;
    expect(d).toMatchObject({ isFinish: true, currTaskNames: '已办结', actionList: [] });
    expect(d.endTime).toMatch(/^\d{4}-/);
    expect(d.taskBrowseDetailList.map((x: { taskId: string; actionCode: string; userName: string | null }) => [x.actionCode, x.userName])).toEqual([
      ['report', '水源地社区第一网格员'],
      ['commit', '水源地社区第一网格员'],
      ['assigned', '水源地社区管理员'],
      ['back', '水源地社区第一网格员'],
      ['deal', '水源地社区管理员'],
      ['finished', null],
    ]);
    expect(d.taskBrowseDetailList[1]).toMatchObject({ attDesc: '需社区协调电工', extInfo: { phone: '13800000004' }, taskName: '网格处置' });
    expect(d.taskBrowseDetailList.at(-1)).toMatchObject({ taskId: '-3', taskName: '已办结' });
    expect(d.taskBrowseList).toHaveLength(4);

    const listed = (await s.api.get('/EventProcController/list', { eventName: '路灯不亮' }, t.community01)).body.result.records;
    expect(listed).toMatchObject([{ procStatus: '2', procStatus_dictText: '已办结', currTaskNames: '已办结' }]);
    const done = (await s.api.get('/EventProcController/queryMyDoneList', { eventName: '路灯不亮' }, t.grid01)).body.result;
    expect(done.records.map((r: { actionCode: string }) => r.actionCode)).toEqual(['back', 'commit']);
  });

  it('a finished event takes no more actions', async () => {
    const d = (await detail('community01', inst)).body.result;
    const last = d.taskBrowseList.at(-1).taskId;
    const again = await act('community01', 'deal', { matterInstId: inst, taskId: last });
    expect(again.status).toBe(409);
    expect(again.body.message).toContain('已被他人处理');
  });
});

describe('withdrawal (backToInit)', () => {
  it('is only confirmed (002 §4: no reason asked), and ends the instance as 已撤回 with its marker', async () => {
    const inst = (await report('grid01', { eventName: '噪音扰民' })).body.result.matterInstId;
    await act('grid01', 'commit', { matterInstId: inst, taskId: await openTaskOf('grid01', inst), attDesc: '上报社区' });
    const task = await openTaskOf('community01', inst);
    const withdrawn = await act('community01', 'backToInit', { matterInstId: inst, taskId: task });
    expect(withdrawn.body.success, withdrawn.body.message).toBe(true);
    expect(withdrawn.body.result.isFinish).toBe(true);
    const d = (await detail('community01', inst)).body.result;
    expect(d).toMatchObject({ isFinish: true, currTaskNames: '已撤回' });
    expect(d.taskBrowseDetailList.at(-1)).toMatchObject({ taskId: '-3', taskName: '已撤回', actionCode: 'withdrawn' });
    const listed = (await s.api.get('/EventProcController/list', { eventName: '噪音扰民' }, t.grid01)).body.result.records;
    expect(listed).toMatchObject([{ procStatus: '3' }]);
  });
});

describe('who may act and see', () => {
  it('only a current candidate acts (403); outside the region the detail is not found', async () => {
    const inst = (await report('grid01', { eventName: '井盖缺失' })).body.result.matterInstId;
    const task = await openTaskOf('grid01', inst);
    for (const who of ['community01', 'street01', 'admin']) {
      const r = await act(who, 'deal', { matterInstId: inst, taskId: task });
      expect(r.status).toBe(403);
      expect(r.body.success).toBe(false);
    }
    expect((await detail('street01', inst)).body.result.actionList).toEqual([]);
    expect((await detail('community02', inst)).status).toBe(404);
    expect((await act('grid01', 'deal', { matterInstId: inst, taskId: 'nosuchtask' })).status).toBe(404);
  });

  it('two candidates acting on one task at once: exactly one wins, the other is told and nothing of theirs is written', async () => {
    const inst = (await report('grid01', { eventName: '树枝折断' })).body.result.matterInstId;
    const task = await openTaskOf('grid01', inst);
    const [a, b] = await Promise.all([
      act('grid01', 'deal', { matterInstId: inst, taskId: task, attDesc: '已清理' }),
      act('grid01b', 'commit', { matterInstId: inst, taskId: task, attDesc: '需要社区' }),
    ]);
    const answers = [a, b].map((r) => r.status).sort();
    expect(answers).toEqual([200, 409]);
    const loser = [a, b].find((r) => r.status === 409)!;
    expect(loser.body).toMatchObject({ success: false, message: '该任务已被他人处理或已变化，您的操作未生效，请刷新后查看最新状态' });
    const steps = await s.app.ctx.db.selectFrom('wf_step').select('actionCode').where('instanceId', '=', inst).execute();
    expect(steps).toHaveLength(1);
    const open = await s.app.ctx.db.selectFrom('wf_task').select('id').where('instanceId', '=', inst).where('status', '=', 'open').execute();
    expect(open).toHaveLength(steps[0].actionCode === 'commit' ? 1 : 0);
  });

  it('assigned: to a region below the caller only, or to one user there, who alone may then act', async () => {
    const inst = (await report('grid01', { eventName: '消防通道堵塞' })).body.result.matterInstId;
    await act('grid01', 'commit', { matterInstId: inst, taskId: await openTaskOf('grid01', inst), attDesc: '上报' });
    await act('community01', 'commit', { matterInstId: inst, taskId: await openTaskOf('community01', inst), attDesc: '需街道执法' });
    const task = await openTaskOf('street01', inst);
    const outside = await act('street01', 'assigned', { matterInstId: inst, taskId: task, attDesc: '指派', assignRegion: '210102002001' });
    expect(outside.body).toMatchObject({ success: false, message: '指派的区域应为您管辖的下级区域' });
    const missing = await act('street01', 'assigned', { matterInstId: inst, taskId: task, attDesc: '指派', assignRegion: '210102001002999' });
    expect(missing.body).toMatchObject({ success: false, message: '指派的区域不存在' });
    const unstored = await act('street01', 'assigned', { matterInstId: inst, taskId: task, attDesc: '指派', attrList: [{ uri: 'event/none.png' }] });
    expect(unstored.body.success).toBe(false);
    expect(unstored.body.message).toContain('不存在或您无权使用');
    const userB = (await s.app.ctx.db.selectFrom('sys_user').select('id').where('username', '=', 'grid01b').executeTakeFirstOrThrow()).id;
    const toUser = await act('street01', 'assigned', { matterInstId: inst, taskId: task, attDesc: '请乙处理', assignUserId: userB });
    expect(toUser.body.result.nextTasks).toMatchObject([{ taskName: '网格处置', regionCode: GRID }]);
    const next = toUser.body.result.nextTasks[0].taskId;
    expect((await act('grid01', 'deal', { matterInstId: inst, taskId: next })).status).toBe(403);
    expect((await detail('grid01b', inst)).body.result.taskBrowseDetailList.at(-1)).toMatchObject({ taskId: '-2', userName: '水源地社区第一网格员乙' });
    expect((await act('grid01b', 'deal', { matterInstId: inst, taskId: next, attDesc: '已疏通' })).body.result.isFinish).toBe(true);
  });

  it('the next candidates get a push after a report and after an action; others do not', async () => {
    const userId = async (u: string) => (await s.app.ctx.db.selectFrom('sys_user').select('id').where('username', '=', u).executeTakeFirstOrThrow()).id;
    const grid = await openPush(s.url, await userId('grid01b'), t.grid01b);
    const community = await openPush(s.url, await userId('community01'), t.community01);
    const street = await openPush(s.url, await userId('street01'), t.street01);
    if (!isOpen(grid) || !isOpen(community) || !isOpen(street)) throw new Error('push socket refused');
    const inst = (await report('grid01', { eventName: '电梯困人' })).body.result.matterInstId;
    await vi.waitFor(() => expect(grid.received).toContainEqual(expect.objectContaining({ cmd: 'user', msgTxt: '您有新的待办诉求：电梯困人' })), {
      timeout: 2000,
      interval: 10,
    });
    const committed = await act('grid01', 'commit', { matterInstId: inst, taskId: await openTaskOf('grid01', inst), attDesc: '需物业维保' });
    const next = committed.body.result.nextTasks[0].taskId;
    await vi.waitFor(() => expect(community.received).toContainEqual({ cmd: 'user', msgId: next, msgTxt: '您有新的待办诉求：电梯困人' }), {
      timeout: 2000,
      interval: 10,
    });
    expect(street.received.filter((m) => (m as { msgTxt?: string }).msgTxt?.includes('电梯困人'))).toEqual([]);
    for (const c of [grid, community, street]) c.socket.close();
  });
});

describe("工作流 pages' data", () => {
  it("流程设计 lists the definitions (process:list only); 流程实例 lists instances with their current nodes, in the caller's region", async () => {
    const defs = await s.api.get('/workflow/process/list', {}, t.admin);
    expect(defs.body.result.map((d: { key: string }) => d.key)).toEqual(['appeal']);
    expect(defs.body.result[0].nodes.map((n: { id: string; deadlineHours: number }) => [n.id, n.deadlineHours])).toEqual([
      ['grid', 24],
      ['community', 48],
      ['street', 72],
    ]);
    expect((await s.api.get('/workflow/process/list', {}, t.community01)).status).toBe(403);
    const inst = (await report('grid01', { eventName: '广告牌松动' })).body.result.matterInstId;
    await act('grid01', 'commit', { matterInstId: inst, taskId: await openTaskOf('grid01', inst), attDesc: '上报' });
    const rows = (await s.api.get('/workflow/processInstance/list', { title: '广告牌松动' }, t.admin)).body.result.records;
    expect(rows).toMatchObject([{ id: inst, processKey: 'appeal', status: '1', status_dictText: '办理中', currNodeIds: 'community', regionCode: GRID }]);
    expect((await s.api.get('/workflow/processInstance/list', {}, t.grid01)).status).toBe(403);
  });
});
