/**
 * Tenant choice at login and data isolation per tenant (issue 18 item 2): the login answers the tenants a user may
 * enter (frozen, ended and not yet begun ones left out), a user in one tenant starts in it, a user in several
 * chooses (/sys/selectTenant), the tenant header selects among the user's own usable tenants only, and the rows of
 * a tenant-scoped entity (党建活动, x-entity.tenantScope) are out of reach from another tenant: list, read, edit,
 * delete, export. SQLite and (TEST_DB=postgres) PostgreSQL.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app.js';
import type { DynamicDb } from '../../src/server/db/tables.js';
import { startServer, type TestServer } from '../helpers/server.js';

const ACT = '/TPartyActivityController';
const COMMUNITY01 = '210102001002';
let s: TestServer;
let db: DynamicDb;
const t: Record<string, string> = {};
const tenant: Record<string, string> = {};
let org01: string;

const addTenant = async (name: string, extra: Record<string, unknown> = {}) => {
  const r = await s.api.post('/sys/tenant/add', { name, status: 1, ...extra }, t.admin);
  expect(r.body.success, r.body.message).toBe(true);
  return String(r.body.result.id);
};
const userId = async (username: string) =>
  (await db.selectFrom('sys_user').select('id').where('username', '=', username).executeTakeFirstOrThrow()).id as string;
const setTenants = async (username: string, ids: string[]) => {
  const r = await s.api.put('/sys/user/edit', { id: await userId(username), relTenantIds: ids.join(',') }, t.admin);
  expect(r.body.success, r.body.message).toBe(true);
};
const loginResult = async (username: string) => {
  const r = await s.api.post('/sys/login', { username, password: 'Seed#Pass2026' });
  expect(r.body.success, r.body.message).toBe(true);
  return r.body.result;
};
/** A call acting in `tenantId` through the tenant header (as the client sends it on every request). */
const inTenant = (method: string, path: string, token: string, tenantId: string, more: { query?: Record<string, string>; body?: unknown } = {}) =>
  s.api.request(method, path, { token, headers: { 'tenant-id': tenantId }, ...more });
const activity = (title: string) => ({ partOrgId: org01, title, activityType: '2', activityDate: '2026-11-20', regionCode: COMMUNITY01 });
const titles = async (token: string, tenantId: string) =>
  ((await inTenant('GET', `${ACT}/list`, token, tenantId, { query: { pageSize: '100' } })).body.result.records as Array<{ title: string }>)
    .map((r) => r.title)
    .sort();
const stored = (id: string) => db.selectFrom('t_party_activity').select(['title', 'tenantId']).where('id', '=', id).executeTakeFirst();

async function exported(token: string, tenantId: string): Promise<string[]> {
  const res = await fetch(`${s.api.base}${ACT}/exportXls`, { headers: { 'X-Access-Token': token, 'tenant-id': tenantId } });
  expect(res.status).toBe(200);
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(await res.arrayBuffer());
  return book.worksheets[0]
    .getSheetValues()
    .filter(Boolean)
    .slice(1)
    .map((r) => String((r as unknown[]).find((v) => typeof v === 'string' && v.startsWith('活动')) ?? ''))
    .sort();
}

beforeAll(async () => {
  s = await startServer();
  db = s.app.ctx.db as unknown as DynamicDb;
  t.admin = await s.api.login('admin');
  tenant.a = await addTenant('甲街道党工委');
  tenant.b = await addTenant('乙社区党委');
  tenant.frozen = await addTenant('冻结租户', { status: 0 });
  tenant.ended = await addTenant('过期租户', { beginDate: '2020-01-01', endDate: '2020-12-31' });
  tenant.future = await addTenant('未来租户', { beginDate: '2099-01-01' });
  tenant.other = await addTenant('他人租户');
  await setTenants('community01', [tenant.a, tenant.b, tenant.frozen, tenant.ended, tenant.future]);
  await setTenants('street01', [tenant.b, tenant.frozen]);
  const branch = await s.api.post(
    '/TPartOrgManageController/add',
    { orgName: '水源地社区第一党支部', dicPartOrgType: '3', orgCode: '210102001221', regionCode: COMMUNITY01, memberCount: 30 },
    t.admin,
  );
  expect(branch.body.success, branch.body.message).toBe(true);
  org01 = branch.body.result.id;
}, 60_000);
afterAll(() => s?.close());

