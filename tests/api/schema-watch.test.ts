import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startServer, type TestServer } from '../helpers/server.js';
import { copySchemas, demoEntity as entity, eventually } from '../helpers/schema-copy.js';

/** A copy of the schemas the running server watches, so the test can edit it. */
const schemas = copySchemas();

let s: TestServer;
let errors: string[];
beforeAll(async () => {
  s = await startServer({ schemaDir: schemas.dir, schemaWatch: true });
  errors = [];
  vi.spyOn(s.app.log, 'error').mockImplementation(((obj: unknown, msg?: string) => void errors.push(typeof obj === 'string' ? obj : String(msg))) as never);
});
afterAll(async () => {
  await s.close();
  schemas.remove();
});

async function tableExists(table: string): Promise<boolean> {
  try {
    await s.app.ctx.db
      .selectFrom(table as never)
      .selectAll()
      .limit(1)
      .execute();
    return true;
  } catch {
    return false;
  }
}

const refused = (text: string) =>
  eventually(() => errors.some((e) => e.includes('schema reload skipped, the previous schemas stay in use') && e.includes(text)));

describe('schema hot reload (SCHEMA_WATCH=1)', () => {
  it('a new entity file with its screen and menu gets a table, validation and working CRUD routes without a restart', async () => {
    expect(await tableExists('t_demo_item')).toBe(false);
    schemas.write('entities/t-demo-item.json', entity('demoItem', 't_demo_item', '/TDemoItemController'));
    schemas.write('screens/demo-items.json', {
      id: 'demo-items',
      type: 'list',
      entity: 'demoItem',
      title: '演示事项',
      query: ['itemName'],
      columns: ['itemName', 'contactPhone'],
      toolbar: ['add'],
      rowActions: ['edit'],
      form: { schema: { type: 'object', properties: { itemName: {}, contactPhone: {} } } },
    });
    const menus = schemas.read('menus.json');
    menus.push({
      name: '演示事项',
      path: '/demo/items',
      component: 'schema/demo-items',
      perms: 'demoItem:list',
      buttons: [{ name: '新增', perms: 'demoItem:add' }],
    });
    schemas.write('menus.json', menus);

    expect(await eventually(() => tableExists('t_demo_item'))).toBe(true);
    expect(
      await eventually(
        async () => (await s.app.ctx.db.selectFrom('sys_permission').select('id').where('perms', '=', 'demoItem:add').executeTakeFirst()) !== undefined,
      ),
    ).toBe(true);

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
    schemas.write('entities/t-demo-broken.json', '{ "$id": "demoBroken", "title": ');
    expect(await refused('entities/t-demo-broken.json $: 不是有效的JSON')).toBe(true);
    expect(s.app.ctx.entities.all().length).toBe(before);
    expect(s.app.ctx.entities.find('demoItem')).toBeDefined();
    expect((await s.api.get('/health')).status).toBe(200);

    // Fixing the file is picked up: the watcher kept running.
    schemas.write('entities/t-demo-broken.json', entity('demoBroken', 't_demo_broken', '/TDemoBrokenController'));
    expect(await eventually(() => tableExists('t_demo_broken'))).toBe(true);
    expect(s.app.ctx.entities.find('demoBroken')).toBeDefined();
  });

  it('an entity naming an unknown validation rule is refused before anything changes', async () => {
    const bad = entity('demoTypo', 't_demo_typo', '/TDemoTypoController');
    bad.properties.contactPhone['x-rule'] = 'mobil';
    schemas.write('entities/t-demo-typo.json', bad);
    expect(await refused('entities/t-demo-typo.json $.properties.contactPhone.x-rule: 校验规则 mobil 不存在')).toBe(true);
    expect(s.app.ctx.entities.find('demoTypo')).toBeUndefined();
    expect(await tableExists('t_demo_typo')).toBe(false);
    schemas.write('entities/t-demo-typo.json', entity('demoTypo', 't_demo_typo', '/TDemoTypoController'));
    expect(await eventually(() => tableExists('t_demo_typo'))).toBe(true);
  });

  it('a wrong dictionary code is refused, so the entity never accepts any value for it', async () => {
    const bad = entity('demoSkill', 't_demo_skill', '/TDemoSkillController');
    bad.properties.contactPhone = { type: 'string', title: '技能', maxLength: 2, 'x-dict': 'vol_skil' };
    schemas.write('entities/t-demo-skill.json', bad);
    expect(await refused('entities/t-demo-skill.json $.properties.contactPhone.x-dict')).toBe(true);
    expect(errors.find((e) => e.includes('vol_skil'))).toBeDefined();
    expect(s.app.ctx.entities.find('demoSkill')).toBeUndefined();
    expect(await tableExists('t_demo_skill')).toBe(false);
  });

  it('a misspelt x-component in a screen is refused with its JSON path, and nothing else of that save is applied', async () => {
    const screen = schemas.read('screens/demo-items.json');
    screen.form.schema.properties.itemName = { 'x-component': 'Input.TextArae' };
    schemas.write('screens/demo-items.json', screen);
    schemas.write('entities/t-demo-later.json', entity('demoLater', 't_demo_later', '/TDemoLaterController'));
    expect(await refused('screens/demo-items.json $.form.schema.properties.itemName.x-component: 组件 Input.TextArae 未在注册表中')).toBe(true);
    expect(s.app.ctx.entities.find('demoLater')).toBeUndefined();
    expect(await tableExists('t_demo_later')).toBe(false);
  });
});
