import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, testDialect, type TestServer } from '../helpers/server.js';

// Enough rows for the deep-page path (checkpoints, index walk) to be the one in use.
const ROWS = 6000;
const API = '/TBaseResidentController';
let s: TestServer;
let admin: string;
let street01: string;

interface Seeded {
  id: string;
  createTime: string;
  name: string;
  phone: string | null;
  regionCode: string;
}
let seeded: Seeded[];

beforeAll(async () => {
  s = await startServer();
  admin = await s.api.login('admin');
  street01 = await s.api.login('street01');
  seeded = Array.from({ length: ROWS }, (_, i) => ({
    id: `p${String(i).padStart(6, '0')}`,
    // Many rows share a second, so the key decides their order.
    createTime: `2025-01-01 00:${String(Math.floor(i / 97) % 60).padStart(2, '0')}:${String(i % 7).padStart(2, '0')}`,
    name: `${i % 3 ? '李' : '王'}${i}`,
    phone: i % 5 ? `139${String(i).padStart(8, '0')}` : null,
    regionCode: i % 2 ? '210102001002001' : '210102002001001',
  }));
  const rows = seeded.map((r) => ({ ...r, sex: '1', createBy: 'test' }));
  for (let i = 0; i < rows.length; i += 500)
    await s.app.ctx.db
      .insertInto('t_base_resident')
      .values(rows.slice(i, i + 500))
      .execute();
});
afterAll(() => s.close());

const desc = (a: Seeded, b: Seeded) => (a.createTime === b.createTime ? (a.id < b.id ? 1 : -1) : a.createTime < b.createTime ? 1 : -1);
const ids = (records: Array<{ id: string }>) => records.map((r) => r.id);
const page = (query: Record<string, string | number>, token = admin) => s.api.get(`${API}/list`, { pageSize: 50, ...query }, token);

describe('deep pages', () => {
  it('every page, read out of order and again, holds exactly the rows of its place in the order', async () => {
    const expected = [...seeded].sort(desc).map((r) => r.id);
    for (const pageNo of [100, 40, 41, 119, 120, 100, 5, 41]) {
      const r = await page({ pageNo });
      expect(r.body.result.total).toBe(ROWS);
      expect(ids(r.body.result.records)).toEqual(expected.slice((pageNo - 1) * 50, pageNo * 50));
    }
  });

  it('a write is seen at once: totals and deep pages follow inserts and deletes', async () => {
    await page({ pageNo: 60 });
    const add = await s.api.post(`${API}/add`, { name: '新来的', sex: '2', regionCode: '210102001002001' }, admin);
    const withNew = [add.body.result.id, ...[...seeded].sort(desc).map((r) => r.id)];
    const after = await page({ pageNo: 60 });
    expect(after.body.result.total).toBe(ROWS + 1);
    expect(ids(after.body.result.records)).toEqual(withNew.slice(59 * 50, 60 * 50));
    await s.api.delete(`${API}/delete`, { id: add.body.result.id }, admin);
    const back = await page({ pageNo: 60 });
    expect(back.body.result.total).toBe(ROWS);
    expect(ids(back.body.result.records)).toEqual(withNew.slice(1).slice(59 * 50, 60 * 50));
  });

  it('deep pages of a filtered, region-scoped list', async () => {
    const expected = seeded
      .filter((r) => r.regionCode.startsWith('210102001') && r.name.startsWith('王'))
      .sort(desc)
      .map((r) => r.id);
    const pages = Math.ceil(expected.length / 50);
    for (const pageNo of [pages, 6, 7, pages - 1]) {
      const r = await page({ pageNo, name: '王*' }, street01);
      expect(r.body.result.total).toBe(expected.length);
      expect(ids(r.body.result.records)).toEqual(expected.slice((pageNo - 1) * 50, pageNo * 50));
    }
  });

  it('a sort column with empty values pages correctly (empties where the database puts them)', async () => {
    // PostgreSQL puts NULLs last in ascending order, SQLite first.
    const nullsFirst = testDialect === 'sqlite';
    const cmp = (a: Seeded, b: Seeded) => {
      if (a.phone === b.phone) return a.id < b.id ? -1 : 1;
      if (a.phone === null) return nullsFirst ? -1 : 1;
      if (b.phone === null) return nullsFirst ? 1 : -1;
      return a.phone < b.phone ? -1 : 1;
    };
    const expected = [...seeded].sort(cmp).map((r) => r.id);
    for (const pageNo of [30, 31, 25, 110]) {
      const r = await page({ pageNo, column: 'phone', order: 'asc' });
      expect(ids(r.body.result.records)).toEqual(expected.slice((pageNo - 1) * 50, pageNo * 50));
    }
  });
});