describe('choosing a tenant at login', () => {
  it('answers the usable tenants; one is entered at once, several wait for a choice, none is no tenant', async () => {
    const several = await loginResult('community01');
    expect(several.tenantId).toBe('');
    expect(several.tenantList.map((x: { name: string }) => x.name).sort()).toEqual(['乙社区党委', '甲街道党工委'].sort());
    t.community01 = several.token;

    const one = await loginResult('street01');
    expect(one.tenantList).toEqual([{ id: tenant.b, name: '乙社区党委' }]);
    expect(one.tenantId).toBe(tenant.b);
    t.street01 = one.token;
    // The session acts in it without any header.
    expect((await s.api.get(`${ACT}/list`, {}, t.street01)).status).toBe(200);
    expect((await s.api.get('/sys/tenant/getCurrentUserTenant', {}, t.street01)).body.result).toEqual({
      list: [{ id: tenant.b, name: '乙社区党委' }],
      tenantId: tenant.b,
    });

    const none = await loginResult('grid01');
    expect(none).toMatchObject({ tenantList: [], tenantId: '' });
  });

  it('a user in several tenants reaches no tenant data before choosing, and chooses only an own, usable tenant', async () => {
    const before = await s.api.get(`${ACT}/list`, {}, t.community01);
    expect(before.status).toBe(403);
    expect(before.body.message).toBe('请先选择租户');
    // Everything else works meanwhile.
    expect((await s.api.get('/sys/user/getCurrentUserDeparts', {}, t.community01)).status).toBe(200);

    const choose = (tenantId: string) => s.api.post('/sys/selectTenant', { tenantId }, t.community01);
    expect((await choose(tenant.frozen)).body).toMatchObject({ success: false, message: '租户“冻结租户”已冻结，无法进入' });
    expect((await choose(tenant.ended)).body.message).toBe('租户“过期租户”已过期（结束日期2020-12-31），无法进入');
    expect((await choose(tenant.future)).body.message).toBe('租户“未来租户”尚未生效（开始日期2099-01-01），无法进入');
    const foreign = await choose(tenant.other);
    expect(foreign.status).toBe(403);
    expect(foreign.body.message).toBe('无权访问该租户的数据');
    expect((await choose('no-such-tenant')).body.message).toBe('无权访问该租户的数据');
    expect((await choose('')).body.message).toBe('请选择租户');
    expect((await s.api.get(`${ACT}/list`, {}, t.community01)).status).toBe(403);

    const chosen = await choose(tenant.a);
    expect(chosen.body).toMatchObject({ success: true, result: { id: tenant.a, name: '甲街道党工委' } });
    expect((await s.api.get(`${ACT}/list`, {}, t.community01)).status).toBe(200);
    const current = (await s.api.get('/sys/tenant/getCurrentUserTenant', {}, t.community01)).body.result;
    expect(current.tenantId).toBe(tenant.a);
    expect(current.list.map((x: { id: string }) => x.id).sort()).toEqual([tenant.a, tenant.b].sort());
  });

  it('the tenant header selects among the own usable tenants only', async () => {
    expect((await inTenant('GET', `${ACT}/list`, t.community01, tenant.b)).status).toBe(200);
    const frozen = await inTenant('GET', `${ACT}/list`, t.community01, tenant.frozen);
    expect(frozen.status).toBe(403);
    expect(frozen.body.message).toBe('租户“冻结租户”已冻结，无法进入');
    expect((await inTenant('GET', `${ACT}/list`, t.community01, tenant.ended)).body.message).toBe('租户“过期租户”已过期（结束日期2020-12-31），无法进入');
    const foreign = await inTenant('GET', '/sys/user/getCurrentUserDeparts', t.community01, tenant.other);
    expect(foreign.status).toBe(403);
    expect(foreign.body.message).toBe('无权访问该租户的数据');
    // "0" (what the client sends without a tenant) is the session's own choice.
    expect((await inTenant('GET', `${ACT}/list`, t.community01, '0')).status).toBe(200);
    // Logging out works whatever the header says.
    const spare = (await loginResult('community01')).token;
    expect((await inTenant('POST', '/sys/logout', spare, tenant.frozen, { body: {} })).body.success).toBe(true);
    expect((await s.api.get('/sys/user/getCurrentUserDeparts', {}, spare)).status).toBe(401);
  });

  it('a second login hands over the tenant its session acts in, with the usable tenants to switch among', async () => {
    const secondLogin = async (token: string) => (await s.api.post('/UloginController/doubleLogin', { token })).body.result;
    const chosen = await secondLogin(t.community01);
    expect(chosen.tenantId).toBe(tenant.a);
    expect(chosen.tenantList.map((x: { id: string }) => x.id).sort()).toEqual([tenant.a, tenant.b].sort());
    // A session of several tenants with none chosen yet: no tenant, so the client asks for one.
    const unchosen = await secondLogin((await loginResult('community01')).token);
    expect(unchosen.tenantId).toBe('');
    expect(unchosen.tenantList).toHaveLength(2);
    expect(await secondLogin(t.street01)).toMatchObject({ tenantId: tenant.b, tenantList: [{ id: tenant.b, name: '乙社区党委' }] });
    expect(await secondLogin((await loginResult('grid01')).token)).toMatchObject({ tenantId: '', tenantList: [] });
  });
});

