import { createAjv } from '../../../validators/ajv.js';
import { toFieldErrors } from '../../../validators/messages.js';
import type { EntityInfo } from './entities.js';
import type { SchemaFolder } from './load.js';
import type { MenuIndex } from './menus.js';
import { metaValidator } from './meta.js';
import type { Report } from './report.js';

/** Seed files holding rows of an entity, checked with the entity's own validation (as an add would be). */
const ENTITY_SEEDS: Record<string, string> = { grids: 'grid' };

type Row = Record<string, unknown>;

/** Seed files: their shapes, entity rows against the entity, and references between them and to menus.json. */
export function checkSeeds(folder: SchemaFolder, entities: Map<string, EntityInfo>, menus: MenuIndex, report: Report): void {
  const validate = metaValidator('seeds');
  const shaped: Record<string, unknown> = {};
  const ajv = createAjv();
  for (const [name, { file, json }] of folder.seeds) {
    const entityId = ENTITY_SEEDS[name];
    if (entityId) {
      const entity = entities.get(entityId);
      if (!entity) {
        if (![...folder.broken].some((f) => f.startsWith('entities/'))) report.add(file, [], `实体 ${entityId} 不存在`);
        continue;
      }
      const { $id: _id, ...body } = entity.raw;
      let check: ReturnType<typeof ajv.compile>;
      try {
        check = ajv.compile({ ...body, properties: Object.fromEntries(Object.entries(entity.resolved.properties).filter(([, p]) => !p.readOnly)) });
      } catch {
        continue; // the entity's own problem is reported with the entity
      }
      (Array.isArray(json) ? json : [json]).forEach((row, i) => {
        if (!check(row)) toFieldErrors(check.errors, entity.resolved).forEach((e) => report.add(file, [i, e.field], e.message));
      });
    } else if (!validate.schema || !(name in (validate.schema as { properties: object }).properties)) {
      report.add(file, [], `未知的种子文件 ${name}.json：请在 schemas/meta/seeds.schema.json 中描述它的结构`);
    } else shaped[name] = json;
  }
  if (!validate(shaped)) {
    for (const e of validate.errors ?? []) {
      const [, name, ...rest] = e.instancePath.split('/');
      report.addAjv(folder.seeds.get(name)?.file ?? 'seed', [{ ...e, instancePath: rest.length ? '/' + rest.join('/') : '' }]);
    }
    return;
  }
  checkReferences(folder, shaped, menus, report);
}

function checkReferences(folder: SchemaFolder, seeds: Record<string, unknown>, menus: MenuIndex, report: Report): void {
  const fileOf = (name: string) => folder.seeds.get(name)?.file ?? `seed/${name}.json`;
  const departs = (seeds.departs ?? []) as Row[];
  const roles = (seeds.roles ?? []) as Array<{ roleCode: string; grants: Array<string | { path: string; buttons: string[] }> }>;
  const users = (seeds.users ?? []) as Array<{ role: string; departs?: string[] }>;
  const orgCodes = new Set(departs.map((d) => String(d.orgCode)));
  departs.forEach((d, i) => d.parent && !orgCodes.has(String(d.parent)) && report.add(fileOf('departs'), [i, 'parent'], `上级部门 ${String(d.parent)} 不存在`));
  const roleCodes = new Set(roles.map((r) => r.roleCode));
  users.forEach((u, i) => {
    if (!roleCodes.has(u.role)) report.add(fileOf('users'), [i, 'role'], `角色 ${u.role} 不在 roles.json 中`);
    (u.departs ?? []).forEach((d, j) => !orgCodes.has(d) && report.add(fileOf('users'), [i, 'departs', j], `部门 ${d} 不在 departs.json 中`));
  });
  const grantsMenu = (path: string) => path === '*' || [...menus.paths].some((p) => p === path || p.startsWith(path + '/'));
  roles.forEach((r, i) =>
    r.grants.forEach((g, j) => {
      const path = typeof g === 'string' ? g : g.path;
      if (!grantsMenu(path)) report.add(fileOf('roles'), [i, 'grants', j], `菜单路径 ${path} 不在 menus.json 中`);
      if (typeof g === 'object')
        g.buttons.forEach((b, k) => !menus.buttons.has(b) && report.add(fileOf('roles'), [i, 'grants', j, 'buttons', k], `按钮权限 ${b} 不在 menus.json 中`));
    }),
  );
}
