/**
 * The dashboards' aggregate route (GET /dashboard/aggregate/{id}, schemas/aggregates): figures of the caller's
 * region only (street01 its communities', community01 its own, admin all), the file's permission, only the file's
 * parameters, clear Chinese refusals and never a 500. Expected figures are computed here from the table itself, so
 * other seed data does not matter. Runs on SQLite and, with TEST_DB=postgres, on PostgreSQL.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as dashboardMenus from '../../src/server/db/migrations/2026-11-25-0001-dashboard-menus.js';
import { newId } from '../../src/server/services/ids.js';
import { nowText } from '../../src/shared/time.js';
import { startServer, type TestServer } from '../helpers/server.js';

let s: TestServer;
let dir: string;
const t: Record<string, string> = {};
const STREET = '210102001';
const COMMUNITY = '210102001002';
const GRIDS = ['210102001002001', '210102001003001', '210102002001001'];
const DAY = 86_400_000;

type Event = { grid: string; procStatus: string; dicEventPushType: string; overdue: 0 | 1; createTime: string; endTime: string | null };

/** Events in three grids (two of street01's communities, one of another street), several months, all states. */
function sampleEvents(): Event[] {
  const out: Event[] = [];
  for (let i = 0; i < 15; i++) {
    const created = Date.now() - (i % 5) * 31 * DAY - i * 3600_000;
    const status = ['1', '2', '2', '3'][i % 4];
    out.push({
      grid: GRIDS[i % 3],
      procStatus: status,
      dicEventPushType: String((i % 5) + 1),
      overdue: i % 4 === 0 ? 1 : 0,
      createTime: nowText(created),
      endTime: status === '2' ? nowText(created + ((i % 7) + 1) * 5400_000) : null,
    });
  }
  return out;
}

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'zhdj-aggregates-'));
  fs.cpSync(path.resolve('schemas'), dir, { recursive: true });
  // An aggregate only holders of user:list (the administrators' user list) may run.
  fs.writeFileSync(
    path.join(dir, 'aggregates', 'user-count.json'),
    JSON.stringify({ id: 'user-count', title: '用户数', entity: 'sysUser', permission: 'user:list', measure: { fn: 'count' } }),
  );
  s = await startServer({ schemaDir: dir });
  const rows = sampleEvents().map((e, i) => ({ id: newId(), eventName: `统计测试${i}`, eventCode: `TJ${Date.now()}${i}`, emLevel: '1', emplType: '1', ...e }));
  await s.app.ctx.db.insertInto('t_event_proc').values(rows).execute();
  for (const u of ['admin', 'street01', 'community01', 'grid01']) t[u] = await s.api.login(u);
});
afterAll(async () => {
  await s.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

const run = (who: string, id: string, query: Record<string, string> = {}) => s.api.get(`/dashboard/aggregate/${id}`, query, t[who]);
type Row = { key: string | null; label: string; value: number };
const rowsOf = async (who: string, id: string, query: Record<string, string> = {}): Promise<Row[]> => {
  const r = await run(who, id, query);
  expect(r.status).toBe(200);
  return r.body.result.rows;
};
const figure = async (who: string, id: string, query: Record<string, string> = {}) => (await rowsOf(who, id, query))[0].value;

/** Every event row of the table (seeded by anyone), for the figures the test expects. */
async function events(prefix = ''): Promise<Event[]> {
  const all = (await s.app.ctx.db
    .selectFrom('t_event_proc')
    .select(['grid', 'procStatus', 'dicEventPushType', 'overdue', 'createTime', 'endTime'])
    .execute()) as Event[];
  return all.filter((e) => (e.grid ?? '').startsWith(prefix));
}
const count = (rows: Event[], test: (e: Event) => boolean) => rows.filter(test).length;
const round = (n: number) => Math.round(n * 100) / 100;

describe('region scope', () => {
  it('counts only the caller’s region: admin all, street01 its communities, community01 its own', async () => {
    const [all, street, community] = [await events(), await events(STREET), await events(COMMUNITY)];
    expect(await figure('admin', 'event-count')).toBe(all.length);
    expect(await figure('street01', 'event-count')).toBe(street.length);
    expect(await figure('community01', 'event-count')).toBe(community.length);
    expect(street.length).toBeLessThan(all.length);
    expect(community.length).toBeLessThan(street.length);
  });

  it('groups by dictionary in the dictionary’s order with its texts, empty items as 0', async () => {
    const street = await events(STREET);
    const rows = await rowsOf('street01', 'event-by-status');
    expect(rows.map((r) => r.label)).toEqual(['办理中', '已办结', '已撤回']);
    expect(rows.map((r) => r.value)).toEqual(['1', '2', '3'].map((v) => count(street, (e) => e.procStatus === v)));
  });

  it('ranks grids by events, naming each grid, none outside the caller’s street', async () => {
    const street = await events(STREET);
    const rows = await rowsOf('street01', 'event-by-grid');
    expect(rows.every((r) => r.key!.startsWith(STREET))).toBe(true);
    expect(rows.map((r) => r.value)).toEqual([...rows.map((r) => r.value)].sort((a, b) => b - a));
    for (const r of rows) expect(r.value).toBe(count(street, (e) => e.grid === r.key));
    expect(rows.find((r) => r.key === GRIDS[0])?.label).toBe('水源地社区第一网格');
    const admin = await rowsOf('admin', 'event-by-grid');
    expect(admin.some((r) => r.key === GRIDS[2])).toBe(true);
  });

  it('buckets by month: the last 12 months, oldest first, months without events as 0', async () => {
    const community = await events(COMMUNITY);
    const rows = await rowsOf('community01', 'event-by-month');
    expect(rows).toHaveLength(12);
    expect(rows[11].key).toBe(nowText().slice(0, 7));
    for (const r of rows) expect(r.value).toBe(count(community, (e) => e.createTime.startsWith(r.key!)));
    expect(rows.reduce((sum, r) => sum + r.value, 0)).toBeGreaterThan(0);
  });

  it('overdue rate in percent and average handling hours of finished events', async () => {
    const street = await events(STREET);
    expect(await figure('street01', 'event-overdue-rate')).toBe(round((count(street, (e) => e.overdue === 1) / street.length) * 100));
    const done = street.filter((e) => e.procStatus === '2' && e.endTime);
    const hours =
      done.reduce((sum, e) => sum + (Date.parse(e.endTime!.replace(' ', 'T')) - Date.parse(e.createTime.replace(' ', 'T'))) / 3600_000, 0) / done.length;
    expect(await figure('street01', 'event-avg-hours')).toBeCloseTo(round(hours), 1);
  });
});

describe('every shipped query', () => {
  it('runs on this database for admin and street01; a street’s counts never exceed the whole province’s', async () => {
    const ids = fs.readdirSync(path.resolve('schemas', 'aggregates')).map((f) => f.replace(/\.json$/, ''));
    expect(ids.length).toBeGreaterThan(10);
    for (const id of ids) {
      const [all, street] = [await run('admin', id), await run('street01', id)];
      expect([all.status, street.status, id]).toEqual([200, 200, id]);
      const total = (r: typeof all) => (r.body.result.rows as Row[]).reduce((sum, row) => sum + row.value, 0);
      const def = JSON.parse(fs.readFileSync(path.resolve('schemas', 'aggregates', `${id}.json`), 'utf8'));
      if (def.measure.fn === 'count' && !def.limit) expect(total(street), id).toBeLessThanOrEqual(total(all));
    }
  });
});

describe('parameters and refusals', () => {
  it('applies the file’s parameters: a grid, a date range (an end date covers its day)', async () => {
    const street = await events(STREET);
    expect(await figure('street01', 'event-count', { grid: GRIDS[1] })).toBe(count(street, (e) => e.grid === GRIDS[1]));
    const today = nowText().slice(0, 10);
    expect(await figure('street01', 'event-count', { createTime_begin: today, createTime_end: today })).toBe(
      count(street, (e) => e.createTime.startsWith(today)),
    );
    // A value is a bound parameter, never SQL, and a grid outside the caller's street still counts nothing.
    expect(await figure('street01', 'event-count', { grid: "' or '1'='1" })).toBe(0);
    expect(await figure('street01', 'event-count', { grid: GRIDS[2] })).toBe(0);
  });

  it('refuses a parameter the file does not allow, by name, in Chinese', async () => {
    for (const key of ['procStatus', 'grid; drop table t_event_proc', 'column']) {
      const r = await run('street01', 'event-count', { [key]: '1' });
      expect(r.status).toBe(400);
      expect(r.body.success).toBe(false);
      expect(r.body.message).toMatch(/^统计“事件总数”不接受参数“/);
    }
  });

  it('an unknown or malformed id is 404 in Chinese, never a file path', async () => {
    for (const id of ['no-such-query', '..%2Fentities%2Ft-event-proc', 'Event-Count']) {
      const r = await run('admin', id);
      expect(r.status).toBe(404);
      expect(r.body.message).toMatch(/^统计“.*”不存在$/);
    }
  });

  it('needs a login and the file’s permission', async () => {
    expect((await s.api.get('/dashboard/aggregate/event-count')).status).toBe(401);
    const denied = await run('community01', 'user-count');
    expect(denied.status).toBe(403);
    expect(denied.body.message).toBe('没有权限查看该统计');
    expect(await figure('admin', 'user-count')).toBeGreaterThanOrEqual(5);
  });

  it('the migration points menus of a database seeded before at the dashboard screens, leaving changed ones alone', async () => {
    const db = s.app.ctx.db;
    const component = async (url: string) =>
      (await db.selectFrom('sys_permission').select('component').where('url', '=', url).executeTakeFirstOrThrow()).component;
    await db.updateTable('sys_permission').set({ component: 'dashboard/Analysis' }).where('url', '=', '/dashboard/analysis').execute();
    await db.updateTable('sys_permission').set({ component: 'my/OwnStatistics' }).where('url', '=', '/event/statistics').execute();
    await dashboardMenus.up(db.withoutPlugins());
    expect(await component('/dashboard/analysis')).toBe('schema/home-analysis');
    expect(await component('/event/statistics')).toBe('my/OwnStatistics');
    await db.updateTable('sys_permission').set({ component: 'schema/event-statistics' }).where('url', '=', '/event/statistics').execute();
  });

  it('the same migration shows 居民详情 at its screen where the old hidden page was seeded', async () => {
    const db = s.app.ctx.db;
    const row = () => db.selectFrom('sys_permission').select(['component', 'hidden']).where('url', '=', '/resident/detail').executeTakeFirstOrThrow();
    await db.updateTable('sys_permission').set({ component: 'resident/ResidentDetail', hidden: 1 }).where('url', '=', '/resident/detail').execute();
    await dashboardMenus.up(db.withoutPlugins());
    expect(await row()).toMatchObject({ component: 'schema/resident-detail', hidden: 0 });
  });

  it('a dashboard screen comes without an entity', async () => {
    const r = await s.api.get('/schema/screen/home-analysis', {}, t.grid01);
    expect(r.body.result.entity).toBeNull();
    expect(r.body.result.screen).toMatchObject({ type: 'dashboard', title: '首页' });
  });
});
