import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as icons from '@ant-design/icons';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seed } from '../../src/server/seed/index.js';
import type { MenuNode } from '../../src/server/seed/menus.js';
import type { Grant } from '../../src/server/seed/role-grants.js';
import { startServer, TEST_PASSWORD, type TestServer } from '../helpers/server.js';

// The server reads a copy of schemas/, so a test can add a menu the way a later release would.
const schemaDir = fs.mkdtempSync(path.join(os.tmpdir(), 'zhdj-schemas-'));
fs.cpSync(path.resolve('schemas'), schemaDir, { recursive: true });
const readJson = <T>(file: string) => JSON.parse(fs.readFileSync(path.join(schemaDir, file), 'utf8')) as T;

let s: TestServer;
beforeAll(async () => {
  s = await startServer({ schemaDir }, { passwordChangeDue: true, guideDue: true });
});
afterAll(async () => {
  await s.close();
  fs.rmSync(schemaDir, { recursive: true, force: true });
});

const TABLES = [
  'sys_permission',
  'sys_role',
  'sys_role_permission',
  'sys_dict',
  'sys_dict_item',
  'sys_user',
  'sys_user_role',
  'sys_user_depart',
  'sys_depart',
  't_base_region',
  't_base_grid',
] as const;
async function counts(): Promise<Record<string, number>> {
  const out: Record<string, number> = {};
  for (const t of TABLES)
    out[t] = Number(
      (
        await s.app.ctx.db
          .selectFrom(t)
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  return out;
}
const grantedCodes = async (roleCode: string) =>
  (
    await s.app.ctx.db
      .selectFrom('sys_role_permission as rp')
      .innerJoin('sys_role as r', 'r.id', 'rp.roleId')
      .innerJoin('sys_permission as p', 'p.id', 'rp.permissionId')
      .select('p.perms')
      .where('r.roleCode', '=', roleCode)
      .execute()
  ).map((r) => r.perms as string | null);
const flatten = (nodes: MenuNode[]): MenuNode[] => nodes.flatMap((n) => [n, ...flatten(n.children ?? [])]);

describe('seeded data', () => {
  it('has the region tree 21 → 2101 → 210102 → streets → communities', async () => {
    const rows = await s.app.ctx.db.selectFrom('t_base_region').select(['regionCode', 'parentCode', 'regionLevel', 'regionName']).execute();
    const byCode = new Map(rows.map((r) => [r.regionCode as string, r]));
    expect(byCode.get('21')).toMatchObject({ regionName: '辽宁省', regionLevel: 1, parentCode: null });
    expect(byCode.get('2101')).toMatchObject({ regionName: '沈阳市', regionLevel: 2, parentCode: '21' });
    expect(byCode.get('210102')).toMatchObject({ regionName: '和平区', regionLevel: 3, parentCode: '2101' });
    const streets = rows.filter((r) => r.regionLevel === 4);
    const communities = rows.filter((r) => r.regionLevel === 5);
    expect(streets.length).toBeGreaterThan(5);
    expect(communities.length).toBeGreaterThan(streets.length);
    for (const st of streets) expect([st.regionCode.length, st.parentCode]).toEqual([9, '210102']);
    for (const c of communities) {
      expect(c.regionCode.length).toBe(12);
      expect(byCode.get(c.parentCode ?? '')?.regionLevel).toBe(4);
    }
    for (const code of ['210102001', '210102001002', '210102001003']) expect(byCode.has(code)).toBe(true);
  });

  it('has the demo accounts, each made to change its password, and the guide for the two new community users', async () => {
    for (const [username, guide] of [
      ['admin', false],
      ['street01', false],
      ['community01', true],
      ['community02', true],
      ['grid01', false],
    ] as const) {
      const r = await s.api.post('/sys/login', { username, password: TEST_PASSWORD });
      expect(r.body.success).toBe(true);
      expect(r.body.result).toMatchObject({ updatePwd: true, enterGuide: guide, enterSystem: !guide });
    }
  });

  it('has every dictionary an entity schema names, with items', async () => {
    const codes = new Set<string>();
    for (const e of s.app.ctx.entities.all()) for (const p of Object.values(e.properties)) if (p['x-dict']) codes.add(p['x-dict']);
    expect(codes.size).toBeGreaterThan(3);
    const items = (await s.api.post('/sys/login', { username: 'admin', password: TEST_PASSWORD })).body.result.sysAllDictItems;
    for (const code of codes) expect(items[code]?.length ?? 0, `dictionary ${code}`).toBeGreaterThan(0);
    expect(items.DIC_PART_ORG_TYPE.find((i: { value: string }) => i.value === '4').text).toBe('无党组织代码');
    expect(items.DIC_DRAW_STATUS.map((i: { value: string; text: string }) => `${i.value}${i.text}`)).toEqual(['0未标绘', '1已标绘']);
  });
});

describe('seeding', () => {
  it('adds nothing when run again', async () => {
    const before = await counts();
    expect(before.sys_permission).toBeGreaterThan(100);
    expect(before.sys_user).toBe(5);
    await seed(s.app.ctx);
    expect(await counts()).toEqual(before);
  });

  it('keeps what an administrator changed: a revoked grant stays revoked, an edited item keeps its text', async () => {
    const db = s.app.ctx.db;
    const role = await db.selectFrom('sys_role').select('id').where('roleCode', '=', 'grid_member').executeTakeFirstOrThrow();
    const edit = await db.selectFrom('sys_permission').select('id').where('perms', '=', 'grid:edit').executeTakeFirstOrThrow();
    await db.deleteFrom('sys_role_permission').where('roleId', '=', role.id).where('permissionId', '=', edit.id).execute();
    await db.updateTable('sys_dict_item').set({ itemText: '综合网格（改）' }).where('itemText', '=', '综合网格').execute();
    await seed(s.app.ctx);
    expect(await grantedCodes('grid_member')).not.toContain('grid:edit');
    expect(await db.selectFrom('sys_dict_item').select('id').where('itemText', '=', '综合网格（改）').executeTakeFirst()).toBeDefined();
  });

  it('grants a menu added to menus.json later to the roles whose grants cover it', async () => {
    const menus = readJson<MenuNode[]>('menus.json');
    const gridList = flatten(menus).find((m) => m.path === '/grid/list')!;
    gridList.buttons!.push({ name: '打印', perms: 'grid:print' });
    menus.find((m) => m.path === '/grid')!.children!.push({ name: '网格巡查', path: '/grid/patrol', component: 'grid/PatrolList', perms: 'gridPatrol:list' });
    fs.writeFileSync(path.join(schemaDir, 'menus.json'), JSON.stringify(menus));
    await seed(s.app.ctx);
    expect(await grantedCodes('admin')).toEqual(expect.arrayContaining(['grid:print', 'gridPatrol:list']));
    expect(await grantedCodes('street_admin')).toEqual(expect.arrayContaining(['grid:print', 'gridPatrol:list']));
    // The grid member's grant names its buttons and covers /grid/list only.
    expect(await grantedCodes('grid_member')).not.toContain('grid:print');
    expect(await grantedCodes('grid_member')).not.toContain('gridPatrol:list');
  });

  it('brings a grant added to roles.json to an existing database, and takes away one removed from it', async () => {
    const db = s.app.ctx.db;
    await db
      .insertInto('sys_role')
      .values({ id: 'customrole', roleCode: 'custom', roleName: '自建角色', createBy: 'admin', createTime: '2026-11-24 10:00:00' })
      .execute();
    const roles = readJson<Array<{ roleCode: string; grants: Grant[] }>>('seed/roles.json');
    const community = roles.find((r) => r.roleCode === 'community_admin')!;
    expect(await grantedCodes('community_admin')).not.toContain('dict:list');
    community.grants.push('/system/dict');
    fs.writeFileSync(path.join(schemaDir, 'seed/roles.json'), JSON.stringify(roles));
    await seed(s.app.ctx);
    expect(await grantedCodes('community_admin')).toContain('dict:list');
    expect(await grantedCodes('custom')).toEqual([]);

    community.grants.pop();
    fs.writeFileSync(path.join(schemaDir, 'seed/roles.json'), JSON.stringify(roles));
    await seed(s.app.ctx);
    expect(await grantedCodes('community_admin')).not.toContain('dict:list');
    expect(await grantedCodes('community_admin')).toContain('grid:list');
  });

  it('does not bring back a demo account an administrator deleted', async () => {
    const db = s.app.ctx.db;
    const user = await db.selectFrom('sys_user').select('id').where('username', '=', 'grid01').executeTakeFirstOrThrow();
    for (const t of ['sys_user_role', 'sys_user_depart', 'sys_token'] as const) await db.deleteFrom(t).where('userId', '=', user.id).execute();
    await db.deleteFrom('sys_user').where('id', '=', user.id).execute();
    await seed(s.app.ctx);
    expect(await db.selectFrom('sys_user').select('id').where('username', '=', 'grid01').executeTakeFirst()).toBeUndefined();
  });
});

describe('schemas/menus.json and roles.json', () => {
  const menus = flatten(JSON.parse(fs.readFileSync(path.resolve('schemas/menus.json'), 'utf8')) as MenuNode[]);

  it('has unique paths and unique button codes (seeding matches by them)', () => {
    const paths = menus.map((m) => m.path);
    const codes = menus.flatMap((m) => (m.buttons ?? []).map((b) => b.perms));
    expect(paths.length - new Set(paths).size).toBe(0);
    expect(codes.filter((c, i) => codes.indexOf(c) !== i)).toEqual([]);
  });

  it('names only icons antd has (kebab-case type, shown as its Outlined variant)', () => {
    const component = (kebab: string) =>
      kebab
        .split('-')
        .map((w) => w[0].toUpperCase() + w.slice(1))
        .join('') + 'Outlined';
    const missing = menus.filter((m) => m.icon && !(component(m.icon) in icons)).map((m) => m.icon);
    expect(missing).toEqual([]);
  });

  it('grants only menus and buttons that exist', () => {
    const roles = JSON.parse(fs.readFileSync(path.resolve('schemas/seed/roles.json'), 'utf8')) as Array<{ grants: Grant[] }>;
    for (const g of roles.flatMap((r) => r.grants)) {
      const prefix = typeof g === 'string' ? g : g.path;
      if (prefix === '*') continue;
      const covered = menus.filter((m) => m.path === prefix || m.path.startsWith(prefix + '/'));
      expect(covered.length, `grant ${prefix}`).toBeGreaterThan(0);
      if (typeof g !== 'string') {
        const codes = flatten(covered).flatMap((m) => (m.buttons ?? []).map((b) => b.perms));
        for (const b of g.buttons) expect(codes, `button ${b} of grant ${prefix}`).toContain(b);
      }
    }
  });
});
