/**
 * The community setup wizard's routes (001 §7) on a real database: each works on the caller's own community only;
 * community information follows the entity's rules with the spec's messages; a party-organisation code is unique
 * across communities and grids; a community without grids gets the number it asks for; the guide ends only when
 * every grid is edited and drawn, and then the account's new-user flag is cleared.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type TestServer } from '../helpers/server.js';
import { PNG, upload } from '../helpers/upload-fixtures.js';

let s: TestServer;
const t: Record<string, string> = {};
const C1 = '210102001002';
const C2 = '210102001003';
const INFO = { admOrgName: '砂阳南社区居民委员会', admAddr: '砂阳路1号', dicPartOrgType: '1', partOrgName: '砂阳南社区党委', partOrgCode: '012345678901' };

const get = (path: string, who: string, q: Record<string, string> = {}) => s.api.get(path, q, t[who]);
const post = (path: string, who: string, body: unknown) => s.api.post(path, body, t[who]);
const uploadImage = async (who: string) =>
  (await upload(s.api, '/sys/common/upload', { bytes: PNG, filename: 'a.png', type: 'image/png', token: t[who] })).body.result as string;
const newUserFlag = async (username: string) =>
  (await s.app.ctx.db.selectFrom('sys_user').select('newUser').where('username', '=', username).executeTakeFirstOrThrow()).newUser;

beforeAll(async () => {
  s = await startServer({}, { guideDue: true });
  for (const u of ['admin', 'street01', 'community01', 'community02']) t[u] = await s.api.login(u);
});
afterAll(() => s.close());

describe('community information', () => {
  it('is the caller’s own community, before the first save only its committee’s name proposed; a street or the administrator has none', async () => {
    const r = await get('/TBaseRegionController/getCommInfo', 'community02');
    expect(r.body.result).toMatchObject({ regionCode: C2, regionName: '砂阳南社区', admOrgName: '砂阳南社区居民委员会', images: [] });
    expect(r.body.result.admAddr ?? null).toBeNull();
    for (const who of ['street01', 'admin']) expect((await get('/TBaseRegionController/getCommInfo', who)).status).toBe(403);
  });

  it('refuses what the rules refuse, with the spec’s messages, and writes nothing', async () => {
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ ...INFO, admOrgName: '' }, '请输入居（村）民委员会名称'],
      [{ ...INFO, admOrgTel: '12a45' }, '请输入正确联系方式'],
      [{ ...INFO, partOrgCode: '12345' }, '包括0开头的12位数字'],
      [{ ...INFO, admOrgCode: '1'.repeat(19) }, '统一社会信用代码'],
      [{ ...INFO, dicPartOrgType: '9' }, '党组织类别'],
      [{ ...INFO, fileList: 'a.png,b.png,c.png,d.png,e.png' }, '最多只能上传4张图片'],
    ];
    for (const [body, message] of cases) {
      const r = await post('/TBaseRegionController/editCommInfo', 'community02', body);
      expect(r.status, message).toBe(400);
      expect(r.body.message).toContain(message);
    }
    expect(await s.app.ctx.db.selectFrom('t_base_comm_info').select('id').execute()).toEqual([]);
  });

  it('saves the caller’s community (never another named in the body), keeping images in order with inx', async () => {
    const [a, b] = [await uploadImage('community02'), await uploadImage('community02')];
    const r = await post('/TBaseRegionController/editCommInfo', 'community02', { ...INFO, regionCode: C1, fileList: `${b},${a}` });
    expect(r.body).toMatchObject({ success: true, message: '保存成功！', result: { regionCode: C2, admOrgName: INFO.admOrgName } });
    expect(r.body.result.images).toEqual([
      { fileUrl: b, inx: 1 },
      { fileUrl: a, inx: 2 },
    ]);
    expect((await get('/TBaseRegionController/getCommInfo', 'community01')).body.result.admOrgName).toBe('水源地社区居民委员会');
    const again = await post('/TBaseRegionController/editCommInfo', 'community02', { ...INFO, admAddr: '砂阳路2号' });
    expect(again.body.result).toMatchObject({ regionCode: C2, admAddr: '砂阳路2号' });
    expect(await s.app.ctx.db.selectFrom('t_base_comm_info').select('regionCode').execute()).toEqual([{ regionCode: C2 }]);
  });

  it('keeps a party-organisation code unique across communities and grids, but not against the record itself', async () => {
    const free = (who: string, code: string, orgId?: string) =>
      get('/TPartOrgManageController/checkPartOrgCode', who, { partOrgCode: code, ...(orgId ? { orgId } : {}) });
    expect((await free('community01', INFO.partOrgCode)).body.result).toBe(false);
    const own = (await get('/TBaseRegionController/getCommInfo', 'community02')).body.result.id;
    expect((await free('community02', INFO.partOrgCode, own)).body.result).toBe(true);
    expect((await free('community01', '999999999999')).body.result).toBe(true);
    const taken = await post('/TBaseRegionController/editCommInfo', 'community01', { ...INFO, admOrgName: '水源地社区居委会' });
    expect(taken.status).toBe(400);
    expect(taken.body.message).toBe('当前党组织代码已存在');
    // Category 4 has no code: whatever was typed is dropped, so it collides with nothing.
    const none = await post('/TBaseRegionController/editCommInfo', 'community01', { ...INFO, admOrgName: '水源地社区居委会', dicPartOrgType: '4' });
    expect(none.body.result.partOrgCode).toBeNull();
  });
});

describe('grids of the guide', () => {
  it('a community without grids must give their number (1-70) and gets that many to complete', async () => {
    const grids = (await get('/TBaseGridController/gridNewList', 'community02')).body.result as Array<{ id: string }>;
    expect((await s.api.delete('/TBaseGridController/deleteBatch', { ids: grids.map((g) => g.id).join(',') }, t.community02)).body.success).toBe(true);
    expect((await get('/TBaseGridController/regionHasGrid', 'community02')).body.result).toBe(false);
    expect((await post('/TBaseRegionController/editCommInfo', 'community02', INFO)).body.message).toBe('请输入网格数量');
    expect((await post('/TBaseRegionController/editCommInfo', 'community02', { ...INFO, gridNum: 71 })).status).toBe(400);
    expect((await post('/TBaseRegionController/editCommInfo', 'community02', { ...INFO, gridNum: 2 })).body.success).toBe(true);
    const created = (await get('/TBaseGridController/gridNewList', 'community02')).body.result;
    expect(created).toEqual([
      expect.objectContaining({ gridCode: `${C2}001`, gridName: '第1网格', drawStatus: 0, hasEdit: false }),
      expect.objectContaining({ gridCode: `${C2}002`, gridName: '第2网格', drawStatus: 0, hasEdit: false }),
    ]);
    expect((await get('/TBaseGridController/regionHasGrid', 'community02')).body.result).toBe(true);
  });

  it('answers the original pages’ names of the grid routes: insertGridInfo, updateGridInfo, getInfoById, POST delete', async () => {
    const added = await post('/TBaseGridController/insertGridInfo', 'community01', {
      gridName: '临时网格',
      gridCode: `${C1}099`,
      dicGridType: '1',
      regionCode: C1,
    });
    expect(added.body).toMatchObject({ success: true, message: '添加成功！' });
    const id = added.body.result.id as string;
    expect((await post('/TBaseGridController/updateGridInfo', 'community01', { id, gridName: '临时网格甲' })).body.success).toBe(true);
    expect((await get('/TBaseGridController/getInfoById', 'community01', { id })).body.result).toMatchObject({ gridName: '临时网格甲' });
    expect((await get('/TBaseGridController/getInfoById', 'community02', { id })).status).toBe(404);
    expect((await post('/TBaseGridController/delete', 'community02', { id })).status).toBe(404);
    expect((await post('/TBaseGridController/delete', 'community01', { id })).body.success).toBe(true);
    expect((await get('/TBaseGridController/getInfoById', 'community01', { id })).status).toBe(404);
  });

  it('offers 第1网格..第70网格 for the grid name, the names other grids of the community hold disabled (status 0)', async () => {
    const grids = (await get('/TBaseGridController/gridNewList', 'community02')).body.result as Array<{ id: string; gridName: string }>;
    const first = grids.find((g) => g.gridName === '第1网格')!;
    const options = (await get('/TBaseGridController/gridList', 'community02')).body.result as Array<{ gridName: string; value: string; status: number }>;
    expect(options).toHaveLength(70);
    expect(options.slice(0, 3)).toEqual([
      { gridName: '第1网格', value: '第1网格', status: 0 },
      { gridName: '第2网格', value: '第2网格', status: 0 },
      { gridName: '第3网格', value: '第3网格', status: 1 },
    ]);
    // The grid being edited keeps its own name choosable.
    const editing = (await get('/TBaseGridController/gridList', 'community02', { id: first.id })).body.result as Array<{ status: number }>;
    expect(editing.slice(0, 2).map((o) => o.status)).toEqual([1, 0]);
    // Another community's names are not the caller's business; a street sees a community below it.
    expect((await get('/TBaseGridController/gridList', 'community01', { regionCode: C2 })).status).toBe(403);
    expect((await get('/TBaseGridController/gridList', 'street01', { regionCode: C2 })).body.result[0]).toMatchObject({ status: 0 });
    expect((await get('/TBaseGridController/gridList', 'street01')).body.result).toEqual([]);
    expect((await get('/TBaseGridController/gridList', 'admin', { regionCode: "1' or '1'='1" })).body.message).toBe('所属社区的编码不正确');
  });

  it('refuses a second grid of the same name in one community, but not in another', async () => {
    const same = await post('/TBaseGridController/add', 'community02', { gridName: '第1网格', gridCode: `${C2}050`, dicGridType: '1', regionCode: C2 });
    expect([same.status, same.body.message]).toEqual([400, '本社区已有同名网格，请换一个名称']);
    expect((await get('/TBaseGridController/gridNewList', 'community02')).body.result.some((g: { gridCode: string }) => g.gridCode === `${C2}050`)).toBe(false);
    const elsewhere = await post('/TBaseGridController/add', 'community01', { gridName: '第1网格', gridCode: `${C1}050`, dicGridType: '1', regionCode: C1 });
    expect(elsewhere.body.success).toBe(true);
    expect((await post('/TBaseGridController/delete', 'community01', { id: elsewhere.body.result.id })).body.success).toBe(true);
  });

  it('lists only the caller’s own grids', async () => {
    const mine = (await get('/TBaseGridController/gridNewList', 'community01')).body.result as Array<{ gridCode: string }>;
    expect(mine.length).toBeGreaterThan(0);
    expect(mine.every((g) => g.gridCode.startsWith(C1))).toBe(true);
  });

  it('completeGuide refuses while a grid is not edited or not drawn, then clears the new-user flag', async () => {
    expect(await newUserFlag('community02')).toBe(1);
    const refused = await post('/TBaseGridController/completeGuide', 'community02', {});
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe('请先完善网格信息!');
    const grids = (await get('/TBaseGridController/gridNewList', 'community02')).body.result as Array<{ id: string; gridName: string }>;
    for (const g of grids) {
      const edit = { id: g.id, gridName: g.gridName, dicGridType: '1', dicPartOrgType: '1', partOrgName: `${g.gridName}党支部`, partNum: 12 };
      expect((await s.api.put('/TBaseGridController/edit', edit, t.community02)).body.success).toBe(true);
    }
    const edited = (await get('/TBaseGridController/gridNewList', 'community02')).body.result as Array<{ hasEdit: boolean }>;
    expect(edited.every((g) => g.hasEdit)).toBe(true);
    expect((await post('/TBaseGridController/completeGuide', 'community02', {})).body.message).toBe('请先完善网格信息!');
    // A saved drawing marks a grid drawn (tests/api/gis-features.test.ts); here the mark alone stands for it.
    await s.app.ctx.db.updateTable('t_base_grid').set({ drawStatus: 1 }).where('regionCode', '=', C2).execute();
    expect((await post('/TBaseGridController/completeGuide', 'community02', {})).body.success).toBe(true);
    expect(await newUserFlag('community02')).toBe(0);
    expect(await newUserFlag('community01')).toBe(1);
  });
});
