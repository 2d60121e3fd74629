/**
 * A data rule narrows the hand-written readers of users, departments and process instances as it narrows their
 * lists (issue 31 item 3): the user and department pickers, the department's and role's member lists, 流程实例 and
 * the process detail (an instance names its business row: a rule hiding an event hides its instance, title and code
 * from those who never handled it). Each path is shown reaching the row first. SQLite and (TEST_DB=postgres) PostgreSQL.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { holdRule } from '../helpers/data-rules.js';
import { startServer, type TestServer } from '../helpers/server.js';

const HIDDEN_USER = '水源地社区管理员';
const HIDDEN_DEPART = '砂阳南社区居委会';
// community01 never handled it: only its region let them read it.
const HIDDEN_EVENT = '小区垃圾清运不及时';
let s: TestServer;
const t: Record<string, string> = {};
const departId: Record<string, string> = {};

type Row = Record<string, unknown>;
type Node = { title: string; children?: Node[] };
const flat = (nodes: Node[]): string[] => nodes.flatMap((n) => [n.title, ...flat(n.children ?? [])]);
const get = async (path: string, who: string, query: Record<string, string> = {}) => (await s.api.get(path, query, t[who])).body;
const realnames = (rows: Row[]) => rows.map((r) => r.realname);
const picked = async (query: Record<string, string> = {}) =>
  realnames((await get('/sys/user/queryUserComponentData', 'street01', { pageSize: '100', ...query })).result.records);
const byUsername = async () => realnames((await get('/sys/user/getMultiUser', 'street01', { username: 'community01' })).result);
const ofDepart = (id: string) => get('/sys/user/queryUserByDepId', 'street01', { id });
const ofRole = async () => realnames((await s.api.post('/sys/role/userListByLev', { roleCode: 'community_admin' }, t.street01)).body.result.records);
const departs = async (path: string, query: Record<string, string> = {}) => flat((await get(path, 'street01', query)).result);
const instances = async (who: string) => (await get('/workflow/processInstance/queryInstanceList', who, { pageSize: '200' })).result;
const instanceTitles = async (who: string) => ((await instances(who)).records as Row[]).map((r) => r.title);

beforeAll(async () => {
  s = await startServer();
  for (const u of ['admin', 'street01', 'community01']) t[u] = await s.api.login(u);
  for (const d of await s.app.ctx.db.selectFrom('sys_depart').select(['id', 'orgCode']).execute()) departId[d.orgCode] = d.id;
});
afterAll(() => s?.close());

describe('a rule on the user list', () => {
  it('hides the user from the user picker, the stored-value lookup and the member lists', async () => {
    expect(await picked()).toContain(HIDDEN_USER);
    expect(await byUsername()).toEqual([HIDDEN_USER]);
    expect(realnames((await ofDepart(departId.A01A01A01)).result)).toContain(HIDDEN_USER);
    expect(await ofRole()).toContain(HIDDEN_USER);

    const release = await holdRule(s, t.admin, 'street_admin', 'user:list', { ruleColumn: 'realname', ruleConditions: '!=', ruleValue: HIDDEN_USER });
    try {
      const shown = await picked();
      expect(shown).toContain('砂阳南社区管理员');
      expect(shown).not.toContain(HIDDEN_USER);
      expect(await byUsername()).toEqual([]);
      expect(realnames((await ofDepart(departId.A01A01A01)).result)).not.toContain(HIDDEN_USER);
      const members = await ofRole();
      expect(members).toContain('砂阳南社区管理员');
      expect(members).not.toContain(HIDDEN_USER);
    } finally {
      await release();
    }
  });
});

describe('a rule on the department list', () => {
  it('hides the department from the department pickers and its members from the user picker', async () => {
    for (const path of ['/sys/sysDepart/queryTreeList', '/sys/sysDepart/queryIdTree', '/sys/sysDepart/queryMyDeptTreeList'])
      expect(await departs(path)).toContain(HIDDEN_DEPART);
    expect(await departs('/sys/sysDepart/searchBy', { keyWord: '砂阳南' })).toEqual([HIDDEN_DEPART]);
    expect(await picked({ departId: departId.A01A01A02 })).toContain('砂阳南社区管理员');
    expect((await ofDepart(departId.A01A01A02)).success).toBe(true);

    const release = await holdRule(s, t.admin, 'street_admin', 'depart:list', { ruleColumn: 'id', ruleConditions: '!=', ruleValue: departId.A01A01A02 });
    try {
      for (const path of ['/sys/sysDepart/queryTreeList', '/sys/sysDepart/queryIdTree', '/sys/sysDepart/queryMyDeptTreeList']) {
        const shown = await departs(path);
        expect(shown).toContain('水源地社区居委会');
        expect(shown).not.toContain(HIDDEN_DEPART);
      }
      expect(await departs('/sys/sysDepart/searchBy', { keyWord: '砂阳南' })).toEqual([]);
      expect(await picked({ departId: departId.A01A01A02 })).toEqual([]);
      expect((await ofDepart(departId.A01A01A02)).message).toBe('部门不存在或不在您管辖的范围内');
    } finally {
      await release();
    }
  });
});

const detail = (id: unknown) => s.api.get('/EventPushController/queryTaskDetail', { argMatterInstId: String(id) }, t.community01);

describe('a rule on the event list', () => {
  it('hides the event’s process instance from 流程实例 and its process detail', async () => {
    const instance = ((await instances('community01')).records as Row[]).find((r) => r.title === HIDDEN_EVENT)!;
    expect(instance).toBeDefined();
    expect((await detail(instance.id)).body.success).toBe(true);
    const release = await holdRule(s, t.admin, 'community_admin', 'event:list', { ruleColumn: 'eventName', ruleConditions: '!=', ruleValue: HIDDEN_EVENT });
    try {
      const titles = await instanceTitles('community01');
      expect(titles).toContain('楼栋外墙瓷砖脱落');
      expect(titles).not.toContain(HIDDEN_EVENT);
      expect((await instances('community01')).total).toBe(titles.length);
      expect((await detail(instance.id)).status).toBe(404);
      expect(await instanceTitles('admin')).toContain(HIDDEN_EVENT);
    } finally {
      await release();
    }
  });
});
