/**
 * Rollups (x-entity.rollups): the residents' counts per region and political status are kept by database triggers,
 * and the dashboards' resident counts are read from them. Whatever writes the residents - the CRUD routes, one
 * statement of many rows, raw updates and deletes - every aggregate must answer exactly what counting the table
 * answers, for every caller's region. Runs on SQLite and, with TEST_DB=postgres, on PostgreSQL.
 */
import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AggregateDefinition } from '../../src/shared/aggregate-meta.js';
import { rollupsOf } from '../../src/shared/rollup-meta.js';
import { syncRollups } from '../../src/server/db/rollups.js';
import { loadAggregate } from '../../src/server/services/aggregate/catalog.js';
import { runAggregate } from '../../src/server/services/aggregate/run.js';
import { newId } from '../../src/server/services/ids.js';
import { subtreeRange } from '../../src/server/services/region-scope.js';
import { nowText } from '../../src/shared/time.js';
import { idCardCheckChar } from '../../validators/id-card.js';
import { startServer, testDialect, type TestServer } from '../helpers/server.js';

const API = '/TBaseResidentController';
const USERS = ['admin', 'street01', 'community01'];
/** Grids of two of street01's communities (community01's first) and of another street. */
const GRIDS = ['210102001002001', '210102001002002', '210102001003001', '210102002001001'];
const STATUSES = ['01', '02', '03', '13', null, ''];
const RESIDENT_QUERIES = fs
  .readdirSync(path.resolve('schemas/aggregates'))
  .map((f) => JSON.parse(fs.readFileSync(path.resolve('schemas/aggregates', f), 'utf8')) as AggregateDefinition)
  .filter((d) => d.entity === 'resident')
  .map((d) => d.id);

let s: TestServer;
const t: Record<string, string> = {};
const regionOf: Record<string, string | null> = {};
let serial = 0;

/** A valid, distinct identity card number per call. */
function nextIdCard(): string {
  serial++;
  const first17 = `210102${1950 + (serial % 50)}0101${String(serial).padStart(3, '0')}`.slice(0, 17);
  return first17 + idCardCheckChar(first17);
}

beforeAll(async () => {
  s = await startServer();
  for (const u of USERS) t[u] = await s.api.login(u);
  const users = await s.app.ctx.db.selectFrom('sys_user').select(['username', 'regionCode']).where('username', 'in', USERS).execute();
  for (const u of users) regionOf[u.username] = u.username === 'admin' ? null : u.regionCode;
});
afterAll(() => s.close());

const entity = () => s.app.ctx.entities.find('resident')!;
const rollup = () => rollupsOf(entity())[0];
const db = () => s.app.ctx.db.withoutPlugins();

type Count = { region_code: string | null; political_status: string | null; n: number };
const sorted = (rows: Count[]) => rows.map((r) => ({ ...r, n: Number(r.n) })).sort((a, b) => JSON.stringify(a).localeCompare(JSON.stringify(b)));

async function countsOfTable(): Promise<Count[]> {
  return sorted(
    (await sql<Count>`select region_code, political_status, count(*) as n from t_base_resident group by region_code, political_status`.execute(db())).rows,
  );
}
async function countsOfRollup(): Promise<Count[]> {
  return sorted(
    (await sql<Count>`select region_code, political_status, row_count as n from ${sql.table(rollup().table)} where row_count <> 0`.execute(db())).rows,
  );
}

/** The rollup equals a fresh count of the table, and every resident aggregate answers each caller what the table does. */
async function expectExact(): Promise<void> {
  expect(await countsOfRollup()).toEqual(await countsOfTable());
  for (const id of RESIDENT_QUERIES) {
    const { def, entity } = loadAggregate(s.app.ctx, id);
    for (const u of USERS) {
      const r = await s.api.get(`/dashboard/aggregate/${id}`, {}, t[u]);
      expect(r.status, `${id} as ${u}`).toBe(200);
      const code = regionOf[u];
      const scope = code ? { field: 'regionCode', range: subtreeRange(code) } : undefined;
      const direct = await runAggregate(s.app.ctx.database, def, entity, scope, [], { table: true });
      expect(r.body.result, `${id} as ${u}`).toEqual(direct);
    }
  }
}

