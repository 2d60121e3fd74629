/**
 * 工作流 pages' routes (issue 15 item 6): 流程设计's definitions, 流程实例's instances within the caller's region with
 * their open tasks and visited nodes, paged, and 我的任务 (the caller's open tasks across processes). Both databases.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { up as menusMigration } from '../../src/server/db/migrations/2026-11-25-0001-workflowpages-menus.js';
import { newId } from '../../src/server/services/ids.js';
import { startServer, type TestServer } from '../helpers/server.js';

let s: TestServer;
const t: Record<string, string> = {};
const OTHER_STREET_REGION = '210102002001';
let outsideId: string;

type Row = Record<string, unknown>;
const instances = async (who: string, query: Record<string, string | number> = {}) => s.api.get('/workflow/processInstance/queryInstanceList', query, t[who]);
const records = async (who: string, query: Record<string, string | number> = {}) =>
  (await instances(who, { pageSize: 200, ...query })).body.result.records as Row[];
const myTasks = async (who: string, query: Record<string, string | number> = {}) =>
  (await s.api.get('/workflow/task/myTaskList', query, t[who])).body.result.records as Row[];

beforeAll(async () => {
  s = await startServer();
  for (const u of ['admin', 'street01', 'community01', 'community02', 'grid01']) t[u] = await s.api.login(u);
  // An instance of another street's community: outside street01's subtree.
  outsideId = newId();
  await s.app.ctx.db
    .insertInto('wf_instance')
    .values({
      id: outsideId,
      processKey: 'appeal',
      businessKey: newId(),
      title: '外街道路面塌陷',
      regionCode: OTHER_STREET_REGION,
      status: '1',
      startUserId: 'x',
      startUserName: '外街道网格员',
      startTime: '2026-01-01 08:00:00',
      currNodeIds: 'grid',
    })
    .execute();
});
afterAll(() => s.close());

describe('流程设计: the definitions', () => {
  it('answers each definition with its file, version, node count, and role and level names; administrators only', async () => {
    const res = await s.api.get('/workflow/process/list', {}, t.admin);
    expect(res.status).toBe(200);
    const [appeal] = res.body.result;
    expect(appeal).toMatchObject({ id: 'appeal', key: 'appeal', name: '诉求办理流程', version: 1, nodeCount: 3, file: 'schemas/workflows/appeal.json' });
    expect(appeal.nodes.map((n: Row) => [n.name, n.roleName, n.levelName])).toEqual([
      ['网格处置', '网格员', '网格'],
      ['社区处置', '社区管理员', '社区'],
      ['街道处置', '街道管理员', '街道'],
    ]);
    expect((await s.api.get('/workflow/process/list', {}, t.street01)).status).toBe(403);
  });
});

describe("流程实例: instances in the caller's region", () => {
  it('shows each seeded appeal with its state, process, code, starter, open tasks and visited nodes', async () => {
    const rows = await records('admin');
    const byTitle = new Map(rows.map((r) => [r.title, r]));
    expect(byTitle.get('楼栋外墙瓷砖脱落')).toMatchObject({
      processKey: 'appeal',
      processName: '诉求办理流程',
      status: '1',
      status_dictText: '进行中',
      startUserName: '水源地社区第一网格员',
      currTaskNames: '街道处置',
      currNodeIds: 'street',
      visitedNodeIds: 'grid,community',
      endTime: null,
      regionCode_dictText: '水源地社区第一网格',
    });
    expect(byTitle.get('楼栋外墙瓷砖脱落')!.businessCode).toMatch(/^SQ\d{18}$/);
    expect(byTitle.get('小区垃圾清运不及时')).toMatchObject({ status_dictText: '已办结', currTaskNames: '', visitedNodeIds: 'grid' });
    expect(byTitle.get('小区垃圾清运不及时')!.endTime).toBeTruthy();
    expect(byTitle.get('健身器材损坏')).toMatchObject({ status_dictText: '已撤回', currTaskNames: '', visitedNodeIds: 'grid,community' });
    expect(byTitle.get('外街道路面塌陷')).toMatchObject({ businessCode: null, currTaskNames: '' });
  });

  it('street01 and community01 see their subtree only, community02 none of it, grid01 is refused', async () => {
    const seeded = ['楼栋外墙瓷砖脱落', '小区垃圾清运不及时', '健身器材损坏'];
    expect((await records('admin')).map((r) => r.title)).toEqual(expect.arrayContaining([...seeded, '外街道路面塌陷']));
    for (const who of ['street01', 'community01']) {
      const titles = (await records(who)).map((r) => r.title);
      expect(titles).toEqual(expect.arrayContaining(seeded));
      expect(titles).not.toContain('外街道路面塌陷');
    }
    expect(await records('community02')).toEqual([]);
    const refused = await instances('grid01');
    expect(refused.status).toBe(403);
  });

  it('pages newest first and filters by title, state and process', async () => {
    const all = await records('admin');
    const total = all.length;
    const first = (await instances('admin', { pageNo: 1, pageSize: 2 })).body.result;
    const second = (await instances('admin', { pageNo: 2, pageSize: 2 })).body.result;
    expect(first).toMatchObject({ total, current: 1, size: 2, pages: Math.ceil(total / 2) });
    expect([...first.records, ...second.records].map((r: Row) => r.id)).toEqual(all.slice(0, 4).map((r) => r.id));
    const times = all.map((r) => String(r.startTime));
    expect(times).toEqual([...times].sort().reverse());
    expect(all.at(-1)!.id).toBe(outsideId);
    expect((await records('admin', { title: '瓷砖' })).map((r) => r.title)).toEqual(['楼栋外墙瓷砖脱落']);
    expect(await records('admin', { title: '%' })).toEqual([]);
    expect((await records('admin', { status: '3' })).map((r) => r.title)).toEqual(['健身器材损坏']);
    expect(await records('admin', { processKey: 'none' })).toEqual([]);
  });

  it('refuses bad paging and sorting in Chinese', async () => {
    const big = await instances('admin', { pageSize: 201 });
    expect(big.status).toBe(400);
    expect(big.body.message).toBe('分页参数不正确');
    const sort = await instances('admin', { column: 'regionCode' });
    expect(sort.status).toBe(400);
    expect(sort.body.message).toBe('排序字段不正确');
  });
});

describe("我的任务: the caller's open tasks", () => {
  it('street01 sees the appeal waiting at 街道处置 with its process and candidate; community01 does not', async () => {
    const tasks = await myTasks('street01');
    expect(tasks.find((x) => x.title === '楼栋外墙瓷砖脱落')).toMatchObject({
      taskName: '街道处置',
      processKey: 'appeal',
      processName: '诉求办理流程',
      candidate: '街道管理员（浑河湾街道）',
      overdue: 0,
    });
    expect((await myTasks('community01')).map((x) => x.title)).not.toContain('楼栋外墙瓷砖脱落');
  });

  it("a report of grid01 reaches grid01's tasks, and 已超期 once past due", async () => {
    const added = await s.api.post(
      '/EventProcController/add',
      { eventName: '井盖缺失', emLevel: '3', dicEventPushType: '2', emplType: '1', emplName: '赵六', phone: '13912345670' },
      t.grid01,
    );
    expect(added.body.success).toBe(true);
    const inst = added.body.result.matterInstId as string;
    const task = (await myTasks('grid01')).find((x) => x.matterInstId === inst);
    expect(task).toMatchObject({ taskName: '网格处置', title: '井盖缺失', candidate: '网格员（水源地社区第一网格）', overdue: 0 });
    expect((await myTasks('street01')).map((x) => x.matterInstId)).not.toContain(inst);
    await s.app.ctx.db.updateTable('wf_task').set({ overdue: 1, dueTime: '2026-01-01 00:00:00' }).where('id', '=', String(task!.taskId)).execute();
    const [firstDue] = await myTasks('grid01');
    expect(firstDue).toMatchObject({ matterInstId: inst, overdue: 1 });
    expect((await myTasks('grid01', { title: '井盖' })).map((x) => x.matterInstId)).toEqual([inst]);
    expect((await s.api.get('/workflow/task/myTaskList', { pageSize: 0 }, t.grid01)).status).toBe(400);
  });
});

describe('the menus migration', () => {
  it('points menus of an older seed at the screens and removes the buttons that had no route', async () => {
    const db = s.app.ctx.db;
    await db.updateTable('sys_permission').set({ component: 'workflow/ProcessDesignList' }).where('url', '=', '/workflow/design').execute();
    const parent = await db.selectFrom('sys_permission').select('id').where('url', '=', '/workflow/design').executeTakeFirstOrThrow();
    const button = newId();
    await db
      .insertInto('sys_permission')
      .values({
        id: button,
        parentId: parent.id,
        name: '部署',
        menuType: 2,
        perms: 'process:deploy',
        permsType: '1',
        sortNo: 1,
        isRoute: 0,
        isLeaf: 1,
        hidden: 0,
        status: '1',
        delFlag: 0,
      })
      .execute();
    await menusMigration(db.withoutPlugins());
    const menu = await db.selectFrom('sys_permission').select('component').where('url', '=', '/workflow/design').executeTakeFirstOrThrow();
    expect(menu.component).toBe('schema/workflow-design');
    expect(await db.selectFrom('sys_permission').select('id').where('id', '=', button).executeTakeFirst()).toBeUndefined();
  });
});
