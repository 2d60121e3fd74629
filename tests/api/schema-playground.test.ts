/**
 * 配置调试台 (the schema playground): administrators only; files listed, read and checked as check:schemas checks
 * them without writing; saved only while the server watches its schema folder; and the preview token, a security
 * boundary: it acts as the chosen user (their permissions and region scope), answers reads only (a write is refused
 * with a Chinese message, a POST that only reads is answered), says who previewed as whom, and expires.
 * SQLite and (TEST_DB=postgres) PostgreSQL.
 */
import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PREVIEW_READ_ONLY } from '../../src/server/plugins/access.js';
import { PLAYGROUND_ADMIN_ONLY, SAVE_NEEDS_WATCH } from '../../src/server/routes/sys/schema-playground.js';
import { copySchemas, eventually } from '../helpers/schema-copy.js';
import { startServer, type TestServer } from '../helpers/server.js';
import { addResidents, RESIDENTS } from './crud-fixtures.js';

let s: TestServer;
const t: Record<string, string> = {};
const RESIDENT_LIST = 'screens/resident-list.json';
const shipped = fs.readFileSync(`schemas/${RESIDENT_LIST}`, 'utf8');
const broken = shipped.replace('"regionCode": {"x-component": "RegionTreeSelect"}', '"regionCode": {"x-component": "RegionTreeSelct"}');

const preview = async (username: string, server = s) => {
  const answer = await server.api.post('/sys/schemaPlayground/previewToken', { username }, t.admin);
  expect(answer.body.success, answer.body.message).toBe(true);
  return answer.body.result.token as string;
};

beforeAll(async () => {
  s = await startServer();
  for (const u of ['admin', 'street01', 'community01']) t[u] = await s.api.login(u);
  await addResidents(s, t.admin);
});
afterAll(() => s.close());

describe('administrators only', () => {
  it('refuses every playground route to a street official, answers the administrator', async () => {
    const calls = [
      () => s.api.get('/sys/schemaPlayground/files', {}, t.street01),
      () => s.api.get('/sys/schemaPlayground/file', { file: RESIDENT_LIST }, t.street01),
      () => s.api.post('/sys/schemaPlayground/check', { file: RESIDENT_LIST, text: shipped }, t.street01),
      () => s.api.post('/sys/schemaPlayground/save', { file: RESIDENT_LIST, text: shipped }, t.street01),
      () => s.api.post('/sys/schemaPlayground/previewToken', { username: 'community01' }, t.street01),
    ];
    for (const call of calls) expect((await call()).status).toBe(403);
    expect((await s.api.get('/sys/schemaPlayground/files', {})).status).toBe(401);
    const files = (await s.api.get('/sys/schemaPlayground/files', {}, t.admin)).body.result;
    expect(files.canSave).toBe(false);
    expect(files.files).toContainEqual({ file: RESIDENT_LIST, kind: 'screen', title: '居民信息' });
    expect(files.files.map((f: { file: string }) => f.file)).toEqual(
      expect.arrayContaining(['menus.json', 'entities/resident.json'].filter((f) => fs.existsSync(`schemas/${f}`))),
    );
  });

  it('is refused even to a role granted the menu: the grant alone makes no administrator', async () => {
    const menuId = async (url: string) => (await s.app.ctx.db.selectFrom('sys_permission').select('id').where('url', '=', url).executeTakeFirstOrThrow()).id;
    const street = (await s.app.ctx.db.selectFrom('sys_role').select('id').where('roleCode', '=', 'street_admin').executeTakeFirstOrThrow()).id;
    const held = (await s.api.get('/sys/permission/queryRolePermission', { roleId: street }, t.admin)).body.result as string[];
    const granted = [...held, await menuId('/system'), await menuId('/system/schemaPlayground')];
    expect((await s.api.post('/sys/permission/saveRolePermission', { roleId: street, permissionIds: granted.join(',') }, t.admin)).body.success).toBe(true);
    const answer = await s.api.get('/sys/schemaPlayground/files', {}, t.street01);
    expect(answer.status).toBe(403);
    expect(answer.body.message).toBe(PLAYGROUND_ADMIN_ONLY);
    expect((await s.api.post('/sys/permission/saveRolePermission', { roleId: street, permissionIds: held.join(',') }, t.admin)).body.success).toBe(true);
  });
});

