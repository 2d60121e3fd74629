import fs from 'node:fs';
import path from 'node:path';

/** One field of `--fields name:标题[:type]`; type: string (default), text, integer, number, date, mobile, idCard, region, dict=CODE. */
export interface FieldSpec {
  name: string;
  title: string;
  type: string;
}

export interface ScreenSpec {
  /** kebab-case id: the screen is `<id>-list`, the entity file `<id>.json`. */
  id: string;
  title: string;
  table: string;
  api: string;
  permission: string;
  /** Path of the menu area the screen goes under, e.g. /grid. */
  area: string;
  fields: FieldSpec[];
  /** Roles (besides admin, who has everything) granted the screen with all its buttons. */
  roles: string[];
  /** Property holding the region code that scopes rows (x-region). */
  scope?: string;
}

export function parseFields(text: string): FieldSpec[] {
  return text
    .split(',')
    .filter(Boolean)
    .map((part) => {
      const [name, title, type = 'string'] = part.split(':');
      if (!/^[a-z][A-Za-z0-9]*$/.test(name ?? '') || !title) throw new Error(`字段格式应为 name:标题[:类型]，收到 ${part}`);
      return { name, title, type };
    });
}

function property(f: FieldSpec): Record<string, unknown> {
  const base = { title: f.title };
  if (f.type.startsWith('dict=')) return { type: 'string', ...base, maxLength: 10, 'x-dict': f.type.slice(5) };
  switch (f.type) {
    case 'integer':
    case 'number':
      return { type: f.type, ...base };
    case 'date':
      return { type: 'string', ...base, maxLength: 10, format: 'date' };
    case 'mobile':
      return { type: 'string', ...base, maxLength: 11, 'x-rule': 'mobile' };
    case 'idCard':
      return { type: 'string', ...base, maxLength: 18, 'x-rule': 'idCard' };
    case 'region':
      return { type: 'string', ...base, maxLength: 15, 'x-region': true };
    case 'text':
      return { type: 'string', ...base, maxLength: 500 };
    default:
      return { type: 'string', ...base, maxLength: 50, 'x-query': 'like' };
  }
}

const camel = (kebab: string) => kebab.replace(/-([a-z0-9])/g, (_, c: string) => c.toUpperCase());

/** Inserts `item` as the last element of the JSON array that starts at `open` (the index of its `[`). */
function appendToArray(text: string, open: number, item: string, indent: string): string {
  let depth = 0;
  for (let i = open; i < text.length; i++) {
    if (text[i] === '[') depth++;
    else if (text[i] === ']' && --depth === 0) {
      const before = text.slice(open + 1, i).trim();
      const sep = before ? ',' : '';
      const head = text.slice(0, i).replace(/\s*$/, '');
      return `${head}${sep}\n${indent}${item}\n${indent.slice(2)}${text.slice(i)}`;
    }
  }
  throw new Error('数组未闭合');
}

/** Writes the entity, the list screen, the menu entry and the role grants of a new screen into a schema folder. */
export function generateScreen(schemaDir: string, spec: ScreenSpec): string[] {
  const written: string[] = [];
  const entityId = camel(spec.id);
  const entityFile = path.join(schemaDir, 'entities', `${spec.id}.json`);
  const screenId = `${spec.id}-list`;
  const screenFile = path.join(schemaDir, 'screens', `${screenId}.json`);
  for (const f of [entityFile, screenFile]) if (fs.existsSync(f)) throw new Error(`${path.relative(schemaDir, f)} 已存在`);
  // Everything is checked before anything is written.
  const menusFile = path.join(schemaDir, 'menus.json');
  const rolesFile = path.join(schemaDir, 'seed', 'roles.json');
  let menus = fs.readFileSync(menusFile, 'utf8');
  let roles = fs.readFileSync(rolesFile, 'utf8');
  const at = menus.indexOf(`"path": "${spec.area}"`);
  if (at < 0) throw new Error(`menus.json 中没有路径为 ${spec.area} 的菜单`);
  const children = menus.indexOf('"children": [', at);
  if (children < 0) throw new Error(`菜单 ${spec.area} 没有 children`);
  for (const role of spec.roles) if (!roles.includes(`"roleCode": "${role}"`)) throw new Error(`roles.json 中没有角色 ${role}`);
  const names = spec.fields.map((f) => f.name);
  if (spec.scope && !names.includes(spec.scope)) spec.fields.push({ name: spec.scope, title: '所属区域', type: 'region' });
  const entity = {
    $id: entityId,
    title: spec.title,
    type: 'object',
    additionalProperties: false,
    'x-entity': { table: spec.table, api: spec.api, permission: spec.permission, ...(spec.scope ? { regionScope: spec.scope } : {}) },
    required: [spec.fields[0].name, ...(spec.scope ? [spec.scope] : [])],
    properties: Object.fromEntries(spec.fields.map((f) => [f.name, property(f)])),
  };
  fs.writeFileSync(entityFile, JSON.stringify(entity, null, 2) + '\n');
  written.push(entityFile);
  const screen = {
    $schema: '../meta/screen.schema.json',
    id: screenId,
    type: 'list',
    entity: entityId,
    title: spec.title,
    query: spec.fields.slice(0, 2).map((f) => f.name),
    columns: [{ name: spec.fields[0].name, link: 'detail' }, ...spec.fields.slice(1).map((f) => f.name)],
    toolbar: ['add', 'batchDelete', 'export', 'import'],
    rowActions: ['edit', 'detail', 'delete'],
    form: {
      width: 800,
      schema: {
        type: 'object',
        properties: {
          layout: {
            type: 'void',
            'x-component': 'Columns',
            'x-component-props': { columns: 2 },
            properties: Object.fromEntries(spec.fields.map((f) => [f.name, f.type === 'region' ? { 'x-component': 'RegionTreeSelect' } : {}])),
          },
        },
      },
    },
  };
  fs.writeFileSync(screenFile, JSON.stringify(screen, null, 2) + '\n');
  written.push(screenFile);

  const menuPath = `${spec.area}/${spec.id}`;
  const buttons = [
    ['新增', 'add'],
    ['编辑', 'edit'],
    ['删除', 'delete'],
    ['导出', 'exportXls'],
    ['导入', 'importExcel'],
  ].map(([name, code]) => ({ name, perms: `${spec.permission}:${code}` }));
  const menu = JSON.stringify({ name: spec.title, path: menuPath, component: `schema/${screenId}`, perms: `${spec.permission}:list`, buttons });
  menus = appendToArray(menus, children + '"children": '.length, menu, '      ');
  fs.writeFileSync(menusFile, menus);
  written.push(menusFile);

  for (const role of spec.roles) {
    const r = roles.indexOf(`"roleCode": "${role}"`);
    roles = appendToArray(roles, roles.indexOf('"grants": [', r) + '"grants": '.length, JSON.stringify(menuPath), '      ');
  }
  if (spec.roles.length) {
    fs.writeFileSync(rolesFile, roles);
    written.push(rolesFile);
  }
  return written;
}
