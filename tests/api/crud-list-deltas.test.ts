/**
 * Lists stay exact across writes when their totals and deep-page checkpoints are carried over a write instead of
 * recomputed (services/crud/list-deltas.ts): after every add, edit and delete through the API, page 1 and deep pages
 * (read through checkpoints) of street01's filtered list, sorted two ways, hold exactly the rows a direct query of
 * the database gives, with the same total. Runs on SQLite and (TEST_DB=postgres) PostgreSQL.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listDeltaStats } from '../../src/server/services/crud/list-deltas.js';
import { newId } from '../../src/server/services/ids.js';
import { startServer, type TestServer } from '../helpers/server.js';

const API = '/TBaseResidentController';
const IN_STREET = '210102001002001';
const OTHER_STREET = '210102002001001';
const SORTS = [
  { column: 'createTime', order: 'desc' },
  { column: 'name', order: 'asc' },
] as const;
// Page 1, and pages from offset 200 on, which are read through checkpoints (list-page.ts DEEP_FROM).
const PAGES = [1, 11, 12, 40, 41, 80, 85];
let s: TestServer;
let admin: string;
let street: string;
const ids: string[] = [];

/** mulberry32: the same writes on every run. */
function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = Math.imul(a ^ (a >>> 15), a | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const rnd = random(20261125);
const pick = <T>(xs: T[]) => xs[Math.floor(rnd() * xs.length)];
const pad = (n: number) => String(n).padStart(3, '0');

beforeAll(async () => {
  s = await startServer();
  admin = await s.api.login('admin');
  street = await s.api.login('street01');
  // Repeated names and creation times, so that ties are broken by the key.
  const rows = Array.from({ length: 2_400 }, (_, i) => {
    const second = (i * 7919) % 1800;
    const id = newId();
    ids.push(id);
    return {
      id,
      name: `深页${pad(i % 500)}`,
      sex: '1',
      regionCode: i % 5 === 0 ? OTHER_STREET : IN_STREET,
      createBy: 'admin',
      createTime: `2025-01-01 10:${String(Math.floor(second / 60)).padStart(2, '0')}:${String(second % 60).padStart(2, '0')}`,
    };
  });
  for (let i = 0; i < rows.length; i += 400)
    await s.app.ctx.db
      .insertInto('t_base_resident')
      .values(rows.slice(i, i + 400) as never)
      .execute();
}, 120_000);
afterAll(() => s.close());

/** street01's rows named 深页*, in the list's order, straight from the database. */
async function expected(sort: (typeof SORTS)[number]): Promise<string[]> {
  const rows = await s.app.ctx.db
    .selectFrom('t_base_resident')
    .select('id')
    .where('name', 'like', '深页%')
    .where('regionCode', 'like', '210102001%')
    .orderBy(sort.column, sort.order)
    .orderBy('id', sort.order)
    .execute();
  return rows.map((r) => r.id as string);
}

async function assertPagesExact(): Promise<void> {
  for (const sort of SORTS) {
    const all = await expected(sort);
    for (const pageNo of PAGES) {
      const r = await s.api.get(`${API}/list`, { name: '深页*', ...sort, pageNo, pageSize: 20 }, street);
      expect(r.body.success, r.body.message).toBe(true);
      expect(r.body.result.total).toBe(all.length);
      const got = r.body.result.records.map((x: { id: string }) => x.id);
      expect(got, `${sort.column} ${sort.order} page ${pageNo}`).toEqual(all.slice((pageNo - 1) * 20, pageNo * 20));
    }
  }
}

async function write(): Promise<string> {
  const what = rnd();
  if (what < 0.3) {
    const inFilter = rnd() < 0.8;
    const r = await s.api.post(
      `${API}/add`,
      { name: inFilter ? `深页${pad(Math.floor(rnd() * 500))}` : '别人', sex: '2', regionCode: pick([IN_STREET, OTHER_STREET]) },
      admin,
    );
    expect(r.body.success, r.body.message).toBe(true);
    ids.push(r.body.result.id);
    return 'add';
  }
  const id = pick(ids);
  if (what < 0.8) {
    const change = rnd() < 0.6 ? { name: rnd() < 0.85 ? `深页${pad(Math.floor(rnd() * 500))}` : '改走' } : { regionCode: pick([IN_STREET, OTHER_STREET]) };
    const r = await s.api.put(`${API}/edit`, { id, ...change }, admin);
    expect(r.body.success, r.body.message).toBe(true);
    return 'edit';
  }
  const r = await s.api.delete(`${API}/delete`, { id }, admin);
  expect(r.body.success, r.body.message).toBe(true);
  ids.splice(ids.indexOf(id), 1);
  return 'delete';
}

describe('lists carried over writes', () => {
  it('page 1 and deep pages match a direct query after every add, edit and delete', async () => {
    await assertPagesExact();
    const carriedBefore = listDeltaStats(s.app.ctx.db).carried;
    const done: string[] = [];
    for (let i = 0; i < 40; i++) {
      done.push(await write());
      await assertPagesExact();
    }
    expect(new Set(done)).toEqual(new Set(['add', 'edit', 'delete']));
    // The totals and checkpoints were carried over the writes, not recomputed from scratch.
    expect(listDeltaStats(s.app.ctx.db).carried - carriedBefore).toBeGreaterThanOrEqual(40 * SORTS.length);
  }, 300_000);

  it('reads racing the writes leave nothing stale behind: once the writes are done, every page is exact', async () => {
    const read = async (k: number) => {
      const sort = SORTS[k % SORTS.length];
      const r = await s.api.get(`${API}/list`, { name: '深页*', ...sort, pageNo: PAGES[k % PAGES.length], pageSize: 20 }, street);
      expect(r.body.success, r.body.message).toBe(true);
    };
    const writes = (async () => {
      for (let i = 0; i < 30; i++) await write();
    })();
    const reads = Promise.all(
      Array.from({ length: 4 }, async (_, lane) => {
        for (let k = lane; k < 120; k += 4) await read(k);
      }),
    );
    await Promise.all([writes, reads]);
    await assertPagesExact();
  }, 300_000);
});
