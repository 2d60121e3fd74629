/**
 * A data rule names one entity and narrows every reader of it (issue 31 item 3): a rule on 部门 (depart:list, which
 * also guards 部门角色) is checked against 部门's properties and leaves 部门角色 alone, likewise 数据字典 beside its
 * items; a rule hiding an event hides its process instance from the generic instance list and queryById too; a
 * rule on the log list narrows the home page's login figures.
 * Each path is shown reaching the row first. SQLite and (TEST_DB=postgres) PostgreSQL.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { holdRule } from '../helpers/data-rules.js';
import { startServer, type TestServer } from '../helpers/server.js';

const HIDDEN_DEPART = '砂阳南社区居委会';
const HIDDEN_EVENT = '小区垃圾清运不及时';
let s: TestServer;
const t: Record<string, string> = {};

type Row = Record<string, unknown>;
type Node = { title: string; children?: Node[] };
const flat = (nodes: Node[]): string[] => nodes.flatMap((n) => [n.title, ...flat(n.children ?? [])]);
const get = async (path: string, who: string, query: Record<string, string> = {}) => (await s.api.get(path, query, t[who])).body;
const permissionId = async (perms: string) =>
  (await s.app.ctx.db.selectFrom('sys_permission').select('id').where('perms', '=', perms).executeTakeFirstOrThrow()).id;

beforeAll(async () => {
  s = await startServer();
  for (const u of ['admin', 'street01', 'community01']) t[u] = await s.api.login(u);
});
afterAll(() => s?.close());

describe('a rule on a permission that guards two entities', () => {
  it('names the entity of the menu’s list: a 部门 rule on departName narrows 部门, not 部门角色', async () => {
    const depart = await s.app.ctx.db.selectFrom('sys_depart').select('id').where('departName', '=', '水源地社区居委会').executeTakeFirstOrThrow();
    const role = await s.api.post('/sys/sysDepartRole/add', { departId: depart.id, roleName: '规则外的部门角色', roleCode: 'rule_free' }, t.admin);
    expect(role.body.success, role.body.message).toBe(true);
    const roleNames = async () => ((await get('/sys/sysDepartRole/list', 'street01', { departId: depart.id })).result.records as Row[]).map((r) => r.roleName);
    expect(await roleNames()).toContain('规则外的部门角色');
    expect(flat((await get('/sys/sysDepart/queryTreeList', 'street01')).result)).toContain(HIDDEN_DEPART);

    const release = await holdRule(s, t.admin, 'street_admin', 'depart:list', { ruleColumn: 'departName', ruleConditions: '!=', ruleValue: HIDDEN_DEPART });
    try {
      const shown = flat((await get('/sys/sysDepart/queryTreeList', 'street01')).result);
      expect(shown).toContain('水源地社区居委会');
      expect(shown).not.toContain(HIDDEN_DEPART);
      expect(await roleNames()).toContain('规则外的部门角色');
    } finally {
      await release();
    }
  });

  it('offers the columns of 数据字典 and 定时任务 for their menus’ rules, not those of their items and logs', async () => {
    const columns = async (perms: string) =>
      ((await get('/sys/permission/ruleColumns', 'admin', { permissionId: await permissionId(perms) })).result as Row[]).map((c) => c.value);
    expect(await columns('dict:list')).toContain('dictName');
    expect(await columns('dict:list')).not.toContain('itemText');
    expect(await columns('quartzJob:list')).toContain('cronExpression');
    expect(await columns('quartzJob:list')).not.toContain('startTime');
  });
});

describe('a rule on the event list', () => {
  it('hides the event’s process instance from the generic instance list and queryById', async () => {
    const titles = async (who: string) => ((await get('/workflow/processInstance/list', who, { pageSize: '200' })).result.records as Row[]).map((r) => r.title);
    const byId = (id: string) => s.api.get('/workflow/processInstance/queryById', { id }, t.community01);
    const instance = await s.app.ctx.db.selectFrom('wf_instance').select('id').where('title', '=', HIDDEN_EVENT).executeTakeFirstOrThrow();
    expect(await titles('community01')).toContain(HIDDEN_EVENT);
    expect((await byId(instance.id)).body.result.title).toBe(HIDDEN_EVENT);

    const release = await holdRule(s, t.admin, 'community_admin', 'event:list', { ruleColumn: 'eventName', ruleConditions: '!=', ruleValue: HIDDEN_EVENT });
    try {
      const shown = await titles('community01');
      expect(shown).toContain('楼栋外墙瓷砖脱落');
      expect(shown).not.toContain(HIDDEN_EVENT);
      const answer = await byId(instance.id);
      expect(answer.body.success).toBe(false);
      expect(JSON.stringify(answer.body)).not.toContain(HIDDEN_EVENT);
      expect(await titles('admin')).toContain(HIDDEN_EVENT);
    } finally {
      await release();
    }
  });
});

describe('a rule on the log list', () => {
  it('narrows the home page’s login figures as it narrows the log', async () => {
    const logins = async (except?: string) => {
      let q = s.app.ctx.db
        .selectFrom('sys_log')
        .select((eb) => eb.fn.countAll().as('n'))
        .where('logType', '=', 1)
        .where('operateType', '=', 'login')
        .where('result', '=', 'success');
      if (except) q = q.where('username', '<>', except);
      return Number((await q.executeTakeFirstOrThrow()).n);
    };
    const total = async () => (await get('/sys/loginfo', 'admin')).result.totalVisitCount as number;
    // The log is written after the login's answer has gone: wait for community01's entry.
    await vi.waitFor(async () => expect(await logins()).toBeGreaterThan(await logins('community01')), { timeout: 10_000, interval: 20 });
    expect(await total()).toBe(await logins());

    const release = await holdRule(s, t.admin, 'admin', 'log:list', { ruleColumn: 'username', ruleConditions: '!=', ruleValue: 'community01' });
    try {
      expect(await total()).toBe(await logins('community01'));
      const week = (await get('/sys/visitInfo', 'admin')).result as Array<{ visit: number }>;
      expect(week.reduce((n, d) => n + d.visit, 0)).toBe(await logins('community01'));
    } finally {
      await release();
    }
  });
});
