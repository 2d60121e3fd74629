import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type TestServer } from '../helpers/server.js';

const API = '/TBaseGridController';
const MESSAGE = '所属社区应为网格编号的前12位（网格编号为社区编码加3位数字）';
let s: TestServer;
let community: string;

beforeAll(async () => {
  s = await startServer();
  community = await s.api.login('community01');
});
afterAll(() => s.close());

const grid = (over: Record<string, unknown> = {}) => ({
  gridName: '新网格',
  gridCode: '210102001002009',
  dicGridType: '1',
  regionCode: '210102001002',
  ...over,
});
const stored = (gridCode: string) =>
  s.app.ctx.db.selectFrom('t_base_grid').select(['gridCode', 'regionCode']).where('gridCode', '=', gridCode).executeTakeFirst();

describe("a grid's regionCode is the first 12 digits of its gridCode", () => {
  it('refuses an own grid filed under another community or the district, writing nothing', async () => {
    for (const regionCode of ['210102001003', '2102', '210102']) {
      const r = await s.api.post(`${API}/add`, grid({ regionCode }), community);
      expect([r.status, r.body.message]).toEqual([400, MESSAGE]);
    }
    expect(await stored('210102001002009')).toBeUndefined();
  });

  it('accepts the matching community, and refuses moving it elsewhere by edit', async () => {
    const add = await s.api.post(`${API}/add`, grid(), community);
    expect(add.body.success).toBe(true);
    const r = await s.api.put(`${API}/edit`, { id: add.body.result.id, regionCode: '210102001003' }, community);
    expect([r.status, r.body.message]).toEqual([400, MESSAGE]);
    expect(await stored('210102001002009')).toEqual({ gridCode: '210102001002009', regionCode: '210102001002' });
  });
});
