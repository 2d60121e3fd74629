/**
 * Issue 31 item 5: every socket of a session — the push socket and the shared-table socket — closes (4001) when the
 * session ends: logout, freeze, password reset, forced logout, expiry. Only the heartbeat keeps a socket alive:
 * other frames, even `{}`, do not, and a socket sending only those is closed as silent (4002). The ending sockets here
 * send `{}` rather than the heartbeat, as the attacker's did: a heartbeat re-checks the session, `{}` does not.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { tokenHash } from '../../src/server/services/session-service.js';
import { cloneUser, type ClonedUser } from '../helpers/clone-user.js';
import { isOpen, openPush, type PushClient } from '../helpers/push-client.js';
import { startServer, type TestServer } from '../helpers/server.js';

const SHARED = '/api/websocket/sharedTable/';
const PUSH = '/api/websocket/';
const WAIT = { timeout: 10_000, interval: 20 };
const NEW_PASSWORD = 'Renewed#Pass2031';
let s: TestServer;
let adminToken: string;
const timers: Array<ReturnType<typeof setInterval>> = [];
const sockets: PushClient[] = [];

beforeAll(async () => {
  s = await startServer({ pushIdleMs: 5000 });
  adminToken = await s.api.login('admin');
});
afterAll(async () => {
  for (const t of timers) clearInterval(t);
  for (const c of sockets) c.socket.close();
  await s?.close();
});

/** An open socket of a session; `frame` is sent every 200 ms while it is open (a heartbeat unless told otherwise). */
async function open(user: ClonedUser, token: string, route = SHARED, frame: string | null = 'HeartBeat'): Promise<PushClient> {
  const c = await openPush(s.url, user.id, token, 'protocol', route);
  if (!isOpen(c)) throw new Error(`refused ${c.refused}`);
  sockets.push(c);
  if (frame !== null) timers.push(setInterval(() => c.closed() === undefined && c.socket.send(frame), 200));
  return c;
}

const fresh = (prefix: string) => cloneUser(s, 'community01', `${prefix}_${Math.random().toString(36).slice(2, 8)}`);

describe('a shared-table socket ends with its session', () => {
  it('logout closes the socket of that session, not those of the user’s other sessions', async () => {
    const user = await fresh('st_out');
    const ending = await s.api.login(user.username);
    const staying = await s.api.login(user.username);
    const endingSocket = await open(user, ending, SHARED, '{}');
    const stayingSocket = await open(user, staying);
    expect((await s.api.post('/sys/logout', {}, ending)).body).toMatchObject({ success: true });
    await vi.waitFor(() => expect(endingSocket.closed()).toBe(4001), WAIT);
    // Still open, and still answered: its heartbeats keep it.
    const answers = stayingSocket.received.length;
    await vi.waitFor(() => expect(stayingSocket.received.length).toBeGreaterThan(answers), WAIT);
    expect(stayingSocket.closed()).toBeUndefined();
  });

  const ENDINGS: Array<[string, (user: ClonedUser, token: string) => Promise<unknown>]> = [
    ['a freeze', (user) => s.api.put('/sys/user/frozenBatch', { ids: user.id, status: 2 }, adminToken)],
    [
      "an administrator's password reset",
      (user) => s.api.put('/sys/user/changePassword', { username: user.username, password: NEW_PASSWORD, confirmpassword: NEW_PASSWORD }, adminToken),
    ],
    ['a forced logout', (_user, token) => s.api.post('/sys/online/forceLogout', { token: tokenHash(token) }, adminToken)],
  ];
  it.each(ENDINGS)('%s closes it', async (_name, end) => {
    const user = await fresh('st_end');
    const token = await s.api.login(user.username);
    const shared = await open(user, token, SHARED, '{}');
    const push = await open(user, token, PUSH, '{}');
    expect(((await end(user, token)) as { body: unknown }).body).toMatchObject({ success: true });
    await vi.waitFor(() => expect([shared.closed(), push.closed()]).toEqual([4001, 4001]), WAIT);
  });

  it('its expiry closes it then, not the idle limit later', async () => {
    const user = await fresh('st_exp');
    const token = await s.api.login(user.username);
    // The session ends 1.5 s from now (time to open both sockets on a busy machine); the idle limit (5 s) is far.
    await s.app.ctx.db
      .updateTable('sys_token')
      .set({ expiresAt: Date.now() + 1500 })
      .where('tokenHash', '=', tokenHash(token))
      .execute();
    const shared = await open(user, token, SHARED, null);
    const push = await open(user, token, PUSH, null);
    await vi.waitFor(() => expect([shared.closed(), push.closed()]).toEqual([4001, 4001]), WAIT);
  });
});

describe('only the heartbeat keeps a socket alive', () => {
  it('a socket sending `{}` and other frames but no heartbeat is closed as silent (4002); a beating one stays', async () => {
    const user = await fresh('st_idle');
    const token = await s.api.login(user.username);
    const started = Date.now();
    const chatty = await open(user, token, SHARED, '{}');
    const chattyPush = await open(user, token, PUSH, '{"cmd":"leave","channel":"x"}');
    const beating = await open(user, token);
    await vi.waitFor(() => expect([chatty.closed(), chattyPush.closed()]).toEqual([4002, 4002]), WAIT);
    expect(Date.now() - started).toBeGreaterThanOrEqual(4900);
    expect(beating.closed()).toBeUndefined();
  });
});
