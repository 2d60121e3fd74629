/**
 * The configurator loop: JSON files only (entities, screens, menu entries) give working screens end to end.
 * A copy of schemas/ gets a throwaway "demo book" entity; the real server on that copy creates the table, serves
 * the CRUD routes, the menu with its buttons and the screen schema, with no code written for it.
 */
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkSchemaFolder } from '../../src/server/schema-check/index.js';
import { format } from '../../src/server/schema-check/report.js';
import { startServer, type TestServer } from '../helpers/server.js';
import { demoSchemaCopy, DEMO, demoScreenIds } from '../schemas/demo-book.js';

let s: TestServer;
let dir: string;
let admin: string;

beforeAll(async () => {
  dir = demoSchemaCopy('zhdj-configurator-');
  s = await startServer({ schemaDir: dir });
  admin = await s.api.login('admin');
});
afterAll(async () => {
  await s?.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

describe('a screen made of three JSON files', () => {
  it('passes npm run check:schemas', () => {
    expect(checkSchemaFolder(dir).problems.map(format)).toEqual([]);
  });

  it('serves the screen with its entity at GET /api/schema/screen/:id', async () => {
    const r = await s.api.get(`/schema/screen/${DEMO.screenId}`, {}, admin);
    expect(r.status).toBe(200);
    expect(r.body.result.screen).toMatchObject({ id: DEMO.screenId, entity: 'demoBook', title: '图书列表' });
    expect(r.body.result.entity).toMatchObject({ $id: 'demoBook', 'x-entity': { api: DEMO.api, permission: 'demoBook', orderBy: 'createTime' } });
    expect(Object.keys(r.body.result.entity.properties)).toEqual(expect.arrayContaining(['id', 'createTime', 'bookName', 'isbn', 'shelf']));
  });

  it('serves a screen of every type (list, steps, detail, form, tree) with the entity it names', async () => {
    const types: string[] = [];
    for (const id of demoScreenIds()) {
      const r = await s.api.get(`/schema/screen/${id}`, {}, admin);
      expect(r.status).toBe(200);
      expect(r.body.result.entity.$id).toBe(r.body.result.screen.entity);
      types.push(r.body.result.screen.type);
    }
    expect(new Set(types)).toEqual(new Set(['list', 'steps', 'detail', 'form', 'tree']));
  });

  it('shows the menu with its buttons to the administrator', async () => {
    const r = await s.api.get('/sys/permission/getUserPermissionByToken', {}, admin);
    expect(r.status).toBe(200);
    const group = r.body.result.menu.find((m: { path: string }) => m.path === '/demo');
    expect(group).toBeDefined();
    const item = group.children.find((m: { path: string }) => m.path === '/demo/books');
    expect(item).toMatchObject({ component: `schema/${DEMO.screenId}`, meta: { title: '图书列表' } });
    const allowed = (r.body.result.auth as Array<{ action: string }>).map((a) => a.action);
    expect(allowed).toEqual(expect.arrayContaining(['demoBook:add', 'demoBook:edit', 'demoBook:delete']));
  });

  it('lists, adds, edits and deletes rows over HTTP', async () => {
    const empty = await s.api.get(`${DEMO.api}/list`, { pageNo: 1, pageSize: 20, column: 'createTime', order: 'desc' }, admin);
    expect(empty.body).toMatchObject({ success: true, result: { records: [], total: 0 } });

    const added = await s.api.post(`${DEMO.api}/add`, { bookName: '红岩', isbn: '9787020002207', shelf: 3 }, admin);
    expect(added.body).toMatchObject({ success: true, message: '添加成功！' });
    const refused = await s.api.post(`${DEMO.api}/add`, { isbn: '123' }, admin);
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe('书名不能为空；ISBN为13位数字');

    const listed = await s.api.get(`${DEMO.api}/list`, { bookName: '红' }, admin);
    expect(listed.body.result.total).toBe(1);
    const row = listed.body.result.records[0];
    expect(row).toMatchObject({ bookName: '红岩', shelf: 3, createBy: 'admin' });

    const edited = await s.api.put(`${DEMO.api}/edit`, { id: row.id, bookName: '红岩（修订版）' }, admin);
    expect(edited.body.success).toBe(true);
    const again = await s.api.get(`${DEMO.api}/queryById`, { id: row.id }, admin);
    expect(again.body.result).toMatchObject({ bookName: '红岩（修订版）', isbn: '9787020002207' });

    const removed = await s.api.delete(`${DEMO.api}/delete`, { id: row.id }, admin);
    expect(removed.body.success).toBe(true);
    expect((await s.api.get(`${DEMO.api}/list`, {}, admin)).body.result.total).toBe(0);
  });

  it('refuses the new routes to a user without the new permission', async () => {
    const grid = await s.api.login('grid01');
    const r = await s.api.get(`${DEMO.api}/list`, {}, grid);
    expect(r.status).toBe(403);
  });
});

describe('GET /api/schema/screen/:id', () => {
  it('needs a session', async () => {
    expect((await s.api.get('/schema/screen/grid-list')).status).toBe(401);
  });

  it('answers 404 for an unknown id and never reads a path from the request', async () => {
    for (const id of ['no-such-screen', 'Grid-List', '..%2Fmenus', '..%2F..%2Fpackage', 'grid-list.json']) {
      const r = await s.api.get(`/schema/screen/${id}`, {}, admin);
      expect(r.status).toBe(404);
      expect(r.body).toMatchObject({ success: false, message: '页面不存在' });
    }
  });

  it('does not send the definitions of secret properties', async () => {
    const dirScreen = path.join(dir, 'screens', 'user-probe.json');
    fs.writeFileSync(dirScreen, JSON.stringify({ id: 'user-probe', type: 'list', entity: 'sysUser', title: '用户', columns: ['username'] }));
    const r = await s.api.get('/schema/screen/user-probe', {}, admin);
    fs.rmSync(dirScreen);
    expect(r.status).toBe(200);
    const props = r.body.result.entity.properties as Record<string, { 'x-secret'?: boolean }>;
    expect(props.username).toBeDefined();
    expect(Object.values(props).some((p) => p['x-secret'])).toBe(false);
  });
});
