/**
 * Every entity property declared `x-region` is checked by the one region-code rule (validators/region-code.ts):
 * `x-region: "grid"` (所属网格) takes only a grid's 15-digit code, `x-region: true` any level's code; the refusal is
 * the property's own Chinese message and nothing is written, on add and on edit. Both databases.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type TestServer } from '../helpers/server.js';
import { idCard } from './crud-fixtures.js';

const RESIDENTS = '/TBaseResidentController';
const BUILDINGS = '/TBaseBuildingController';
const SOCIAL_ORGS = '/TBaseSocialOrgController';
const GRID_MESSAGE = '所属网格应为15位网格编号';
let s: TestServer;
let community: string;

beforeAll(async () => {
  s = await startServer();
  community = await s.api.login('community01');
});
afterAll(() => s?.close());

const resident = (over: Record<string, unknown> = {}) => ({ name: '区划甲', sex: '1', regionCode: '210102001002001', idCard: idCard(611), ...over });
const residentsNamed = (name: string) => s.app.ctx.db.selectFrom('t_base_resident').select(['regionCode']).where('name', '=', name).execute();

describe('所属网格 (x-region "grid") takes a grid code only', () => {
  it('refuses the community code itself, a district code and a code of no level, writing nothing', async () => {
    for (const regionCode of ['210102001002', '210102', '2101020010020', 'abcdefghijklmno']) {
      const r = await s.api.post(`${RESIDENTS}/add`, resident({ regionCode }), community);
      expect([r.status, r.body.message], regionCode).toEqual([400, GRID_MESSAGE]);
    }
    expect(await residentsNamed('区划甲')).toEqual([]);
  });

  it('accepts a grid of the community, and refuses moving the row to the community by edit', async () => {
    const add = await s.api.post(`${RESIDENTS}/add`, resident(), community);
    expect(add.body.success, add.body.message).toBe(true);
    const edit = await s.api.put(`${RESIDENTS}/edit`, { id: add.body.result.id, regionCode: '210102001002' }, community);
    expect([edit.status, edit.body.message]).toEqual([400, GRID_MESSAGE]);
    expect(await residentsNamed('区划甲')).toEqual([{ regionCode: '210102001002001' }]);
  });

  it('holds for every entity with a 所属网格, a building too', async () => {
    const r = await s.api.post(`${BUILDINGS}/add`, { buildingName: '区划楼', buildingNo: 'Q1', regionCode: '210102001002' }, community);
    expect([r.status, r.body.message]).toEqual([400, GRID_MESSAGE]);
  });
});

describe('a region property (x-region true) takes a code of some level only', () => {
  const org = (regionCode: string) => ({ orgName: '区划协会', creditCode: '53100000500021676K', category: '1', status: '1', regionCode });

  it("refuses a code whose length is no level, with the property's own message", async () => {
    for (const regionCode of ['2101020010', '21010200100']) {
      const r = await s.api.post(`${SOCIAL_ORGS}/add`, org(regionCode), community);
      expect([r.status, r.body.message], regionCode).toEqual([400, '所属社区应为区划代码']);
    }
  });

  it('accepts the community code', async () => {
    const r = await s.api.post(`${SOCIAL_ORGS}/add`, org('210102001002'), community);
    expect(r.body.success, r.body.message).toBe(true);
  });
});
