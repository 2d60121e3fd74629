import * as ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type TestServer } from '../helpers/server.js';
import { PNG, upload } from '../helpers/upload-fixtures.js';
import { idCard } from './crud-fixtures.js';

let s: TestServer;
const tokens: Record<string, string> = {};

beforeAll(async () => {
  s = await startServer();
  for (const u of ['admin', 'street01', 'community01', 'community02']) tokens[u] = await s.api.login(u);
});
afterAll(() => s.close());

const download = (rel: string, who: string) => fetch(`${s.url}/api/sys/common/static/${rel}`, { headers: { 'X-Access-Token': tokens[who] } });

async function importWithErrors(who: string): Promise<string> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('居民');
  sheet.addRow(['姓名', '性别', '所属网格', '身份证号']);
  sheet.addRow(['错行一', '男', '210102001002001', '123']);
  sheet.addRow(['好人', '男', '210102001002001', idCard(951)]);
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(await book.xlsx.writeBuffer())]), 'residents.xlsx');
  const r = await s.api.request('POST', '/TBaseResidentController/importExcel', { body: form, token: tokens[who] });
  expect(r.body.code).toBe(201);
  return r.body.result.filePath as string;
}

describe('stored files are read only by those who may see them', () => {
  it("community02 cannot download community01's import error workbook; community01, its street and admin can", async () => {
    const rel = await importWithErrors('community01');
    expect(rel).toMatch(/^temp\/import_errors_[0-9a-f]{32}\.xlsx$/);
    const other = await download(rel, 'community02');
    expect(other.status).toBe(404);
    expect((await other.json()).message).toBe('文件不存在');
    for (const who of ['community01', 'street01', 'admin']) expect((await download(rel, who)).status, who).toBe(200);
  });

  it('an upload by community01 is not readable by community02', async () => {
    const r = await upload(s.api, '/sys/common/upload', {
      bytes: PNG,
      filename: 'a.png',
      type: 'image/png',
      fields: { biz: 'temp' },
      token: tokens.community01,
    });
    const rel = r.body.result as string;
    expect((await download(rel, 'community01')).status).toBe(200);
    expect((await download(rel, 'community02')).status).toBe(404);
  });
});
