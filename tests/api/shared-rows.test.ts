/**
 * Shared editable-table rows (002 §4) at /api/websocket/sharedTable/{userId}: joining a record's table needs the
 * right to read the record (permission and region scope); a member's row changes reach the other members only; a row
 * lock shows to the others with the holder's name, blocks their changes of that row, and goes on unlock, on leave,
 * when the holder's socket closes and when the server closes a silent socket; and the same across two instances
 * through Redis.
 */
import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { DynamicDb } from '../../src/server/db/tables.js';
import { isOpen, openPush, type PushClient } from '../helpers/push-client.js';
import { startServer, type TestServer } from '../helpers/server.js';
import { demoSchemaCopy } from '../schemas/demo-book.js';

const ROUTE = '/api/websocket/sharedTable/';
const WAIT = { timeout: 5000, interval: 10 };
let s: TestServer;
let dir: string;
const tokens: Record<string, string> = {};
const ids: Record<string, string> = {};
let record = '';
let channel = '';
const opened: Array<{ client: PushClient; beat: ReturnType<typeof setInterval> }> = [];

/** A member socket: what it received, and a helper to send JSON. It beats every 200 ms unless told to stay silent. */
interface Member {
  client: PushClient;
  send(message: unknown): void;
  got(cmd: string): Array<Record<string, unknown>>;
}

async function member(server: TestServer, user: string, token = tokens[user], silent = false): Promise<Member> {
  const client = await openPush(server.url, ids[user], token, 'protocol', ROUTE);
  if (!isOpen(client)) throw new Error(`refused ${client.refused}`);
  const beat = setInterval(() => !silent && client.closed() === undefined && client.socket.send('HeartBeat'), 200);
  opened.push({ client, beat });
  return {
    client,
    send: (message) => client.socket.send(JSON.stringify(message)),
    got: (cmd) => client.received.filter((m) => (m as { cmd?: string }).cmd === cmd) as Array<Record<string, unknown>>,
  };
}

async function joined(m: Member, ref = { entity: 'demoPurchase', id: record, field: 'items' }): Promise<Record<string, unknown>> {
  m.send({ cmd: 'join', table: ref });
  await vi.waitFor(() => expect([...m.got('joined'), ...m.got('refused')].length).toBeGreaterThan(0), WAIT);
  return [...m.got('joined'), ...m.got('refused')][0];
}

const lastLocks = (m: Member) => m.got('locks').at(-1)?.locks;