describe('data isolation per tenant', () => {
  let ofA: string;
  let ofB: string;
  let shared: string;

  beforeAll(async () => {
    const a = await inTenant('POST', `${ACT}/add`, t.community01, tenant.a, { body: { ...activity('活动甲：主题党日'), tenantId: tenant.b } });
    expect(a.body.success, a.body.message).toBe(true);
    ofA = a.body.result.id;
    const b = await inTenant('POST', `${ACT}/add`, t.community01, tenant.b, { body: activity('活动乙：支部党员大会') });
    ofB = b.body.result.id;
    // The administrator acting in no tenant writes a shared row (as every row written before the tenant scope).
    shared = (await s.api.post(`${ACT}/add`, activity('活动共享：党课'), t.admin)).body.result.id;
  });

  it("a row belongs to the writer's tenant, whatever the client sent; a row without tenant is shared", async () => {
    expect(await stored(ofA)).toEqual({ title: '活动甲：主题党日', tenantId: tenant.a });
    expect(await stored(ofB)).toMatchObject({ tenantId: tenant.b });
    expect((await stored(shared))?.tenantId ?? null).toBeNull();
    const read = await inTenant('GET', `${ACT}/queryById`, t.community01, tenant.a, { query: { id: ofA } });
    expect(read.body.result).toMatchObject({ tenantId: tenant.a, tenantId_dictText: '甲街道党工委' });
  });

  it("lists, reads and exports show the own tenant's rows and the shared ones only", async () => {
    expect(await titles(t.community01, tenant.a)).toEqual(['活动共享：党课', '活动甲：主题党日']);
    expect(await titles(t.community01, tenant.b)).toEqual(['活动乙：支部党员大会', '活动共享：党课']);
    // street01 acts in 乙 (its only usable tenant): the street sees its community's rows of 乙 only.
    expect(await titles(t.street01, '0')).toEqual(['活动乙：支部党员大会', '活动共享：党课']);
    expect((await inTenant('GET', `${ACT}/queryById`, t.community01, tenant.b, { query: { id: ofA } })).status).toBe(404);
    expect((await s.api.get(`${ACT}/queryById`, { id: ofA }, t.street01)).status).toBe(404);
    expect(await exported(t.community01, tenant.b)).toEqual(['活动乙：支部党员大会', '活动共享：党课']);
    expect(await exported(t.community01, tenant.a)).toEqual(['活动共享：党课', '活动甲：主题党日']);
  });

  it('a row of another tenant cannot be edited or deleted; nothing is written', async () => {
    const edit = await inTenant('PUT', `${ACT}/edit`, t.community01, tenant.b, { body: { id: ofA, title: '改掉' } });
    expect(edit.status).toBe(404);
    const del = await inTenant('DELETE', `${ACT}/delete`, t.community01, tenant.b, { query: { id: ofA } });
    expect(del.status).toBe(404);
    const batch = await inTenant('DELETE', `${ACT}/deleteBatch`, t.community01, tenant.b, { query: { ids: `${ofB},${ofA}` } });
    expect(batch.status).toBe(404);
    expect(await stored(ofA)).toEqual({ title: '活动甲：主题党日', tenantId: tenant.a });
    expect(await stored(ofB)).toBeDefined();
    // In its own tenant the same edit goes through.
    expect((await inTenant('PUT', `${ACT}/edit`, t.community01, tenant.a, { body: { id: ofA, title: '活动甲：主题党日（改）' } })).body.success).toBe(true);
    expect((await stored(ofA))?.title).toBe('活动甲：主题党日（改）');
  });

  it("the administrator sees every tenant's rows, and one tenant's when acting in it", async () => {
    const all = (await s.api.get(`${ACT}/list`, { pageSize: 100 }, t.admin)).body.result.records.map((r: { title: string }) => r.title);
    expect(all).toEqual(expect.arrayContaining(['活动甲：主题党日（改）', '活动乙：支部党员大会', '活动共享：党课']));
    expect(await titles(t.admin, tenant.b)).toEqual(['活动乙：支部党员大会', '活动共享：党课']);
  });

  it('a user whose tenants are all frozen reaches no tenant data; a user in no tenant the shared rows only', async () => {
    await setTenants('street01', [tenant.frozen]);
    const frozenOnly = await s.api.get(`${ACT}/list`, {}, t.street01);
    expect(frozenOnly.status).toBe(403);
    expect(frozenOnly.body.message).toBe('租户“冻结租户”已冻结，无法进入');
    // Taken out of every tenant (its session had chosen 乙): the shared rows, which its writes also become.
    await setTenants('street01', []);
    expect(await titles(t.street01, '0')).toEqual(['活动共享：党课']);
    expect((await s.api.get(`${ACT}/queryById`, { id: ofB }, t.street01)).status).toBe(404);
  });

  it('freezing a tenant shuts its users out of it at once; they may still choose another own tenant', async () => {
    expect((await s.api.put('/sys/tenant/edit', { id: tenant.a, status: 0 }, t.admin)).body.success).toBe(true);
    const refused = await inTenant('GET', `${ACT}/list`, t.community01, tenant.a);
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe('租户“甲街道党工委”已冻结，无法进入');
    // The session's stored choice is refused the same way; another own tenant can still be chosen.
    expect((await s.api.get(`${ACT}/list`, {}, t.community01)).body.message).toBe('租户“甲街道党工委”已冻结，无法进入');
    expect((await inTenant('POST', '/sys/selectTenant', t.community01, tenant.a, { body: { tenantId: tenant.b } })).body.success).toBe(true);
    expect(await titles(t.community01, '0')).toEqual(['活动乙：支部党员大会', '活动共享：党课']);
    await s.api.put('/sys/tenant/edit', { id: tenant.a, status: 1 }, t.admin);
  });
});

