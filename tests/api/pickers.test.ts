/**
 * The department, user and role pickers' routes (002 §7) and the x-pick check of generic writes, on a copy of
 * schemas/ with the demo library (its 值班安排 entity holds a department id, usernames and a role code).
 * Seed: 辽宁省智慧党建办公室 (21) > 浑河湾街道办事处 (210102001) > 水源地社区居委会 (…002), 砂阳南社区居委会 (…003).
 */
import fs from 'node:fs';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type TestServer } from '../helpers/server.js';
import { demoSchemaCopy } from '../schemas/demo-book.js';

let s: TestServer;
let dir: string;
const tokens: Record<string, string> = {};
const departId: Record<string, string> = {};

beforeAll(async () => {
  dir = demoSchemaCopy('zhdj-pickers-');
  s = await startServer({ schemaDir: dir });
  const db = s.app.ctx.db;
  // Community officials may keep the duty roster (the demo menu grants it to administrators only).
  const role = await db.selectFrom('sys_role').select('id').where('roleCode', '=', 'community_admin').executeTakeFirstOrThrow();
  const perms = await db.selectFrom('sys_permission').select('id').where('perms', 'like', 'demoDuty:%').execute();
  await db
    .insertInto('sys_role_permission')
    .values(perms.map((p) => ({ id: `pick${p.id}`.slice(0, 32), roleId: role.id, permissionId: p.id })))
    .execute();
  for (const u of ['admin', 'street01', 'community01', 'community02']) tokens[u] = await s.api.login(u);
  for (const d of await db.selectFrom('sys_depart').select(['id', 'orgCode']).execute()) departId[d.orgCode] = d.id;
});
afterAll(async () => {
  await s?.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

type Node = { title: string; children?: Node[] };
const titles = (nodes: Node[]): unknown => nodes.map((n) => (n.children ? { [n.title]: titles(n.children) } : n.title));
const get = async (url: string, user: string, query: Record<string, string> = {}) => {
  const r = await s.api.get(url, query, tokens[user]);
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return r.body.result;
};

describe('department trees', () => {
  it('queryTreeList: the whole tree for the administrator, in SysDepartTreeModel shape', async () => {
    const tree = await get('/sys/sysDepart/queryTreeList', 'admin');
    expect(titles(tree)).toEqual([{ 辽宁省智慧党建办公室: [{ 浑河湾街道办事处: ['水源地社区居委会', '砂阳南社区居委会'] }] }]);
    expect(tree[0]).toMatchObject({
      key: departId.A01,
      value: departId.A01,
      id: departId.A01,
      parentId: null,
      orgCode: 'A01',
      departName: '辽宁省智慧党建办公室',
      isLeaf: false,
    });
    expect(tree[0].children[0].children[0]).toMatchObject({ orgCode: 'A01A01A01', parentId: departId.A01A01, isLeaf: true });
  });

  it('queryTreeList: a street sees its subtree, a community only its own department', async () => {
    expect(titles(await get('/sys/sysDepart/queryTreeList', 'street01'))).toEqual([{ 浑河湾街道办事处: ['水源地社区居委会', '砂阳南社区居委会'] }]);
    expect(titles(await get('/sys/sysDepart/queryTreeList', 'community01'))).toEqual(['水源地社区居委会']);
    const named = await get('/sys/sysDepart/queryTreeList', 'community01', { ids: `${departId.A01A01A01},${departId.A01A01A02}` });
    expect(named.map((n: { orgCode: string }) => n.orgCode)).toEqual(['A01A01A01']);
  });

  it('queryDepartTreeSync: one level at a time, within scope', async () => {
    expect((await get('/sys/sysDepart/queryDepartTreeSync', 'admin')).map((n: Node) => n.title)).toEqual(['辽宁省智慧党建办公室']);
    const below = await get('/sys/sysDepart/queryDepartTreeSync', 'admin', { pid: departId.A01A01 });
    expect(below.map((n: { orgCode: string; isLeaf: boolean }) => [n.orgCode, n.isLeaf])).toEqual([
      ['A01A01A01', true],
      ['A01A01A02', true],
    ]);
    expect((await get('/sys/sysDepart/queryDepartTreeSync', 'community02')).map((n: Node) => n.title)).toEqual(['砂阳南社区居委会']);
    expect(await get('/sys/sysDepart/queryDepartTreeSync', 'community02', { pid: departId.A01A01 })).toEqual([
      { ...(await get('/sys/sysDepart/queryDepartTreeSync', 'community02'))[0] },
    ]);
  });

  it('queryIdTree answers key, value, title and children only', async () => {
    const tree = await get('/sys/sysDepart/queryIdTree', 'street01');
    expect(tree).toEqual([
      {
        key: departId.A01A01,
        value: departId.A01A01,
        title: '浑河湾街道办事处',
        children: [
          { key: departId.A01A01A01, value: departId.A01A01A01, title: '水源地社区居委会' },
          { key: departId.A01A01A02, value: departId.A01A01A02, title: '砂阳南社区居委会' },
        ],
      },
    ]);
  });

  it('searchBy finds departments by part of the name, flat, within scope', async () => {
    expect((await get('/sys/sysDepart/searchBy', 'admin', { keyWord: '社区' })).map((n: Node) => n.title)).toEqual(['水源地社区居委会', '砂阳南社区居委会']);
    expect((await get('/sys/sysDepart/searchBy', 'community01', { keyWord: '社区' })).map((n: Node) => n.title)).toEqual(['水源地社区居委会']);
    expect(await get('/sys/sysDepart/searchBy', 'community01', { keyWord: '%' })).toEqual([]);
  });

  it("queryMyDeptTreeList: the caller's own departments and those below them", async () => {
    expect(titles(await get('/sys/sysDepart/queryMyDeptTreeList', 'street01'))).toEqual([{ 浑河湾街道办事处: ['水源地社区居委会', '砂阳南社区居委会'] }]);
    expect(titles(await get('/sys/sysDepart/queryMyDeptTreeList', 'community02'))).toEqual(['砂阳南社区居委会']);
  });

  it('needs a login', async () => {
    expect((await s.api.get('/sys/sysDepart/queryTreeList')).status).toBe(401);
  });
});

describe('users', () => {
  const names = (page: { records: Array<{ username: string }> }) => page.records.map((r) => r.username).sort();

  it('queryUserComponentData: a community official sees the users of their community only', async () => {
    const page = await get('/sys/user/queryUserComponentData', 'community01');
    expect(names(page)).toEqual(['community01', 'grid01']);
    expect(page.total).toBe(2);
    expect(page.records.find((r: { username: string }) => r.username === 'grid01')).toEqual({
      id: expect.any(String),
      username: 'grid01',
      realname: '水源地社区第一网格员',
      sex: null,
      phone: '13800000004',
      orgCode: 'A01A01A01',
      orgCodeTxt: '水源地社区居委会',
    });
    expect(JSON.stringify(page)).not.toMatch(/password|argon/);
    expect(names(await get('/sys/user/queryUserComponentData', 'community01', { departId: departId.A01A01A02 }))).toEqual([]);
  });

  it('queryUserComponentData: a department and those below it, pages of the asked size, username filter', async () => {
    expect(names(await get('/sys/user/queryUserComponentData', 'admin', { departId: departId.A01A01A01 }))).toEqual(['community01', 'grid01']);
    const page = await get('/sys/user/queryUserComponentData', 'admin', {
      departId: departId.A01A01,
      pageSize: '2',
      pageNo: '2',
      column: 'username',
      order: 'asc',
    });
    expect([page.total, page.current, page.size, page.pages]).toEqual([5, 2, 2, 3]);
    expect(page.records.map((r: { username: string }) => r.username)).toEqual(['community02', 'grid01']);
    expect(names(await get('/sys/user/queryUserComponentData', 'admin', { username: 'COMMUNITY' }))).toEqual(['community01', 'community02']);
    expect(names(await get('/sys/user/queryUserComponentData', 'admin', { username: '_' }))).toEqual([]);
  });

  it('queryUserComponentData refuses an unknown sort column and a huge page', async () => {
    const bad = await s.api.get('/sys/user/queryUserComponentData', { column: 'password' }, tokens.admin);
    expect([bad.status, bad.body.message]).toEqual([400, '不支持按“password”排序']);
    expect((await s.api.get('/sys/user/queryUserComponentData', { column: 'toString' }, tokens.admin)).body.message).toBe('不支持按“toString”排序');
    expect((await s.api.get('/sys/role/list', { column: 'constructor' }, tokens.admin)).body.message).toBe('不支持按“constructor”排序');
    expect((await s.api.get('/sys/user/queryUserComponentData', { pageSize: '500' }, tokens.admin)).body.message).toBe('每页最多100条');
  });

  it('getMultiUser answers the named users in scope, in the order asked', async () => {
    const users = await get('/sys/user/getMultiUser', 'community01', { username: 'grid01,community02,community01,nobody' });
    expect(users.map((u: { username: string; realname: string }) => [u.username, u.realname])).toEqual([
      ['grid01', '水源地社区第一网格员'],
      ['community01', '水源地社区管理员'],
    ]);
    const byId = await get('/sys/user/getMultiUser', 'admin', { id: users[0].id });
    expect(byId.map((u: { username: string }) => u.username)).toEqual(['grid01']);
  });

  it('hasAdminRole answers whether the caller is an administrator', async () => {
    expect([await get('/sys/user/hasAdminRole', 'admin'), await get('/sys/user/hasAdminRole', 'community01')]).toEqual([true, false]);
  });
});

describe('roles', () => {
  it('/sys/role/list: the administrator sees every role, others all but the administrator role', async () => {
    const all = await get('/sys/role/list', 'admin', { column: 'roleCode', order: 'asc' });
    expect(all.records.map((r: { roleCode: string }) => r.roleCode)).toEqual(['admin', 'community_admin', 'grid_member', 'street_admin']);
    expect(all.records[0]).toEqual({ id: expect.any(String), roleName: '系统管理员', roleCode: 'admin', description: '全部菜单与数据' });
    const mine = await get('/sys/role/list', 'community01', { column: 'roleCode', order: 'asc' });
    expect(mine.records.map((r: { roleCode: string }) => r.roleCode)).toEqual(['community_admin', 'grid_member', 'street_admin']);
    expect((await get('/sys/role/list', 'community01', { roleName: '网格' })).records.map((r: { roleName: string }) => r.roleName)).toEqual(['网格员']);
    expect((await get('/sys/role/list', 'community01', { ids: all.records[0].id })).total).toBe(0);
    const named = await get('/sys/role/list', 'community01', { roleCodes: 'admin,grid_member' });
    expect(named.records.map((r: { roleName: string }) => r.roleName)).toEqual(['网格员']);
  });

  it('/sys/role/queryTreeList: the permission tree, only what the caller holds', async () => {
    const everything = await get('/sys/role/queryTreeList', 'admin');
    const mine = await get('/sys/role/queryTreeList', 'community01');
    expect(mine.ids.length).toBeGreaterThan(0);
    expect(mine.ids.length).toBeLessThan(everything.ids.length);
    expect(mine.ids.every((id: string) => everything.ids.includes(id))).toBe(true);
    const parent = everything.treeList.find((n: { children?: unknown[] }) => n.children?.length);
    expect(parent).toMatchObject({ key: expect.any(String), value: parent.key, title: expect.any(String), slotTitle: parent.title, isLeaf: false });
    expect(parent.children[0]).toMatchObject({ key: expect.any(String), title: expect.any(String) });
  });
});

describe('x-pick: the server checks picked keys on every write', () => {
  const API = '/DemoDutyController';
  const duty = (over: Record<string, unknown> = {}) => ({
    dutyDate: '2026-11-25',
    departId: departId.A01A01A01,
    dutyUsers: 'community01,grid01',
    roleCode: 'grid_member',
    ...over,
  });
  const count = async () =>
    Number(
      (
        (await s.app.ctx.db
          .selectFrom('t_demo_duty' as never)
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()) as { n: number }
      ).n,
    );

  it('a community official saves departments, users and roles of their own scope', async () => {
    const r = await s.api.post(`${API}/add`, duty(), tokens.community01);
    expect([r.status, r.body.message]).toEqual([200, '添加成功！']);
  });

  it("refuses another community's department and users, naming the fields, and writes nothing", async () => {
    const before = await count();
    const r = await s.api.post(`${API}/add`, duty({ departId: departId.A01A01A02, dutyUsers: 'grid01,community02' }), tokens.community01);
    expect(r.status).toBe(400);
    expect(r.body.message).toBe('值班部门中的“' + departId.A01A01A02 + '”不存在或不在您管辖的范围内；值班人员中的“community02”不存在或不在您管辖的范围内');
    expect(await count()).toBe(before);
  });

  it('refuses keys that do not exist and the administrator role for a non-administrator', async () => {
    const r = await s.api.post(`${API}/add`, duty({ dutyUsers: 'ghost', roleCode: 'admin' }), tokens.community01);
    expect(r.body.message).toBe('值班人员中的“ghost”不存在或不在您管辖的范围内；值班角色中的“admin”不存在或不在您管辖的范围内');
    const admin = await s.api.post(`${API}/add`, duty({ departId: departId.A01A01A02, dutyUsers: 'community02', roleCode: 'admin' }), tokens.admin);
    expect(admin.body.message).toBe('添加成功！');
  });

  it("a division picked by DivisionSelect is a region of the caller's own subtree; the area code follows its pattern", async () => {
    const mine = await s.api.post(`${API}/add`, duty({ dutyRegion: '210102001002', meetArea: '210102' }), tokens.community01);
    expect(mine.body.message).toBe('添加成功！');
    const before = await count();
    const other = await s.api.post(`${API}/add`, duty({ dutyRegion: '210102001003' }), tokens.community01);
    expect([other.status, other.body.message]).toEqual([400, '值班区域中的“210102001003”不存在或不在您管辖的范围内']);
    const area = await s.api.post(`${API}/add`, duty({ meetArea: '2101' }), tokens.community01);
    expect(area.status).toBe(400);
    expect(area.body.message).toContain('集合地所在地区');
    const unknown = await s.api.post(`${API}/add`, duty({ meetArea: '219999' }), tokens.community01);
    expect([unknown.status, unknown.body.message]).toEqual([400, '集合地所在地区不是有效的地区编码']);
    expect(await count()).toBe(before);
  });

  it('a single-valued field takes one key', async () => {
    const r = await s.api.post(`${API}/add`, duty({ roleCode: 'grid_member,street_admin' }), tokens.admin);
    expect([r.status, r.body.message]).toEqual([400, '值班角色只能选择一项']);
  });

  it("lists and details show the picked rows' names, and a renamed department at once", async () => {
    const names = (r: Record<string, string>) => [r.departId_dictText, r.dutyUsers_dictText, r.roleCode_dictText];
    const mine = (list: { records: Array<Record<string, string>> }) => list.records.find((r) => r.dutyUsers === 'community01,grid01')!;
    const first = mine(await get(`${API}/list`, 'community01'));
    expect(names(first)).toEqual(['水源地社区居委会', '水源地社区管理员,水源地社区第一网格员', '网格员']);
    expect(names(await get(`${API}/queryById`, 'community01', { id: first.id }))).toEqual(names(first));
    await s.app.ctx.db.updateTable('sys_depart').set({ departName: '水源地社区党群服务中心' }).where('orgCode', '=', 'A01A01A01').execute();
    expect(mine(await get(`${API}/list`, 'community01')).departId_dictText).toBe('水源地社区党群服务中心');
    await s.app.ctx.db.updateTable('sys_depart').set({ departName: '水源地社区居委会' }).where('orgCode', '=', 'A01A01A01').execute();
  });

  it('the exported sheet shows the picked names too, not the stored keys', async () => {
    const res = await fetch(`${s.api.base}${API}/exportXls`, { headers: { 'X-Access-Token': tokens.admin } });
    expect(res.status).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(await res.arrayBuffer());
    const rows = (book.worksheets[0].getSheetValues().filter(Boolean) as unknown[][]).map((r) => r.slice(1));
    const column = (title: string) => rows[0].indexOf(title);
    const mine = rows.find((r) => r[column('值班人员')] === '水源地社区管理员,水源地社区第一网格员');
    expect(mine).toBeDefined();
    expect([mine![column('值班部门')], mine![column('值班角色')]]).toEqual(['水源地社区居委会', '网格员']);
  });

  it('checks edits too, and leaves the row unchanged', async () => {
    const list = await get(`${API}/list`, 'community01');
    const row = list.records[0];
    const r = await s.api.request('PUT', `${API}/edit`, { token: tokens.community01, body: { id: row.id, dutyUsers: 'community02' } });
    expect(r.status).toBe(400);
    expect(r.body.message).toBe('值班人员中的“community02”不存在或不在您管辖的范围内');
    expect((await get(`${API}/queryById`, 'community01', { id: row.id })).dutyUsers).toBe(row.dutyUsers);
  });
});
