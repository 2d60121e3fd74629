/**
 * A data rule hides a region or grid from the map's drawing routes too (issue 31 item 3): the layers, the own
 * drawing and 区域信息 reach beyond the caller's subtree (their neighbours' outlines), but never to a row their
 * rules hide; drawing it is refused. Each path is shown reaching the row first. SQLite and (TEST_DB=postgres) PostgreSQL.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { holdRule } from '../helpers/data-rules.js';
import { startServer, type TestServer } from '../helpers/server.js';

const COMMUNITY = '210102001002';
const GRID = '210102001002002';
const GRID_NAME = '水源地社区第二网格';
let s: TestServer;
const t: Record<string, string> = {};

type Feature = { properties: { regionCode: string; name?: string | null } };
const get = (who: string, route: string, regionCode: string) => s.api.get(`/ToolGridController/${route}`, { regionCode }, t[who]);
const layerCodes = async (who: string, route: string, regionCode: string) => {
  const answer = await get(who, route, regionCode);
  expect(answer.body.success, answer.body.message).toBe(true);
  return (answer.body.result.features as Feature[]).map((f) => f.properties.regionCode);
};
const layerText = async (who: string, route: string, regionCode: string) => JSON.stringify((await get(who, route, regionCode)).body);

beforeAll(async () => {
  s = await startServer();
  for (const u of ['admin', 'community01']) t[u] = await s.api.login(u);
});
afterAll(() => s?.close());

describe('a rule on the grid list', () => {
  it('hides the grid’s outline and name from the layers, its drawing and 区域信息, and refuses drawing it', async () => {
    expect(await layerCodes('community01', 'getSqWgByRegionCode', COMMUNITY)).toContain(GRID);
    expect(await layerCodes('community01', 'getGridByCode', GRID)).toEqual([GRID]);
    expect((await get('community01', 'getFeatureByCode', GRID)).body.result).not.toBeNull();
    expect((await get('community01', 'getRegionInfo', GRID)).body.result.name).toBe(GRID_NAME);

    const release = await holdRule(s, t.admin, 'community_admin', 'grid:list', { ruleColumn: 'gridName', ruleConditions: '!=', ruleValue: GRID_NAME });
    try {
      const grids = await layerCodes('community01', 'getSqWgByRegionCode', COMMUNITY);
      expect(grids).toContain('210102001002001');
      expect(grids).not.toContain(GRID);
      expect(await layerText('community01', 'getSqWgByRegionCode', COMMUNITY)).not.toContain(GRID_NAME);
      for (const route of ['getGridByCode', 'getFeatureByCode', 'getRegionInfo']) {
        const answer = await get('community01', route, GRID);
        expect([answer.status, answer.body.message]).toEqual([404, '区域不存在']);
      }
      const draw = await s.api.post(
        '/ToolGridController/saveFeature',
        { regionCode: GRID, layerJson: { type: 'Polygon', coordinates: [] }, version: 1 },
        t.community01,
      );
      expect([draw.status, draw.body.message]).toEqual([404, '区域不存在']);
      expect(await layerCodes('admin', 'getSqWgByRegionCode', COMMUNITY)).toContain(GRID);
    } finally {
      await release();
    }
  });
});

describe('a rule on the region list', () => {
  it('hides a neighbouring community’s outline and name from the same-level and child layers', async () => {
    // A drawn neighbour of community01's community (the seeded map draws every community but one).
    const [NEIGHBOUR] = await layerCodes('admin', 'gettjLayerByRegionCode', COMMUNITY);
    expect(NEIGHBOUR).toBeDefined();
    const name = (await s.app.ctx.db.selectFrom('t_base_region').select('regionName').where('regionCode', '=', NEIGHBOUR).executeTakeFirstOrThrow()).regionName;
    expect(await layerCodes('admin', 'getxjLayerByRegionCode', '210102001')).toContain(NEIGHBOUR);

    const release = await holdRule(s, t.admin, 'admin', 'region:list', { ruleColumn: 'regionName', ruleConditions: '!=', ruleValue: name });
    try {
      expect(await layerCodes('admin', 'gettjLayerByRegionCode', COMMUNITY)).not.toContain(NEIGHBOUR);
      expect(await layerText('admin', 'gettjLayerByRegionCode', COMMUNITY)).not.toContain(name);
      const children = await layerCodes('admin', 'getxjLayerByRegionCode', '210102001');
      expect(children).toContain(COMMUNITY);
      expect(children).not.toContain(NEIGHBOUR);
      const info = await get('admin', 'getRegionInfo', NEIGHBOUR);
      expect([info.status, info.body.message]).toEqual([404, '区域不存在']);
    } finally {
      await release();
    }
  });
});
