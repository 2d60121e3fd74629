/**
 * Master-detail saving (x-entity.details) on the demo library's 采购申请 (t_demo_purchase) with its 采购明细 rows
 * (t_demo_purchase_item, no routes of its own): one transaction for master and details, the detail entity's own
 * checks per row, refusals naming row and column with nothing written, and the master's region scope over its rows.
 */
import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DynamicDb } from '../../src/server/db/tables.js';
import { startServer, type TestServer } from '../helpers/server.js';
import { signedGet } from '../helpers/signed.js';
import { demoSchemaCopy } from '../schemas/demo-book.js';

const API = '/DemoPurchaseController';
const COMMUNITY01 = '210102001002';
const COMMUNITY02 = '210102001003';
let s: TestServer;
let dir: string;
let db: DynamicDb;
const tokens: Record<string, string> = {};

beforeAll(async () => {
  dir = demoSchemaCopy('zhdj-master-detail-');
  s = await startServer({ schemaDir: dir });
  db = s.app.ctx.db as unknown as DynamicDb;
  // The screen is not in a menu yet, so its permissions are made here and given to the community officials.
  const role = await db.selectFrom('sys_role').select('id').where('roleCode', '=', 'community_admin').executeTakeFirstOrThrow();
  for (const action of ['list', 'add', 'edit', 'delete']) {
    await db
      .insertInto('sys_permission')
      .values({ id: `mdp-${action}`, name: `采购申请${action}`, menuType: 2, perms: `demoPurchase:${action}` })
      .execute();
    await db
      .insertInto('sys_role_permission')
      .values({ id: `mdrp-${action}`, roleId: role.id, permissionId: `mdp-${action}` })
      .execute();
  }
  for (const u of ['admin', 'community01', 'community02']) tokens[u] = await s.api.login(u);
});
afterAll(async () => {
  await s?.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

type Item = Record<string, unknown>;
const item = (itemName: string, over: Item = {}): Item => ({ itemName, spec: 'A4', quantity: 2, unitPrice: 12.5, unit: 'xiang', ...over });
const purchase = (over: Item = {}) => ({ title: '办公用品采购', applicant: '张三', applyDate: '2026-11-20', regionCode: COMMUNITY01, ...over });

const add = (body: unknown, user = 'admin') => s.api.post(`${API}/add`, body, tokens[user]);
const edit = (body: unknown, user = 'admin') => s.api.put(`${API}/edit`, body, tokens[user]);
const byId = (id: string, user = 'admin') => s.api.get(`${API}/queryById`, { id }, tokens[user]);
const itemsOf = async (id: string) => (await byId(id)).body.result.items as Item[];
const storedItems = (purchaseId?: string) => {
  const q = db.selectFrom('t_demo_purchase_item').selectAll().orderBy('sortNo');
  return (purchaseId ? q.where('purchaseId', '=', purchaseId) : q).execute() as Promise<Item[]>;
};
const masters = async () =>
  Number(
    (
      await db
        .selectFrom('t_demo_purchase')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );
const detailRows = async () =>
  Number(
    (
      await db
        .selectFrom('t_demo_purchase_item')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

async function added(body: Item, user = 'admin'): Promise<string> {
  const r = await add(body, user);
  expect(r.body.message, JSON.stringify(r.body)).toBe('添加成功！');
  return r.body.result.id as string;
}

describe('add and queryById', () => {
  it('saves the master with its rows in their order; the foreign key and the order are the server’s', async () => {
    const id = await added(
      purchase({ items: [item('打印纸', { purchaseId: 'someone-else', sortNo: 99 }), item('签字笔', { spec: null, unit: 'ge' }), item('文件夹')] }),
    );
    const rows = await itemsOf(id);
    expect(rows.map((r) => [r.itemName, r.sortNo, r.purchaseId])).toEqual([
      ['打印纸', 1, id],
      ['签字笔', 2, id],
      ['文件夹', 3, id],
    ]);
    expect(rows[0]).toMatchObject({ spec: 'A4', quantity: 2, unitPrice: 12.5, unit: 'xiang', unit_dictText: '箱', createBy: 'admin' });
    expect(rows[0].id).toMatch(/^[0-9a-f]{32}$/);
    expect(await storedItems('someone-else')).toEqual([]);
  });

  it('adds a master without rows when the body has none', async () => {
    const id = await added(purchase({ title: '无明细' }));
    expect(await itemsOf(id)).toEqual([]);
  });
});

describe('edit', () => {
  it('updates rows by id, inserts rows without one, deletes the rows left out, and keeps the array’s order', async () => {
    const id = await added(purchase({ items: [item('甲'), item('乙'), item('丙')] }));
    const [a, b, c] = await itemsOf(id);
    const r = await edit({
      id,
      title: '办公用品采购（改）',
      items: [{ ...c, quantity: 7, purchaseId: 'x' }, item('丁'), { id: a.id, itemName: '甲', quantity: 1, unit: 'ge' }],
    });
    expect(r.body).toMatchObject({ success: true, message: '编辑成功!' });
    const rows = await itemsOf(id);
    expect(rows.map((row) => [row.itemName, row.quantity, row.sortNo, row.purchaseId])).toEqual([
      ['丙', 7, 1, id],
      ['丁', 2, 2, id],
      ['甲', 1, 3, id],
    ]);
    expect(rows[0].id).toBe(c.id);
    expect(rows[2]).toMatchObject({ id: a.id, spec: 'A4', unit: 'ge', updateBy: 'admin' });
    expect(rows.map((row) => row.id)).not.toContain(b.id);
    expect((await byId(id)).body.result.title).toBe('办公用品采购（改）');
  });

  it('leaves the rows alone when the body does not carry them, and deletes them all for an empty array', async () => {
    const id = await added(purchase({ items: [item('甲'), item('乙')] }));
    expect((await edit({ id, remark: '只改备注' })).body.success).toBe(true);
    expect((await itemsOf(id)).map((r) => r.itemName)).toEqual(['甲', '乙']);
    expect((await edit({ id, items: [] })).body.success).toBe(true);
    expect(await storedItems(id)).toEqual([]);
  });
});

describe('a bad row refuses the whole save', () => {
  it('names row and column, lists every problem in result.errors, and writes no master and no row', async () => {
    const [before, rowsBefore] = [await masters(), await detailRows()];
    const r = await add(purchase({ items: [item('甲'), item('乙'), item('丙', { quantity: '' }), item('丁', { unit: 'jin' })] }));
    expect(r.status).toBe(400);
    expect(r.body.message).toBe('采购明细第3行：数量不能为空（共2处错误）');
    expect(r.body.result.errors).toEqual([
      { property: 'items', row: 3, field: 'quantity', title: '数量', message: '数量不能为空' },
      { property: 'items', row: 4, field: 'unit', title: '单位', message: '单位的值“jin”不在可选范围内' },
    ]);
    expect([await masters(), await detailRows()]).toEqual([before, rowsBefore]);
  });

  it('checks types, bounds and lengths with the detail entity’s own rules', async () => {
    const r = await add(purchase({ items: [item('甲', { quantity: 0 }), item('乙'.repeat(51)), item('丙', { unitPrice: '贵' })] }));
    expect(r.body.result.errors.map((e: Item) => `${e.row}:${e.field}:${e.message}`)).toEqual([
      '1:quantity:数量不能小于1',
      '2:itemName:物品名称最大长度50位字符',
      '3:unitPrice:单价的类型不正确，应为数字',
    ]);
  });

  it('checks area codes and file paths of a row as a single add does', async () => {
    expect((await add(purchase({ items: [item('甲', { origin: '210102' }), item('乙', { origin: '999999' })] }))).body.message).toBe(
      '采购明细第2行：产地不是有效的地区编码',
    );
    const r = await add(purchase({ items: [item('甲', { quotation: 'temp/never-uploaded.pdf' })] }));
    expect(r.body.message).toBe('采购明细第1行：报价单中的文件“temp/never-uploaded.pdf”不存在或您无权使用');
  });

  it('refuses a row repeating a unique value set of an earlier row', async () => {
    const r = await add(purchase({ items: [item('打印纸'), item('订书机'), item('打印纸')] }));
    expect(r.body.message).toBe('采购明细第3行：物品名称、规格型号与第1行重复');
  });

  it('in an edit, leaves the master and every row as they were', async () => {
    const id = await added(purchase({ items: [item('甲'), item('乙')] }));
    const stored = await storedItems(id);
    const r = await edit({ id, title: '不应保存', items: [item('新行'), { id: stored[0].id, itemName: '' }] });
    expect(r.status).toBe(400);
    expect(r.body.message).toBe('采购明细第2行：物品名称不能为空');
    expect((await byId(id)).body.result.title).toBe('办公用品采购');
    expect(await storedItems(id)).toEqual(stored);
  });

  it('refuses a body whose rows are no list, or more rows than the declaration allows', async () => {
    expect((await add(purchase({ items: { itemName: '甲' } }))).body.message).toBe('采购明细应为列表');
    const many = Array.from({ length: 201 }, (_, i) => item(`物品${i}`));
    expect((await add(purchase({ items: many }))).body.message).toBe('采购明细最多200行，现有201行');
    expect((await add(purchase({ items: ['甲'] }))).body.message).toBe('采购明细第1行：数据格式不正确，应为对象');
  });
});

describe('row ids', () => {
  it('refuses the id of another master’s row, and changes neither master', async () => {
    const mine = await added(purchase({ items: [item('我的')] }));
    const other = await added(purchase({ title: '别人的申请', items: [item('别人的')] }));
    const [foreign] = await storedItems(other);
    const r = await edit({ id: mine, items: [{ ...foreign, itemName: '抢来的' }] });
    expect(r.status).toBe(400);
    expect(r.body.message).toBe('采购明细第1行：该明细不存在或不属于本条数据');
    expect(r.body.result.errors).toEqual([{ property: 'items', row: 1, message: '该明细不存在或不属于本条数据' }]);
    expect((await storedItems(other)).map((row) => row.itemName)).toEqual(['别人的']);
    expect((await storedItems(mine)).map((row) => row.itemName)).toEqual(['我的']);
  });

  it('refuses an id on a new master’s row and the same id twice', async () => {
    const id = await added(purchase({ items: [item('甲')] }));
    const [row] = await itemsOf(id);
    expect((await add(purchase({ items: [{ ...row }] }))).body.message).toBe('采购明细第1行：该明细不存在或不属于本条数据');
    expect((await edit({ id, items: [row, { ...row, quantity: 5 }] })).body.message).toBe('采购明细第2行：与第1行是同一条明细');
  });
});

describe('region scope and delete', () => {
  it('lets a community official save rows of their own region’s request only', async () => {
    const own = await added(purchase({ items: [item('社区一')] }), 'community01');
    expect((await itemsOf(own)).map((r) => r.itemName)).toEqual(['社区一']);
    const elsewhere = await add(purchase({ regionCode: COMMUNITY02, items: [item('越界')] }), 'community01');
    expect(elsewhere.status).toBe(403);
    expect((await storedItems()).map((r) => r.itemName)).not.toContain('越界');
  });

  it('answers another community’s request and its rows as not found, to read, edit or delete', async () => {
    const id = await added(purchase({ items: [item('社区一的')] }), 'community01');
    const stored = await storedItems(id);
    expect((await byId(id, 'community02')).status).toBe(404);
    const r = await edit({ id, items: [] }, 'community02');
    expect(r.status).toBe(404);
    expect((await s.api.delete(`${API}/delete`, { id }, tokens.community02)).status).toBe(404);
    expect(await storedItems(id)).toEqual(stored);
  });

  it('deletes the rows with their master, by delete and deleteBatch', async () => {
    const one = await added(purchase({ items: [item('甲'), item('乙')] }), 'community01');
    const two = await added(purchase({ items: [item('丙')] }));
    const three = await added(purchase({ items: [item('丁')] }));
    expect((await s.api.delete(`${API}/delete`, { id: one }, tokens.community01)).body.success).toBe(true);
    expect(await storedItems(one)).toEqual([]);
    expect((await s.api.delete(`${API}/deleteBatch`, { ids: `${two},${three}` }, tokens.admin)).body.success).toBe(true);
    expect([...(await storedItems(two)), ...(await storedItems(three))]).toEqual([]);
    expect((await byId(two)).status).toBe(404);
  });

  it('deletes nothing, rows included, when one of a batch is outside the caller’s region', async () => {
    const own = await added(purchase({ items: [item('甲')] }), 'community01');
    const other = await added(purchase({ regionCode: COMMUNITY02, items: [item('乙')] }));
    const r = await s.api.delete(`${API}/deleteBatch`, { ids: `${own},${other}` }, tokens.community01);
    expect(r.status).toBe(404);
    expect((await storedItems(own)).length + (await storedItems(other)).length).toBe(2);
  });
});

describe('the detail entity', () => {
  it('has no routes of its own and is no lookup table', async () => {
    expect((await s.api.get('/DemoPurchaseItemController/list', {}, tokens.admin)).status).toBe(404);
    const dict = await signedGet(s, '/sys/dict/getDictItems/t_demo_purchase_item,item_name,id', {}, tokens.admin);
    expect(dict.body).toMatchObject({ success: false, message: expect.stringMatching(/不存在|没有权限|不允许/) });
  });

  it('reaches the client inside the master entity the screen route serves', async () => {
    fs.writeFileSync(
      `${dir}/screens/demo-purchase-probe.json`,
      JSON.stringify({
        id: 'demo-purchase-probe',
        type: 'form',
        entity: 'demoPurchase',
        title: '采购申请',
        schema: { type: 'object', properties: { title: {} } },
      }),
    );
    const r = await s.api.get('/schema/screen/demo-purchase-probe', {}, tokens.admin);
    const [detail] = r.body.result.entity['x-entity'].details;
    expect(detail).toMatchObject({
      property: 'items',
      entity: 'demoPurchaseItem',
      foreignKey: 'purchaseId',
      schema: { $id: 'demoPurchaseItem', title: '采购明细' },
    });
    expect(Object.keys(detail.schema.properties)).toEqual(expect.arrayContaining(['itemName', 'quantity', 'unit']));
  });
});
