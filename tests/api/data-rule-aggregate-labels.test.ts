/**
 * Dashboard aggregates grouped by a region column follow the reader's data rules (issue 31 item 3): a grid a rule on
 * the grid list hides is labelled by its code, not its name, and residents a rule on the resident list hides are not
 * counted in their grid, whether the table or its rollup answers. SQLite and (TEST_DB=postgres) PostgreSQL.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { holdRule, type RuleInput } from '../helpers/data-rules.js';
import { startServer, type TestServer } from '../helpers/server.js';
import { idCard } from './crud-fixtures.js';

const GRID = '210102001002001';
const GRID_NAME = '水源地社区第一网格';
const HIDDEN = '统计规则居民';
// 致公党党员, held by one resident of the grid.
const RARE_STATUS = '09';
let s: TestServer;
const t: Record<string, string> = {};

/** community01's 居民最多的网格 row of the grid. */
async function gridRow(who: string): Promise<{ label: string; value: number }> {
  const res = await s.api.get('/dashboard/aggregate/resident-by-grid', {}, t[who]);
  expect(res.body.success, res.body.message).toBe(true);
  const row = (res.body.result.rows as Array<{ key: string; label: string; value: number }>).find((r) => r.key === GRID);
  expect(row).toBeDefined();
  return { label: row!.label, value: row!.value };
}

/** The residents of the grid the list shows the reader. */
const listed = async (who: string) => (await s.api.get('/TBaseResidentController/list', { regionCode: GRID, pageSize: 1 }, t[who])).body.result.total as number;

const whileHeld = async (role: string, perms: string, rule: RuleInput, check: () => Promise<void>) => {
  const release = await holdRule(s, t.admin, role, perms, rule);
  try {
    await check();
  } finally {
    await release();
  }
};

beforeAll(async () => {
  s = await startServer();
  for (const u of ['admin', 'community01']) t[u] = await s.api.login(u);
  // The grid holds these three residents only; one is hidden by each rule below.
  const residents = [{ name: HIDDEN, politicalStatus: RARE_STATUS }, { name: '统计可见居民甲' }, { name: '统计可见居民乙' }];
  for (const [i, r] of residents.entries()) {
    const added = await s.api.post('/TBaseResidentController/add', { ...r, sex: '1', regionCode: GRID, idCard: idCard(741 + i) }, t.admin);
    expect(added.body.success, added.body.message).toBe(true);
  }
});
afterAll(() => s?.close());

describe('居民最多的网格 under data rules', () => {
  it('labels a grid hidden by a rule on the grid list with its code, and still counts its residents', async () => {
    const before = await gridRow('community01');
    expect(before).toEqual({ label: GRID_NAME, value: await listed('community01') });
    await whileHeld('community_admin', 'grid:list', { ruleColumn: 'gridName', ruleConditions: '!=', ruleValue: GRID_NAME }, async () => {
      expect(await gridRow('community01')).toEqual({ label: GRID, value: before.value });
      expect((await gridRow('admin')).label).toBe(GRID_NAME);
    });
    expect((await gridRow('community01')).label).toBe(GRID_NAME);
  });

  it('leaves out residents hidden by a rule on the resident list, on a column of the table and on one of its rollup', async () => {
    const before = (await gridRow('community01')).value;
    expect(before).toBe(3);
    await whileHeld('community_admin', 'resident:list', { ruleColumn: 'name', ruleConditions: '!=', ruleValue: HIDDEN }, async () => {
      expect((await gridRow('community01')).value).toBe(before - 1);
      expect(await listed('community01')).toBe(before - 1);
    });
    // A rule on a rollup dimension: the rollup answers, and counts the one resident of that status.
    await whileHeld('community_admin', 'resident:list', { ruleColumn: 'politicalStatus', ruleConditions: '=', ruleValue: RARE_STATUS }, async () => {
      expect((await gridRow('community01')).value).toBe(1);
      expect(await listed('community01')).toBe(1);
    });
    expect((await gridRow('admin')).value).toBe(before);
  });
});
