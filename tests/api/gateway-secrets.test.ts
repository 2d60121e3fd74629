/**
 * A gateway route's secret reaches no caller who should not have it (issue 31 item 7): a route without a permission
 * is for administrators only, and a secret never travels in the query string, where a target that echoes its
 * request (here a local echo server) would hand it back. Saving such a route is refused; a row stored before the
 * rule is not forwarded until re-saved with the secret as a header. SQLite and PostgreSQL.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../../src/server/services/ids.js';
import { seal } from '../../src/server/services/secrets/secret-box.js';
import { startServer, type TestServer } from '../helpers/server.js';

let s: TestServer;
let echo: http.Server;
let echoBase = '';
const arrived: string[] = [];
const t: Record<string, string> = {};
const SECRET = 'Echoed-Secret-4711';
const QUERY_REFUSED = '密钥不能放在查询参数中（目标服务回显请求时会把密钥交给调用者），请选择“请求头”';

beforeAll(async () => {
  // Answers with everything it was sent, as an echo service or an error page repeating the request does.
  echo = http.createServer((req, res) => {
    const seen = JSON.stringify({ url: req.url, headers: req.headers });
    arrived.push(seen);
    res.setHeader('content-type', 'application/json');
    res.end(seen);
  });
  await new Promise<void>((r) => echo.listen(0, '127.0.0.1', r));
  echoBase = `http://127.0.0.1:${(echo.address() as AddressInfo).port}`;
  s = await startServer({ gatewayAllowedHosts: ['127.0.0.1'] });
  for (const u of ['admin', 'grid01']) t[u] = await s.api.login(u);
});
afterAll(async () => {
  await s?.close();
  await new Promise((r) => echo.close(r));
});

const route = (body: Record<string, unknown>) => s.api.post('/sys/gatewayRoute/add', { methods: 'GET', status: '1', ...body }, t.admin);
const call = (path: string, token: string) => fetch(`${s.url}/api/gateway/${path}`, { headers: { 'X-Access-Token': token } });
const stored = (prefix: string) => s.app.ctx.db.selectFrom('sys_gateway_route').selectAll().where('prefix', '=', prefix).executeTakeFirst();
const secretArrived = () => arrived.some((a) => a.includes(SECRET));

describe('gateway route secrets', () => {
  it('a route without a permission answers administrators only; the others get 403 and nothing is sent', async () => {
    expect(
      (await route({ name: '无权限回声', prefix: 'open-echo', targetUrl: echoBase, secretKind: 'header', secretName: 'X-Api-Key', secretValue: SECRET })).body
        .success,
    ).toBe(true);
    arrived.length = 0;
    const official = await call('open-echo/x', t.grid01);
    expect(official.status).toBe(403);
    expect(await official.text()).not.toContain(SECRET);
    expect(arrived).toEqual([]);

    const admin = await call('open-echo/x', t.admin);
    expect(admin.status).toBe(200);
    expect(arrived).toHaveLength(1);
  });

  it('refuses to save a secret as a query parameter, on add and on edit, with the reason', async () => {
    const added = await route({
      name: '查询密钥',
      prefix: 'query-secret',
      targetUrl: echoBase,
      perms: 'grid:list',
      secretKind: 'query',
      secretName: 'key',
      secretValue: SECRET,
    });
    expect(added.body).toMatchObject({ success: false, message: QUERY_REFUSED });
    expect(await stored('query-secret')).toBeUndefined();

    const id = (await stored('open-echo'))!.id;
    const edited = await s.api.put('/sys/gatewayRoute/edit', { id, secretKind: 'query', secretName: 'key' }, t.admin);
    expect(edited.body).toMatchObject({ success: false, message: QUERY_REFUSED });
    expect((await stored('open-echo'))!.secretKind).toBe('header');
  });

  it('an edit pointing a route elsewhere must type the secret again; kept, it is refused and nothing is written', async () => {
    const id = (await stored('open-echo'))!.id;
    const before = await stored('open-echo');
    const moved = '修改了目标地址，保存的密钥不会发往新的目标，请重新输入密钥';
    for (const body of [
      { targetUrl: `${echoBase}/elsewhere`, secretValue: '******' },
      { targetUrl: 'http://127.0.0.1:9/', name: '改名' },
    ]) {
      expect((await s.api.put('/sys/gatewayRoute/edit', { id, ...body }, t.admin)).body).toMatchObject({ success: false, message: moved });
    }
    expect(await stored('open-echo')).toEqual(before);

    expect(
      (await s.api.put('/sys/gatewayRoute/edit', { id, targetUrl: `${echoBase}/elsewhere`, secretValue: 'Typed-For-Elsewhere' }, t.admin)).body.success,
    ).toBe(true);
    arrived.length = 0;
    expect((await call('open-echo/x', t.admin)).status).toBe(200);
    expect(arrived).toHaveLength(1);
    expect(JSON.parse(arrived[0]).headers['x-api-key']).toBe('Typed-For-Elsewhere');
    expect(secretArrived()).toBe(false);
  });

  it('does not forward a stored route with a query-string secret until it is re-saved as a header', async () => {
    await s.app.ctx.db
      .insertInto('sys_gateway_route')
      .values({
        id: newId(),
        name: '旧路由',
        prefix: 'legacy',
        targetUrl: echoBase,
        methods: 'GET',
        perms: 'grid:list',
        secretKind: 'query',
        secretName: 'key',
        secretValue: seal(SECRET),
        status: '1',
        createBy: 'admin',
        createTime: '2026-11-01 08:00:00',
      } as never)
      .execute();
    arrived.length = 0;
    for (const who of ['grid01', 'admin']) {
      const res = await call('legacy/x', t[who]);
      expect(res.status).toBe(403);
      const text = await res.text();
      expect(text).not.toContain(SECRET);
      expect(JSON.parse(text).message).toBe('该网关路由的密钥位于查询参数中，已停止转发：请管理员将密钥位置改为“请求头”后保存');
    }
    expect(arrived).toEqual([]);

    const id = (await stored('legacy'))!.id;
    expect(
      (await s.api.put('/sys/gatewayRoute/edit', { id, secretKind: 'header', secretName: 'X-Api-Key', secretValue: '******' }, t.admin)).body.success,
    ).toBe(true);
    const res = await call('legacy/x?q=1', t.grid01);
    expect(res.status).toBe(200);
    const seen = (await res.json()) as { url: string; headers: Record<string, string> };
    expect(seen.url).toBe('/x?q=1');
    expect(seen.headers['x-api-key']).toBe(SECRET);
    expect(secretArrived()).toBe(true);
  });
});
