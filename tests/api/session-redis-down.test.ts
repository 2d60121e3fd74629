/**
 * Issue 31 item 10 when Redis cannot be reached. Instances A and B reach the local Redis through a relay this test
 * can shut (then every connection to it is refused); instance C reaches Redis directly. With the relay shut, a logout
 * and a freeze on A still answer as done, and B, which can no longer hear ends announced elsewhere, stops serving
 * sessions from its cache: the ended sessions are refused at its very next request, while live ones still work. Once
 * Redis is back, A sends the ends it could not announce, so a socket of the logged-out session on C closes too.
 */
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { cloneUser } from '../helpers/clone-user.js';
import { isOpen, openPush, type PushClient } from '../helpers/push-client.js';
import { startServer, testDialect, type TestServer } from '../helpers/server.js';

const REDIS = new URL(process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379');
const WAIT = { timeout: 10_000, interval: 20 };
const WHO = '/UserInfoController/queryLoginUser';

/** A TCP relay to Redis on a fixed port: shut, it refuses new connections and cuts the open ones. */
class Relay {
  private server: net.Server | undefined;
  private sockets = new Set<net.Socket>();
  port = 0;

  async open(): Promise<void> {
    this.server = net.createServer((client) => {
      const upstream = net.connect(Number(REDIS.port || 6379), REDIS.hostname);
      for (const socket of [client, upstream]) {
        this.sockets.add(socket);
        socket.on('error', () => undefined);
        socket.on('close', () => {
          this.sockets.delete(socket);
          client.destroy();
          upstream.destroy();
        });
      }
      client.pipe(upstream).pipe(client);
    });
    await new Promise<void>((resolve) => this.server!.listen(this.port, '127.0.0.1', resolve));
    this.port = (this.server.address() as net.AddressInfo).port;
  }

  async shut(): Promise<void> {
    const closed = new Promise((resolve) => this.server?.close(resolve));
    for (const socket of this.sockets) socket.destroy();
    await closed;
  }

  url(): string {
    return `redis://${REDIS.username || REDIS.password ? `${REDIS.username}:${REDIS.password}@` : ''}127.0.0.1:${this.port}`;
  }
}

const relay = new Relay();
let a: TestServer;
let b: TestServer;
let c: TestServer;
let adminToken: string;
const sockets: PushClient[] = [];

beforeAll(async () => {
  await relay.open();
  const redisChannel = `zhdj:test:redis-down:${process.pid}:${Date.now()}`;
  a = await startServer({ redisUrl: relay.url(), redisChannel });
  b = await startServer({ redisUrl: relay.url(), redisChannel }, { sameDatabaseAs: a });
  c = await startServer({ redisUrl: REDIS.href, redisChannel }, { sameDatabaseAs: a });
  adminToken = await a.api.login('admin');
});
afterAll(async () => {
  for (const s of sockets) s.socket.close();
  for (const s of [c, b, a]) await s?.close();
  await relay.shut();
});

/** A session of a new account that instance B has just served (so B holds it in its cache). */
async function servedByB(prefix: string) {
  const user = await cloneUser(a, 'community01', `${prefix}_${Math.random().toString(36).slice(2, 8)}`);
  const token = await b.api.login(user.username);
  expect((await b.api.get(WHO, {}, token)).status).toBe(200);
  return { user, token };
}

describe(`sessions across instances on ${testDialect} while Redis is unreachable`, () => {
  it('a logout and a freeze answer as done, no instance cut off from Redis serves them, and the ends go out once it is back', async () => {
    const out = await servedByB('rd_out');
    const frozen = await servedByB('rd_frz');
    const live = await servedByB('rd_live');
    const push = await openPush(c.url, out.user.id, out.token);
    if (!isOpen(push)) throw new Error(`refused ${push.refused}`);
    sockets.push(push);

    await relay.shut();
    await vi.waitFor(() => expect([a.app.ctx.push.connected(), b.app.ctx.push.connected()]).toEqual([false, false]), WAIT);

    expect((await a.api.post('/sys/logout', {}, out.token)).body).toMatchObject({ success: true });
    expect((await a.api.put('/sys/user/frozenBatch', { ids: frozen.user.id, status: 2 }, adminToken)).body).toMatchObject({ success: true });
    expect((await b.api.get(WHO, {}, out.token)).status).toBe(401);
    expect((await b.api.get(WHO, {}, frozen.token)).status).toBe(401);
    // The sessions that did not end are read from the database instead.
    expect((await b.api.get(WHO, {}, live.token)).status).toBe(200);
    expect(push.closed()).toBeUndefined();

    await relay.open();
    await vi.waitFor(() => expect([a.app.ctx.push.connected(), b.app.ctx.push.connected()]).toEqual([true, true]), WAIT);
    // C heard nothing while A was cut off; A's kept end reaches it now.
    await vi.waitFor(() => expect(push.closed()).toBe(4001), WAIT);
    expect((await b.api.get(WHO, {}, live.token)).status).toBe(200);
  });
});
