/**
 * Spreadsheets name picked rows and areas as the lists do: the export writes a resident's building by its name and a
 * returnee's 来源地 as 辽宁省沈阳市和平区, and the import reads those names back into the stored key and code (a
 * stored key or code is still taken), within what the importer may pick; a name that fits several rows or areas, or
 * none the importer may pick, is a reason the row is refused.
 */
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type TestServer } from '../helpers/server.js';
import { idCard } from './crud-fixtures.js';

const RESIDENTS = '/TBaseResidentController';
const RETURNEES = '/TEpidemicReturneeController';
const GRID = '210102001002001';
let s: TestServer;
let admin: string;
let community01: string;
const buildings: Record<string, string> = {};

beforeAll(async () => {
  s = await startServer();
  admin = await s.api.login('admin');
  community01 = await s.api.login('community01');
  const add = async (key: string, buildingName: string, buildingNo: string, regionCode: string) => {
    const r = await s.api.post('/TBaseBuildingController/add', { buildingName, buildingNo, regionCode }, admin);
    expect(r.body.success, r.body.message).toBe(true);
    buildings[key] = r.body.result.id;
  };
  await add('mine', '名称楼甲', 'P1', GRID);
  await add('twinA', '同名楼', 'P2', GRID);
  await add('twinB', '同名楼', 'P3', '210102001002002');
  await add('theirs', '砂阳名称楼', 'P4', '210102001003001');
  const resident = await s.api.post(`${RESIDENTS}/add`, { name: '选名甲', sex: '1', regionCode: GRID, idCard: idCard(601), buildingId: buildings.mine }, admin);
  expect(resident.body.success, resident.body.message).toBe(true);
  const returnee = await s.api.post(
    `${RETURNEES}/add`,
    { name: '地名甲', idCard: idCard(611), returnDate: '2026-11-01', regionCode: GRID, status: '1', fromArea: '210102' },
    admin,
  );
  expect(returnee.body.success, returnee.body.message).toBe(true);
}, 120_000);
afterAll(() => s?.close());

const rowsOf = (book: ExcelJS.Workbook) => (book.worksheets[0].getSheetValues().filter(Boolean) as unknown[][]).map((r) => r.slice(1));

async function download(api: string, query: Record<string, string>) {
  const res = await fetch(`${s.api.base}${api}/exportXls?${new URLSearchParams(query)}`, { headers: { 'X-Access-Token': admin } });
  expect(res.status).toBe(200);
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(await res.arrayBuffer());
  const [header, ...data] = rowsOf(book);
  return { header: header as string[], data };
}

async function upload(api: string, rows: unknown[][]) {
  const book = new ExcelJS.Workbook();
  const ws = book.addWorksheet('导入');
  for (const r of rows) ws.addRow(r);
  const form = new FormData();
  form.append('file', new Blob([await book.xlsx.writeBuffer()]), '导入.xlsx');
  return s.api.request('POST', `${api}/importExcel`, { token: community01, body: form });
}

async function errorRows(filePath: string) {
  const book = new ExcelJS.Workbook();
  await book.xlsx.readFile(`${s.config.dataDir}/upload/${filePath}`);
  const [head, ...bad] = rowsOf(book);
  return new Map(bad.map((row) => [row[head.indexOf('姓名')], String(row[head.indexOf('错误原因')])]));
}

const listed = async (api: string, name: string) => (await s.api.get(`${api}/list`, { name }, admin)).body.result.records[0];

describe('picked rows by name in spreadsheets', () => {
  it('the export writes the building’s name, never its id, and that sheet imports again', async () => {
    const { header, data } = await download(RESIDENTS, { name: '选名甲' });
    expect(data[0][header.indexOf('楼栋')]).toBe('名称楼甲');
    expect(data.flat()).not.toContain(buildings.mine);
    data[0][header.indexOf('姓名')] = '选名乙';
    data[0][header.indexOf('身份证号')] = idCard(602);
    const r = await upload(RESIDENTS, [header, ...data]);
    expect(r.body, r.body.message).toMatchObject({ success: true, code: 200 });
    expect(await listed(RESIDENTS, '选名乙')).toMatchObject({ buildingId: buildings.mine, buildingId_dictText: '名称楼甲' });
  });

  it('takes a building’s id as before; refuses a name several buildings share or one outside the importer’s region', async () => {
    const r = await upload(RESIDENTS, [
      ['姓名', '性别', '所属网格', '楼栋'],
      ['选名丙', '男', GRID, buildings.mine],
      ['选名丁', '男', GRID, '同名楼'],
      ['选名戊', '女', GRID, '砂阳名称楼'],
    ]);
    expect(r.body.result, r.body.message).toMatchObject({ successCount: 1, errorCount: 2 });
    expect(await listed(RESIDENTS, '选名丙')).toMatchObject({ buildingId: buildings.mine });
    const reasons = await errorRows(r.body.result.filePath);
    expect(reasons.get('选名丁')).toBe('楼栋「同名楼」有多条同名数据，无法确定是哪一条');
    expect(reasons.get('选名戊')).toBe('楼栋中的“砂阳名称楼”不存在或不在您管辖的范围内');
  });
});

describe('areas by name in spreadsheets', () => {
  it('the export writes 来源地 as the area’s full name, and that sheet imports again', async () => {
    const { header, data } = await download(RETURNEES, { name: '地名甲' });
    expect(data[0][header.indexOf('来源地')]).toBe('辽宁省沈阳市和平区');
    data[0][header.indexOf('姓名')] = '地名乙';
    data[0][header.indexOf('身份证号')] = idCard(612);
    const r = await upload(RETURNEES, [header, ...data]);
    expect(r.body, r.body.message).toMatchObject({ success: true, code: 200 });
    expect(await listed(RETURNEES, '地名乙')).toMatchObject({ fromArea: '210102', fromArea_dictText: '辽宁省沈阳市和平区' });
  });

  it('takes a code or a name only one area has; refuses a name several areas share and an unknown one', async () => {
    const r = await upload(RETURNEES, [
      ['姓名', '身份证号', '返回日期', '所属网格', '管控状态', '来源地'],
      ['地名丙', idCard(613), '2026-11-02', GRID, '1', '210103'],
      ['地名丁', idCard(614), '2026-11-02', GRID, '1', '浑南区'],
      ['地名戊', idCard(615), '2026-11-02', GRID, '1', '和平区'],
      ['地名己', idCard(616), '2026-11-02', GRID, '1', '没有这个地方'],
    ]);
    expect(r.body.result, r.body.message).toMatchObject({ successCount: 2, errorCount: 2 });
    expect(await listed(RETURNEES, '地名丙')).toMatchObject({ fromArea: '210103' });
    expect(await listed(RETURNEES, '地名丁')).toMatchObject({ fromArea: '210112' });
    const reasons = await errorRows(r.body.result.filePath);
    expect(reasons.get('地名戊')).toBe('来源地「和平区」有重名，请填写完整的省市区名称或地区编码');
    expect(reasons.get('地名己')).toBe('来源地「没有这个地方」不是已知的地区，请填写省市区名称或地区编码');
  });
});
