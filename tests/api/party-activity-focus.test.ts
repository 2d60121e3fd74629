/**
 * The business registers of areas2 over the generic routes: 党建活动 with its participants and 重点人群 with its visit
 * records (master-detail, one transaction), their region scope, and the filtered lists the 居民详情 / 楼栋详情 tabs
 * read (household by exact 户号, the building's houses and residents, the resident's focus categories and appeals).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DynamicDb } from '../../src/server/db/tables.js';
import { startServer, type TestServer } from '../helpers/server.js';
import { idCard } from './crud-fixtures.js';

const ACT = '/TPartyActivityController';
const FOCUS = '/TFocusPersonController';
const GRID1 = '210102001002001'; // community01's first grid
const COMMUNITY01 = '210102001002';
let s: TestServer;
let db: DynamicDb;
const t: Record<string, string> = {};
let org01: string; // a branch of community01
let streetOrg: string; // the street's committee, above community01

beforeAll(async () => {
  s = await startServer();
  db = s.app.ctx.db as unknown as DynamicDb;
  for (const u of ['admin', 'community01', 'community02', 'street01']) t[u] = await s.api.login(u);
  const branch = await s.api.post(
    '/TPartOrgManageController/add',
    { orgName: '水源地社区第一党支部', dicPartOrgType: '3', orgCode: '210102001221', regionCode: COMMUNITY01, memberCount: 30 },
    t.community01,
  );
  expect(branch.body.success, branch.body.message).toBe(true);
  org01 = branch.body.result.id;
  streetOrg = (await db.selectFrom('t_part_org').select('id').where('orgCode', '=', '210102001001').executeTakeFirstOrThrow()).id;
}, 60_000);
afterAll(() => s?.close());

const count = async (table: string) =>
  Number(
    (
      await db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );
const member = (memberName: string, attendance = '1', over: Record<string, unknown> = {}) => ({ memberName, phone: '13912345678', attendance, ...over });
const activity = (over: Record<string, unknown> = {}) => ({
  partOrgId: org01,
  title: '11月主题党日：学习二十届四中全会精神',
  activityType: '2',
  activityDate: '2026-11-20',
  place: '水源地社区党群服务中心',
  host: '刘书记',
  content: '<p>集中学习，<strong>交流发言</strong></p><script>alert(1)</script>',
  regionCode: COMMUNITY01,
  ...over,
});

describe('党建活动 with participants', () => {
  it('saves an activity with its participants in one write and reads them back in order with their attendance', async () => {
    const added = await s.api.post(
      `${ACT}/add`,
      activity({ participants: [member('张建国'), member('李秀英', '2', { remark: '外出' }), member('王强', '3', { phone: '13800000003' })] }),
      t.community01,
    );
    expect(added.body.message).toBe('添加成功！');
    const read = (await s.api.get(`${ACT}/queryById`, { id: added.body.result.id }, t.community01)).body.result;
    expect(read.partOrgId_dictText).toBe('水源地社区第一党支部');
    expect(read.activityType_dictText).toBe('主题党日');
    expect(read.content).not.toContain('script');
    expect(read.participants.map((p: Record<string, unknown>) => [p.sortNo, p.memberName, p.attendance_dictText, p.remark ?? null])).toEqual([
      [1, '张建国', '出席', null],
      [2, '李秀英', '请假', '外出'],
      [3, '王强', '缺席', null],
    ]);
    // An edit that leaves a row out deletes it; a changed row keeps its id.
    const [first, , third] = read.participants;
    const edited = await s.api.put(`${ACT}/edit`, { id: read.id, participants: [{ ...third, attendance: '1' }, first] }, t.community01);
    expect(edited.body.success, edited.body.message).toBe(true);
    const again = (await s.api.get(`${ACT}/queryById`, { id: read.id }, t.community01)).body.result.participants;
    expect(again.map((p: Record<string, unknown>) => [p.id, p.memberName, p.attendance_dictText])).toEqual([
      [third.id, '王强', '出席'],
      [first.id, '张建国', '出席'],
    ]);
  });

  it('refuses a bad participant row with its row and column, writing neither the activity nor any row', async () => {
    const before = [await count('t_party_activity'), await count('t_party_activity_member')];
    const r = await s.api.post(
      `${ACT}/add`,
      activity({ title: '支部党员大会', participants: [member('张建国'), member('李秀英', '1', { phone: '12345' })] }),
      t.community01,
    );
    expect(r.status).toBe(400);
    expect(r.body.message).toBe('参加人员第2行：联系电话：请输入正确手机号');
    expect(r.body.result.errors).toEqual([expect.objectContaining({ property: 'participants', row: 2, field: 'phone' })]);
    expect([await count('t_party_activity'), await count('t_party_activity_member')]).toEqual(before);
    const noName = await s.api.post(`${ACT}/add`, activity({ participants: [{ attendance: '1' }] }), t.community01);
    expect(noName.body.message).toContain('党员姓名');
  });

  it('keeps activities in their region: other communities neither see nor change them, nor pick an organisation above them', async () => {
    const id = (await s.api.post(`${ACT}/add`, activity({ title: '党课：红色家风', activityType: '1' }), t.community01)).body.result.id;
    expect((await s.api.get(`${ACT}/queryById`, { id }, t.community02)).status).toBe(404);
    expect((await s.api.get(`${ACT}/list`, {}, t.community02)).body.result.total).toBe(0);
    expect((await s.api.get(`${ACT}/list`, { title: '*红色家风*' }, t.street01)).body.result.total).toBe(1);
    const foreign = await s.api.put(`${ACT}/edit`, { id, title: '改掉' }, t.community02);
    expect(foreign.body.success).toBe(false);
    expect((await db.selectFrom('t_party_activity').select('title').where('id', '=', id).executeTakeFirstOrThrow()).title).toBe('党课：红色家风');
    const outside = await s.api.post(`${ACT}/add`, activity({ regionCode: COMMUNITY01 }), t.community02);
    expect(outside.status).toBe(403);
    const above = await s.api.post(`${ACT}/add`, activity({ partOrgId: streetOrg }), t.community01);
    expect(above.status).toBe(400);
    expect(above.body.message).toContain('党组织');
  });
});

describe('重点人群 with visit records', () => {
  let residentId: string;
  beforeAll(async () => {
    const r = await s.api.post(
      '/TBaseResidentController/add',
      { name: '周桂芝', idCard: idCard(501, '19420315'), phone: '13700000501', regionCode: GRID1, householdNo: 'H1' },
      t.community01,
    );
    expect(r.body.success, r.body.message).toBe(true);
    residentId = r.body.result.id;
  });

  it('saves a focus person with visits and refuses the same resident twice in a category', async () => {
    const body = {
      residentId,
      residentName: '周桂芝',
      idCard: idCard(501, '19420315'),
      category: '1',
      attentionLevel: '2',
      gridStaff: 'grid01',
      regionCode: GRID1,
      visits: [
        { visitDate: '2026-11-01', visitor: '网格员小王', visitWay: '1', situation: '身体良好，药品充足' },
        { visitDate: '2026-11-15', visitor: '网格员小王', visitWay: '2', situation: '电话问候，无异常' },
      ],
    };
    const added = await s.api.post(`${FOCUS}/add`, body, t.community01);
    expect(added.body.message).toBe('添加成功！');
    const read = (await s.api.get(`${FOCUS}/queryById`, { id: added.body.result.id }, t.community01)).body.result;
    expect([read.category_dictText, read.attentionLevel_dictText, read.residentId_dictText]).toEqual(['独居老人', '重点关注', '周桂芝']);
    expect(read.visits.map((v: Record<string, unknown>) => [v.visitDate, v.visitWay_dictText])).toEqual([
      ['2026-11-01', '入户走访'],
      ['2026-11-15', '电话联系'],
    ]);
    const twice = await s.api.post(`${FOCUS}/add`, { ...body, visits: [] }, t.community01);
    expect(twice.status).toBe(400);
    expect(twice.body.message).toBe('该居民已登记为此类重点人群');
    const bad = await s.api.post(
      `${FOCUS}/add`,
      { ...body, category: '2', visits: [{ visitDate: '2026-11-01', visitWay: '1', situation: '无' }] },
      t.community01,
    );
    expect(bad.body.message).toBe('走访记录第1行：请输入走访人');
    expect(await count('t_focus_person')).toBe(1);
  });

  it('refuses a resident of another community', async () => {
    const r = await s.api.post(
      `${FOCUS}/add`,
      { residentId, residentName: '周桂芝', category: '3', attentionLevel: '1', regionCode: '210102001003001' },
      t.community02,
    );
    expect(r.body.success).toBe(false);
    expect(await count('t_focus_person')).toBe(1);
  });
});

describe('the lists of the detail pages', () => {
  let buildingId: string;
  let houseId: string;
  let zhang: string;
  beforeAll(async () => {
    buildingId = (
      await s.api.post(
        '/TBaseBuildingController/add',
        { buildingName: '水源地小区9号楼', buildingNo: '009', regionCode: GRID1, floorsAbove: 6, unitCount: 2 },
        t.community01,
      )
    ).body.result.id;
    houseId = (await s.api.post('/TBaseHouseController/add', { buildingId, unitNo: '1', floorNo: 3, roomNo: '302', regionCode: GRID1 }, t.community01)).body
      .result.id;
    await s.api.post('/TBaseHouseController/add', { buildingId, unitNo: '2', floorNo: 1, roomNo: '101', regionCode: GRID1 }, t.community01);
    const add = (name: string, seq: number, householdNo: string, over: Record<string, unknown> = {}) =>
      s.api
        .post('/TBaseResidentController/add', { name, idCard: idCard(seq, '19800101'), regionCode: GRID1, householdNo, ...over }, t.community01)
        .then((r) => r.body.result.id as string);
    zhang = await add('张大山', 601, 'H100', { buildingId, houseId, phone: '13600000601' });
    await add('张小河', 602, 'H100', { buildingId, houseId });
    await add('李四', 603, 'H1000');
  });

  it('finds the household by its exact number, not numbers that contain it', async () => {
    const r = await s.api.get('/TBaseResidentController/list', { householdNo: 'H100,' }, t.community01);
    expect(r.body.result.records.map((x: { name: string }) => x.name).sort()).toEqual(['张大山', '张小河']);
  });

  it('lists the building’s houses by unit and its residents, and the resident’s house and appeals', async () => {
    const houses = await s.api.get('/TBaseHouseController/list', { buildingId, column: 'unitNo', order: 'asc' }, t.community01);
    expect(houses.body.result.records.map((h: { unitNo: string; roomNo: string }) => `${h.unitNo}-${h.roomNo}`)).toEqual(['1-302', '2-101']);
    const residents = await s.api.get('/TBaseResidentController/list', { buildingId }, t.community01);
    expect(residents.body.result.total).toBe(2);
    expect((await s.api.get('/TBaseHouseController/list', { id: houseId }, t.community01)).body.result.records[0].roomNo).toBe('302');
    const resident = (await s.api.get('/TBaseResidentController/queryById', { id: zhang }, t.community01)).body.result;
    expect([resident.buildingId_dictText, resident.houseId_dictText]).toEqual(['水源地小区9号楼', '302']);
    expect((await s.api.get('/EventProcController/list', { phone: '13600000601' }, t.community01)).body.result.total).toBe(0);
    // The seeded appeal of 李桂兰 (13900000001) in grid01's grid: the resident with that phone sees it under 反映的诉求.
    const appeals = await s.api.get('/EventProcController/list', { phone: '13900000001' }, t.community01);
    expect(appeals.body.result.records.map((e: { eventName: string }) => e.eventName)).toEqual(['小区垃圾清运不及时']);
    expect((await s.api.get('/EventProcController/list', { phone: '13900000001' }, t.community02)).body.result.total).toBe(0);
  });

  it('answers another community nothing of these lists', async () => {
    expect((await s.api.get('/TBaseResidentController/list', { buildingId }, t.community02)).body.result.total).toBe(0);
    expect((await s.api.get('/TBaseHouseController/list', { buildingId }, t.community02)).body.result.total).toBe(0);
    expect((await s.api.get('/TBaseResidentController/list', { householdNo: 'H100,' }, t.community02)).body.result.total).toBe(0);
  });

  it('refuses a resident linked to a building of another community', async () => {
    const r = await s.api.post(
      '/TBaseResidentController/add',
      { name: '外人', idCard: idCard(604, '19800101'), regionCode: '210102001003001', buildingId },
      t.community02,
    );
    expect(r.body.success).toBe(false);
  });
});
