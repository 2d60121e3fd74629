/**
 * Report options the shipped reports do not use, on a report written for this test into a copy of schemas/: a range
 * query field (<field>_begin / <field>_end), a column with its own dictionary, a required self_ parameter and a
 * like rule. SQLite and, with TEST_DB=postgres, PostgreSQL.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type TestServer } from '../helpers/server.js';

let s: TestServer;
let dir: string;
let street01: string;

const REPORT = {
  code: 'grid_party',
  title: '网格党员',
  entity: 'grid',
  permission: 'grid:list',
  columns: [{ field: 'gridName' }, { field: 'partNum' }, { field: 'dicPartOrgType', dict: 'DIC_PART_ORG_TYPE' }],
  query: [{ field: 'partNum', mode: 'group' }],
  params: [{ name: 'community', field: 'gridCode', rule: 'right_like', title: '所属社区', required: true }],
};

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'zhdj-report-config-'));
  fs.cpSync('schemas', dir, { recursive: true });
  fs.writeFileSync(path.join(dir, 'reports', 'grid_party.json'), JSON.stringify(REPORT));
  s = await startServer({ schemaDir: dir });
  street01 = await s.api.login('street01');
  const admin = await s.api.login('admin');
  const grids = (await s.api.get('/TBaseGridController/list', { pageSize: 50 }, admin)).body.result.records as Array<{ id: string; gridCode: string }>;
  const counts: Record<string, number> = { '210102001002001': 3, '210102001002002': 8, '210102001002003': 15 };
  for (const g of grids)
    if (counts[g.gridCode] !== undefined) await s.api.put('/TBaseGridController/edit', { id: g.id, partNum: counts[g.gridCode], dicPartOrgType: '2' }, admin);
});
afterAll(async () => {
  await s?.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

const data = (query: Record<string, string>) => s.api.get('/online/cgreport/api/getData/grid_party', query, street01);

describe('report options', () => {
  it('a required self_ parameter is refused when missing, and its like rule narrows the rows', async () => {
    const missing = await data({});
    expect(missing.status).toBe(400);
    expect(missing.body.message).toBe('报表参数“所属社区”不能为空');
    const rows = (await data({ self_community: '210102001002', pageSize: '10' })).body.result.records;
    expect(rows.map((r: { partNum: number }) => r.partNum).sort((a: number, b: number) => a - b)).toEqual([3, 8, 15]);
  });

  it('a range query field takes _begin and _end, not the bare name', async () => {
    const rows = (await data({ self_community: '210102001002', partNum_begin: '5', partNum_end: '10' })).body.result.records;
    expect(rows.map((r: { partNum: number }) => r.partNum)).toEqual([8]);
    const bare = await data({ self_community: '210102001002', partNum: '8' });
    expect(bare.body.message).toBe('报表不支持查询参数“partNum”');
    expect((await data({ self_community: '210102001002', partNum_begin: 'many' })).body.message).toBe('党员人数的查询值应为整数');
  });

  it('a column with its own dictionary gets its texts and items from that dictionary', async () => {
    const columns = (await s.api.get('/online/cgreport/api/getRpColumns/grid_party', {}, street01)).body.result;
    expect(columns.dictOptions.dicPartOrgType.map((o: { text: string }) => o.text).slice(0, 3)).toEqual(['党委', '党总支', '党支部']);
    const info = (await s.api.get('/online/cgreport/api/getQueryInfo/grid_party', {}, street01)).body.result;
    expect(info).toEqual([{ label: '党员人数', field: 'partNum', mode: 'group', view: 'integer' }]);
    const row = (await data({ self_community: '210102001002', partNum_begin: '15' })).body.result.records[0];
    // The entity's own dictionary would say 网格党小组.
    expect(row).toMatchObject({ partNum: 15, dicPartOrgType: '2', dicPartOrgType_dictText: '党总支' });
  });
});
