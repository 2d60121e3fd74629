/**
 * Every API route, fed malformed queries, bodies and headers by an anonymous caller, a fresh account without any
 * role, a grid member and the administrator: never a 5xx, never a stack trace or SQL in the answer, and no table
 * changed. Routes are found from the server itself (app.apiRoutes and the entity schemas), so new routes are
 * fuzzed without editing this.
 */
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ALL_CRUD_ACTIONS, primaryKeyOf } from '../../src/shared/entity-meta.js';
import { ACTION_METHODS } from '../../src/server/services/crud/resolve.js';
import { hashPassword } from '../../src/server/services/passwords.js';
import type { DynamicDb } from '../../src/server/db/tables.js';
import { startServer, TEST_PASSWORD, type TestServer } from '../helpers/server.js';

let s: TestServer;
const callers: Record<string, string | undefined> = { anonymous: undefined };

beforeAll(async () => {
  s = await startServer();
  callers.admin = await s.api.login('admin');
  callers.gridMember = await s.api.login('grid01');
  // A fresh account: no role, no department, no region.
  await s.app.ctx.db
    .insertInto('sys_user')
    .values({
      id: 'fuzzfresh',
      username: 'fresh_user',
      realname: '新账号',
      password: await hashPassword(TEST_PASSWORD),
      status: 1,
      updatePwd: 0,
      newUser: 0,
      createBy: 'test',
      createTime: '2026-11-24 10:00:00',
    })
    .execute();
  callers.fresh = await s.api.login('fresh_user');
});
afterAll(() => s.close());

interface Target {
  method: string;
  path: string;
}

/** Route paths with their parameters filled by `fill` (a wildcard gets a plausible file path). */
function targets(fill: string): Target[] {
  const out: Target[] = [];
  for (const r of s.app.apiRoutes) {
    if (r.url === '/api/*' || r.url.endsWith('/sys/logout')) continue;
    out.push({ method: r.method, path: r.url.replace(/:\w+/g, encodeURIComponent(fill)).replace(/\*$/, `temp/${encodeURIComponent(fill)}.png`) });
  }
  for (const e of s.app.ctx.entities.all()) {
    const api = e['x-entity'].api;
    if (!api) continue;
    for (const action of e['x-entity'].crud ?? ALL_CRUD_ACTIONS)
      for (const method of ACTION_METHODS[action]) out.push({ method, path: `/api${api}/${action}` });
  }
  return out;
}

const NUL = '\u0000';
const deep = (n: number): unknown => (n ? { a: deep(n - 1) } : 'x');
const QUERIES: string[] = [
  '',
  `x=${encodeURIComponent(NUL)}`,
  'pageNo=abc&pageSize=-5',
  'pageNo=1e309&pageSize=99999999999999999999',
  `id=${encodeURIComponent(NUL)}&ids=${encodeURIComponent(`a,${NUL}`)}`,
  'id=1&id=2&ids=&ids=x',
  '__proto__[polluted]=1&constructor[prototype][x]=1',
  'column=name;drop table t_base_grid&order=sideways',
  `superQueryParams=${encodeURIComponent(JSON.stringify([{ field: 'name', rule: 'eq', val: NUL, type: 'string' }]))}&superQueryMatchType=and`,
  `superQueryParams=${encodeURIComponent('{not json')}&superQueryMatchType=xor`,
  `name=${encodeURIComponent('x'.repeat(5000))}&regionCode=${encodeURIComponent("' or 1=1 --")}`,
  `dictCode=${encodeURIComponent('sys_user,realname,phone,{"id":{"$ne":1}}')}&keyword=${encodeURIComponent(NUL)}`,
];
const BODIES: Array<{ type: string; body: string }> = [
  { type: 'application/json', body: 'null' },
  { type: 'application/json', body: '[]' },
  { type: 'application/json', body: '"text"' },
  { type: 'application/json', body: '123456789012345678901234567890' },
  { type: 'application/json', body: '{' },
  { type: 'application/json', body: '{"__proto__":{"polluted":1},"constructor":{"prototype":{"x":1}}}' },
  { type: 'application/json', body: JSON.stringify(deep(200)) },
  { type: 'application/json', body: JSON.stringify({ name: 'x'.repeat(100_000), id: 'x'.repeat(5000) }) },
  { type: 'application/json', body: JSON.stringify({ id: NUL, ids: NUL, name: NUL, username: `adm${NUL}in`, password: NUL, gridCode: NUL, regionCode: NUL }) },
  { type: 'application/json', body: JSON.stringify({ id: {}, ids: [1, 2], name: 12, sex: true, regionCode: [], pageNo: {} }) },
  { type: 'text/plain', body: 'plain text' },
  { type: 'application/xml', body: '<a/>' },
  { type: 'multipart/form-data; boundary=zz', body: '--zz\r\nContent-Disposition: form-data; name="file"; filename="a.xlsx"\r\n\r\nPK' },
];
const HEADERS: Array<Record<string, string>> = [{}, { 'tenant-id': '99999' }, { 'X-Sign': 'ZZ', 'X-TIMESTAMP': 'not-a-time' }];