describe('reading and checking files', () => {
  it('reads an allowlisted file and refuses any other path', async () => {
    expect((await s.api.get('/sys/schemaPlayground/file', { file: RESIDENT_LIST }, t.admin)).body.result.text).toBe(shipped);
    for (const file of ['../package.json', 'seed/roles.json', 'screens/../../package.json', '/etc/passwd', 'screens/x.js']) {
      const answer = await s.api.get('/sys/schemaPlayground/file', { file }, t.admin);
      expect(answer.status, file).toBe(400);
      expect(answer.body.message).toContain('只能打开');
    }
    expect((await s.api.get('/sys/schemaPlayground/file', { file: 'screens/no-such-screen.json' }, t.admin)).status).toBe(404);
  });

  it('checks a text as check:schemas does, at its JSON path, and writes nothing', async () => {
    expect((await s.api.post('/sys/schemaPlayground/check', { file: RESIDENT_LIST, text: shipped }, t.admin)).body.result.problems).toEqual([]);
    const answer = await s.api.post('/sys/schemaPlayground/check', { file: RESIDENT_LIST, text: broken }, t.admin);
    expect(answer.body.result.problems).toContainEqual({
      file: RESIDENT_LIST,
      path: expect.stringMatching(/\.regionCode\.x-component$/),
      message: expect.stringContaining('组件 RegionTreeSelct 未在注册表中'),
    });
    const notJson = (await s.api.post('/sys/schemaPlayground/check', { file: RESIDENT_LIST, text: '{"type": ' }, t.admin)).body.result.problems;
    expect(notJson[0]).toMatchObject({ file: RESIDENT_LIST, path: '$', message: expect.stringContaining('不是有效的JSON') });
    expect(fs.readFileSync(`${s.config.schemaDir}/${RESIDENT_LIST}`, 'utf8')).toBe(shipped);
  });

  it('refuses to save while the server does not watch its schema folder', async () => {
    const answer = await s.api.post('/sys/schemaPlayground/save', { file: RESIDENT_LIST, text: shipped }, t.admin);
    expect(answer.status).toBe(403);
    expect(answer.body.message).toBe(SAVE_NEEDS_WATCH);
  });
});

describe('saving while the schema folder is watched', () => {
  const copy = copySchemas();
  let w: TestServer;
  beforeAll(async () => {
    w = await startServer({ schemaDir: copy.dir, schemaWatch: true });
    t.watchAdmin = await w.api.login('admin');
  });
  afterAll(async () => {
    await w.close();
    copy.remove();
  });

  it('saves a checked file, refuses a broken one and any path outside the allowlist', async () => {
    const retitled = shipped.replace('"title": "居民信息"', '"title": "居民信息（调试）"');
    const saved = await w.api.post('/sys/schemaPlayground/save', { file: RESIDENT_LIST, text: retitled }, t.watchAdmin);
    expect(saved.body.success, saved.body.message).toBe(true);
    expect(fs.readFileSync(copy.file(RESIDENT_LIST), 'utf8')).toBe(retitled);
    const refused = await w.api.post('/sys/schemaPlayground/save', { file: RESIDENT_LIST, text: broken }, t.watchAdmin);
    expect(refused.status).toBe(400);
    expect(refused.body.message).toContain('组件 RegionTreeSelct 未在注册表中');
    expect(fs.readFileSync(copy.file(RESIDENT_LIST), 'utf8')).toBe(retitled);
    expect((await w.api.post('/sys/schemaPlayground/save', { file: 'seed/roles.json', text: '[]' }, t.watchAdmin)).status).toBe(400);
    // The hot reload serves the saved screen.
    const title = async () => (await w.api.get('/schema/screen/resident-list', {}, t.watchAdmin)).body.result.screen.title as string;
    expect(await eventually(async () => (await title()) === '居民信息（调试）')).toBe(true);
  });
});

