/**
 * The workflow's hand-written readers name regions and grids as the generic lists do (issue 31 item 3): a grid or
 * region a data rule hides from the caller is shown by its code in 我的待办, 已办事项, 我的任务, 流程实例, the process
 * detail and an action's answer, never by its name. SQLite and (TEST_DB=postgres) PostgreSQL.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { holdRule } from '../helpers/data-rules.js';
import { startServer, type TestServer } from '../helpers/server.js';

const GRID = '210102001002001';
const GRID_NAME = '水源地社区第一网格';
const COMMUNITY = '210102001002';
const COMMUNITY_NAME = '水源地社区';
const EVENT = '规则网格诉求';
let s: TestServer;
const t: Record<string, string> = {};
let inst = '';

type Row = Record<string, unknown>;
const hideGrid = (role: string) => holdRule(s, t.admin, role, 'grid:list', { ruleColumn: 'gridName', ruleConditions: '!=', ruleValue: GRID_NAME });
const detail = async (who: string) => (await s.api.get('/EventPushController/queryTaskDetail', { argMatterInstId: inst }, t[who])).body.result;
const todo = async (who: string) => ((await s.api.get('/EventProcController/queryMyTodoList', { eventName: EVENT }, t[who])).body.result.records as Row[])[0];
const done = async (who: string) => ((await s.api.get('/EventProcController/queryMyDoneList', { eventName: EVENT }, t[who])).body.result.records as Row[])[0];
const myTask = async (who: string) => ((await s.api.get('/workflow/task/myTaskList', { title: EVENT }, t[who])).body.result.records as Row[])[0];
const instance = async (who: string) =>
  ((await s.api.get('/workflow/processInstance/queryInstanceList', { title: EVENT }, t[who])).body.result.records as Row[])[0];
const act = (who: string, code: string, taskId: string, attDesc: string) =>
  s.api.post(`/EventPushController/${code}`, { matterInstId: inst, taskId, attDesc }, t[who]);

/** What grid01 reads of the event's grid while its grid task is open. */
async function gridNamesSeenBy(who: string) {
  const d = await detail(who);
  return {
    todo: [(await todo(who)).gridName, (await todo(who)).regionName],
    myTask: (await myTask(who)).candidate,
    formGrid: d.formData.gridName,
    browse: d.taskBrowseList.map((b: Row) => b.regionName),
    waiting: d.taskBrowseDetailList.at(-1).taskName,
  };
}

beforeAll(async () => {
  s = await startServer();
  for (const u of ['admin', 'grid01', 'community01']) t[u] = await s.api.login(u);
  const added = await s.api.post(
    '/EventProcController/add',
    { eventName: EVENT, emLevel: '1', dicEventPushType: '2', emplType: '1', emplName: '李四', phone: '13912345678', eventDesc: '路灯不亮' },
    t.grid01,
  );
  expect(added.body.success, added.body.message).toBe(true);
  inst = added.body.result.matterInstId;
});
afterAll(() => s?.close());

describe('a rule on the grid list held by the grid members', () => {
  it('names the hidden grid by its code in grid01’s to-do list, 我的任务, the detail and, after acting, 已办事项', async () => {
    expect(await gridNamesSeenBy('grid01')).toEqual({
      todo: [GRID_NAME, GRID_NAME],
      myTask: `网格员（${GRID_NAME}）`,
      formGrid: GRID_NAME,
      browse: [GRID_NAME],
      waiting: `网格处置（${GRID_NAME}）`,
    });
    const release = await hideGrid('grid_member');
    try {
      expect(await gridNamesSeenBy('grid01')).toEqual({
        todo: [GRID, GRID],
        myTask: `网格员（${GRID}）`,
        formGrid: GRID,
        browse: [GRID],
        waiting: `网格处置（${GRID}）`,
      });
      // The rule is grid_member's: the administrator still reads the name.
      expect((await detail('admin')).formData.gridName).toBe(GRID_NAME);

      const committed = await act('grid01', 'commit', (await detail('grid01')).taskId, '需社区协调');
      expect(committed.body).toMatchObject({ success: true, result: { nextTasks: [{ regionCode: COMMUNITY, regionName: COMMUNITY_NAME }] } });
      expect([(await done('grid01')).gridName, (await done('grid01')).regionName]).toEqual([GRID, GRID]);
    } finally {
      await release();
    }
    expect((await done('grid01')).gridName).toBe(GRID_NAME);
  });
});

describe('a rule on the grid list held by the community officials', () => {
  it('names the hidden grid by its code in 流程实例, the to-do list and the answer of an assignment to it', async () => {
    expect((await instance('community01')).regionCode_dictText).toBe(GRID_NAME);
    const release = await hideGrid('community_admin');
    try {
      expect((await instance('community01')).regionCode_dictText).toBe(GRID);
      expect([(await todo('community01')).gridName, (await todo('community01')).regionName]).toEqual([GRID, COMMUNITY_NAME]);
      const assigned = await act('community01', 'assigned', (await detail('community01')).taskId, '请网格员先核实');
      expect(assigned.body).toMatchObject({ success: true, result: { nextTasks: [{ regionCode: GRID, regionName: GRID }] } });
      expect((await instance('admin')).regionCode_dictText).toBe(GRID_NAME);
    } finally {
      await release();
    }
  });
});

describe('a rule on the region list', () => {
  it('names the hidden community by its code in the detail’s tasks and timeline', async () => {
    const communityNames = async () => {
      const d = await detail('admin');
      const browse = d.taskBrowseList.filter((b: Row) => b.regionCode === COMMUNITY).map((b: Row) => b.regionName);
      const steps = d.taskBrowseDetailList.filter((x: Row) => x.actionCode === 'assigned').map((x: Row) => x.regionName);
      return [...browse, ...steps];
    };
    expect(await communityNames()).toEqual([COMMUNITY_NAME, COMMUNITY_NAME]);
    const release = await holdRule(s, t.admin, 'admin', 'region:list', { ruleColumn: 'regionName', ruleConditions: '!=', ruleValue: COMMUNITY_NAME });
    try {
      expect(await communityNames()).toEqual([COMMUNITY, COMMUNITY]);
    } finally {
      await release();
    }
  });
});
