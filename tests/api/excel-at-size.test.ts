/**
 * Export and import at size: an export of 20,000 residents streams every row of the caller's region (the server
 * reads them a batch at a time while the file goes out, see scripts/bench/export-bench.ts for its memory), and an
 * import of 10,000 rows writes the good ones and lists each bad row in the error workbook. The good rows are written
 * a transaction per 1,000: a batch that fails to write is not written at all, the ones before it stay. Runs on
 * SQLite and (TEST_DB=postgres) PostgreSQL.
 */
import { Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../../src/server/services/ids.js';
import { startServer, testDialect, type TestServer } from '../helpers/server.js';
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
    id: newId(),
    name: `批量${i}`,
    sex: i % 2 ? '1' : '2',
    regionCode: i % 2 ? '210102001002001' : '210102002001001',
    createTime: '2026-01-01 10:00:00',
    createBy: 'admin',
  }));
  for (let i = 0; i < rows.length; i += 500)
    await s.app.ctx.db
      .insertInto('t_base_resident')
      .values(rows.slice(i, i + 500) as never)
      .execute();
}, 120_000);
afterAll(() => s.close());

const total = async (who: string, query: Record<string, string> = {}) =>
  (await s.api.get(`${API}/list`, { pageSize: 1, ...query }, t[who])).body.result.total as number;

async function importRows(who: string, rows: unknown[][]) {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('居民');
  sheet.addRow(['姓名', '性别', '身份证号', '所属网格']);
  for (const row of rows) sheet.addRow(row);
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(await book.xlsx.writeBuffer())]), 'residents.xlsx');
  return s.api.request('POST', `${API}/importExcel`, { body: form, token: t[who] });
}

async function errorRows(who: string, filePath: string) {
  const errors = new ExcelJS.Workbook();
  const file = await fetch(`${s.url}/api/sys/common/static/${filePath}?_tk=${t[who]}`);
  await errors.xlsx.load(await file.arrayBuffer());
  return (errors.worksheets[0].getSheetValues().filter(Boolean) as unknown[][]).slice(1);
}

/** A database refusal the import's checks cannot foresee: inserting the resident named `name` fails. */
async function failInsertOf(name: string) {
  const db = s.app.ctx.db;
  if (testDialect === 'sqlite') {
    await sql`create trigger fail_import before insert on t_base_resident when new.name = ${sql.lit(name)} begin select raise(abort, 'injected failure'); end`.execute(
      db,
    );
    return () => sql`drop trigger fail_import`.execute(db);
  }
  await sql
    .raw(
      `create function fail_import() returns trigger language plpgsql as $$ begin if new.name = '${name}' then raise exception 'injected failure'; end if; return new; end $$`,
    )
    .execute(db);
  await sql`create trigger fail_import before insert on t_base_resident for each row execute function fail_import()`.execute(db);
  return () => sql`drop function fail_import() cascade`.execute(db);
}

async function exportRows(who: string, query: Record<string, string>) {
  const res = await fetch(`${s.api.base}${API}/exportXls?${new URLSearchParams(query)}`, { headers: { 'X-Access-Token': t[who] } });
  expect(res.status).toBe(200);
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(Readable.from(Buffer.from(await res.arrayBuffer())), {});
  let rows = 0;
  let last: unknown[] = [];
  for await (const sheet of reader) {
    for await (const row of sheet) {
      rows += 1;
      last = row.values as unknown[];
    }
  }
  return { header: Number(res.headers.get('x-total-count')), rows: rows - 1, last };
}

describe('excel at size', () => {
  it("exports every row of a street's region, and only those, however many", async () => {
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
    const rows = Array.from({ length: 10_000 }, (_, i) => [
      `导入${i}`,
      i % 2 ? '男' : '女',
      i % 1000 === 999 ? '123' : idCard(i % 1000, `198001${String(1 + Math.floor(i / 1000)).padStart(2, '0')}`),
      '210102001002001',
    ]);
    const r = await importRows('community01', rows);
    expect(r.body, JSON.stringify(r.body)).toMatchObject({ code: 201, result: { totalCount: 10_000, successCount: 9_990, errorCount: 10 } });
    expect(await total('community01')).toBe(before + 9_990);
    const lines = (await errorRows('community01', r.body.result.filePath)).map((x) => x[2]);
    expect(lines).toEqual(Array.from({ length: 10 }, (_, k) => 1001 + k * 1000));
  }, 300_000);

  it('a batch that fails to write is rolled back whole: the batches before it stay, it and the later ones are listed as not imported', async () => {
    const before = await total('community01');
    // 3,499 good rows (中断200 is bad): batches 中断0-1000, 中断1001-2000, 中断2001-3000 (holding 中断2500), 中断3001-3499.
    const rows = Array.from({ length: 3_500 }, (_, i) => [
      `中断${i}`,
      '男',
      i === 200 ? '123' : idCard(i % 1000, `199002${String(1 + Math.floor(i / 1000)).padStart(2, '0')}`),
      '210102001002001',
    ]);
    const restore = await failInsertOf('中断2500');
    try {
      const r = await importRows('community01', rows);
      expect(r.body, JSON.stringify(r.body)).toMatchObject({ success: true, code: 201, result: { totalCount: 3_500, successCount: 2_000, errorCount: 1_500 } });
      expect(r.body.message).toBe('导入中断：第3批写入失败（数据库写入出错），已导入前2000行，其后的行未导入，请下载错误文件查看');
      expect(await total('community01')).toBe(before + 2_000);
      const written = async (from: number, to: number) =>
        (await Promise.all(Array.from({ length: to - from }, (_, k) => total('community01', { name: `中断${from + k}` })))).reduce((a, b) => a + b, 0);
      expect(await written(1991, 2001)).toBe(10); // the last rows of batch 2, up to 中断2000
      expect(await written(2001, 2010)).toBe(0); // the first rows of batch 3: none of it written
      expect(await written(3490, 3500)).toBe(0);
      const listed = await errorRows('community01', r.body.result.filePath);
      expect(listed.map((x) => x[2])).toEqual([202, ...Array.from({ length: 1_499 }, (_, k) => 2003 + k)]);
      expect(listed[1][3]).toBe('第3批写入失败，本批未导入：数据库写入出错');
      expect(listed[1_000][3]).toBe('第3批写入失败，本批未导入：数据库写入出错');
      expect(listed[1_001][3]).toBe('第3批写入失败，本行未导入');
      expect(listed[1][4]).toBe('中断2001');
    } finally {
      await restore();
    }
  }, 300_000);
});
