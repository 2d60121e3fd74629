/**
 * The push hub (002 §7): /api/websocket/{userId} accepts only a valid session of that user (token as subprotocol
 * or ?token=), answers HeartBeat, delivers a released announcement to the recipient within a second, and closes
 * the socket when its session ends; and the same release across two instances on one database through Redis.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { isOpen, openPush, type PushClient } from '../helpers/push-client.js';
import { startServer, TEST_PASSWORD, testDialect, type TestServer } from '../helpers/server.js';

let s: TestServer;
const t: Record<string, string> = {};
const ids: Record<string, string> = {};
const opened: PushClient[] = [];

beforeAll(async () => {
  s = await startServer();
  for (const u of ['admin', 'community01', 'street01']) {
    t[u] = await s.api.login(u);
    ids[u] = (await s.app.ctx.db.selectFrom('sys_user').select('id').where('username', '=', u).executeTakeFirstOrThrow()).id;
  }
});
afterAll(async () => {
  for (const c of opened) c.socket.close();
  await s.close();
});

async function connect(server: TestServer, user: string, token = t[user], via: 'protocol' | 'query' = 'protocol'): Promise<PushClient> {
  const c = await openPush(server.url, ids[user], token, via);
  if (!isOpen(c)) throw new Error(`refused ${c.refused}`);
  opened.push(c);
  return c;
}

async function releasedTo(server: TestServer, userId: string, titile: string): Promise<string> {
  const added = await server.api.post('/sys/annountCement/add', { titile, msgCategory: '1', priority: 'H', msgType: 'USER', userIds: userId }, t.admin);
  expect(added.body.success).toBe(true);
  const id = added.body.result.id as string;
  expect((await server.api.get('/sys/annountCement/doReleaseData', { id }, t.admin)).body.success).toBe(true);
  return id;
}

describe('websocket /websocket/{userId}', () => {
  it("refuses a missing or wrong token and another user's id", async () => {
    expect(await openPush(s.url, ids.community01)).toEqual({ refused: 401 });
    expect(await openPush(s.url, ids.community01, 'f'.repeat(64))).toEqual({ refused: 401 });
    expect(await openPush(s.url, ids.community01, t.street01)).toEqual({ refused: 403 });
    expect(await openPush(s.url, ids.community01, t.community01, 'query')).toMatchObject({ received: [] });
  });

  it('echoes the token subprotocol and answers HeartBeat', async () => {
    const c = await connect(s, 'community01');
    expect(c.socket.protocol).toBe(t.community01);
    c.socket.send('HeartBeat');
    await vi.waitFor(() => expect(c.received).toContainEqual({ cmd: 'heartcheck', msgTxt: '心跳响应' }), { timeout: 5000, interval: 20 });
  });

  it('a release reaches the recipient within a second, and nobody else', async () => {
    const mine = await connect(s, 'community01');
    const other = await connect(s, 'street01');
    const started = Date.now();
    const id = await releasedTo(s, ids.community01, '停水通知');
    await vi.waitFor(() => expect(mine.received).toContainEqual({ cmd: 'user', msgId: id, msgTxt: '停水通知' }), { timeout: 1000, interval: 10 });
    expect(Date.now() - started).toBeLessThan(1000);
    // What street01 got by then: nothing about this announcement.
    expect(other.received.filter((m) => (m as { msgId?: string }).msgId === id)).toEqual([]);
  });

  it("an administrator's announcement to all users goes out as a topic to every socket", async () => {
    const a = await connect(s, 'street01');
    const added = await s.api.post('/sys/annountCement/add', { titile: '全员通知', msgCategory: '2', priority: 'L', msgType: 'ALL' }, t.admin);
    await s.api.get('/sys/annountCement/doReleaseData', { id: added.body.result.id }, t.admin);
    await vi.waitFor(() => expect(a.received).toContainEqual({ cmd: 'topic', msgId: added.body.result.id, msgTxt: '全员通知' }), {
      timeout: 1000,
      interval: 10,
    });
  });

  it("logout closes the socket of that session, not the user's other sessions", async () => {
    const second = await s.api.login('community01');
    const ending = await connect(s, 'community01', second);
    const staying = await connect(s, 'community01');
    expect((await s.api.post('/sys/logout', {}, second)).body.success).toBe(true);
    await vi.waitFor(() => expect(ending.closed()).toBe(4001), { timeout: 5000, interval: 20 });
    expect(staying.closed()).toBeUndefined();
    expect(await openPush(s.url, ids.community01, second)).toEqual({ refused: 401 });
  });

  it("a password change closes the sockets of the user's other sessions and keeps its own", async () => {
    const changing = await s.api.login('street01');
    const own = await connect(s, 'street01', changing);
    const elsewhere = await connect(s, 'street01');
    const body = { username: 'street01', oldpassword: TEST_PASSWORD, password: 'Street#New2031x', confirmpassword: 'Street#New2031x' };
    expect((await s.api.post('/sys/user/updatePassword', body, changing)).body.success).toBe(true);
    await vi.waitFor(() => expect(elsewhere.closed()).toBe(4001), { timeout: 5000, interval: 20 });
    expect(own.closed()).toBeUndefined();
  });
});

/** The Redis the test run uses (scripts/ensure-services.sh starts the local one). */
const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

