/**
 * 网关路由: requests under /api/gateway/<prefix>/ reach an allowlisted target (a local HTTP server started here) with
 * the route's secret added as a header and the caller's cookies and authorization removed; a host outside the
 * allowlist, and a loopback address the allowlist does not name itself, are refused before anything is sent. Secrets
 * are stored encrypted and never answered. The place search goes through the seeded route `tianditu`. A route
 * without a permission, and a query-string secret, are covered by gateway-secrets.test.ts. SQLite and PostgreSQL.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type TestServer } from '../helpers/server.js';

interface Seen {
  method: string;
  url: string;
  headers: http.IncomingHttpHeaders;
  body: string;
}

let s: TestServer;
let target: http.Server;
let targetBase = '';
const seen: Seen[] = [];
const t: Record<string, string> = {};
const SECRET = 'S3cret-Value-For-Gateway';
const TDT_KEY = 'TDT-KEY-FROM-ENV';

beforeAll(async () => {
  target = http.createServer((req, res) => {
    let body = '';
    req.on('data', (c) => (body += c));
    req.on('end', () => {
      seen.push({ method: req.method!, url: req.url!, headers: req.headers, body });
      res.setHeader('set-cookie', 'target=1');
      if (req.url!.startsWith('/v2/search')) return res.end(JSON.stringify({ pois: [{ name: '沈阳站（天地图）', lonlat: '123.39,41.79' }] }));
      res.setHeader('content-type', 'application/json');
      res.statusCode = req.url!.includes('missing') ? 404 : 200;
      res.end(JSON.stringify({ echoed: req.url }));
    });
  });
  await new Promise<void>((r) => target.listen(0, '127.0.0.1', r));
  targetBase = `http://127.0.0.1:${(target.address() as AddressInfo).port}`;
  s = await startServer({ gatewayAllowedHosts: ['127.0.0.1'], tdtKey: TDT_KEY });
  for (const u of ['admin', 'street01', 'grid01']) t[u] = await s.api.login(u);
});
afterAll(async () => {
  await s?.close();
  await new Promise((r) => target.close(r));
});

const addRoute = async (route: Record<string, unknown>) => {
  const r = await s.api.post('/sys/gatewayRoute/add', { methods: 'GET', secretKind: 'none', status: '1', ...route }, t.admin);
  expect(r.body).toMatchObject({ success: true });
  return String(r.body.result.id);
};
const call = (path: string, token: string | undefined, init: { method?: string; body?: string; headers?: Record<string, string> } = {}) =>
  fetch(`${s.url}/api/gateway/${path}`, {
    method: init.method ?? 'GET',
    body: init.body,
    headers: { ...(token ? { 'X-Access-Token': token } : {}), ...init.headers },
  });
const storedRoute = (prefix: string) => s.app.ctx.db.selectFrom('sys_gateway_route').selectAll().where('prefix', '=', prefix).executeTakeFirstOrThrow();

describe('gateway routes', () => {
  it("forwards a GET below the prefix with the secret as a header, without the caller's cookies or authorization", async () => {
    await addRoute({
      name: '回声',
      prefix: 'echo',
      targetUrl: `${targetBase}/base`,
      perms: 'grid:list',
      secretKind: 'header',
      secretName: 'X-Key',
      secretValue: SECRET,
    });
    seen.length = 0;
    const res = await call('echo/v1/items?x=1&_t=1700000000', t.grid01, {
      headers: { cookie: 'session=abc', authorization: 'Bearer caller', 'tenant-id': '0' },
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ echoed: '/base/v1/items?x=1' });
    expect(seen[0].headers['x-key']).toBe(SECRET);
    expect(res.headers.get('set-cookie')).toBeNull();
    expect(seen).toHaveLength(1);
    expect(seen[0].headers.cookie).toBeUndefined();
    expect(seen[0].headers.authorization).toBeUndefined();
    expect(seen[0].headers['x-access-token']).toBeUndefined();
    expect(seen[0].headers['tenant-id']).toBeUndefined();
    // The target's status comes back as it was.
    expect((await call('echo/missing', t.grid01)).status).toBe(404);
  });

  it('adds the secret as a header, forwards a POST body, and refuses a method the route does not allow', async () => {
    await addRoute({
      name: '头部密钥',
      prefix: 'by-header',
      targetUrl: targetBase,
      methods: 'GET,POST',
      perms: 'grid:list',
      secretKind: 'header',
      secretName: 'X-Api-Key',
      secretValue: SECRET,
    });
    seen.length = 0;
    const res = await call('by-header/submit', t.grid01, { method: 'POST', body: '{"a":1}', headers: { 'content-type': 'application/json' } });
    expect(res.status).toBe(200);
    expect(seen[0]).toMatchObject({ method: 'POST', url: '/submit', body: '{"a":1}' });
    expect(seen[0].headers['x-api-key']).toBe(SECRET);
    expect(seen[0].headers['content-type']).toBe('application/json');

    const post = await call('echo/v1/items', t.grid01, { method: 'POST', body: 'x' });
    expect(post.status).toBe(405);
    expect((await post.json()).message).toBe('该网关路由不允许POST请求');
    const big = await call('by-header/submit', t.grid01, { method: 'POST', body: 'x'.repeat(1024 * 1024 + 10), headers: { 'content-type': 'text/plain' } });
    expect(big.status).toBe(413);
    expect(seen).toHaveLength(1);
  });

  it("needs a login and the route's permission; unknown, disabled routes and paths leaving the base are refused", async () => {
    await addRoute({ name: '需权限', prefix: 'guarded', targetUrl: targetBase, perms: 'gatewayRoute:list' });
    await addRoute({ name: '已停用', prefix: 'off', targetUrl: targetBase, status: '0' });
    seen.length = 0;
    expect((await call('echo/v1', undefined)).status).toBe(401);
    expect((await call('guarded/x', t.street01)).status).toBe(403);
    expect((await call('guarded/x', t.admin)).status).toBe(200);
    expect((await call('off/x', t.admin)).status).toBe(404);
    expect((await call('nothing/x', t.admin)).status).toBe(404);
    const up = await call('echo/..%2fsecret', t.admin);
    expect(up.status).toBe(400);
    expect(seen.map((x) => x.url)).toEqual(['/x']);
  });

  it('refuses a host outside the allowlist and a loopback address the allowlist does not name, sending nothing', async () => {
    await addRoute({ name: '外部', prefix: 'outside', targetUrl: 'http://example.com/api' });
    await addRoute({ name: '本机名', prefix: 'named', targetUrl: `http://localhost:${new URL(targetBase).port}` });
    seen.length = 0;
    const outside = await call('outside/x', t.admin);
    expect(outside.status).toBe(403);
    expect((await outside.json()).message).toBe('目标主机“example.com”不在网关允许的主机列表中（GATEWAY_ALLOWED_HOSTS）');
    expect((await call('named/x', t.admin)).status).toBe(403);

    // Another instance on the same database allows the name localhost but not its loopback address.
    const named = await startServer({ gatewayAllowedHosts: ['localhost'] }, { sameDatabaseAs: s });
    try {
      const token = await named.api.login('admin');
      const res = await fetch(`${named.url}/api/gateway/named/x`, { headers: { 'X-Access-Token': token } });
      expect(res.status).toBe(403);
      expect((await res.json()).message).toMatch(/^目标地址 \S+ 是本机或内网地址，未在网关允许的主机列表中明确列出$/);
      expect((await fetch(`${named.url}/api/gateway/echo/x`, { headers: { 'X-Access-Token': token } })).status).toBe(403);
    } finally {
      await named.close();
    }
    expect(seen).toEqual([]);
  });

  it('stores secrets encrypted, never answers them, keeps them when the mask comes back and replaces them when changed', async () => {
    const row = await storedRoute('echo');
    expect(row.secretValue).toMatch(/^enc:v1:/);
    expect(row.secretValue).not.toContain(SECRET);
    const answers = [await s.api.get('/sys/gatewayRoute/list', {}, t.admin), await s.api.get('/sys/gatewayRoute/queryById', { id: row.id }, t.admin)];
    for (const a of answers) expect(JSON.stringify(a.body)).not.toContain(SECRET);
    expect(answers[0].body.result.records.find((r: { prefix: string }) => r.prefix === 'echo')).not.toHaveProperty('secretValue');
    expect(answers[1].body.result.secretValue).toBe('******');
    // Filtering or sorting on the secret is refused, so it cannot be guessed through the list either.
    expect((await s.api.get('/sys/gatewayRoute/list', { secretValue: SECRET }, t.admin)).status).toBe(400);

    expect((await s.api.put('/sys/gatewayRoute/edit', { id: row.id, name: '回声2', secretValue: '******' }, t.admin)).body.success).toBe(true);
    expect((await storedRoute('echo')).secretValue).toBe(row.secretValue);
    seen.length = 0;
    await call('echo/a', t.admin);
    expect(seen[0].headers['x-key']).toBe(SECRET);

    await s.api.put('/sys/gatewayRoute/edit', { id: row.id, secretValue: 'New-Secret' }, t.admin);
    seen.length = 0;
    await call('echo/a', t.admin);
    expect(seen[0].headers['x-key']).toBe('New-Secret');
    const logs = await s.app.ctx.db.selectFrom('sys_log').selectAll().execute();
    expect(JSON.stringify(logs)).not.toContain('New-Secret');
    expect(JSON.stringify(logs)).not.toContain(SECRET);
  });

  it('only the system administrator manages routes', async () => {
    expect((await s.api.get('/sys/gatewayRoute/list', {}, t.street01)).status).toBe(403);
    expect(
      (
        await s.api.post(
          '/sys/gatewayRoute/add',
          { name: 'x', prefix: 'x', targetUrl: targetBase, methods: 'GET', secretKind: 'none', status: '1' },
          t.street01,
        )
      ).status,
    ).toBe(403);
    const bad = await s.api.post(
      '/sys/gatewayRoute/add',
      { name: '坏前缀', prefix: 'Bad/Prefix', targetUrl: targetBase, methods: 'GET', secretKind: 'none', status: '1' },
      t.admin,
    );
    expect(bad.body.message).toContain('路由前缀应以小写字母开头');
  });

  it('the place search reaches Tianditu through the seeded route, whose key came from TDT_KEY', async () => {
    const tianditu = await storedRoute('tianditu');
    expect(tianditu).toMatchObject({ targetUrl: 'https://api.tianditu.gov.cn', secretKind: 'query', secretName: 'tk', status: '1' });
    expect(tianditu.secretValue).toMatch(/^enc:v1:/);
    // Pointed at the local server (an administrator's edit), the search's request shows what is sent.
    // Another target needs the key typed again (gateway-secrets.test.ts).
    expect((await s.api.put('/sys/gatewayRoute/edit', { id: tianditu.id, targetUrl: targetBase, secretValue: TDT_KEY }, t.admin)).body.success).toBe(true);
    seen.length = 0;
    const found = await s.api.get('/ToolGridController/searchPlace', { keyWord: '沈阳站' }, t.grid01);
    expect(found.body.result).toContainEqual({ name: '沈阳站（天地图）', lng: 123.39, lat: 41.79 });
    const asked = new URL(seen[0].url, targetBase);
    expect(asked.pathname).toBe('/v2/search');
    expect(asked.searchParams.get('tk')).toBe(TDT_KEY);
    expect(JSON.parse(asked.searchParams.get('postStr')!)).toMatchObject({ keyWord: '沈阳站' });
    // Switched off, the search answers our own places only and asks nobody.
    await s.api.put('/sys/gatewayRoute/edit', { id: tianditu.id, status: '0' }, t.admin);
    seen.length = 0;
    expect((await s.api.get('/ToolGridController/searchPlace', { keyWord: '沈阳站' }, t.grid01)).body.result).toEqual([]);
    expect(seen).toEqual([]);
  });
});
