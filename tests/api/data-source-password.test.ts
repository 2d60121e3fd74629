/**
 * The data-source connection test sends a stored password only to the server it was stored for (issue 31 item 4): a
 * test naming another host or port needs the password typed again, the host follows the entity's rule (no socket
 * path) and DATA_SOURCE_ALLOWED_HOSTS, and every failure answers the same message. A listener on 127.0.0.1 that asks
 * for a clear-text password, as a PostgreSQL server may, shows what arrives. SQLite and PostgreSQL.
 */
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type TestServer } from '../helpers/server.js';
import { closedPort } from '../helpers/closed-port.js';

const STORED = 'Stored-Db-Password-31';
const TEST_FAILED = '连接失败，请检查连接信息（原因已记入服务器日志）';
const retype = (changed: string) => `修改了${changed}，保存的密码不会发往新的目标，请重新输入密码`;

let s: TestServer;
let admin = '';
let listener: net.Server;
let listenerPort = 0;
let dir = '';
let connections = 0;
const passwords: string[] = [];

/** A PostgreSQL server as far as the password: it asks for it in clear text, notes it and hangs up. */
function fakePostgres(): net.Server {
  return net.createServer((socket) => {
    connections++;
    let asked = false;
    socket.on('data', (chunk) => {
      if (!asked) {
        asked = true;
        const auth = Buffer.alloc(9);
        auth.write('R', 0);
        auth.writeInt32BE(8, 1);
        auth.writeInt32BE(3, 5);
        socket.write(auth);
        return;
      }
      if (chunk[0] === 0x70) passwords.push(chunk.subarray(5, chunk.indexOf(0, 5)).toString('utf8'));
      socket.destroy();
    });
    socket.on('error', () => undefined);
  });
}

beforeAll(async () => {
  listener = fakePostgres();
  await new Promise<void>((r) => listener.listen(0, '127.0.0.1', r));
  listenerPort = (listener.address() as net.AddressInfo).port;
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'zhdj-ds-password-'));
  s = await startServer({ dataSourceAllowedHosts: ['127.0.0.1'], dataSourceFileDirs: [dir], dataSourceTestMs: 300 });
  admin = await s.api.login('admin');
});
afterAll(async () => {
  await s?.close();
  await new Promise((r) => listener.close(r));
  fs.rmSync(dir, { recursive: true, force: true });
});

const add = async (source: Record<string, unknown>) => {
  const r = await s.api.post(
    '/sys/dataSource/add',
    { name: '测试', dbType: 'postgresql', dbName: 'biz', dbUsername: 'reader', dbPassword: STORED, ...source },
    admin,
  );
  expect(r.body).toMatchObject({ success: true });
  return String(r.body.result.id);
};
const test = (body: Record<string, unknown>, id?: string) => s.api.post(`/sys/dataSource/testConnection${id ? `?id=${id}` : ''}`, body, admin);

