/**
 * Spreadsheets show names where the rows hold codes: the export writes region and grid names (as the list shows
 * them), the import reads those names back within the caller's region, and the import error workbook shows names
 * and dictionary texts for the rows it could not import.
 */
import path from 'node:path';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type TestServer } from '../helpers/server.js';
import { addResidents, idCard } from './crud-fixtures.js';

const API = '/TBaseResidentController';
const CODE = /^\d{12}(\d{3})?$/;
let s: TestServer;
let admin: string;
let community01: string;

beforeAll(async () => {
  s = await startServer();
  admin = await s.api.login('admin');
  community01 = await s.api.login('community01');
  await addResidents(s, admin, [
    { name: '名称甲', sex: '1', regionCode: '210102001002001', idCard: idCard(501) },
    { name: '名称乙', sex: '2', regionCode: '210102001003002', idCard: idCard(502) },
  ]);
});
afterAll(() => s.close());

const rowsOf = (book: ExcelJS.Workbook) => (book.worksheets[0].getSheetValues().filter(Boolean) as unknown[][]).map((r) => r.slice(1));

async function download(query: Record<string, string>, token: string) {
  const res = await fetch(`${s.api.base}${API}/exportXls?${new URLSearchParams(query)}`, { headers: { 'X-Access-Token': token } });
  expect(res.status).toBe(200);
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(await res.arrayBuffer());
  const [header, ...data] = rowsOf(book);
  return { header: header as string[], data };
}

async function upload(token: string, rows: unknown[][]) {
  const book = new ExcelJS.Workbook();
  const ws = book.addWorksheet('居民');
  for (const r of rows) ws.addRow(r);
  const form = new FormData();
  form.append('file', new Blob([await book.xlsx.writeBuffer()]), '居民.xlsx');
  return s.api.request('POST', `${API}/importExcel`, { token, body: form });
}

describe('names in spreadsheets', () => {
  it('the export writes the grid’s name in 所属网格, never its code', async () => {
    const { header, data } = await download({ name: '名称*', column: 'name', order: 'asc' }, admin);
    const grid = header.indexOf('所属网格');
    expect(data.map((r) => [r[0], r[grid]])).toEqual([
      ['名称乙', '砂阳南社区第二网格'],
      ['名称甲', '水源地社区第一网格'],
    ]);
    expect(data.flat().filter((c) => typeof c === 'string' && CODE.test(c))).toEqual([]);
  });

  it('an exported row imports again by its grid’s name', async () => {
    const { header, data } = await download({ name: '名称甲' }, admin);
    data[0][0] = '名称丙';
    data[0][header.indexOf('身份证号')] = idCard(503);
    const r = await upload(community01, [header, ...data]);
    expect(r.body).toMatchObject({ success: true, code: 200 });
    expect((await s.api.get(`${API}/list`, { name: '名称丙' }, community01)).body.result.records[0]).toMatchObject({
      regionCode: '210102001002001',
      regionCode_dictText: '水源地社区第一网格',
    });
  });

  it('a name outside the caller’s region or unknown is refused with a reason; the error workbook shows names and texts', async () => {
    const header = ['姓名', '性别', '身份证号', '联系电话', '所属网格'];
    const r = await upload(community01, [
      header,
      ['名称丁', '男', idCard(504), '', '水源地社区第二网格'],
      ['名称戊', '1', idCard(505), '12345', '210102001002002'],
      ['名称己', '女', idCard(506), '', '砂阳南社区第一网格'],
      ['名称庚', '女', idCard(507), '', '没有这个网格'],
    ]);
    expect(r.body).toMatchObject({ success: true, code: 201 });
    expect(r.body.result).toMatchObject({ successCount: 1, errorCount: 3 });
    const book = new ExcelJS.Workbook();
    await book.xlsx.readFile(path.join(s.config.dataDir, 'upload', r.body.result.filePath));
    const [head, ...bad] = rowsOf(book);
    const at = (title: string) => head.indexOf(title);
    const byName = new Map(bad.map((row) => [row[at('姓名')], row]));
    expect(byName.get('名称戊')![at('所属网格')]).toBe('水源地社区第二网格');
    expect(byName.get('名称戊')![at('性别')]).toBe('男');
    expect(String(byName.get('名称戊')![at('错误原因')])).toMatch(/手机号/);
    expect(byName.get('名称己')![at('错误原因')]).toBe('所属网格「砂阳南社区第一网格」不在您管辖的区域内');
    expect(byName.get('名称庚')![at('错误原因')]).toBe('所属网格「没有这个网格」不存在，请填写区域名称或区划代码');
    expect(bad.flat().filter((c) => typeof c === 'string' && CODE.test(c))).toEqual([]);
    expect((await s.api.get(`${API}/list`, { name: '名称丁' }, community01)).body.result.records[0]).toMatchObject({ regionCode: '210102001002002' });
  });
});