describe('the preview token', () => {
  it('sees what the chosen user sees: their region scope and their permissions', async () => {
    const token = await preview('community01');
    const names = (await s.api.get('/TBaseResidentController/list', { pageSize: 50 }, token)).body.result.records.map((r: { name: string }) => r.name);
    const own = RESIDENTS.filter((r) => r.regionCode.startsWith('210102001002')).map((r) => r.name);
    expect(names.sort()).toEqual(own.sort());
    // community01 holds no user administration; the administrator who asked for the token does.
    expect((await s.api.get('/sys/user/list', {}, token)).status).toBe(403);
    const info = (await s.api.get('/sys/permission/getUserPermissionByToken', {}, token)).body.result.menu as Array<{ meta: { title: string } }>;
    expect(info.map((m) => m.meta.title)).not.toContain('系统管理');
  });

  it('refuses every write with a Chinese message, and answers a POST that only reads', async () => {
    const token = await preview('community01');
    const [row] = (await s.api.get('/TBaseResidentController/list', { pageSize: 1 }, token)).body.result.records as Array<{ id: string }>;
    const writes = [
      () => s.api.post('/TBaseResidentController/add', { ...RESIDENTS[0], name: '预览写入', idCard: undefined }, token),
      () => s.api.put('/TBaseResidentController/edit', { id: row.id, name: '预览改名' }, token),
      () => s.api.delete('/TBaseResidentController/delete', { id: row.id }, token),
      () => s.api.post('/sys/user/updatePassword', { username: 'community01', oldpassword: 'x', password: 'Abc#12345', confirmpassword: 'Abc#12345' }, token),
      () => s.api.post('/sys/schemaPlayground/previewToken', { username: 'admin' }, token),
    ];
    for (const write of writes) {
      const answer = await write();
      expect(answer.status).toBe(403);
      expect(answer.body).toMatchObject({ success: false, message: PREVIEW_READ_ONLY });
    }
    expect((await s.api.get('/TBaseResidentController/queryById', { id: row.id }, t.admin)).body.result.name).not.toBe('预览改名');
    // A tree query sent as POST reads only: answered.
    const tree = await s.api.post('/TBaseRegionController/queryAllRegionTree', {}, token);
    expect(tree.body.success).toBe(true);
    // The same write with community01's own session is not refused as a preview.
    expect((await s.api.put('/TBaseResidentController/edit', { id: row.id, name: row.id ? '王小明' : '' }, t.community01)).body.message).not.toBe(
      PREVIEW_READ_ONLY,
    );
  });

  it('says who previewed as whom, and is no one online', async () => {
    await preview('community01');
    const stored = await s.app.ctx.db.selectFrom('sys_token').select(['previewBy', 'loginVia', 'userId']).where('loginVia', '=', 'preview').execute();
    const admin = await s.app.ctx.db.selectFrom('sys_user').select('id').where('username', '=', 'admin').executeTakeFirstOrThrow();
    expect(stored.length).toBeGreaterThan(0);
    expect(stored.every((r) => r.previewBy === admin.id)).toBe(true);
    // The log entry is written after the answer has gone out.
    const log = () =>
      s.app.ctx.db.selectFrom('sys_log').select(['username', 'logContent']).where('requestUrl', 'like', '%schemaPlayground/previewToken').execute();
    await eventually(async () => (await log()).length > 0);
    expect(await log()).toContainEqual({ username: 'admin', logContent: expect.stringContaining('（community01） 的身份只读预览') });
    const online = (await s.api.get('/sys/online/list', { pageSize: 100 }, t.admin)).body.result.records as Array<{ username: string }>;
    expect(online.filter((r) => r.username === 'community01')).toHaveLength(1);
  });

  it('refuses an unknown user', async () => {
    const answer = await s.api.post('/sys/schemaPlayground/previewToken', { username: 'nobody-here' }, t.admin);
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe('用户 nobody-here 不存在');
  });

  it('expires', async () => {
    const short = await startServer({ previewTtlMs: 1500 });
    try {
      t.shortAdmin = await short.api.login('admin');
      const answer = await short.api.post('/sys/schemaPlayground/previewToken', { username: 'community01' }, t.shortAdmin);
      const token = answer.body.result.token as string;
      expect(answer.body.result.expiresAt).toBeLessThanOrEqual(Date.now() + 1500);
      expect((await short.api.get('/TBaseResidentController/list', {}, token)).status).toBe(200);
      const status = async () => (await short.api.get('/TBaseResidentController/list', {}, token)).status;
      await eventually(async () => (await status()) === 401, 10_000);
      expect(await status()).toBe(401);
    } finally {
      await short.close();
    }
  });
});
