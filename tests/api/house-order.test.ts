/**
 * 房屋信息 lists in register order: building (by its name), unit, floor, number; a column the user sorts by comes
 * first, the register order still breaks its ties. Both databases.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type TestServer } from '../helpers/server.js';

let s: TestServer;
let token: string;
beforeAll(async () => {
  s = await startServer();
  token = await s.api.login('community02');
});
afterAll(() => s?.close());

const REGION = '210102001003001';
type House = { buildingId_dictText: string; unitNo: string; floorNo: number; roomNo: string };
const shown = (records: House[]) => records.map((h) => `${h.buildingId_dictText} ${h.unitNo}-${h.floorNo}-${h.roomNo}`);
const list = async (query: Record<string, string | number> = {}) =>
  (await s.api.get('/TBaseHouseController/list', query, token)).body.result.records as House[];

describe('house register order', () => {
  it('orders by building name, unit, floor and number, whatever order the houses were entered in', async () => {
    const ids: Record<string, string> = {};
    // Entered B before A, so neither entry order nor its reverse is the register's.
    for (const [name, no] of [
      ['砂阳小区B栋', 'HB'],
      ['砂阳小区A栋', 'HA'],
    ]) {
      const r = await s.api.post(
        '/TBaseBuildingController/add',
        { buildingName: name, buildingNo: no, regionCode: REGION, floorsAbove: 6, unitCount: 2, buildingUse: '1' },
        token,
      );
      expect(r.body.success, r.body.message).toBe(true);
      ids[name] = r.body.result.id;
    }
    const houses: Array<[string, string, number, string]> = [
      ['砂阳小区A栋', '1', 2, '201'],
      ['砂阳小区B栋', '1', 1, '101'],
      ['砂阳小区A栋', '2', 1, '101'],
      ['砂阳小区A栋', '1', 1, '102'],
      ['砂阳小区A栋', '1', 1, '101'],
    ];
    for (const [building, unitNo, floorNo, roomNo] of houses) {
      const r = await s.api.post('/TBaseHouseController/add', { buildingId: ids[building], unitNo, floorNo, roomNo, regionCode: REGION }, token);
      expect(r.body.success, r.body.message).toBe(true);
    }
    expect(shown(await list())).toEqual(['砂阳小区A栋 1-1-101', '砂阳小区A栋 1-1-102', '砂阳小区A栋 1-2-201', '砂阳小区A栋 2-1-101', '砂阳小区B栋 1-1-101']);
    // Pages follow the same order.
    expect(shown(await list({ pageNo: 2, pageSize: 2 }))).toEqual(['砂阳小区A栋 1-2-201', '砂阳小区A栋 2-1-101']);
    // Sorted by floor (a header click): within a floor, still building, unit, number.
    expect(shown(await list({ column: 'floorNo', order: 'asc' }))).toEqual([
      '砂阳小区A栋 1-1-101',
      '砂阳小区A栋 1-1-102',
      '砂阳小区A栋 2-1-101',
      '砂阳小区B栋 1-1-101',
      '砂阳小区A栋 1-2-201',
    ]);
    // One building's houses (楼栋详情's tab) in the same order.
    expect(shown(await list({ buildingId: ids['砂阳小区A栋'] }))).toEqual([
      '砂阳小区A栋 1-1-101',
      '砂阳小区A栋 1-1-102',
      '砂阳小区A栋 1-2-201',
      '砂阳小区A栋 2-1-101',
    ]);
  });
});
