/**
 * The party-organisation tree (entity partOrg, 党组织管理) and its five TBaseRegionController routes on a real
 * database: each caller sees and binds only organisations of their own region, the tree starts where their region
 * does, codes are unique across communities and checkPartOrgCode answers from the same tree the wizard's step 2
 * writes its community organisation into.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type TestServer } from '../helpers/server.js';

let s: TestServer;
const t: Record<string, string> = {};
const STREET = '210102001';
const C1 = '210102001002';
const C2 = '210102001003';
const C1_GRID = '210102001002001';
const SEEDED_CODE = '210102001501';

interface Node {
  id: string;
  parentId: string;
  orgName: string;
  orgCode: string | null;
  regionCode: string;
  bindCode: string | null;
  children?: Node[];
  hasChild?: boolean;
}

const get = (path: string, who: string, q: Record<string, string> = {}) => s.api.get(path, q, t[who]);
const post = (path: string, who: string, body: unknown) => s.api.post(path, body, t[who]);
const tree = async (who: string, orgName?: string) =>
  (await post('/TBaseRegionController/queryAllPartTree', who, orgName ? { orgName } : {})).body.result as Node[];
const level = (who: string, argPid = '') => post('/TBaseRegionController/queryPartTreeDesc', who, { argPid });
const flat = (nodes: Node[]): Node[] => nodes.flatMap((n) => [n, ...flat(n.children ?? [])]);
const names = (nodes: Node[]) => flat(nodes).map((n) => n.orgName);
const addOrg = async (who: string, body: Record<string, unknown>) => post('/TPartOrgManageController/add', who, { dicPartOrgType: '3', ...body });
const free = async (who: string, code: string, orgId?: string) =>
  (await get('/TPartOrgManageController/checkPartOrgCode', who, { partOrgCode: code, ...(orgId ? { orgId } : {}) })).body.result as boolean;
const orgByName = async (name: string) => s.app.ctx.db.selectFrom('t_part_org').selectAll().where('orgName', '=', name).executeTakeFirstOrThrow();

const C2_INFO = {
  admOrgName: '砂阳南社区居民委员会',
  admAddr: '砂阳路1号',
  dicPartOrgType: '2',
  partOrgName: '中共砂阳南社区总支部委员会',
  partOrgCode: '210102001301',
};

beforeAll(async () => {
  s = await startServer();
  for (const u of ['admin', 'street01', 'community01', 'community02', 'grid01']) t[u] = await s.api.login(u);
  // community02 completes step 2 of the wizard: its own organisation becomes a row of the tree.
  expect((await post('/TBaseRegionController/editCommInfo', 'community02', C2_INFO)).body.success).toBe(true);
});
afterAll(() => s.close());

describe('the party tree', () => {
  it('is seeded once under the district, and each caller’s tree starts at their own region', async () => {
    const all = await tree('admin');
    expect(all.map((n) => n.orgName)).toEqual(['中共沈阳市和平区委员会']);
    expect(all[0].children!.map((n) => n.orgName)).toEqual(['中共浑河湾街道工作委员会', '中共新华街道工作委员会']);
    const street = await tree('street01');
    expect(street.map((n) => n.orgName)).toEqual(['中共浑河湾街道工作委员会']);
    expect(street[0].children!.map((n) => n.orgName)).toEqual(
      expect.arrayContaining(['中共南京南社区委员会', '中共河北社区总支部委员会', C2_INFO.partOrgName]),
    );
    expect(names(street)).not.toContain('中共新华街道工作委员会');
    expect(names(await tree('community02'))).toEqual([C2_INFO.partOrgName]);
    // The seed runs at every start and adds nothing twice.
    const count = async () =>
      (
        await s.app.ctx.db
          .selectFrom('t_part_org')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n;
    const before = Number(await count());
    const { seed } = await import('../../src/server/seed/index.js');
    await seed(s.app.ctx);
    expect(Number(await count())).toBe(before);
  });

  it('filters by name: the matching organisations with their ancestors only', async () => {
    const found = await tree('admin', '退休');
    expect(names(found)).toEqual(['中共沈阳市和平区委员会', '中共浑河湾街道工作委员会', '中共南京南社区委员会', '南京南社区退休党员党支部']);
    expect(names(await tree('community02', '退休'))).toEqual([]);
  });

  it('loads one level at a time with hasChild, and refuses a node outside the caller’s region as not found', async () => {
    const tops = (await level('street01')).body.result as Node[];
    expect(tops).toEqual([expect.objectContaining({ orgName: '中共浑河湾街道工作委员会', bindCode: STREET, hasChild: true })]);
    const communities = (await level('street01', tops[0].id)).body.result as Node[];
    expect(communities.find((n) => n.orgName === '中共万和社区支部委员会')).toMatchObject({ hasChild: false });
    expect(communities.find((n) => n.orgName === '中共南京南社区委员会')).toMatchObject({ hasChild: true });
    const refused = await level('community01', tops[0].id);
    expect(refused.status).toBe(404);
    expect(refused.body.message).toBe('党组织不存在或不在您管辖的区域内');
  });

  it('lists a scoped caller’s tops in the generic tree table, whose parents they cannot read', async () => {
    const r = await get('/TPartOrgManageController/list', 'community02', { parentId: '0' });
    expect(r.body.result.records.map((n: Node) => n.orgName)).toEqual([C2_INFO.partOrgName]);
    const admin = await get('/TPartOrgManageController/list', 'admin', { parentId: '0' });
    expect(admin.body.result.records.map((n: Node) => n.orgName)).toEqual(['中共沈阳市和平区委员会']);
  });

  it('needs the 党组织 permission', async () => {
    expect((await post('/TBaseRegionController/queryAllPartTree', 'grid01', {})).status).toBe(403);
    expect((await get('/TBaseRegionController/isBinding', 'grid01', { code: C1_GRID })).status).toBe(403);
  });
});

describe('writing the tree', () => {
  it('keeps it a tree: a parent the caller may read, no loops, no orphans', async () => {
    const streetOrg = await orgByName('中共浑河湾街道工作委员会');
    const outside = await addOrg('community01', { orgName: '水源地社区党委', regionCode: C1, parentId: streetOrg.id });
    expect(outside.status).toBe(400);
    expect(outside.body.message).toBe('上级节点不存在或不在您管辖的区域内');
    const top = await addOrg('community01', { orgName: '中共水源地社区委员会', dicPartOrgType: '1', regionCode: C1 });
    expect(top.body.success).toBe(true);
    const child = await addOrg('community01', { orgName: '水源地社区第一党支部', regionCode: C1, parentId: top.body.result.id });
    expect(child.body.success).toBe(true);
    const loop = await post('/TPartOrgManageController/edit', 'community01', { id: top.body.result.id, parentId: child.body.result.id });
    expect(loop.body.message).toBe('上级节点不能是本节点或其下级节点');
    const orphaning = await s.api.delete('/TPartOrgManageController/delete', { id: top.body.result.id }, t.community01);
    expect(orphaning.body.message).toBe('该节点下还有下级节点，请先删除或移走下级节点');
    expect(
      (await s.api.delete('/TPartOrgManageController/deleteBatch', { ids: `${top.body.result.id},${child.body.result.id}` }, t.community01)).body.success,
    ).toBe(true);
  });

  it('stores no code for category 4 (no party-organisation code)', async () => {
    const r = await addOrg('community01', { orgName: '水源地社区联合党组织', dicPartOrgType: '4', orgCode: '210102001299', regionCode: C1 });
    expect(r.body.success).toBe(true);
    expect((await orgByName('水源地社区联合党组织')).orgCode).toBeNull();
    expect(await free('community01', '210102001299')).toBe(true);
  });
});

describe('party-organisation codes', () => {
  it('are unique across communities, in the tree and in checkPartOrgCode alike', async () => {
    const taken = await addOrg('community01', { orgName: '水源地社区党支部', orgCode: C2_INFO.partOrgCode, regionCode: C1 });
    expect(taken.status).toBe(400);
    expect(taken.body.message).toBe('当前党组织代码已存在');
    expect(await free('community01', C2_INFO.partOrgCode)).toBe(false);
    expect(await free('community01', SEEDED_CODE)).toBe(false);
    expect(
      (
        await post('/TBaseRegionController/editCommInfo', 'community01', {
          ...C2_INFO,
          admOrgName: '水源地社区居委会',
          partOrgName: '水源地社区党委',
          partOrgCode: SEEDED_CODE,
        })
      ).body.message,
    ).toBe('当前党组织代码已存在');
    expect(await free('community01', '210102001298')).toBe(true);
    // A grid's party group holds its code on the grid row: that counts too, both ways, and among grids.
    const grids = await s.app.ctx.db.selectFrom('t_base_grid').select(['id', 'gridCode']).where('regionCode', 'in', [C1, C2]).orderBy('gridCode').execute();
    const [gridOf1, gridOf2] = [grids.find((g) => g.gridCode === C1_GRID)!, grids.find((g) => g.gridCode.startsWith(C2))!];
    expect((await post('/TBaseGridController/edit', 'community01', { id: gridOf1.id, partOrgCode: '210102001297' })).body.success).toBe(true);
    expect(await free('community02', '210102001297')).toBe(false);
    expect(await free('community01', '210102001297', gridOf1.id)).toBe(true);
    const clash = await addOrg('community02', { orgName: '砂阳南社区第二党支部', orgCode: '210102001297', regionCode: C2 });
    expect(clash.body.message).toBe('当前党组织代码已存在');
    for (const code of ['210102001297', SEEDED_CODE]) {
      const grid = await post('/TBaseGridController/edit', 'community02', { id: gridOf2.id, partOrgCode: code });
      expect(grid.body.message, code).toBe('当前党组织代码已存在');
    }
  });

  it('the wizard’s organisation is one row of the tree: the record itself is free, edits in either place are the same', async () => {
    const info = (await get('/TBaseRegionController/getCommInfo', 'community02')).body.result;
    const org = await orgByName(C2_INFO.partOrgName);
    expect(info.partOrgId).toBe(org.id);
    expect(org).toMatchObject({
      orgCode: C2_INFO.partOrgCode,
      regionCode: C2,
      bindCode: C2,
      dicPartOrgType: '2',
      parentId: (await orgByName('中共浑河湾街道工作委员会')).id,
    });
    expect(await free('community02', C2_INFO.partOrgCode, info.id)).toBe(true);
    expect(await free('community02', C2_INFO.partOrgCode, org.id)).toBe(true);
    // Edited in 党组织管理 (its parent, the street's organisation, sent back unchanged): the wizard shows the tree's values.
    const edited = await post('/TPartOrgManageController/edit', 'community02', {
      id: org.id,
      parentId: org.parentId,
      orgName: '中共砂阳南社区委员会',
      orgCode: '210102001302',
      secretary: '马丽',
    });
    expect(edited.body.success).toBe(true);
    const shown = (await get('/TBaseRegionController/getCommInfo', 'community02')).body.result;
    expect(shown).toMatchObject({ partOrgName: '中共砂阳南社区委员会', partOrgCode: '210102001302', partOrgEmpl: '马丽' });
    expect(await free('community01', C2_INFO.partOrgCode)).toBe(true);
    // Saved again in the wizard: the same row changes, no second organisation appears.
    expect(
      (
        await post('/TBaseRegionController/editCommInfo', 'community02', {
          ...C2_INFO,
          partOrgName: '中共砂阳南社区委员会',
          partOrgCode: '210102001303',
          partOrgId: 'forged',
        })
      ).body.success,
    ).toBe(true);
    const rows = await s.app.ctx.db.selectFrom('t_part_org').select(['id', 'orgCode']).where('regionCode', '=', C2).execute();
    expect(rows).toEqual([{ id: org.id, orgCode: '210102001303' }]);
    expect((await get('/TBaseRegionController/getCommInfo', 'community02')).body.result.partOrgId).toBe(org.id);
  });
});

describe('the 党/行政 binding', () => {
  it('answers whether a node is bound, inside the caller’s region only', async () => {
    expect((await get('/TBaseRegionController/isBinding', 'community02', { code: C2 })).body.result).toEqual({
      bound: true,
      orgId: expect.any(String),
      orgName: '中共砂阳南社区委员会',
    });
    expect((await get('/TBaseRegionController/isBinding', 'community01', { code: C1_GRID })).body.result).toEqual({ bound: false, orgId: null, orgName: null });
    const outside = await get('/TBaseRegionController/isBinding', 'community01', { code: C2 });
    expect(outside.status).toBe(403);
    expect(outside.body.message).toBe('该区域不在您管辖的区域内');
    expect((await get('/TBaseRegionController/isBinding', 'community01', { code: '210102001002999' })).body.message).toBe('区划代码不存在');
    expect((await get('/TBaseRegionController/isBinding', 'community01', { code: '2101' + 'x' })).status).toBe(400);
  });

  it('shows and saves an organisation’s binding; one bound elsewhere or outside the region is refused', async () => {
    const a = (await addOrg('community01', { orgName: '水源地社区第一网格党支部', orgCode: '210102001211', regionCode: C1 })).body.result.id as string;
    const b = (await addOrg('community01', { orgName: '水源地社区网格联合党支部', orgCode: '210102001212', regionCode: C1 })).body.result.id as string;
    const bound = await post('/TBaseRegionController/ediDOrXz', 'community01', { id: a, bindCode: C1_GRID });
    expect(bound.body).toMatchObject({
      success: true,
      message: '绑定成功！',
      result: { id: a, bindCode: C1_GRID, regionCode: C1_GRID, bindCode_dictText: '水源地社区第一网格' },
    });
    expect((await get('/TBaseRegionController/editDAndXZ', 'community01', { id: a })).body.result).toMatchObject({
      orgName: '水源地社区第一网格党支部',
      bindCode: C1_GRID,
      parentId: '0',
      parentName: null,
    });
    const twice = await post('/TBaseRegionController/ediDOrXz', 'community01', { id: b, bindCode: C1_GRID });
    expect(twice.status).toBe(400);
    expect(twice.body.message).toBe('该区域已绑定党组织“水源地社区第一网格党支部”，请先解除原绑定');
    expect((await post('/TBaseRegionController/ediDOrXz', 'community01', { id: a, bindCode: '' })).body).toMatchObject({
      success: true,
      message: '已解除绑定！',
      result: { bindCode: null },
    });
    expect((await post('/TBaseRegionController/ediDOrXz', 'community01', { id: b, bindCode: C1_GRID })).body.success).toBe(true);

    const theirs = (await orgByName('中共砂阳南社区委员会')).id;
    for (const [path, q] of [['/TBaseRegionController/editDAndXZ', { id: theirs }]] as const) expect((await get(path, 'community01', q)).status).toBe(404);
    expect((await post('/TBaseRegionController/ediDOrXz', 'community01', { id: theirs, bindCode: C1 })).status).toBe(404);
    const intoTheirs = await post('/TBaseRegionController/ediDOrXz', 'community01', { id: a, bindCode: C2 });
    expect(intoTheirs.status).toBe(403);
    expect(intoTheirs.body.message).toBe('该区域不在您管辖的区域内，无权绑定');
    // The street reads both communities: the refusal names the organisation that leads the node.
    const street = await post('/TBaseRegionController/ediDOrXz', 'street01', { id: a, bindCode: C2 });
    expect(street.body.message).toBe('该区域已绑定党组织“中共砂阳南社区委员会”，请先解除原绑定');
    expect((await orgByName('水源地社区第一网格党支部')).bindCode).toBeNull();
    // Binding needs the edit permission of 党组织.
    expect((await post('/TBaseRegionController/ediDOrXz', 'grid01', { id: a, bindCode: C1_GRID })).status).toBe(403);
  });
});
