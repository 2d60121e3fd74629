import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startServer, type TestServer } from '../helpers/server.js';

/** A copy of the schemas the running server watches, so the test can edit it. */
const schemaDir = fs.mkdtempSync(path.join(os.tmpdir(), 'zhdj-schemas-'));
fs.cpSync('schemas', schemaDir, { recursive: true });

let s: TestServer;
let errors: string[];
beforeAll(async () => {
  s = await startServer({ schemaDir, schemaWatch: true });
  errors = [];
  vi.spyOn(s.app.log, 'error').mockImplementation(((obj: unknown, msg?: string) => void errors.push(typeof obj === 'string' ? obj : String(msg))) as never);
});
afterAll(async () => {
  await s.close();
  fs.rmSync(schemaDir, { recursive: true, force: true });
});

const entity = (id: string, table: string, api: string) => ({
  $id: id,
  title: '演示事项',
  type: 'object',
  additionalProperties: false,
  'x-entity': { table, api, permission: id },
  required: ['itemName'],
  properties: {
    itemName: { type: 'string', title: '事项名称', maxLength: 50, 'x-query': 'like' },
    contactPhone: { type: 'string', title: '联系电话', maxLength: 11, 'x-rule': 'mobile' },
  },
});

function writeJson(relative: string, data: unknown): void {
  fs.writeFileSync(path.join(schemaDir, relative), typeof data === 'string' ? data : JSON.stringify(data, null, 2));
}

async function tableExists(table: string): Promise<boolean> {
  try {
    await s.app.ctx.db.selectFrom(table as never).selectAll().limit(1).execute();
    return true;
  } catch {
    return false;
  }
}

async function eventually<T>(probe: () => Promise<T> | T, timeoutMs = 10_000): Promise<T> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value || Date.now() > until) return value;
    await new Promise((r) => setTimeout(r, 100));
  }
}

describe('schema hot reload (SCHEMA_WATCH=1)', () => {
  it('a new entity file with its menu gets a table, validation and working CRUD routes without a restart', async () => {
    expect(await tableExists('t_demo_item')).toBe(false);
    writeJson('entities/t-demo-item.json', entity('demoItem', 't_demo_item', '/TDemoItemController'));
    const menus = JSON.parse(fs.readFileSync(path.join(schemaDir, 'menus.json'), 'utf8'));
    menus.push({ name: '演示事项', path: '/demo/items', component: 'schema/demo-items', perms: 'demoItem:list', buttons: [{ name: '新增', perms: 'demoItem:add' }] });
    writeJson('menus.json', menus);

    expect(await eventually(() => tableExists('t_demo_item'))).toBe(true);
    expect(await eventually(async () => (await s.app.ctx.db.selectFrom('sys_permission').select('id').where('perms', '=', 'demoItem:add').executeTakeFirst()) !== undefined)).toBe(true);

    const token = await s.api.login('admin');
    const bad = await s.api.post('/TDemoItemController/add', { itemName: '修路灯', contactPhone: '12345' }, token);
    expect(bad.body.success).toBe(false);
    expect(bad.body.message).toContain('请输入正确手机号');
    const added = await s.api.post('/TDemoItemController/add', { itemName: '修路灯', contactPhone: '13800000000' }, token);
    expect(added.body).toMatchObject({ success: true });
    const list = await s.api.get('/TDemoItemController/list', { itemName: '路灯' }, token);
    expect(list.body.result.records).toEqual([expect.objectContaining({ itemName: '修路灯', contactPhone: '13800000000' })]);
  });

  it('a broken JSON file is reported clearly and the running schemas stay in use', async () => {
    const before = s.app.ctx.entities.all().length;
    writeJson('entities/t-demo-broken.json', '{ "$id": "demoBroken", "title": ');
    expect(await eventually(() => errors.some((e) => e.includes('entities/t-demo-broken.json')))).toBe(true);
    expect(errors.at(-1)).toMatch(/schema reload skipped, the previous schemas stay in use/);
    expect(s.app.ctx.entities.all().length).toBe(before);
    expect(s.app.ctx.entities.find('demoItem')).toBeDefined();
    expect((await s.api.get('/health')).status).toBe(200);

    // Fixing the file is picked up: the watcher kept running.
    writeJson('entities/t-demo-broken.json', entity('demoBroken', 't_demo_broken', '/TDemoBrokenController'));
    expect(await eventually(() => tableExists('t_demo_broken'))).toBe(true);
    expect(s.app.ctx.entities.find('demoBroken')).toBeDefined();
  });

  it('an entity naming an unknown validation rule is refused before anything changes', async () => {
    const bad = entity('demoTypo', 't_demo_typo', '/TDemoTypoController');
    bad.properties.contactPhone['x-rule'] = 'mobil';
    writeJson('entities/t-demo-typo.json', bad);
    expect(await eventually(() => errors.some((e) => e.includes('unknown validation rule "mobil"')))).toBe(true);
    expect(s.app.ctx.entities.find('demoTypo')).toBeUndefined();
    expect(await tableExists('t_demo_typo')).toBe(false);
  });
});
