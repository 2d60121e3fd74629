import path from 'node:path';
import { COMPONENT_NAMES } from '../../renderer/registry-names.js';
import { SCOPE_NAMES } from '../../renderer/scope-names.js';
import { isRuleName } from '../../validators/rules.js';
import { columnEntry, refEntry, type FieldRef, type ListScreenSchema } from '../../renderer/screens/screen-schema.js';
import { SCREEN_ACTIONS } from '../../src/shared/crud-permissions.js';
import type { EntityInfo } from './entities.js';
import type { SchemaFolder } from './load.js';
import { metaValidator } from './meta.js';
import type { Report, Segment } from './report.js';

export interface ScreenInfo {
  file: string;
  screen: ListScreenSchema;
  entity: EntityInfo;
}

const components = new Set(COMPONENT_NAMES);

/** Names an x-reactions value depends on (Formily `dependencies`, as strings or {name} objects). */
function dependencies(reactions: unknown): string[] {
  const list = Array.isArray(reactions) ? reactions : [reactions];
  return list.flatMap((r) => {
    const deps = (r as { dependencies?: unknown })?.dependencies;
    const items = Array.isArray(deps) ? deps : deps && typeof deps === 'object' ? Object.values(deps) : [];
    return items.map((d) => (typeof d === 'string' ? d : String((d as { name?: string })?.name ?? ''))).map((d) => d.replace(/^\.+/, '').split('#')[0]);
  });
}

// Functions an expression may call without a scope entry: plain JavaScript conversions.
const CALLABLE = new Set([...SCOPE_NAMES, 'String', 'Number', 'Boolean', 'parseInt', 'parseFloat', 'isNaN']);

