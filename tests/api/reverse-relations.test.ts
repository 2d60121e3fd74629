/**
 * Reverse relations: a master list filtered by its detail rows (`participants.residentId`), which the 居民详情 tab
 * 参加的党建活动 reads. The masters answer in the caller's region scope and under the master's list permission.
 */
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type TestServer } from '../helpers/server.js';
import { idCard } from './crud-fixtures.js';

const ACT = '/TPartyActivityController';
const GRID1 = '210102001002001'; // community01's first grid
const COMMUNITY01 = '210102001002';
const COMMUNITY02 = '210102001003';
let s: TestServer;
const t: Record<string, string> = {};
let resident: string;
let org02: string;
const titles: Record<string, string> = {};

async function addOrg(orgName: string, orgCode: string, regionCode: string, token: string): Promise<string> {
  const r = await s.api.post('/TPartOrgManageController/add', { orgName, dicPartOrgType: '3', orgCode, regionCode, memberCount: 20 }, token);
  expect(r.body.success, r.body.message).toBe(true);
  return r.body.result.id;
}

async function addActivity(title: string, partOrgId: string, regionCode: string, participants: Array<Record<string, unknown>>): Promise<void> {
  const r = await s.api.post(`${ACT}/add`, { partOrgId, title, activityType: '2', activityDate: '2026-11-20', regionCode, participants }, t.admin);
  expect(r.body.success, r.body.message).toBe(true);
  titles[title] = r.body.result.id;
}

const joined = async (token: string, query: Record<string, string> = { 'participants.residentId': resident }) => {
  const r = await s.api.get(`${ACT}/list`, { ...query, pageSize: '50' }, token);
  expect(r.body.success, r.body.message).toBe(true);
  return (r.body.result.records as Array<{ title: string }>).map((a) => a.title).sort();
};

beforeAll(async () => {
  s = await startServer();
  for (const u of ['admin', 'community01', 'community02', 'grid01']) t[u] = await s.api.login(u);
  const r = await s.api.post(
    '/TBaseResidentController/add',
    { name: '赵志刚', idCard: idCard(611, '19700405'), phone: '13700000611', regionCode: GRID1 },
    t.community01,
  );
  expect(r.body.success, r.body.message).toBe(true);
  resident = r.body.result.id;
  const org01 = await addOrg('水源地社区第二党支部', '210102001231', COMMUNITY01, t.community01);
  org02 = await addOrg('砂阳南社区第二党支部', '210102001232', COMMUNITY02, t.community02);
  const him = { residentId: resident, memberName: '赵志刚', phone: '13700000611', attendance: '1' };
  const other = { memberName: '钱多多', phone: '13700000612', attendance: '1' };
  await addActivity('水源地：主题党日', org01, COMMUNITY01, [other, him]);
  await addActivity('水源地：支部委员会', org01, COMMUNITY01, [other]);
  await addActivity('砂阳南：志愿服务', org02, COMMUNITY02, [him]);
}, 120_000);
afterAll(() => s?.close());

describe('a master list filtered by its detail rows', () => {
  it('lists the activities whose participants name the resident, each once', async () => {
    expect(await joined(t.admin)).toEqual(['水源地：主题党日', '砂阳南：志愿服务']);
  });

  it("answers only the activities of the caller's region", async () => {
    expect(await joined(t.community01)).toEqual(['水源地：主题党日']);
    expect(await joined(t.community02)).toEqual(['砂阳南：志愿服务']);
  });

  it("refuses a caller without the activities' list permission", async () => {
    const r = await s.api.get(`${ACT}/list`, { 'participants.residentId': resident }, t.grid01);
    expect(r.status).toBe(403);
    expect(r.body.success).toBe(false);
  });

  it("refuses recording a resident outside the writer's region as a participant", async () => {
    const participants = [{ residentId: resident, memberName: '赵志刚', attendance: '1' }];
    const r = await s.api.post(
      `${ACT}/add`,
      { partOrgId: org02, title: '砂阳南：越界记录', activityType: '2', activityDate: '2026-11-21', regionCode: COMMUNITY02, participants },
      t.community02,
    );
    expect(r.body.success).toBe(false);
    expect(r.body.message).toContain('不在您管辖的范围内');
    expect(await joined(t.admin)).toEqual(['水源地：主题党日', '砂阳南：志愿服务']);
  });

  it("applies the detail property's match rules and ranges", async () => {
    expect(await joined(t.admin, { 'participants.memberName': '*多多*' })).toEqual(['水源地：主题党日', '水源地：支部委员会']);
    expect(await joined(t.admin, { 'participants.memberName': '钱多多', 'participants.residentId': resident })).toEqual(['水源地：主题党日']);
  });

  it('refuses a filter on an unknown detail table, an unknown detail property or the key to the master, in Chinese', async () => {
    for (const name of ['members.residentId', 'participants.nothing', 'participants.activityId', 'participants.']) {
      const r = await s.api.get(`${ACT}/list`, { [name]: '1' }, t.admin);
      expect(r.status, name).toBe(400);
      expect(r.body.message, name).toContain('不支持的查询参数');
    }
  });

  it('exports exactly the filtered activities', async () => {
    const query = new URLSearchParams({ 'participants.residentId': resident });
    const res = await fetch(`${s.api.base}${ACT}/exportXls?${query}`, { headers: { 'X-Access-Token': t.community01 } });
    expect(res.status).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(await res.arrayBuffer());
    const rows = book.worksheets[0].getSheetValues().filter(Boolean) as unknown[][];
    const column = (rows[0] as string[]).indexOf('活动主题');
    expect(rows.slice(1).map((row) => row[column])).toEqual(['水源地：主题党日']);
  });
});
