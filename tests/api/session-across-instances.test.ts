/**
 * Issue 31 items 10 and 5 across instances: two servers on one database and the local Redis. A session ended on one
 * instance (logout, freeze) is refused by the very next request on the other, though the other had just served it
 * from its session cache; a permission taken away on one instance counts on the other from the next request; and a
 * shared-table socket held by the other instance closes when its session ends.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { DynamicDb } from '../../src/server/db/tables.js';
import { cloneUser } from '../helpers/clone-user.js';
import { isOpen, openPush, type PushClient } from '../helpers/push-client.js';
import { startServer, testDialect, type TestServer } from '../helpers/server.js';

/** The Redis the test run uses (scripts/ensure-services.sh starts the local one). */
const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const WAIT = { timeout: 8000, interval: 20 };
let a: TestServer;
let b: TestServer;
let adminToken: string;
const sockets: PushClient[] = [];

beforeAll(async () => {
  const redisChannel = `zhdj:test:sessions:${process.pid}:${Date.now()}`;
  a = await startServer({ redisUrl: REDIS_URL, redisChannel });
  b = await startServer({ redisUrl: REDIS_URL, redisChannel }, { sameDatabaseAs: a });
  adminToken = await a.api.login('admin');
});
afterAll(async () => {
  for (const c of sockets) c.socket.close();
  await b?.close();
  await a?.close();
});

const WHO = '/UserInfoController/queryLoginUser';
const fresh = (prefix: string) => cloneUser(a, 'community01', `${prefix}_${Math.random().toString(36).slice(2, 8)}`);

/** A session of a new account that instance B has just served (so B holds it in its cache). */
async function servedByB(prefix: string) {
  const user = await fresh(prefix);
  const token = await b.api.login(user.username);
  expect((await b.api.get(WHO, {}, token)).status).toBe(200);
  return { user, token };
}

describe(`two instances on one ${testDialect} database and Redis`, () => {
  it('a logout on one instance is refused by the very next request on the other', async () => {
    const { token } = await servedByB('xi_out');
    expect((await a.api.post('/sys/logout', {}, token)).body).toMatchObject({ success: true });
    expect((await b.api.get(WHO, {}, token)).status).toBe(401);
  });

  it('a freeze on one instance is refused by the very next request on the other', async () => {
    const { user, token } = await servedByB('xi_frz');
    expect((await a.api.put('/sys/user/frozenBatch', { ids: user.id, status: 2 }, adminToken)).body).toMatchObject({ success: true });
    expect((await b.api.get(WHO, {}, token)).status).toBe(401);
  });

  it('a permission taken away on one instance is refused by the very next request on the other', async () => {
    const { token } = await servedByB('xi_perm');
    const list = () => b.api.get('/TBaseResidentController/list', { pageSize: 1 }, token);
    expect((await list()).status).toBe(200);
    const db = a.app.ctx.db as unknown as DynamicDb;
    const role = await db.selectFrom('sys_role').select('id').where('roleCode', '=', 'community_admin').executeTakeFirstOrThrow();
    const held = await db
      .selectFrom('sys_role_permission as rp')
      .innerJoin('sys_permission as p', 'p.id', 'rp.permissionId')
      .select(['p.id', 'p.perms'])
      .where('rp.roleId', '=', role.id)
      .execute();
    const kept = held
      .filter(
        (p) =>
          !String(p.perms ?? '')
            .split(',')
            .includes('resident:list'),
      )
      .map((p) => p.id);
    expect(kept.length).toBeLessThan(held.length);
    const saved = await a.api.post(
      '/sys/permission/saveRolePermission',
      { roleId: role.id, permissionIds: kept.join(','), lastpermissionIds: held.map((p) => p.id).join(',') },
      adminToken,
    );
    expect(saved.body).toMatchObject({ success: true });
    expect((await list()).status).toBe(403);
  });

  it('a shared-table socket on the other instance closes when its session is logged out here', async () => {
    const { user, token } = await servedByB('xi_sock');
    const c = await openPush(b.url, user.id, token, 'protocol', '/api/websocket/sharedTable/');
    if (!isOpen(c)) throw new Error(`refused ${c.refused}`);
    sockets.push(c);
    expect((await a.api.post('/sys/logout', {}, token)).body).toMatchObject({ success: true });
    await vi.waitFor(() => expect(c.closed()).toBe(4001), WAIT);
  });
});
