/**
 * The rows the per-role sweep finds on its lists before it adds its own (DEMO_DATA is off in tests): a building,
 * a house, a resident and a focus person in grid01's grid, registered by the administrator through the API.
 */
import { expect } from 'vitest';
import { idCardCheckChar } from '../../../validators/id-card.js';
import type { TestServer } from '../../helpers/server.js';
import { TEST_PASSWORD } from '../../helpers/server.js';

/** grid01's grid, in community01's community. */
export const SWEEP_GRID = '210102001002001';

export async function seedSweepRows(server: TestServer): Promise<void> {
  // The browser shell keeps every account's first-login password change due; the administrator's API session
  // that registers the rows is let past it, and the flag is set again so the admin sweep still meets the change.
  const admin = server.app.ctx.db.updateTable('sys_user').where('username', '=', 'admin');
  await admin.set({ updatePwd: 0 }).execute();
  const token = await server.api.login('admin', TEST_PASSWORD);
  const add = async (api: string, row: Record<string, unknown>): Promise<string> => {
    const r = await server.api.post(`${api}/add`, row, token);
    expect(r.body.success, `${api}: ${r.body.message}`).toBe(true);
    return r.body.result?.id ?? '';
  };
  const first17 = '21010219800202101';
  const buildingId = await add('/TBaseBuildingController', {
    buildingName: '水源小区1号楼',
    buildingNo: 'S1',
    regionCode: SWEEP_GRID,
    floorsAbove: 6,
    unitCount: 2,
    buildingUse: '1',
  });
  await add('/TBaseHouseController', { buildingId, unitNo: '1', floorNo: 2, roomNo: '201', houseUse: '1', ownerName: '林淑华', regionCode: SWEEP_GRID });
  const residentId = await add('/TBaseResidentController', {
    name: '林淑华',
    sex: '2',
    regionCode: SWEEP_GRID,
    idCard: first17 + idCardCheckChar(first17),
    buildingId,
  });
  await add('/TFocusPersonController', { residentId, residentName: '林淑华', category: '1', attentionLevel: '1', regionCode: SWEEP_GRID });
  // A resident who is not yet a focus person, registered last so that the resident picker offers him first.
  const other = '21010219750505203';
  await add('/TBaseResidentController', { name: '周建国', sex: '1', regionCode: SWEEP_GRID, idCard: other + idCardCheckChar(other) });
  await server.api.post('/sys/logout', {}, token);
  await admin.set({ updatePwd: 1 }).execute();
}
