/**
 * A region or grid a data rule hides is not named beside the rows that hold its code (issue 31 item 3): the row's
 * `regionCode_dictText` shows the code instead, as a hidden picked row shows its key, in the list, queryById, the
 * party-organisation tree and the grid panel's community names.
 * The row itself stays readable. SQLite and (TEST_DB=postgres) PostgreSQL.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { holdRule } from '../helpers/data-rules.js';
import { startServer, type TestServer } from '../helpers/server.js';
import { idCard } from './crud-fixtures.js';

const GRID = '210102001002002';
const GRID_NAME = '水源地社区第二网格';
let s: TestServer;
const t: Record<string, string> = {};
let id = '';

const listed = async (who: string) =>
  (await s.api.get('/TBaseResidentController/list', { name: '网格规则居民' }, t[who])).body.result.records[0].regionCode_dictText;
const one = async (who: string) => (await s.api.get('/TBaseResidentController/queryById', { id }, t[who])).body.result.regionCode_dictText;

beforeAll(async () => {
  s = await startServer();
  for (const u of ['admin', 'community01']) t[u] = await s.api.login(u);
  const add = await s.api.post('/TBaseResidentController/add', { name: '网格规则居民', sex: '1', regionCode: GRID, idCard: idCard(611) }, t.admin);
  expect(add.body.success, add.body.message).toBe(true);
  id = add.body.result.id;
});
afterAll(() => s?.close());

describe('a rule on the grid list', () => {
  it('leaves a resident of the hidden grid readable, but shows the grid’s code instead of its name', async () => {
    expect(await listed('community01')).toBe(GRID_NAME);
    expect(await one('community01')).toBe(GRID_NAME);

    const release = await holdRule(s, t.admin, 'community_admin', 'grid:list', { ruleColumn: 'gridName', ruleConditions: '!=', ruleValue: GRID_NAME });
    try {
      expect(await listed('community01')).toBe(GRID);
      expect(await one('community01')).toBe(GRID);
      expect(await listed('admin')).toBe(GRID_NAME);
    } finally {
      await release();
    }
    expect(await listed('community01')).toBe(GRID_NAME);
  });
});

type OrgNode = { regionCode: string; regionCode_dictText: string; children?: OrgNode[] };
const orgNodes = (nodes: OrgNode[]): OrgNode[] => nodes.flatMap((n) => [n, ...orgNodes(n.children ?? [])]);
const orgRegionTexts = async () =>
  orgNodes((await s.api.post('/TBaseRegionController/queryAllPartTree', {}, t.admin)).body.result)
    .filter((n) => n.regionCode === STREET)
    .map((n) => n.regionCode_dictText);

// The street 中共浑河湾街道工作委员会 belongs to.
const STREET = '210102001';
const COMMUNITY = '210102001002';
const COMMUNITY_NAME = '水源地社区';

describe('a rule on the region list', () => {
  it('shows the hidden street’s code beside the party organisations it holds', async () => {
    const name = (await s.app.ctx.db.selectFrom('t_base_region').select('regionName').where('regionCode', '=', STREET).executeTakeFirstOrThrow()).regionName;
    const before = await orgRegionTexts();
    expect(before.length).toBeGreaterThan(0);
    expect(new Set(before)).toEqual(new Set([name]));
    const release = await holdRule(s, t.admin, 'admin', 'region:list', { ruleColumn: 'regionName', ruleConditions: '!=', ruleValue: name });
    try {
      expect(new Set(await orgRegionTexts())).toEqual(new Set([STREET]));
    } finally {
      await release();
    }
  });
});

describe('a rule on the region list, in the grid panel', () => {
  it('shows the hidden community’s code as the community name of its grids', async () => {
    const communityNames = async () => {
      const res = await s.api.get('/ToolGridController/getGridsInScope', {}, t.admin);
      expect(res.body.success, res.body.message).toBe(true);
      const features = res.body.result.features as Array<{ properties: { communityCode: string; communityName: string | null } }>;
      return new Set(features.filter((f) => f.properties.communityCode === COMMUNITY).map((f) => f.properties.communityName));
    };
    expect(await communityNames()).toEqual(new Set([COMMUNITY_NAME]));
    const release = await holdRule(s, t.admin, 'admin', 'region:list', { ruleColumn: 'regionName', ruleConditions: '!=', ruleValue: COMMUNITY_NAME });
    try {
      expect(await communityNames()).toEqual(new Set([COMMUNITY]));
    } finally {
      await release();
    }
  });
});