beforeAll(async () => {
  dir = demoSchemaCopy('zhdj-shared-rows-');
  s = await startServer({ schemaDir: dir, pushIdleMs: 1500 });
  const db = s.app.ctx.db as unknown as DynamicDb;
  // 采购申请 is in no menu of the shipped roles: its list permission is given to the community officials here.
  const role = await db.selectFrom('sys_role').select('id').where('roleCode', '=', 'community_admin').executeTakeFirstOrThrow();
  await db.insertInto('sys_permission').values({ id: 'srp-list', name: '采购申请列表', menuType: 2, perms: 'demoPurchase:list' }).execute();
  await db.insertInto('sys_role_permission').values({ id: 'srrp-list', roleId: role.id, permissionId: 'srp-list' }).execute();
  for (const u of ['admin', 'community01', 'community02', 'street01']) {
    tokens[u] = await s.api.login(u);
    ids[u] = (await db.selectFrom('sys_user').select('id').where('username', '=', u).executeTakeFirstOrThrow()).id as string;
  }
  const added = await s.api.post(
    '/DemoPurchaseController/add',
    { title: '办公用品', applicant: '张三', applyDate: '2026-11-20', regionCode: '210102001002', items: [{ itemName: '档案盒', quantity: 2, unit: 'xiang' }] },
    tokens.admin,
  );
  record = added.body.result.id;
  channel = `demoPurchase/${record}/items`;
});
afterAll(async () => {
  for (const o of opened) {
    clearInterval(o.beat);
    o.client.socket.close();
  }
  await s?.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

describe('joining a record’s table', () => {
  it('refuses a handshake without a session, and another user’s path', async () => {
    expect(await openPush(s.url, ids.community01, undefined, 'protocol', ROUTE)).toEqual({ refused: 401 });
    expect(await openPush(s.url, ids.community01, tokens.street01, 'protocol', ROUTE)).toEqual({ refused: 403 });
  });

  it('lets in who may read the record, and refuses the others with a reason', async () => {
    expect(await joined(await member(s, 'community01'))).toEqual({ cmd: 'joined', channel });
    expect(await joined(await member(s, 'admin'))).toEqual({ cmd: 'joined', channel });
    // Same permission, another community: the record is outside community02's region.
    expect(await joined(await member(s, 'community02'))).toEqual({ cmd: 'refused', channel, message: '该数据不存在或您无权查看' });
    expect(await joined(await member(s, 'street01'))).toEqual({ cmd: 'refused', channel, message: '您没有查看该数据的权限' });
    const unknown = await joined(await member(s, 'admin'), { entity: 'sysUserSecrets', id: record, field: 'items' });
    expect(unknown).toMatchObject({ cmd: 'refused', message: '该数据不存在或您无权查看' });
  });
});

describe('row changes', () => {
  it('reach the other members, not the sender and not someone who was refused', async () => {
    const a = await member(s, 'admin');
    const b = await member(s, 'community01');
    const outsider = await member(s, 'community02');
    await joined(a);
    await joined(b);
    await joined(outsider);
    const ops = [
      { type: 'set', row: 'k1', key: 'quantity', value: 5 },
      { type: 'add', index: 1, rows: [{ row: 'n-abc', value: { itemName: '签字笔', quantity: 1 } }] },
      { type: 'move', row: 'n-abc', to: 0 },
      { type: 'remove', rows: ['n-abc'] },
    ];
    for (const op of ops) a.send({ cmd: 'op', channel, op });
    // The outsider tries to write into a table it could not join: nobody hears it.
    outsider.send({ cmd: 'op', channel, op: { type: 'set', row: 'k1', key: 'quantity', value: 99 } });
    await vi.waitFor(() => expect(b.got('op').map((m) => m.op)).toEqual(ops), WAIT);
    a.send('HeartBeat');
    await vi.waitFor(() => expect(a.client.received).toContainEqual({ cmd: 'heartcheck', msgTxt: '心跳响应' }), WAIT);
    expect(a.got('op')).toEqual([]);
    expect(outsider.got('op')).toEqual([]);
    expect(b.got('op').map((m) => m.op)).toEqual(ops);
  });

  it('ignores malformed changes', async () => {
    const a = await member(s, 'admin');
    const b = await member(s, 'community01');
    await joined(a);
    await joined(b);
    a.send({ cmd: 'op', channel, op: { type: 'set', row: 'bad row!', key: 'x', value: 1 } });
    a.send({ cmd: 'op', channel, op: { type: 'drop table' } });
    a.send({ cmd: 'op', channel, op: { type: 'set', row: 'k2', key: 'remark', value: '好' } });
    await vi.waitFor(() => expect(b.got('op').length).toBe(1), WAIT);
    expect(b.got('op')[0].op).toEqual({ type: 'set', row: 'k2', key: 'remark', value: '好' });
  });
});

describe('row locks', () => {
  it('show the holder’s name to the others, block their changes of that row, and go on unlock and on leave', async () => {
    const holder = await member(s, 'community01');
    const other = await member(s, 'admin');
    await joined(holder);
    await joined(other);
    holder.send({ cmd: 'lock', channel, row: 'r-1' });
    await vi.waitFor(() => expect(lastLocks(other)).toEqual([{ row: 'r-1', userId: ids.community01, name: '水源地社区管理员' }]), WAIT);
    expect(lastLocks(holder)).toEqual([]);
    // The other cannot take it, and its change of that row is dropped; a change of another row goes through.
    other.send({ cmd: 'lock', channel, row: 'r-1' });
    other.send({ cmd: 'op', channel, op: { type: 'set', row: 'r-1', key: 'quantity', value: 7 } });
    other.send({ cmd: 'op', channel, op: { type: 'set', row: 'r-2', key: 'quantity', value: 8 } });
    await vi.waitFor(() => expect(holder.got('op').length).toBe(1), WAIT);
    expect(holder.got('op')[0].op).toMatchObject({ row: 'r-2' });
    // Focusing another row moves the lock; unlocking frees it.
    holder.send({ cmd: 'lock', channel, row: 'r-3' });
    await vi.waitFor(() => expect(lastLocks(other)).toEqual([expect.objectContaining({ row: 'r-3' })]), WAIT);
    holder.send({ cmd: 'unlock', channel, row: 'r-3' });
    await vi.waitFor(() => expect(lastLocks(other)).toEqual([]), WAIT);
    holder.send({ cmd: 'lock', channel, row: 'r-4' });
    await vi.waitFor(() => expect(lastLocks(other)).toEqual([expect.objectContaining({ row: 'r-4' })]), WAIT);
    holder.send({ cmd: 'leave', channel });
    await vi.waitFor(() => expect(lastLocks(other)).toEqual([]), WAIT);
  });

  it('go when the holder’s socket closes, and when the server closes a socket that stopped beating', async () => {
    const other = await member(s, 'admin');
    await joined(other);
    const closing = await member(s, 'community01');
    await joined(closing);
    closing.send({ cmd: 'lock', channel, row: 'r-5' });
    await vi.waitFor(() => expect(lastLocks(other)).toEqual([expect.objectContaining({ row: 'r-5' })]), WAIT);
    closing.client.socket.close();
    await vi.waitFor(() => expect(lastLocks(other)).toEqual([]), WAIT);

    const silent = await member(s, 'community01', tokens.community01, true);
    await joined(silent);
    silent.send({ cmd: 'lock', channel, row: 'r-6' });
    await vi.waitFor(() => expect(lastLocks(other)).toEqual([expect.objectContaining({ row: 'r-6' })]), WAIT);
    await vi.waitFor(() => expect(silent.client.closed()).toBe(4002), WAIT);
    await vi.waitFor(() => expect(lastLocks(other)).toEqual([]), WAIT);
    expect(other.client.closed()).toBeUndefined();
  });
});

/** The Redis the test run uses (scripts/ensure-services.sh starts the local one). */
const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

describe('two instances on one database, through Redis', () => {
  let a: TestServer;
  let b: TestServer;
  beforeAll(async () => {
    const redisChannel = `zhdj:test:shared:${process.pid}:${Date.now()}`;
    a = await startServer({ schemaDir: dir, redisUrl: REDIS_URL, redisChannel });
    b = await startServer({ schemaDir: dir, redisUrl: REDIS_URL, redisChannel }, { sameDatabaseAs: a });
    tokens.admin = await a.api.login('admin');
    const added = await a.api.post(
      '/DemoPurchaseController/add',
      { title: '跨实例采购', applicant: '张三', applyDate: '2026-11-20', regionCode: '210102001002' },
      tokens.admin,
    );
    record = added.body.result.id;
    channel = `demoPurchase/${record}/items`;
    const db = a.app.ctx.db as unknown as DynamicDb;
    const role = await db.selectFrom('sys_role').select('id').where('roleCode', '=', 'community_admin').executeTakeFirstOrThrow();
    await db.insertInto('sys_permission').values({ id: 'srp-list2', name: '采购申请列表', menuType: 2, perms: 'demoPurchase:list' }).execute();
    await db.insertInto('sys_role_permission').values({ id: 'srrp-list2', roleId: role.id, permissionId: 'srp-list2' }).execute();
    tokens.community01 = await b.api.login('community01');
    for (const u of ['admin', 'community01'])
      ids[u] = (await db.selectFrom('sys_user').select('id').where('username', '=', u).executeTakeFirstOrThrow()).id as string;
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
  });

  it('a change on one instance reaches a member on the other, and a lock taken there shows here', async () => {
    const here = await member(a, 'admin');
    const there = await member(b, 'community01');
    expect(await joined(here)).toEqual({ cmd: 'joined', channel });
    expect(await joined(there)).toEqual({ cmd: 'joined', channel });
    here.send({ cmd: 'op', channel, op: { type: 'set', row: 'k1', key: 'quantity', value: 6 } });
    await vi.waitFor(() => expect(there.got('op').map((m) => m.op)).toEqual([{ type: 'set', row: 'k1', key: 'quantity', value: 6 }]), WAIT);
    there.send({ cmd: 'lock', channel, row: 'k1' });
    await vi.waitFor(() => expect(lastLocks(here)).toEqual([{ row: 'k1', userId: ids.community01, name: '水源地社区管理员' }]), WAIT);
    there.client.socket.close();
    await vi.waitFor(() => expect(lastLocks(here)).toEqual([]), WAIT);
  });
});
