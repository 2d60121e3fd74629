import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { checkSchemaFolder } from '../../src/server/schema-check/index.js';
import { format } from '../../src/server/schema-check/report.js';
import { generateScreen, parseFields } from '../../scripts/new-screen/generate.js';

const dirs: string[] = [];
afterEach(() => dirs.splice(0).forEach((d) => fs.rmSync(d, { recursive: true, force: true })));

function copy(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'zhdj-new-screen-'));
  dirs.push(dir);
  fs.cpSync('schemas', dir, { recursive: true });
  return dir;
}

describe('npm run new:screen', () => {
  it('writes an entity, a list screen, a menu entry and grants that pass check:schemas as they are', () => {
    const dir = copy();
    const written = generateScreen(dir, {
      id: 'service-point', title: '便民服务点', table: 't_service_point', api: '/TServicePointController', permission: 'servicePoint', area: '/grid',
      fields: parseFields('name:服务点名称,phone:联系电话:mobile,openDay:开放日:dict=yn,opened:开放日期:date'), roles: ['street_admin', 'community_admin'], scope: 'regionCode',
    });
    expect(written.map((f) => path.relative(dir, f))).toEqual(['entities/service-point.json', 'screens/service-point-list.json', 'menus.json', 'seed/roles.json']);
    expect(checkSchemaFolder(dir).problems.map(format)).toEqual([]);
    const menus = JSON.parse(fs.readFileSync(path.join(dir, 'menus.json'), 'utf8'));
    const grid = menus.find((m: { path: string }) => m.path === '/grid');
    expect(grid.children.at(-1)).toMatchObject({ path: '/grid/service-point', component: 'schema/service-point-list', perms: 'servicePoint:list' });
    const roles = JSON.parse(fs.readFileSync(path.join(dir, 'seed/roles.json'), 'utf8'));
    expect(roles.find((r: { roleCode: string }) => r.roleCode === 'community_admin').grants).toContain('/grid/service-point');
  });

  it('refuses to overwrite an existing screen and names a missing menu area', () => {
    const dir = copy();
    const spec = { id: 'grid', title: '网格', table: 't_x', api: '/X', permission: 'x', area: '/grid', fields: parseFields('name:名称'), roles: [] };
    expect(() => generateScreen(dir, spec)).toThrow('screens/grid-list.json 已存在');
    expect(() => generateScreen(dir, { ...spec, id: 'fresh-one', area: '/nowhere' })).toThrow('menus.json 中没有路径为 /nowhere 的菜单');
    expect(fs.existsSync(path.join(dir, 'entities', 'fresh-one.json'))).toBe(false);
  });
});