describe('a database from before the tenant scope', () => {
  it('gets the tenant column at the next start, and its rows stay, shared by every tenant', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'zhdj-tenant-'));
    fs.cpSync('schemas', dir, { recursive: true });
    const file = path.join(dir, 'entities', 't-party-activity.json');
    const entity = JSON.parse(fs.readFileSync(file, 'utf8'));
    delete entity['x-entity'].tenantScope;
    fs.writeFileSync(file, JSON.stringify(entity));
    // That release's list had no 租户 column either (the server refuses a column the entity lacks).
    const listFile = path.join(dir, 'screens', 'party-activity-list.json');
    const list = JSON.parse(fs.readFileSync(listFile, 'utf8'));
    list.columns = list.columns.filter((c: string | { name: string }) => (typeof c === 'string' ? c : c.name) !== 'tenantId');
    fs.writeFileSync(listFile, JSON.stringify(list));
    const before = await startServer({ schemaDir: dir });
    try {
      const oldDb = before.app.ctx.db as unknown as DynamicDb;
      await oldDb
        .insertInto('t_party_activity')
        .values({ id: 'old-row', partOrgId: 'org', title: '活动旧：去年的党课', activityType: '1', activityDate: '2025-06-01', regionCode: COMMUNITY01 })
        .execute();
      const after = await buildApp({ ...before.config, schemaDir: 'schemas' }, { logger: false, seed: false });
      try {
        const row = await (after.ctx.db as unknown as DynamicDb)
          .selectFrom('t_party_activity')
          .select(['title', 'tenantId'])
          .where('id', '=', 'old-row')
          .executeTakeFirstOrThrow();
        expect(row).toEqual({ title: '活动旧：去年的党课', tenantId: null });
      } finally {
        await after.close();
      }
    } finally {
      await before.close();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
