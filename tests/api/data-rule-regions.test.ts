/**
 * A data rule narrows the hand-written routes over grids and regions as it narrows their lists (issue 31 item 3):
 * the grid map, the address search, the region trees, the wizard's grid list, a region's stored position and the
 * binding's node check. Each path is shown reaching the row first, then hiding it, or refusing the write, under the
 * rule. Runs on SQLite and (TEST_DB=postgres) PostgreSQL.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { holdRule } from '../helpers/data-rules.js';
import { startServer, type TestServer } from '../helpers/server.js';

const GRID = '210102001002002';
const GRID_NAME = '水源地社区第二网格';
const COMMUNITY = '210102001953';
const COMMUNITY_NAME = '规则隐藏社区';
const OUTSIDE = '该数据超出您的数据权限范围，无权操作';
let s: TestServer;
const t: Record<string, string> = {};

type Node = { regionCode: string; children?: Node[] };
const flat = (nodes: Node[]): string[] => nodes.flatMap((n) => [n.regionCode, ...flat(n.children ?? [])]);
const places = async (who: string, keyWord: string) =>
  ((await s.api.get('/ToolGridController/searchPlace', { keyWord }, t[who])).body.result as Array<{ name: string }>).map((p) => p.name);
const mapGrids = async (who: string) =>
  ((await s.api.get('/ToolGridController/getGridsInScope', {}, t[who])).body.result.features as Array<{ properties: { regionCode: string } }>).map(
    (f) => f.properties.regionCode,
  );
const wizardGrids = async (who: string) =>
  ((await s.api.get('/TBaseGridController/gridNewList', {}, t[who])).body.result as Array<{ gridCode: string }>).map((g) => g.gridCode);
const regionTree = async (who: string, regionCode: string) =>
  flat((await s.api.get('/sys/user/getRegionTreeOrListBody', { regionCode, hasFRegion: 'true', withGrids: 'true' }, t[who])).body.result);
const ownTree = async (who: string) => flat((await s.api.post('/TBaseRegionController/queryAllRegionTree', {}, t[who])).body.result);
const communities = async (who: string) =>
  ((await s.api.get('/TBaseRegionController/queryChildCommunity', {}, t[who])).body.result as Node[]).map((r) => r.regionCode);
const isBinding = (who: string, code: string) => s.api.get('/TBaseRegionController/isBinding', { code }, t[who]);
const position = (who: string, regionCode: string) => s.api.get('/TBaseRegionController/getOrgGis', { regionCode }, t[who]);
const place = (who: string, regionCode: string, gisLon: number, gisLat: number) =>
  s.api.post('/TBaseRegionController/editOrgGis', { regionCode, gisLon, gisLat }, t[who]);
const storedLat = async (code: string) =>
  Number((await s.app.ctx.db.selectFrom('t_base_region').select('gisLat').where('regionCode', '=', code).executeTakeFirstOrThrow()).gisLat);

beforeAll(async () => {
  s = await startServer();
  for (const u of ['admin', 'community01']) t[u] = await s.api.login(u);
  const added = await s.api.post('/TBaseRegionController/add', { regionName: COMMUNITY_NAME, regionCode: COMMUNITY, parentCode: '210102001' }, t.admin);
  expect(added.body.success).toBe(true);
});
afterAll(() => s?.close());

describe('a rule on the grid list hides the grid from every hand-written read', () => {
  it('the map layer, the address search, the region tree, the wizard and the binding check', async () => {
    expect(await places('community01', '水源地社区第二')).toEqual([GRID_NAME]);
    expect(await mapGrids('community01')).toContain(GRID);
    expect(await wizardGrids('community01')).toContain(GRID);
    expect(await regionTree('community01', '210102001002')).toContain(GRID);
    expect((await isBinding('community01', GRID)).body.result).toEqual({ bound: false, orgId: null, orgName: null });

    const release = await holdRule(s, t.admin, 'community_admin', 'grid:list', { ruleColumn: 'gridName', ruleConditions: '!=', ruleValue: GRID_NAME });
    try {
      expect(await places('community01', '水源地社区第二')).toEqual([]);
      expect(await mapGrids('community01')).toEqual(['210102001002001', '210102001002003']);
      expect(await wizardGrids('community01')).toEqual(['210102001002001', '210102001002003']);
      const tree = await regionTree('community01', '210102001002');
      expect(tree).toContain('210102001002001');
      expect(tree).not.toContain(GRID);
      const binding = await isBinding('community01', GRID);
      expect([binding.status, binding.body.message]).toEqual([400, '区划代码不存在']);
      // The rule is community_admin's: the administrator still sees the grid.
      expect(await mapGrids('admin')).toContain(GRID);
    } finally {
      await release();
    }
  });
});

describe('a rule on the region list hides the region', () => {
  it('from the region trees, the communities, the address search, its position and the binding check', async () => {
    expect((await place('admin', COMMUNITY, 123.41, 41.79)).body.success).toBe(true);
    expect((await position('admin', COMMUNITY)).body.result).toEqual({ gisLon: 123.41, gisLat: 41.79 });
    expect(await places('admin', COMMUNITY_NAME)).toEqual([COMMUNITY_NAME]);
    expect(await ownTree('admin')).toContain(COMMUNITY);
    expect(await regionTree('admin', '210102001')).toContain(COMMUNITY);
    expect(await communities('admin')).toContain(COMMUNITY);
    expect((await isBinding('admin', COMMUNITY)).body.success).toBe(true);

    // The administrator role itself holds the rule: a data rule narrows administrators too.
    const release = await holdRule(s, t.admin, 'admin', 'region:list', { ruleColumn: 'regionName', ruleConditions: '!=', ruleValue: COMMUNITY_NAME });
    try {
      expect(await places('admin', COMMUNITY_NAME)).toEqual([]);
      const tree = await ownTree('admin');
      expect(tree).toContain('210102001002');
      expect(tree).not.toContain(COMMUNITY);
      expect(await regionTree('admin', '210102001')).not.toContain(COMMUNITY);
      expect(await communities('admin')).not.toContain(COMMUNITY);
      expect((await isBinding('admin', COMMUNITY)).body.message).toBe('区划代码不存在');
      expect((await position('admin', COMMUNITY)).status).toBe(404);
      expect((await place('admin', COMMUNITY, 123.5, 41.5)).status).toBe(404);
      expect(await storedLat(COMMUNITY)).toBe(41.79);
    } finally {
      await release();
    }
  });

  it('a position that would put the region outside the rule is refused', async () => {
    expect((await place('admin', COMMUNITY, 123.41, 41.79)).body.success).toBe(true);
    const release = await holdRule(s, t.admin, 'admin', 'region:list', { ruleColumn: 'gisLat', ruleConditions: '<=', ruleValue: '42' });
    try {
      const refused = await place('admin', COMMUNITY, 123.41, 42.5);
      expect([refused.status, refused.body.message]).toEqual([403, OUTSIDE]);
      expect(await storedLat(COMMUNITY)).toBe(41.79);
      expect((await place('admin', COMMUNITY, 123.41, 41.9)).body.success).toBe(true);
    } finally {
      await release();
    }
  });
});