const LEAK = [/\bat [\w$.<>]+ \(.+:\d+:\d+\)/, /\.(ts|js):\d+/, /SqliteError|syntax error at or near|relation "|select .+ from /i];

async function tableFingerprint(): Promise<Record<string, string>> {
  const out: Record<string, string> = {};
  for (const e of s.app.ctx.entities.all()) {
    const table = e['x-entity'].table;
    // The seeded deadline job (诉求超期检查, every 5 minutes) logs its runs whatever the requests do.
    if (table === 'sys_token' || table === 'sys_quartz_job_log') continue;
    // The operation log records the refused attempts themselves.
    if (table === 'sys_log') continue;
    const db: DynamicDb = s.app.ctx.db;
    const rows = await db.selectFrom(table).selectAll().orderBy(primaryKeyOf(e)).execute();
    // Failed logins keep counters on the user row: compare users by identity, not by those counters.
    const shown = table === 'sys_user' ? rows.map((r) => ({ id: r.id, username: r.username, password: r.password, status: r.status })) : rows;
    out[table] = createHash('sha256').update(JSON.stringify(shown)).digest('hex');
  }
  return out;
}

async function send(t: Target, query: string, body: (typeof BODIES)[number] | undefined, headers: Record<string, string>, token: string | undefined) {
  const h: Record<string, string> = { ...headers };
  if (token) h['X-Access-Token'] = token;
  if (body) h['content-type'] = body.type;
  const res = await fetch(`${s.url}${t.path}${query ? `?${query}` : ''}`, {
    method: t.method,
    headers: h,
    body: body && t.method !== 'GET' ? body.body : undefined,
  });
  return { status: res.status, text: await res.text() };
}

describe('route fuzz', () => {
  it('answers malformed input on every route without a 5xx, a leak or a write', async () => {
    const before = await tableFingerprint();
    const cases: Array<() => Promise<string | null>> = [];
    for (const [who, token] of Object.entries(callers)) {
      for (const t of targets(`k${NUL}`)) {
        const label = (extra: string) => `${who} ${t.method} ${t.path} ${extra}`;
        QUERIES.forEach((q, i) => cases.push(async () => judge(label(`query#${i}`), await send(t, q, undefined, HEADERS[i % HEADERS.length], token))));
        if (t.method !== 'GET')
          BODIES.forEach((b, i) => cases.push(async () => judge(label(`body#${i}`), await send(t, '', b, HEADERS[i % HEADERS.length], token))));
      }
    }
    const failures: string[] = [];
    for (let i = 0; i < cases.length; i += 8) for (const f of await Promise.all(cases.slice(i, i + 8).map((c) => c()))) if (f) failures.push(f);
    expect(cases.length).toBeGreaterThan(1000);
    expect(failures).toEqual([]);
    expect(await tableFingerprint()).toEqual(before);
  }, 900_000);
});

function judge(label: string, r: { status: number; text: string }): string | null {
  if (r.status >= 500) return `${label}: ${r.status} ${r.text.slice(0, 200)}`;
  const leak = LEAK.find((re) => re.test(r.text));
  return leak ? `${label}: leaks ${leak} in ${r.text.slice(0, 200)}` : null;
}
