/** A grid member opens and edits their own grid (网格列表 → 编辑 / 详情), and only theirs. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type TestServer } from '../helpers/server.js';

let s: TestServer;
let grid01: string;
let community01: string;
beforeAll(async () => {
  s = await startServer();
  grid01 = await s.api.login('grid01');
  community01 = await s.api.login('community01');
});
afterAll(() => s.close());

const COMMUNITY = '210102001002';
const gridByCode = async (gridCode: string, token: string) =>
  (await s.api.get('/TBaseGridController/list', { gridCode, pageSize: 5 }, token)).body.result.records[0] as Record<string, string> | undefined;

describe('grid01 and its own grid', () => {
  it('lists only its own grid', async () => {
    const r = await s.api.get('/TBaseGridController/list', { pageSize: 50 }, grid01);
    expect(r.body.result.records.map((g: { gridCode: string }) => g.gridCode)).toEqual(['210102001002001']);
  });

  it('reads the grid-name choice of its community for its own grid (the edit form)', async () => {
    const own = (await gridByCode('210102001002001', community01))!;
    const r = await s.api.get('/TBaseGridController/gridList', { regionCode: COMMUNITY, id: own.id }, grid01);
    expect(r.status).toBe(200);
    expect(r.body.success).toBe(true);
    expect(r.body.result).toHaveLength(70);
  });

  it("is refused another community's grid names, with the reason", async () => {
    const r = await s.api.get('/TBaseGridController/gridList', { regionCode: '210102001003' }, grid01);
    expect([r.status, r.body.message]).toEqual([403, '无权查看该社区的网格']);
  });

  it('opens and edits its own grid, but not the neighbour grid', async () => {
    const own = (await gridByCode('210102001002001', community01))!;
    const one = await s.api.get('/TBaseGridController/queryById', { id: own.id }, grid01);
    expect(one.body.result).toMatchObject({ gridName: '水源地社区第一网格', regionCode: COMMUNITY });
    const edit = await s.api.put('/TBaseGridController/edit', { ...one.body.result, orgEmpl: '张网格' }, grid01);
    expect(edit.body).toMatchObject({ success: true });
    expect((await gridByCode('210102001002001', community01))!.orgEmpl).toBe('张网格');
    const neighbour = (await gridByCode('210102001002002', community01))!;
    const refused = await s.api.put('/TBaseGridController/edit', { ...neighbour, orgEmpl: '越界' }, grid01);
    expect(refused.body.success).toBe(false);
    expect((await gridByCode('210102001002002', community01))!.orgEmpl).not.toBe('越界');
  });
});
