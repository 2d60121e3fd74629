/**
 * Export and import at size: an export of 20,000 residents streams every row of the caller's region (the server
 * reads them a batch at a time while the file goes out, see scripts/bench/export-bench.ts for its memory), and an
 * import of 10,000 rows writes the good ones and lists each bad row in the error workbook. Runs on SQLite and
 * (TEST_DB=postgres) PostgreSQL.
 */
import { Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../../src/server/services/ids.js';
import { startServer, type TestServer } from '../helpers/server.js';
import { idCard } from './crud-fixtures.js';

const API = '/TBaseResidentController';
const EXPORTED = 20_000;
let s: TestServer;
const t: Record<string, string> = {};

beforeAll(async () => {
  s = await startServer();
  for (const u of ['admin', 'street01', 'community01']) t[u] = await s.api.login(u);
  // Half in community01's grid, half in another street: the street's export must hold only its own.
  const rows = Array.from({ length: EXPORTED }, (_, i) => ({
    id: newId(), name: `批量${i}`, sex: i % 2 ? '1' : '2', regionCode: i % 2 ? '210102001002001' : '210102002001001', createTime: '2026-01-01 10:00:00', createBy: 'admin',
  }));
  for (let i = 0; i < rows.length; i += 500) await s.app.ctx.db.insertInto('t_base_resident').values(rows.slice(i, i + 500) as never).execute();
}, 120_000);
afterAll(() => s.close());

const total = async (who: string, query: Record<string, string> = {}) => (await s.api.get(`${API}/list`, { pageSize: 1, ...query }, t[who])).body.result.total as number;

async function exportRows(who: string, query: Record<string, string>) {
  const res = await fetch(`${s.api.base}${API}/exportXls?${new URLSearchParams(query)}`, { headers: { 'X-Access-Token': t[who] } });
  expect(res.status).toBe(200);
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(Readable.from(Buffer.from(await res.arrayBuffer())), {});
  let rows = 0;
  let last: unknown[] = [];
  for await (const sheet of reader) for await (const row of sheet) (rows += 1), (last = row.values as unknown[]);
  return { header: Number(res.headers.get('x-total-count')), rows: rows - 1, last };
}

describe('excel at size', () => {
  it('exports every row of a street\'s region, and only those, however many', async () => {
    const expected = await total('street01', { name: '批量*' });
    expect(expected).toBe(EXPORTED / 2);
    const { header, rows, last } = await exportRows('street01', { name: '批量*', column: 'name', order: 'asc' });
    expect(header).toBe(expected);
    expect(rows).toBe(expected);
    expect(String(last[1])).toMatch(/^批量\d+$/);
    expect((await exportRows('admin', { name: '批量*' })).rows).toBe(EXPORTED);
  }, 180_000);

  it('imports 10,000 rows: the good ones written, each bad one listed with its row and reason', async () => {
    const before = await total('community01');
    const book = new ExcelJS.Workbook();
    const sheet = book.addWorksheet('居民');
    sheet.addRow(['姓名', '性别', '身份证号', '所属网格']);
    for (let i = 0; i < 10_000; i++) sheet.addRow([`导入${i}`, i % 2 ? '男' : '女', i % 1000 === 999 ? '123' : idCard(i % 1000, `198001${String(1 + Math.floor(i / 1000)).padStart(2, '0')}`), '210102001002001']);
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(await book.xlsx.writeBuffer())]), 'residents.xlsx');
    const r = await s.api.request('POST', `${API}/importExcel`, { body: form, token: t.community01 });
    expect(r.body, JSON.stringify(r.body)).toMatchObject({ code: 201, result: { totalCount: 10_000, successCount: 9_990, errorCount: 10 } });
    expect(await total('community01')).toBe(before + 9_990);
    const errors = new ExcelJS.Workbook();
    const file = await fetch(`${s.url}/api/sys/common/static/${r.body.result.filePath}?_tk=${t.community01}`);
    await errors.xlsx.load(await file.arrayBuffer());
    const lines = (errors.worksheets[0].getSheetValues().filter(Boolean) as unknown[][]).slice(1).map((x) => x[2]);
    expect(lines).toEqual(Array.from({ length: 10 }, (_, k) => 1001 + k * 1000));
  }, 300_000);
});