describe(`two instances on one ${testDialect} database, through Redis`, () => {
  let a: TestServer;
  let b: TestServer;
  beforeAll(async () => {
    const channel = `zhdj:test:${process.pid}:${Date.now()}`;
    a = await startServer({ redisUrl: REDIS_URL, redisChannel: channel });
    b = await startServer({ redisUrl: REDIS_URL, redisChannel: channel }, { sameDatabaseAs: a });
    t.admin = await a.api.login('admin');
    t.community01 = await b.api.login('community01');
    ids.community01 = (await a.app.ctx.db.selectFrom('sys_user').select('id').where('username', '=', 'community01').executeTakeFirstOrThrow()).id;
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
  });

  it('a release on one instance reaches a socket on the other within a second; a logout there closes it', async () => {
    const onB = await connect(b, 'community01');
    const started = Date.now();
    const id = await releasedTo(a, ids.community01, '跨实例通知');
    await vi.waitFor(() => expect(onB.received).toContainEqual({ cmd: 'user', msgId: id, msgTxt: '跨实例通知' }), { timeout: 1000, interval: 10 });
    expect(Date.now() - started).toBeLessThan(1000);
    await a.api.post('/sys/logout', {}, t.community01);
    await vi.waitFor(() => expect(onB.closed()).toBe(4001), { timeout: 5000, interval: 20 });
  });
});

describe('a socket that stops sending HeartBeat', () => {
  let quick: TestServer;
  beforeAll(async () => {
    quick = await startServer({ pushIdleMs: 400 });
    t.quickUser = await quick.api.login('community01');
    ids.quickUser = (await quick.app.ctx.db.selectFrom('sys_user').select('id').where('username', '=', 'community01').executeTakeFirstOrThrow()).id;
  });
  afterAll(() => quick?.close());

  it('is closed by the server with 4002 after the idle limit, while a socket that keeps beating stays open', async () => {
    const open = async () => {
      const c = await openPush(quick.url, ids.quickUser, t.quickUser);
      if (!isOpen(c)) throw new Error(`refused ${c.refused}`);
      opened.push(c);
      return c;
    };
    const silent = await open();
    const beating = await open();
    const started = Date.now();
    const beat = setInterval(() => beating.socket.send('HeartBeat'), 100);
    try {
      await vi.waitFor(() => expect(silent.closed()).toBe(4002), { timeout: 5000, interval: 20 });
      expect(Date.now() - started).toBeGreaterThanOrEqual(350);
      expect(beating.closed()).toBeUndefined();
    } finally {
      clearInterval(beat);
    }
  });
});