describe('data source connection test', () => {
  it('sends the stored password to the stored host and port only; another host or port needs it typed again', async () => {
    const elsewhere = await add({ code: 'stored_elsewhere', host: 'db.example.internal', port: 5432 });
    const otherPort = await add({ code: 'stored_other_port', host: '127.0.0.1', port: await closedPort() });
    connections = 0;
    passwords.length = 0;
    for (const [id, body, changed] of [
      [elsewhere, { host: '127.0.0.1', port: listenerPort, dbPassword: '******' }, '主机、端口'],
      [elsewhere, { host: '127.0.0.1', port: listenerPort }, '主机、端口'],
      [otherPort, { port: listenerPort, dbPassword: '******' }, '端口'],
      [otherPort, { dbName: 'other', dbPassword: '******' }, '数据库名'],
    ] as const) {
      expect((await test(body, id)).body).toMatchObject({ success: false, message: retype(changed) });
    }
    expect(connections).toBe(0);

    // Typed again, the typed password goes; the stored one never did.
    expect((await test({ host: '127.0.0.1', port: listenerPort, dbPassword: 'typed-again' }, elsewhere)).body.message).toBe(TEST_FAILED);
    expect(passwords).toEqual(['typed-again']);

    // At the stored host and port the stored password is used, as before.
    const here = await add({ code: 'stored_here', host: '127.0.0.1', port: listenerPort });
    expect((await test({}, here)).body.message).toBe(TEST_FAILED);
    expect(passwords).toEqual(['typed-again', STORED]);
  });

  it('an edit that moves the stored password to another target is refused, nothing written, until it is typed again', async () => {
    const id = await add({ code: 'edit_elsewhere', host: 'db.example.internal', port: 5432 });
    const row = () =>
      s.app.ctx.db.selectFrom('sys_data_source').select(['host', 'port', 'dbName', 'dbPassword']).where('id', '=', id).executeTakeFirstOrThrow();
    const before = await row();
    const edit = (body: Record<string, unknown>) => s.api.put('/sys/dataSource/edit', { id, ...body }, admin);
    for (const [body, changed] of [
      [{ host: '127.0.0.1', port: listenerPort, dbPassword: '******' }, '主机、端口'],
      [{ host: '127.0.0.1', name: '改名' }, '主机'],
      [{ dbType: 'sqlite', filePath: 'x.sqlite', dbPassword: '******' }, '数据库类型、文件路径'],
      [{ dbName: 'other', dbPassword: '******' }, '数据库名'],
    ] as const) {
      expect((await edit(body)).body).toMatchObject({ success: false, message: retype(changed) });
    }
    expect(await row()).toEqual(before);
    // The stored definition is what the test still uses: nothing reached the listener.
    connections = 0;
    expect((await test({}, id)).body.message).toBe(TEST_FAILED);
    expect(connections).toBe(0);

    // The same target with the mask keeps the password; a new target with the password typed again is saved.
    expect((await edit({ host: 'db.example.internal', port: 5432, name: '同一目标', dbPassword: '******' })).body.success).toBe(true);
    expect((await row()).dbPassword).toBe(before.dbPassword);
    expect((await edit({ host: '127.0.0.1', port: listenerPort, dbPassword: 'typed-for-here' })).body.success).toBe(true);
    passwords.length = 0;
    expect((await test({}, id)).body.message).toBe(TEST_FAILED);
    expect(passwords).toEqual(['typed-for-here']);
  });

  it('refuses a socket path and a host outside DATA_SOURCE_ALLOWED_HOSTS before connecting', async () => {
    connections = 0;
    const socketDir = await test({ dbType: 'postgresql', host: '/var/run/postgresql', dbName: 'test', dbUsername: 'postgres', dbPassword: 'x' });
    expect(socketDir.body).toMatchObject({ success: false, message: '主机应为主机名或IP地址' });
    expect((await test({ dbType: 'postgresql', host: '127.0.0.1', port: 70000, dbName: 'x', dbPassword: 'x' })).body.success).toBe(false);
    // localhost reaches the listener's address, but only 127.0.0.1 is allowlisted by name.
    const named = await test({ dbType: 'postgresql', host: 'localhost', port: listenerPort, dbName: 'x', dbPassword: 'typed' });
    expect(named.body).toMatchObject({ success: false, message: TEST_FAILED });
    expect(connections).toBe(0);
  });

  it('answers one message for a closed port, an open one, a missing file and a file that is no database', async () => {
    const pg = { dbType: 'postgresql', host: '127.0.0.1', dbName: 'x', dbUsername: 'u', dbPassword: 'x' };
    fs.writeFileSync(path.join(dir, 'text.txt'), 'this is not a database, just some text that is long enough to be read as a header');
    const answers = [
      await test({ ...pg, port: await closedPort() }),
      await test({ ...pg, port: listenerPort }),
      await test({ dbType: 'sqlite', filePath: path.join(dir, 'none.sqlite') }),
      await test({ dbType: 'sqlite', filePath: path.join(dir, 'text.txt') }),
    ];
    for (const a of answers) expect(a.body).toMatchObject({ success: false, code: 400, message: TEST_FAILED });
  });
});
