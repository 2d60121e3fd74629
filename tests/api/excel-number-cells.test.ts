/**
 * Identity cards, phones and codes held as numbers in a workbook another program wrote (tests/fixtures/workbooks,
 * laid out as LibreOffice Calc saves a sheet of the default column type): a number that cannot be the exact
 * 18-digit card is refused for its row with a request to format the column as text and nothing of it is stored;
 * exact numbers (an 11-digit phone, a 15-digit grid code or old card) are imported as their digits.
 */
import fs from 'node:fs';
import path from 'node:path';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type TestServer } from '../helpers/server.js';

const API = '/TBaseResidentController';
const WORKBOOK = new URL('../fixtures/workbooks/resident-numbers.xlsx', import.meta.url);
const TEXT_COLUMN = '请将该列设为文本格式后重新导入';
let s: TestServer;
let admin: string;

beforeAll(async () => {
  s = await startServer();
  admin = await s.api.login('admin');
}, 120_000);
afterAll(() => s?.close());

function upload(bytes: Buffer, name: string) {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(bytes)]), name);
  return s.api.request('POST', `${API}/importExcel`, { token: admin, body: form });
}

async function errorRows(filePath: string): Promise<Map<number, string>> {
  const book = new ExcelJS.Workbook();
  await book.xlsx.readFile(path.join(s.config.dataDir, 'upload', filePath));
  const rows = (book.worksheets[0].getSheetValues().filter(Boolean) as unknown[][]).map((r) => r.slice(1));
  return new Map(rows.slice(1).map((r) => [r[1] as number, String(r[2])]));
}

describe('number cells of a LibreOffice workbook', () => {
  it('refuses an identity card held as a rounded number, stores nothing of that row and imports the others', async () => {
    const r = await upload(fs.readFileSync(WORKBOOK), 'resident-numbers.xlsx');
    expect(r.body, r.body.message).toMatchObject({ success: true, code: 201 });
    expect(r.body.result).toMatchObject({ totalCount: 4, successCount: 2, errorCount: 2 });

    const reasons = await errorRows(r.body.result.filePath);
    expect([...reasons.keys()]).toEqual([3, 5]);
    expect(reasons.get(3)).toBe(`身份证号：表格中是数字，无法保证18位号码准确，${TEXT_COLUMN}`);
    expect(reasons.get(5)).toBe(`身份证号：表格中是数字，无法保证18位号码准确，${TEXT_COLUMN}`);

    const records = (await s.api.get(`${API}/list`, { name: '数字*', column: 'name', order: 'asc', pageSize: 10 }, admin)).body.result.records;
    const stored = new Map(records.map((x: Record<string, unknown>) => [x.name, x]));
    expect([...stored.keys()].sort()).toEqual(['数字丙', '数字甲'].sort());
    expect(stored.get('数字甲')).toMatchObject({ idCard: '210102198803120027', phone: '13800138000', regionCode: '210102001002001' });
    // The exact old 15-digit card is read as its digits, so its birth date is derived as from a typed one.
    expect(stored.get('数字丙')).toMatchObject({ idCard: '210102900101123', phone: '13700137000', birthday: '1990-01-01' });
    const rounded = await s.api.get(`${API}/list`, { idCard: '210102199001015000' }, admin);
    expect(rounded.body.result.records).toEqual([]);
  });
});
