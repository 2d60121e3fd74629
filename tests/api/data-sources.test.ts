/**
 * 数据源管理: the connection test really connects (SQLite files; PostgreSQL refused on a closed port, and reached on
 * the test cluster in the PostgreSQL run), failures answered with one message (data-source-password.test.ts), passwords are stored encrypted and never answered, only the administrator
 * manages data sources, and an online report naming a data source runs on it, read-only, within the reader's region,
 * on a new connection once the definition changes. SQLite and (TEST_DB=postgres) PostgreSQL.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { columnName } from '../../src/shared/entity-meta.js';
import { dataSourcePools } from '../../src/server/services/data-source/source-pools.js';
import { startServer, testDialect, type TestServer } from '../helpers/server.js';
import { closedPort } from '../helpers/closed-port.js';

let s: TestServer;
let dir: string;
const t: Record<string, string> = {};
const PASSWORD = 'Pg-Pass-For-Test-123';
const FAILED = '连接失败，请检查连接信息（原因已记入服务器日志）';

const REPORT = {
  code: 'ext_grids',
  title: '外部网格',
  entity: 'grid',
  dataSource: 'ext_grid',
  permission: 'grid:list',
  columns: [{ field: 'gridName' }, { field: 'gridCode' }, { field: 'dicGridType' }],
};

/** A SQLite file holding the grid entity's table (every column as text) and the given grids. */
function gridFile(name: string, grids: Array<{ gridName: string; gridCode: string }>): string {
  const file = path.join(dir, name);
  const columns = Object.keys(s.app.ctx.entities.get('grid').properties).map(columnName);
  const db = new SQLite(file);
  db.exec(`create table t_base_grid (${columns.map((c) => `${c} text`).join(', ')})`);
  const insert = db.prepare('insert into t_base_grid (id, grid_name, grid_code, region_code, dic_grid_type, create_time) values (?, ?, ?, ?, ?, ?)');
  grids.forEach((g, i) => insert.run(`g${i}`, g.gridName, g.gridCode, g.gridCode.slice(0, 12), '1', `2026-01-0${i + 1} 00:00:00`));
  db.close();
  return file;
}

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'zhdj-data-sources-'));
  fs.cpSync('schemas', path.join(dir, 'schemas'), { recursive: true });
  fs.writeFileSync(path.join(dir, 'schemas', 'reports', 'ext_grids.json'), JSON.stringify(REPORT));
  s = await startServer({ schemaDir: path.join(dir, 'schemas'), dataSourceAllowedHosts: ['127.0.0.1'], dataSourceFileDirs: [dir], dataSourceTestMs: 300 });
  for (const u of ['admin', 'street01']) t[u] = await s.api.login(u);
});
afterAll(async () => {
  await s?.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

const add = async (source: Record<string, unknown>) => {
  const r = await s.api.post('/sys/dataSource/add', source, t.admin);
  expect(r.body).toMatchObject({ success: true });
  return String(r.body.result.id);
};
const test = (body: Record<string, unknown>, who = 'admin') => s.api.post('/sys/dataSource/testConnection', body, t[who]);

describe('data sources', () => {
  it('the connection test opens a SQLite file and fails on a missing or foreign file, creating nothing', async () => {
    const id = await add({ code: 'local_file', name: '本地文件', dbType: 'sqlite', filePath: gridFile('ok.sqlite', []) });
    expect((await test({ id })).body).toMatchObject({ success: true, message: '连接成功' });

    const missing = await test({ dbType: 'sqlite', filePath: path.join(dir, 'none.sqlite') });
    expect(missing.body).toMatchObject({ success: false, message: FAILED });
    expect(fs.existsSync(path.join(dir, 'none.sqlite'))).toBe(false);
    fs.writeFileSync(path.join(dir, 'text.txt'), 'this is not a database, just some text that is long enough to be read as a header');
    expect((await test({ dbType: 'sqlite', filePath: path.join(dir, 'text.txt') })).body.message).toBe(FAILED);
  });

  it('a PostgreSQL server that is not there fails the test; the PostgreSQL run also reaches its cluster', async () => {
    const port = await closedPort();
    const refused = await test({ dbType: 'postgresql', host: '127.0.0.1', port, dbName: 'none', dbUsername: 'nobody', dbPassword: 'x' });
    expect(refused.body).toMatchObject({ success: false, message: FAILED });
    // The SQLite run has no PostgreSQL server it may count on.
    if (testDialect !== 'postgres') return;
    const url = new URL(process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test');
    const id = await add({
      code: 'test_cluster',
      name: '测试库',
      dbType: 'postgresql',
      host: url.hostname,
      port: Number(url.port || 5432),
      dbName: url.pathname.slice(1),
      dbUsername: decodeURIComponent(url.username),
      dbPassword: decodeURIComponent(url.password),
    });
    expect((await test({ id })).body).toMatchObject({ success: true, message: '连接成功' });
    expect((await test({ id, dbName: 'no_such_database_here' })).body.message).toBe(FAILED);
  });

  it('stores the password encrypted, never answers it, and keeps it when the mask comes back', async () => {
    const id = await add({
      code: 'secret_pg',
      name: '加密测试',
      dbType: 'postgresql',
      host: 'db.example.internal',
      port: 5432,
      dbName: 'biz',
      dbUsername: 'reader',
      dbPassword: PASSWORD,
    });
    const stored = await s.app.ctx.db.selectFrom('sys_data_source').select('dbPassword').where('id', '=', id).executeTakeFirstOrThrow();
    expect(stored.dbPassword).toMatch(/^enc:v1:/);
    expect(stored.dbPassword).not.toContain(PASSWORD);
    const list = await s.api.get('/sys/dataSource/list', {}, t.admin);
    const one = await s.api.get('/sys/dataSource/queryById', { id }, t.admin);
    for (const a of [list, one]) expect(JSON.stringify(a.body)).not.toContain(PASSWORD);
    expect(one.body.result).toMatchObject({ code: 'secret_pg', dbPassword: '******' });
    expect(list.body.result.records.find((r: { id: string }) => r.id === id)).not.toHaveProperty('dbPassword');

    await s.api.put('/sys/dataSource/edit', { id, name: '加密测试2', dbPassword: '******' }, t.admin);
    expect((await s.app.ctx.db.selectFrom('sys_data_source').select('dbPassword').where('id', '=', id).executeTakeFirstOrThrow()).dbPassword).toBe(
      stored.dbPassword,
    );
    await s.api.put('/sys/dataSource/edit', { id, dbPassword: '' }, t.admin);
    expect((await s.api.get('/sys/dataSource/queryById', { id }, t.admin)).body.result.dbPassword).toBe('');
    expect(JSON.stringify(await s.app.ctx.db.selectFrom('sys_log').selectAll().execute())).not.toContain(PASSWORD);
  });

  it('only the system administrator manages and tests data sources', async () => {
    expect((await s.api.get('/sys/dataSource/list', {}, t.street01)).status).toBe(403);
    expect((await s.api.post('/sys/dataSource/add', { code: 'x', name: 'x', dbType: 'sqlite' }, t.street01)).status).toBe(403);
    expect((await test({ dbType: 'sqlite', filePath: path.join(dir, 'ok.sqlite') }, 'street01')).status).toBe(403);
  });

  it("an online report naming a data source runs on it, in the reader's region, read-only, and follows an edit", async () => {
    const first = gridFile('grids-1.sqlite', [
      { gridName: '外部网格甲', gridCode: '210102001002901' },
      { gridName: '外部网格乙', gridCode: '210102002001901' },
    ]);
    const id = await add({ code: 'ext_grid', name: '外部网格库', dbType: 'sqlite', filePath: first });
    const data = (who: string) => s.api.get('/online/cgreport/api/getData/ext_grids', { pageSize: 10 }, t[who]);

    const all = (await data('admin')).body.result;
    expect(all.total).toBe(2);
    expect(all.records.map((r: { gridName: string }) => r.gridName).sort()).toEqual(['外部网格乙', '外部网格甲'].sort());
    // Dictionary texts come from the platform's dictionaries.
    expect(all.records[0].dicGridType_dictText).toBeTruthy();
    // street01 (浑河湾街道, 210102001) reads only the grid of its street.
    expect((await data('street01')).body.result.records.map((r: { gridName: string }) => r.gridName)).toEqual(['外部网格甲']);

    const pool = await dataSourcePools(s.app.ctx).get('ext_grid');
    await expect(pool.db.deleteFrom('t_base_grid' as never).execute()).rejects.toThrow(/readonly/);

    const second = gridFile('grids-2.sqlite', [{ gridName: '新库网格', gridCode: '210102001002902' }]);
    await s.api.put('/sys/dataSource/edit', { id, filePath: second }, t.admin);
    expect((await data('admin')).body.result.records.map((r: { gridName: string }) => r.gridName)).toEqual(['新库网格']);

    await s.api.delete('/sys/dataSource/delete', { id }, t.admin);
    const gone = await data('admin');
    expect(gone.status).toBe(404);
    expect(gone.body.message).toBe('数据源“ext_grid”不存在');
    expect(dataSourcePools(s.app.ctx).openCodes()).not.toContain('ext_grid');
  });
});
