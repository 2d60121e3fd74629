/**
 * Identity card numbers (issue 30 item 3): a small x is stored as X on every write path (add, edit, import) before
 * the uniqueness rules, so one person cannot be registered twice as `…x` and `…X`; numbers with a future birth date
 * or a region that is no province are refused; the migration brings stored rows to the same form.
 */
import ExcelJS from 'exceljs';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { up as upperX } from '../../src/server/db/migrations/2026-11-27-0005-id-card-upper-x.js';
import { idCardCheckChar } from '../../validators/id-card.js';
import { startServer, type TestServer } from '../helpers/server.js';

const API = '/TBaseResidentController';
let s: TestServer;
let admin: string;

beforeAll(async () => {
  s = await startServer();
  admin = await s.api.login('admin');
});
afterAll(() => s?.close());

/** The n-th valid number (from 1) of Shenyang born 1990-01-01 whose check character is X. */
function endingInX(n: number): string {
  for (let seq = 0, found = 0; seq < 1000; seq++) {
    const first17 = `21010219900101${String(seq).padStart(3, '0')}`;
    if (idCardCheckChar(first17) === 'X' && ++found === n) return `${first17}X`;
  }
  throw new Error('not enough numbers');
}
const withCheck = (first17: string) => first17 + idCardCheckChar(first17);

const resident = (name: string, idCard: string) => ({ name, sex: '1', regionCode: '210102001002001', idCard });
const add = (name: string, idCard: string) => s.api.post(`${API}/add`, resident(name, idCard), admin);
const stored = async (name: string) => (await s.api.get(`${API}/list`, { name }, admin)).body.result.records.map((r: { idCard: string }) => r.idCard);

async function importSheet(rows: unknown[][]) {
  const book = new ExcelJS.Workbook();
  const ws = book.addWorksheet('居民');
  for (const r of [['姓名', '性别', '身份证号', '联系电话', '所属网格', '序号'], ...rows]) ws.addRow(r);
  const form = new FormData();
  form.append('file', new Blob([await book.xlsx.writeBuffer()]), '居民.xlsx');
  return s.api.request('POST', `${API}/importExcel`, { token: admin, body: form });
}

describe('a small x in an identity card number', () => {
  it('is stored as X by add, and the same number with X is then refused as already registered', async () => {
    const id = endingInX(1);
    expect((await add('小写甲', id.toLowerCase())).body.success).toBe(true);
    expect(await stored('小写甲')).toEqual([id]);
    expect((await add('大写甲', id)).body).toMatchObject({ success: false, message: '身份证号已存在' });
    expect((await add('小写甲二', id.toLowerCase())).body).toMatchObject({ success: false, message: '身份证号已存在' });
  });

  it('is stored as X by edit, and an edit onto another person’s number with x is refused', async () => {
    const [mine, other] = [endingInX(2), endingInX(3)];
    const rowId = (await add('编辑乙', withCheck('21010219900101900'))).body.result.id;
    expect((await add('编辑丙', other)).body.success).toBe(true);
    expect((await s.api.put(`${API}/edit`, { id: rowId, idCard: mine.toLowerCase() }, admin)).body.success).toBe(true);
    expect(await stored('编辑乙')).toEqual([mine]);
    expect((await s.api.put(`${API}/edit`, { id: rowId, idCard: other.toLowerCase() }, admin)).body).toMatchObject({
      success: false,
      message: '身份证号已存在',
    });
    expect(await stored('编辑乙')).toEqual([mine]);
  });

  it('is stored as X by import; a row whose number exists with X, or repeats one of the file with x, is refused', async () => {
    const [existing, fresh] = [endingInX(1), endingInX(4)];
    const r = await importSheet([
      ['导入丁', '男', fresh.toLowerCase(), '', '210102001002001', 1],
      ['导入戊', '男', fresh, '', '210102001002001', 2],
      ['导入己', '男', existing.toLowerCase(), '', '210102001002001', 3],
    ]);
    expect(r.body.result).toMatchObject({ successCount: 1, errorCount: 2 });
    expect(await stored('导入丁')).toEqual([fresh]);
    expect(await stored('导入戊')).toEqual([]);
    expect(await stored('导入己')).toEqual([]);
  });
});

describe('numbers that cannot have been issued', () => {
  it('refuses a birth date after today and a region that is no province, with their own messages, writing nothing', async () => {
    const next = new Date(Date.now() + 2 * 86_400_000);
    const future = `${next.getFullYear()}${String(next.getMonth() + 1).padStart(2, '0')}${String(next.getDate()).padStart(2, '0')}`;
    const refusals: Array<[string, string]> = [
      [withCheck(`210102${future}001`), '身份证号码中的出生日期不能晚于今天'],
      [withCheck('00000019900101001'), '身份证号码的前两位不是有效的省级行政区划代码'],
      [withCheck('99999919900101001'), '身份证号码的前两位不是有效的省级行政区划代码'],
    ];
    for (const [idCard, message] of refusals) {
      const r = await add('不可能', idCard);
      expect(r.status, idCard).toBe(400);
      expect(r.body.message, idCard).toContain(message);
    }
    expect(await stored('不可能')).toEqual([]);
  });
});

describe('the migration of stored numbers', () => {
  it('capitalises a stored x, but leaves one whose capital form is already registered (a person decides which stays)', async () => {
    const db = s.app.ctx.db;
    const [alone, twin] = [endingInX(5), endingInX(6)];
    expect((await add('迁移庚', alone)).body.success).toBe(true);
    expect((await add('迁移辛', twin)).body.success).toBe(true);
    expect((await add('迁移壬', withCheck('21010219900101901'))).body.success).toBe(true);
    // As rows written before the fix held them: 庚 with x, and 壬 as a second record of 辛 with x.
    await db.updateTable('t_base_resident').set({ idCard: alone.toLowerCase() }).where('name', '=', '迁移庚').execute();
    await db.updateTable('t_base_resident').set({ idCard: twin.toLowerCase() }).where('name', '=', '迁移壬').execute();
    await upperX(db.withoutPlugins());
    expect(await stored('迁移庚')).toEqual([alone]);
    expect(await stored('迁移辛')).toEqual([twin]);
    expect(await stored('迁移壬')).toEqual([twin.toLowerCase()]);
    const left = await sql<{ n: number }>`select count(*) as n from t_base_resident where substr(id_card, 18, 1) = 'x'`.execute(db);
    expect(Number(left.rows[0].n)).toBe(1);
  });
});
