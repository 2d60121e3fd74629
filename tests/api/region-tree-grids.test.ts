/** The 所属网格 tree: each community's grids below it, scoped per role, and a save outside the scope refused. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type TestServer } from '../helpers/server.js';
import { idCard } from './crud-fixtures.js';

let s: TestServer;
beforeAll(async () => {
  s = await startServer();
});
afterAll(() => s.close());

const TREE = '/sys/user/getRegionTreeOrListBody';
type Node = { regionCode: string; regionName: string; regionLevel: number; children?: Node[] };
const flat = (nodes: Node[]): Node[] => nodes.flatMap((n) => [n, ...flat(n.children ?? [])]);
const gridsOf = (nodes: Node[]) => flat(nodes).filter((n) => n.regionLevel === 6);
async function tree(user: string, query: Record<string, string> = {}): Promise<Node[]> {
  const r = await s.api.get(TREE, { hasFRegion: 'true', withGrids: 'true', ...query }, await s.api.login(user));
  expect(r.body.success).toBe(true);
  return r.body.result;
}

describe('region tree with grids, per role', () => {
  it('community01 gets its community with its grids below it, nothing of a neighbour', async () => {
    const nodes = await tree('community01', { regionCode: '210102001002' });
    expect(nodes.map((n) => n.regionName)).toEqual(['水源地社区']);
    expect(nodes[0].children!.map((g) => [g.regionCode, g.regionName, g.regionLevel])).toEqual([
      ['210102001002001', '水源地社区第一网格', 6],
      ['210102001002002', '水源地社区第二网格', 6],
      ['210102001002003', '水源地社区商圈网格', 6],
    ]);
  });

  it('grid01 gets its own grid, by its own region', async () => {
    expect(await tree('grid01')).toEqual([{ regionCode: '210102001002001', regionName: '水源地社区第一网格', regionLevel: 6 }]);
  });

  it("street01 gets its street's communities with their grids", async () => {
    const nodes = await tree('street01');
    expect(nodes[0].regionCode).toBe('210102001');
    const grids = gridsOf(nodes).map((g) => g.regionCode);
    expect(grids).toEqual(expect.arrayContaining(['210102001002001', '210102001003001']));
    expect(grids.every((c) => c.startsWith('210102001'))).toBe(true);
    const sayang = flat(nodes).find((n) => n.regionCode === '210102001003')!;
    expect(sayang.children!.map((g) => g.regionName)).toEqual(['砂阳南社区第一网格', '砂阳南社区第二网格']);
  });

  it('admin gets every grid under its community', async () => {
    const nodes = await tree('admin');
    expect(nodes[0].regionCode).toBe('21');
    expect(gridsOf(nodes).map((g) => g.regionCode)).toEqual(expect.arrayContaining(['210102001002001', '210102001003002']));
  });

  it('without withGrids the spec callers still get regions only', async () => {
    const r = await s.api.get(TREE, { regionCode: '210102001002', hasFRegion: 'true' }, await s.api.login('community01'));
    expect(r.body.result).toEqual([{ regionCode: '210102001002', regionName: '水源地社区', regionLevel: 5 }]);
  });

  it("grid01 cannot ask for its community's tree or a neighbour grid", async () => {
    const token = await s.api.login('grid01');
    for (const regionCode of ['210102001002', '210102001002002']) {
      const r = await s.api.get(TREE, { regionCode, withGrids: 'true' }, token);
      expect(r.status).toBe(403);
      expect(r.body.message).toBe('无权查看该区域');
    }
  });
});

describe('a save whose grid is outside the caller scope', () => {
  it("community01 cannot put a resident in a neighbour community's grid; nothing is written", async () => {
    const token = await s.api.login('community01');
    const r = await s.api.post('/TBaseResidentController/add', { name: '越界居民', sex: '1', regionCode: '210102001003001', idCard: idCard(611) }, token);
    expect(r.status).toBe(403);
    expect(r.body).toMatchObject({ success: false, message: '所属网格不在您管辖的区域内，无权操作' });
    const admin = await s.api.login('admin');
    expect((await s.api.get('/TBaseResidentController/list', { name: '越界居民' }, admin)).body.result.total).toBe(0);
  });

  it('grid01 cannot put a building in the neighbour grid, but may in its own', async () => {
    const token = await s.api.login('grid01');
    const out = await s.api.post('/TBaseBuildingController/add', { buildingName: '越界楼', regionCode: '210102001002002' }, token);
    expect(out.status).toBe(403);
    expect(out.body.message).toBe('所属网格不在您管辖的区域内，无权操作');
    const own = await s.api.post('/TBaseResidentController/add', { name: '本网格居民', sex: '1', regionCode: '210102001002001', idCard: idCard(612) }, token);
    expect(own.body).toMatchObject({ success: true });
  });
});
