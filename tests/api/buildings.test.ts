/**
 * 楼栋信息 and 房屋信息, JSON only (entities t-building and t-house, screens building-list and house-list): a house's
 * building is picked from the buildings of the writer's region (x-pick with a `name`), lists show the building's
 * name, and the registers keep their numbers unique where a community's paper register would. Both databases.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type TestServer } from '../helpers/server.js';

let s: TestServer;
const tokens: Record<string, string> = {};

beforeAll(async () => {
  s = await startServer();
  for (const u of ['admin', 'community01', 'community02']) tokens[u] = await s.api.login(u);
});
afterAll(() => s?.close());

const building = (over: Record<string, unknown> = {}) => ({
  buildingName: '水源小区1号楼',
  buildingNo: 'B1',
  regionCode: '210102001002001',
  floorsAbove: 6,
  unitCount: 3,
  buildingUse: '1',
  gisLon: 123.43,
  gisLat: 41.77,
  ...over,
});
const addBuilding = (over: Record<string, unknown>, who: string) => s.api.post('/TBaseBuildingController/add', building(over), tokens[who]);

describe('楼栋信息 and 房屋信息', () => {
  let mine: string;
  let theirs: string;

  it('a community official registers buildings of their grids; a building number is unique within a grid', async () => {
    const first = await addBuilding({}, 'community01');
    expect(first.body.success, first.body.message).toBe(true);
    mine = first.body.result.id;
    const again = await addBuilding({ buildingName: '另一栋' }, 'community01');
    expect([again.status, again.body.message]).toEqual([400, '该网格中已有此楼栋编号']);
    const otherGrid = await addBuilding({ buildingName: '第二网格1号楼', regionCode: '210102001002002' }, 'community01');
    expect(otherGrid.body.success, otherGrid.body.message).toBe(true);
    const outside = await addBuilding({ buildingName: '越界楼', buildingNo: 'X1', regionCode: '210102001003001' }, 'community01');
    expect(outside.status).toBe(403);
    const other = await addBuilding({ buildingName: '砂阳小区1号楼', regionCode: '210102001003001' }, 'community02');
    expect(other.body.success, other.body.message).toBe(true);
    theirs = other.body.result.id;
    const wrong = await addBuilding({ buildingNo: 'B9', floorsAbove: 0, headPhone: '123' }, 'community01');
    expect(wrong.status).toBe(400);
  });

  it('a house names its building, which must be one of the writer’s region; the list shows the building’s name', async () => {
    const house = { buildingId: mine, unitNo: '2', floorNo: 3, roomNo: '301', area: 89.5, houseUse: '1', ownerName: '王小明', regionCode: '210102001002001' };
    const r = await s.api.post('/TBaseHouseController/add', house, tokens.community01);
    expect(r.body.success, r.body.message).toBe(true);
    const twice = await s.api.post('/TBaseHouseController/add', house, tokens.community01);
    expect([twice.status, twice.body.message]).toEqual([400, '该楼栋单元中已有此房号']);
    const foreign = await s.api.post('/TBaseHouseController/add', { ...house, buildingId: theirs, roomNo: '302' }, tokens.community01);
    expect([foreign.status, foreign.body.message]).toEqual([400, `所在楼栋中的“${theirs}”不存在或不在您管辖的范围内`]);
    const list = (await s.api.get('/TBaseHouseController/list', {}, tokens.community01)).body.result;
    expect(list.records.map((h: Record<string, unknown>) => [h.buildingId_dictText, h.unitNo, h.roomNo, h.houseUse_dictText])).toEqual([
      ['水源小区1号楼', '2', '301', '自住'],
    ]);
    expect((await s.api.get('/TBaseHouseController/list', {}, tokens.community02)).body.result.total).toBe(0);
  });

  it('a renamed building shows its new name in the house list at once', async () => {
    const r = await s.api.request('PUT', '/TBaseBuildingController/edit', { token: tokens.community01, body: { id: mine, buildingName: '水源小区一号楼' } });
    expect(r.body.success, r.body.message).toBe(true);
    const list = (await s.api.get('/TBaseHouseController/list', {}, tokens.community01)).body.result;
    expect(list.records[0].buildingId_dictText).toBe('水源小区一号楼');
  });
});