/** Functions called in the `{{…}}` expressions of an x-reactions value (not methods: `$self.setValue(…)` is fine). */
function calledNames(value: unknown): string[] {
  if (typeof value === 'string') {
    const names: string[] = [];
    for (const [, expr] of value.matchAll(/\{\{([\s\S]*?)\}\}/g)) for (const [, name] of expr.matchAll(/(?<![\w$.])([A-Za-z_$][\w$]*)\s*\(/g)) names.push(name);
    return names;
  }
  if (Array.isArray(value)) return value.flatMap(calledNames);
  if (value && typeof value === 'object') return Object.values(value).flatMap(calledNames);
  return [];
}

function checkFields(report: Report, file: string, base: Segment[], refs: FieldRef[], entity: EntityInfo, form: boolean) {
  const names = refs.map((r) => refEntry(r).name);
  refs.forEach((ref, i) => {
    const entry = refEntry(ref);
    const at = typeof ref === 'string' ? [...base, i] : [...base, i, 'name'];
    const prop = entity.resolved.properties[entry.name];
    if (!prop) report.add(file, at, `字段 ${entry.name} 不在实体 ${entity.raw.$id} 中`);
    else if (prop['x-secret']) report.add(file, at, `字段 ${entry.name} 是保密字段，不能出现在页面上`);
    if (names.indexOf(entry.name) !== i) report.add(file, at, `字段 ${entry.name} 重复`);
    const component = entry['x-component'];
    if (component && !components.has(component)) report.add(file, [...base, i, 'x-component'], `组件 ${component} 未在注册表中（renderer/registry-names.ts）`);
    if (form) for (const dep of dependencies(entry['x-reactions'])) if (dep && !names.includes(dep)) report.add(file, [...base, i, 'x-reactions'], `联动依赖的字段 ${dep} 不在同一表单中`);
    for (const fn of calledNames(entry['x-reactions'])) if (!CALLABLE.has(fn)) report.add(file, [...base, i, 'x-reactions'], `联动调用的函数 ${fn} 不在 scope 中（renderer/scope.ts）`);
    (entry['x-validator'] ?? []).forEach((v, j) => {
      if (typeof v === 'string' && !isRuleName(v)) report.add(file, [...base, i, 'x-validator', j], `校验规则 ${v} 不存在（validators/rules.ts）`);
    });
  });
}

/** Checks every screen file against the meta-schema, its entity and the registry; returns the valid ones by id. */
export function checkScreens(folder: SchemaFolder, entities: Map<string, EntityInfo>, report: Report): Map<string, ScreenInfo> {
  const validate = metaValidator('screen');
  const out = new Map<string, ScreenInfo>();
  for (const { file, json } of folder.screens) {
    if (!validate(json)) {
      report.addAjv(file, validate.errors);
      folder.broken.add(file);
      continue;
    }
    const screen = json as ListScreenSchema;
    if (screen.id !== path.basename(file, '.json')) report.add(file, ['id'], `id ${screen.id} 应与文件名 ${path.basename(file, '.json')} 相同`);
    const entity = entities.get(screen.entity);
    if (!entity) {
      const maybeBroken = [...folder.broken].some((f) => f.startsWith('entities/'));
      report.add(file, ['entity'], maybeBroken ? `实体 ${screen.entity} 不存在（或其文件有错误）` : `实体 ${screen.entity} 不存在`);
      continue;
    }
    const meta = entity.resolved['x-entity'];
    if (!meta.api) report.add(file, ['entity'], `实体 ${screen.entity} 没有 api，列表页无法读取数据`);
    checkFields(report, file, ['query'], screen.query ?? [], entity, false);
    checkFields(report, file, ['form', 'fields'], screen.form?.fields ?? [], entity, true);
    screen.columns.forEach((c, i) => {
      const col = columnEntry(c);
      if (!entity.resolved.properties[col.name]) report.add(file, typeof c === 'string' ? ['columns', i] : ['columns', i, 'name'], `列 ${col.name} 不在实体 ${screen.entity} 中`);
      if (col.link && !screen.form) report.add(file, ['columns', i, 'link'], '列链接打开表单弹窗，但页面没有 form');
    });
    const actions: Array<[Segment[], string]> = [
      ...(screen.toolbar ?? []).map((a, i): [Segment[], string] => [['toolbar', i], typeof a === 'string' ? a : '']),
      ...(screen.rowActions ?? []).map((a, i): [Segment[], string] => [['rowActions', i], typeof a === 'string' ? a : '']),
    ];
    for (const [at, action] of actions) {
      if (!action) continue;
      if (['add', 'edit', 'detail'].includes(action) && !screen.form) report.add(file, at, `操作 ${action} 需要 form`);
      const route = SCREEN_ACTIONS[action];
      if (meta.crud && !meta.crud.includes(route)) report.add(file, at, `实体 ${screen.entity} 没有 ${route} 接口（x-entity.crud）`);
    }
    out.set(screen.id, { file, screen, entity });
  }
  checkSubScreens(out, folder.broken, report);
  return out;
}

/** A sub-screen must exist, and its filter must name a property of both screens' entities. */
function checkSubScreens(screens: Map<string, ScreenInfo>, broken: Set<string>, report: Report) {
  for (const { file, screen, entity } of screens.values()) {
    (screen.rowActions ?? []).forEach((a, i) => {
      if (typeof a === 'string') return;
      const sub = screens.get(a.screen);
      if (!sub) return broken.has(`screens/${a.screen}.json`) || report.add(file, ['rowActions', i, 'screen'], `页面 ${a.screen} 不存在`);
      for (const [subProp, ownProp] of Object.entries(a.filter)) {
        if (!sub.entity.resolved.properties[subProp]) report.add(file, ['rowActions', i, 'filter', subProp], `属性 ${subProp} 不在实体 ${sub.entity.raw.$id} 中`);
        if (!entity.resolved.properties[ownProp]) report.add(file, ['rowActions', i, 'filter', subProp], `属性 ${ownProp} 不在实体 ${entity.raw.$id} 中`);
      }
    });
  }
}