const resident = (i: number, over: Record<string, unknown> = {}) => ({
  name: `汇总${i}`,
  sex: String((i % 2) + 1),
  idCard: nextIdCard(),
  regionCode: GRIDS[i % GRIDS.length],
  politicalStatus: STATUSES[i % STATUSES.length],
  ...over,
});
const ids = async (where: string) =>
  (await s.app.ctx.db.selectFrom('t_base_resident').select('id').where('name', 'like', where).orderBy('name').execute()).map((r) => r.id);

describe('resident counts kept by triggers', () => {
  it('the shipped resident aggregates are the ones a rollup answers, and the table declares one', () => {
    expect(rollup().dimensions).toEqual(['regionCode', 'politicalStatus']);
    expect(RESIDENT_QUERIES).toEqual(expect.arrayContaining(['resident-count', 'resident-by-grid', 'resident-by-political', 'party-member-by-community']));
  });

  it('adds through the list screen’s route and a many-row insert', async () => {
    for (let i = 0; i < 12; i++) {
      const body = resident(i);
      if (body.politicalStatus === null) delete (body as Record<string, unknown>).politicalStatus;
      const r = await s.api.post(`${API}/add`, body, t.admin);
      expect(r.body.success, r.body.message).toBe(true);
    }
    const rows = Array.from({ length: 300 }, (_, i) => ({ id: newId(), createTime: nowText(), ...resident(100 + i, { name: `批量${i}` }) }));
    await s.app.ctx.db.insertInto('t_base_resident').values(rows).execute();
    await expectExact();
  });

  it('edits that move a resident to another street or change the political status, and edits that change neither', async () => {
    const added = await ids('汇总%');
    expect((await s.api.put(`${API}/edit`, { id: added[0], regionCode: GRIDS[3] }, t.admin)).body.success).toBe(true);
    expect((await s.api.put(`${API}/edit`, { id: added[1], politicalStatus: '01' }, t.admin)).body.success).toBe(true);
    expect((await s.api.put(`${API}/edit`, { id: added[2], regionCode: GRIDS[2], politicalStatus: '02' }, t.admin)).body.success).toBe(true);
    expect((await s.api.put(`${API}/edit`, { id: added[3], name: '只改姓名' }, t.admin)).body.success).toBe(true);
    await expectExact();
    await s.app.ctx.db.updateTable('t_base_resident').set({ politicalStatus: '01' }).where('politicalStatus', '=', '13').execute();
    await s.app.ctx.db.updateTable('t_base_resident').set({ regionCode: GRIDS[0], politicalStatus: null }).where('name', 'like', '批量1%').execute();
    await expectExact();
  });

  it('deletes one, a batch, and many rows by one statement', async () => {
    const added = await ids('汇总%');
    expect((await s.api.delete(`${API}/delete`, { id: added[4] }, t.admin)).body.success).toBe(true);
    expect((await s.api.delete(`${API}/deleteBatch`, { ids: added.slice(5, 8).join(',') }, t.admin)).body.success).toBe(true);
    await s.app.ctx.db.deleteFrom('t_base_resident').where('name', 'like', '批量2%').execute();
    await expectExact();
    // Everything of one combination gone: the dashboards show no group for it, as counting the table does.
    await s.app.ctx.db.deleteFrom('t_base_resident').where('regionCode', '=', GRIDS[1]).execute();
    await expectExact();
  });

  it('a rollup whose triggers went missing (a table rebuilt by a migration) is recounted at the next start', async () => {
    const name = `zz_${rollup().table}_i`;
    await sql`drop trigger ${sql.id(name)}${testDialect === 'postgres' ? sql` on t_base_resident` : sql``}`.execute(db());
    const rows = Array.from({ length: 20 }, (_, i) => ({ id: newId(), createTime: nowText(), ...resident(500 + i, { name: `无触发${i}` }) }));
    await s.app.ctx.db.insertInto('t_base_resident').values(rows).execute();
    expect(await countsOfRollup()).not.toEqual(await countsOfTable());
    expect(await syncRollups(s.app.ctx.database, s.app.ctx.entities.all())).toEqual([rollup().table]);
    await expectExact();
    // With its triggers back it keeps counting.
    await s.app.ctx.db.deleteFrom('t_base_resident').where('name', 'like', '无触发1%').execute();
    await expectExact();
  });
});
