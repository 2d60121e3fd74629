/** Spreadsheets hold dates as real Excel date cells: the export writes them so, the import reads them and typed dates. */
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type TestServer } from '../helpers/server.js';

const API = '/TBaseResidentController';
let s: TestServer;
let admin: string;

beforeAll(async () => {
  s = await startServer();
  admin = await s.api.login('admin');
  const r = await s.api.post(`${API}/add`, { name: '日期甲', sex: '1', regionCode: '210102001002001', birthday: '1985-07-04', nation: '01' }, admin);
  expect(r.body.success, r.body.message).toBe(true);
}, 120_000);
afterAll(() => s?.close());

async function upload(rows: unknown[][]) {
  const book = new ExcelJS.Workbook();
  const ws = book.addWorksheet('居民');
  for (const r of rows) ws.addRow(r);
  ws.getColumn(3).numFmt = 'yyyy-mm-dd';
  const form = new FormData();
  form.append('file', new Blob([await book.xlsx.writeBuffer()]), '居民.xlsx');
  return s.api.request('POST', `${API}/importExcel`, { token: admin, body: form });
}

describe('dates in spreadsheets', () => {
  it('the export writes 出生日期 as a date cell formatted yyyy-mm-dd and dictionaries as their texts', async () => {
    const res = await fetch(`${s.api.base}${API}/exportXls?name=日期甲`, { headers: { 'X-Access-Token': admin } });
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(await res.arrayBuffer());
    const sheet = book.worksheets[0];
    const header = sheet.getRow(1).values as unknown[];
    const birthday = sheet.getRow(2).getCell(header.indexOf('出生日期'));
    expect(birthday.type).toBe(ExcelJS.ValueType.Date);
    expect((birthday.value as Date).toISOString()).toBe('1985-07-04T00:00:00.000Z');
    expect(birthday.numFmt).toBe('yyyy-mm-dd');
    expect(sheet.getRow(2).getCell(header.indexOf('民族')).value).toBe('汉族');
  });

  it('the import reads a date cell and a date typed as text', async () => {
    const r = await upload([
      ['姓名', '性别', '出生日期', '所属网格'],
      ['日期乙', '男', new Date(Date.UTC(1990, 0, 31)), '210102001002001'],
      ['日期丙', '女', '1992/2/9', '210102001002001'],
    ]);
    expect(r.body.success, r.body.message).toBe(true);
    const list = (await s.api.get(`${API}/list`, { name: '日期乙,日期丙,', column: 'name', order: 'asc' }, admin)).body.result.records;
    expect(list.map((x: { name: string; birthday: string }) => [x.name, x.birthday])).toEqual([
      ['日期丙', '1992-02-09'],
      ['日期乙', '1990-01-31'],
    ]);
  });
});
