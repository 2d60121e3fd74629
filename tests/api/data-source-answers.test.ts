/**
 * The data-source connection test's answers tell no target from another (issue 31 item 4): a SQLite file is opened
 * only inside the data source folders (DATA_DIR/data-sources and DATA_SOURCE_FILE_DIRS; a link out of them is not
 * followed), so 连接成功 cannot show that a file elsewhere on the server is a database; and every failure is answered
 * no sooner than the test's time (shortened here), so a refused port and a silent host answer alike. SQLite and
 * PostgreSQL.
 */
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dataSourcePools } from '../../src/server/services/data-source/source-pools.js';
import { startServer, type TestServer } from '../helpers/server.js';
import { closedPort } from '../helpers/closed-port.js';

const TEST_MS = 600;
const TEST_FAILED = '连接失败，请检查连接信息（原因已记入服务器日志）';
const FILE_OUTSIDE = 'SQLite数据库文件须位于数据源文件目录中（DATA_DIR/data-sources 或 DATA_SOURCE_FILE_DIRS 所列目录）';

let s: TestServer;
let admin = '';
let root = '';
let listed = '';
let outside = '';
let silent: net.Server;
let silentPort = 0;
const held: net.Socket[] = [];

function sqliteFile(file: string): string {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const db = new SQLite(file);
  db.exec('create table t_note (id text primary key)');
  db.close();
  return file;
}

beforeAll(async () => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'zhdj-ds-answers-'));
  listed = path.join(root, 'listed');
  outside = sqliteFile(path.join(root, 'elsewhere', 'secret.sqlite'));
  sqliteFile(path.join(listed, 'listed.sqlite'));
  // Accepts and never says a word, as a host that drops the packets would look after the connection.
  silent = net.createServer((socket) => void held.push(socket.on('error', () => undefined)));
  await new Promise<void>((r) => silent.listen(0, '127.0.0.1', r));
  silentPort = (silent.address() as net.AddressInfo).port;
  s = await startServer({ dataSourceAllowedHosts: ['127.0.0.1'], dataSourceFileDirs: [listed], dataSourceTestMs: TEST_MS });
  admin = await s.api.login('admin');
});
afterAll(async () => {
  await s?.close();
  for (const socket of held) socket.destroy();
  await new Promise((r) => silent.close(r));
  fs.rmSync(root, { recursive: true, force: true });
});

const test = (body: Record<string, unknown>) => s.api.post('/sys/dataSource/testConnection', body, admin);
async function timed(body: Record<string, unknown>) {
  const started = performance.now();
  const r = await test(body);
  return { body: r.body, ms: performance.now() - started };
}

describe('data source test answers', () => {
  it('opens SQLite files only in the data source folders: a relative name, a listed folder', async () => {
    sqliteFile(path.join(s.config.dataDir, 'data-sources', 'notes.sqlite'));
    expect((await test({ dbType: 'sqlite', filePath: 'notes.sqlite' })).body).toMatchObject({ success: true, message: '连接成功' });
    expect((await test({ dbType: 'sqlite', filePath: path.join(listed, 'listed.sqlite') })).body).toMatchObject({ success: true, message: '连接成功' });
  });

  it("refuses a file elsewhere by its name alone: another folder, a way up, the platform's own database", async () => {
    const wayUp = path.relative(path.join(s.config.dataDir, 'data-sources'), outside);
    expect(wayUp.startsWith('..')).toBe(true);
    for (const filePath of [
      outside,
      wayUp,
      `${listed}/../elsewhere/secret.sqlite`,
      path.join(s.config.dataDir, 'zhdj.sqlite'),
      path.join(root, 'missing.sqlite'),
    ]) {
      expect((await test({ dbType: 'sqlite', filePath })).body).toMatchObject({ success: false, code: 400, message: FILE_OUTSIDE });
    }
    // A report's data source follows the same rule.
    const added = await s.api.post('/sys/dataSource/add', { code: 'outside_file', name: '外部文件', dbType: 'sqlite', filePath: outside }, admin);
    expect(added.body.success).toBe(true);
    await expect(dataSourcePools(s.app.ctx).get('outside_file')).rejects.toThrow(/数据源文件目录/);
  });

  it('does not follow a link out of a data source folder', async () => {
    const link = path.join(listed, 'link.sqlite');
    fs.symlinkSync(outside, link);
    const answer = await timed({ dbType: 'sqlite', filePath: link });
    expect(answer.body).toMatchObject({ success: false, message: TEST_FAILED });
    expect(answer.ms).toBeGreaterThanOrEqual(TEST_MS - 5);
  });

  it('answers a refused port, a silent host and a host not allowed with one message, none sooner than the test time', async () => {
    const pg = { dbType: 'postgresql', dbName: 'x', dbUsername: 'u', dbPassword: 'x' };
    const refused = await timed({ ...pg, host: '127.0.0.1', port: await closedPort() });
    const quiet = await timed({ ...pg, host: '127.0.0.1', port: silentPort });
    const notAllowed = await timed({ ...pg, host: 'localhost', port: silentPort });
    for (const answer of [refused, quiet, notAllowed]) {
      expect(answer.body).toMatchObject({ success: false, code: 400, message: TEST_FAILED });
      expect(answer.ms).toBeGreaterThanOrEqual(TEST_MS - 5);
    }
    // Input that names no target to try is an input error, with its own message.
    expect((await test({ dbType: 'postgresql', host: '127.0.0.1' })).body).toMatchObject({ success: false, message: '请填写主机和数据库名' });
    expect((await test({ dbType: 'sqlite' })).body).toMatchObject({ success: false, message: '请填写SQLite数据库文件路径' });
  });
});
