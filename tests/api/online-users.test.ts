/**
 * 在线用户 (issue 16 item 10): the live sessions with user, IP, login time and last activity, and 强制退出, which ends
 * one session at once (its next request is answered Token失效, its sockets close) and no other. Administrators only.
 * Runs on SQLite and (TEST_DB=postgres) PostgreSQL.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { isOpen, openPush, type PushClient } from '../helpers/push-client.js';
import { tokenHash } from '../../src/server/services/session-service.js';
import { startServer, type TestServer } from '../helpers/server.js';

let s: TestServer;
let admin: string;
let gridId: string;
const opened: PushClient[] = [];

beforeAll(async () => {
  s = await startServer();
  admin = await s.api.login('admin');
  gridId = (await s.app.ctx.db.selectFrom('sys_user').select('id').where('username', '=', 'grid01').executeTakeFirstOrThrow()).id;
});
afterEach(() => {
  for (const c of opened.splice(0)) c.socket.close();
});
afterAll(() => s.close());

type Online = { tokenHash: string; userId: string; userId_dictText: string; loginIp: string; createdAt: number; lastActive: number; current: boolean };
const sessionsOf = async (userId: string): Promise<Online[]> => (await s.api.get('/sys/online/list', { userId }, admin)).body.result.records;

describe('online users', () => {
  it('lists live sessions with user, address, login time and last activity; a logout leaves the list', async () => {
    const before = Date.now();
    const token = await s.api.login('grid01');
    const [row] = await sessionsOf(gridId);
    expect(row).toMatchObject({ userId: gridId, userId_dictText: '水源地社区第一网格员（grid01）', loginIp: '127.0.0.1', current: false });
    expect(row.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(row.createdAt).toBeGreaterThanOrEqual(before);
    expect(row.lastActive).toBeGreaterThanOrEqual(row.createdAt);
    expect(JSON.stringify(await sessionsOf(gridId))).not.toContain(token);
    const all = (await s.api.get('/sys/online/list', { username: 'admin' }, admin)).body.result.records as Online[];
    expect(all.some((r) => r.current)).toBe(true);
    await s.api.post('/sys/logout', {}, token);
    expect(await sessionsOf(gridId)).toEqual([]);
  });

  it("强制退出 ends that session at once and closes its sockets; the user's other session stays", async () => {
    const ending = await s.api.login('grid01');
    const staying = await s.api.login('grid01');
    const socket = await openPush(s.url, gridId, ending);
    if (!isOpen(socket)) throw new Error('socket refused');
    opened.push(socket);
    expect((await sessionsOf(gridId)).map((r) => r.tokenHash).sort()).toEqual([tokenHash(ending), tokenHash(staying)].sort());
    const r = await s.api.post('/sys/online/forceLogout', { token: tokenHash(ending) }, admin);
    expect(r.body).toMatchObject({ success: true, message: '强制退出成功！' });
    const gone = await s.api.get('/UserInfoController/queryLoginUser', {}, ending);
    expect(gone.status).toBe(401);
    expect(gone.body.message).toBe('Token失效，请重新登录!');
    await vi.waitFor(() => expect(socket.closed()).toBe(4001), { timeout: 5000, interval: 20 });
    expect((await s.api.get('/UserInfoController/queryLoginUser', {}, staying)).status).toBe(200);
    expect((await sessionsOf(gridId)).map((r) => r.tokenHash)).toEqual([tokenHash(staying)]);
    // The session is over: a second 强制退出 of it is refused.
    expect((await s.api.post('/sys/online/forceLogout', { token: tokenHash(ending) }, admin)).body.message).toBe('该会话已结束');
    await s.api.post('/sys/logout', {}, staying);
  });

  it("refuses a malformed session, the caller's own session, and callers without the permission", async () => {
    expect((await s.api.post('/sys/online/forceLogout', { token: 'x' }, admin)).body.message).toBe('请选择要强制退出的会话');
    const [own] = ((await s.api.get('/sys/online/list', { username: 'admin' }, admin)).body.result.records as Online[]).filter((r) => r.current);
    expect((await s.api.post('/sys/online/forceLogout', { token: own.tokenHash }, admin)).body.message).toBe('不能强制退出当前会话，请使用退出登录');
    const street = await s.api.login('street01');
    expect((await s.api.get('/sys/online/list', {}, street)).status).toBe(403);
    const victim = await s.api.login('grid01');
    const [row] = await sessionsOf(gridId);
    expect((await s.api.post('/sys/online/forceLogout', { token: row.tokenHash }, street)).status).toBe(403);
    expect((await s.api.get('/UserInfoController/queryLoginUser', {}, victim)).status).toBe(200);
  });
});
