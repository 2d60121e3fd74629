import path from 'node:path';
import type { ColumnEntry, FieldEntry, FieldRef, EntityScreenSchema, ListSource, TableParts } from '../../../renderer/screens/screen-schema.js';
import { COMPONENT_NAMES } from '../../shared/component-names.js';
import { SCREEN_ACTIONS } from '../../shared/crud-permissions.js';
import type { EntityInfo } from './entities.js';
import type { SchemaFolder } from './load.js';
import { metaValidator } from './meta.js';
import type { Report, Segment } from './report.js';
import { checkBehaviour, checkComponents, checkForms } from './screen-forms.js';
import { checkFormFrom, checkReferences } from './screen-references.js';

// The renderer's own helpers of the same name; repeated (one line each) so the server loads no renderer module.
const refEntry = (ref: FieldRef): FieldEntry => (typeof ref === 'string' ? { name: ref } : ref);
const columnEntry = (c: string | ColumnEntry): ColumnEntry => (typeof c === 'string' ? { name: c } : c);
import { checkFormCalls } from './form-calls.js';
import { isDeclaredRoute } from './service-routes.js';

export interface ScreenInfo {
  file: string;
  screen: EntityScreenSchema;
  entity: EntityInfo;
}

function checkQuery(report: Report, file: string, refs: FieldRef[], entity: EntityInfo) {
  const names = refs.map((r) => refEntry(r).name);
  refs.forEach((ref, i) => {
    const entry = refEntry(ref);
    const at: Segment[] = typeof ref === 'string' ? ['query', i] : ['query', i, 'name'];
    const prop = entity.resolved.properties[entry.name];
    if (!prop) report.add(file, at, `字段 ${entry.name} 不在实体 ${entity.raw.$id} 中`);
    else if (prop['x-secret']) report.add(file, at, `字段 ${entry.name} 是保密字段，不能出现在页面上`);
    if (names.indexOf(entry.name) !== i) report.add(file, at, `字段 ${entry.name} 重复`);
    checkComponents(report, file, ['query', i], entry);
    checkBehaviour(report, file, ['query', i], entry, null);
  });
}

/** The advanced query's fields: readable entity properties, each once; a dictionary type needs a dictionary. */
function checkSuperQuery(report: Report, file: string, option: TableParts['superQuery'], entity: EntityInfo) {
  if (typeof option !== 'object' || !option.fields) return;
  const names = option.fields.map((f) => (typeof f === 'string' ? f : f.name));
  option.fields.forEach((f, i) => {
    const entry = typeof f === 'string' ? { name: f } : f;
    const at: Segment[] = typeof f === 'string' ? ['superQuery', 'fields', i] : ['superQuery', 'fields', i, 'name'];
    const prop = entity.resolved.properties[entry.name];
    if (!prop) report.add(file, at, `高级查询字段 ${entry.name} 不在实体 ${entity.raw.$id} 中`);
    else if (prop['x-secret']) report.add(file, at, `字段 ${entry.name} 是保密字段，不能用于高级查询`);
    if (names.indexOf(entry.name) !== i) report.add(file, at, `高级查询字段 ${entry.name} 重复`);
    const type = typeof f === 'string' ? undefined : f.type;
    if ((type === 'list' || type === 'list_multi') && !(typeof f === 'object' && (f.dictCode || f.options)) && !prop?.['x-dict'])
      report.add(file, ['superQuery', 'fields', i, 'type'], `高级查询字段 ${entry.name} 的类型 ${type} 需要 dictCode 或 options`);
    if ((type === 'sel_search' || type === 'table-dict') && !(typeof f === 'object' && f.dictTable))
      report.add(file, ['superQuery', 'fields', i, 'type'], `高级查询字段 ${entry.name} 的类型 ${type} 需要 dictTable`);
  });
}

/**
 * Row actions that open a field component: a registered component showing an entity property. A list with its own
 * source may name any member of the source's rows (我的任务's matterInstId), which only its route knows.
 */
function checkFieldDialogs(report: Report, file: string, screen: TableParts & { source?: unknown }, entity: EntityInfo) {
  (screen.rowActions ?? []).forEach((a, i) => {
    if (typeof a !== 'object' || a.action !== 'fieldDialog') return;
    if (!COMPONENT_NAMES.includes(a.component))
      report.add(file, ['rowActions', i, 'component'], `组件 ${a.component} 未在注册表中（renderer/registry-names.ts）`);
    if (!entity.resolved.properties[a.value] && !screen.source) report.add(file, ['rowActions', i, 'value'], `属性 ${a.value} 不在实体 ${entity.raw.$id} 中`);
  });
}

/** Row actions that show a row read through a route: a declared route, row properties, and their own form when they have one. */
function checkViewDialogs(report: Report, file: string, screen: TableParts, entity: EntityInfo) {
  (screen.rowActions ?? []).forEach((a, i) => {
    if (typeof a !== 'object' || a.action !== 'view') return;
    if (!isDeclaredRoute(a.method, a.url)) report.add(file, ['rowActions', i, 'url'], `${a.method} ${a.url} 不是服务注册表中的接口（src/shared/services）`);
    for (const [param, prop] of Object.entries(a.rowParams))
      if (!entity.resolved.properties[prop]) report.add(file, ['rowActions', i, 'rowParams', param], `属性 ${prop} 不在实体 ${entity.raw.$id} 中`);
    if (a.schema) checkForms(report, file, [{ root: a.schema, at: ['rowActions', i, 'schema'] }], entity);
    else if (!screen.form) report.add(file, ['rowActions', i], '操作 view 需要 form 或自己的 schema');
  });
}

/** A list's own source of rows: a GET or POST route of the service registry. */
function checkSource(report: Report, file: string, source: ListSource | undefined) {
  if (source && !isDeclaredRoute(source.method ?? 'GET', source.url))
    report.add(file, ['source', 'url'], `source 的 ${source.method ?? 'GET'} ${source.url} 不是服务注册表中的接口（src/shared/services）`);
  const writes = [
    ['add', source?.add, 'POST'],
    ['edit', source?.edit, 'PUT'],
    ['remove', source?.remove, 'DELETE'],
  ] as const;
  for (const [name, call, method] of writes)
    if (call && !isDeclaredRoute(call.method ?? method, call.url))
      report.add(file, ['source', name, 'url'], `source.${name} 的 ${call.method ?? method} ${call.url} 不是服务注册表中的接口（src/shared/services）`);
}

/** A list's preset values: each names a readable property of the entity (the list route refuses any other filter). */
function checkPreset(report: Report, file: string, preset: Record<string, unknown> | undefined, entity: EntityInfo) {
  for (const name of Object.keys(preset ?? {})) {
    const prop = entity.resolved.properties[name];
    if (!prop || prop['x-secret']) report.add(file, ['preset', name], `属性 ${name} 不在实体 ${entity.raw.$id} 中`);
  }
}

/** Columns, toolbar and row actions of a list or a tree table; `formFrom` stands for a form (checked with the references). */
function checkTable(report: Report, file: string, screen: TableParts & { id: string; formFrom?: string }, entity: EntityInfo, tree: boolean) {
  const meta = entity.resolved['x-entity'];
  const hasForm = Boolean(screen.form || screen.formFrom);
  checkFieldDialogs(report, file, screen, entity);
  checkViewDialogs(report, file, screen, entity);
  checkFormCalls(report, file, screen, entity);
  checkQuery(report, file, screen.query ?? [], entity);
  checkSuperQuery(report, file, screen.superQuery, entity);
  if (screen.form) checkForms(report, file, [{ root: screen.form.schema, at: ['form', 'schema'] }], entity);
  screen.columns.forEach((c, i) => {
    const col = columnEntry(c);
    const ownMember = Boolean(col.title && (screen as { source?: unknown }).source);
    if (!entity.resolved.properties[col.name] && !ownMember)
      report.add(file, typeof c === 'string' ? ['columns', i] : ['columns', i, 'name'], `列 ${col.name} 不在实体 ${entity.raw.$id} 中`);
    if (typeof col.link === 'string' && !hasForm) report.add(file, ['columns', i, 'link'], '列链接打开表单弹窗，但页面没有 form');
  });
  const actions: Array<[Segment[], string]> = [
    ...(screen.toolbar ?? []).map((a, i): [Segment[], string] => [['toolbar', i], typeof a === 'string' ? a : '']),
    ...(screen.rowActions ?? []).map((a, i): [Segment[], string] => [
      ['rowActions', i],
      typeof a === 'string' ? a : ['edit', 'detail', 'delete', 'addChild'].includes(a.action) ? a.action : '',
    ]),
  ];
  for (const [at, action] of actions) {
    if (!action) continue;
    if (['add', 'edit', 'detail', 'addChild'].includes(action) && !hasForm) report.add(file, at, `操作 ${action} 需要 form`);
    if (action === 'addChild' && !tree) report.add(file, at, '操作 addChild 只用于树形表格（type tree, mode table）');
    const route = SCREEN_ACTIONS[action];
    if (meta.crud && !meta.crud.includes(route)) report.add(file, at, `实体 ${entity.raw.$id} 没有 ${route} 接口（x-entity.crud）`);
  }
}

function checkTree(report: Report, file: string, tree: { parent: string; label?: string; hasChild?: string }, entity: EntityInfo) {
  for (const key of ['parent', 'label', 'hasChild'] as const) {
    const name = tree[key];
    if (name && !entity.resolved.properties[name]) report.add(file, ['tree', key], `属性 ${name} 不在实体 ${entity.raw.$id} 中`);
  }
}

/** Properties a screen names outside its forms (a detail page's search box, an organisation chart's count and tooltip): readable properties of its entity. */
function checkNamed(report: Report, file: string, names: Array<[Segment[], string]>, entity: EntityInfo) {
  for (const [at, name] of names) {
    const prop = entity.resolved.properties[name];
    if (!prop) report.add(file, at, `属性 ${name} 不在实体 ${entity.raw.$id} 中`);
    else if (prop['x-secret']) report.add(file, at, `字段 ${name} 是保密字段，不能出现在页面上`);
  }
}

/** What a screen of each type holds beyond its meta-schema. */
function checkScreen(report: Report, file: string, screen: EntityScreenSchema, entity: EntityInfo) {
  switch (screen.type) {
    case 'list':
      checkSource(report, file, screen.source);
      checkPreset(report, file, screen.preset, entity);
      if (screen.treeFilter && !isDeclaredRoute('GET', screen.treeFilter.url))
        report.add(file, ['treeFilter', 'url'], `treeFilter 的 GET ${screen.treeFilter.url} 不是服务注册表中的接口（src/shared/services）`);
      return checkTable(report, file, screen, entity, false);
    case 'tree':
      checkTree(report, file, screen.tree, entity);
      if (screen.mode === 'chart') {
        const chart = screen.chart ?? {};
        return checkNamed(
          report,
          file,
          [
            ...(chart.count ? [[['chart', 'count'], chart.count] as [Segment[], string]] : []),
            ...(chart.describe ?? []).map((d, i): [Segment[], string] => [['chart', 'describe', i], d]),
          ],
          entity,
        );
      }
      return screen.mode === 'table' ? checkTable(report, file, screen, entity, true) : undefined;
    case 'steps':
      return checkForms(
        report,
        file,
        screen.steps.map((s, i) => ({ root: s.schema, at: ['steps', i, 'schema'] })),
        entity,
      );
    case 'detail': {
      const pick = screen.pick;
      if (pick) {
        const named: Array<[Segment[], string]> = [
          ...pick.search.map((s, i): [Segment[], string] => [['pick', 'search', i, 'field'], s.field]),
          ...(pick.label ? [[['pick', 'label'], pick.label] as [Segment[], string]] : []),
          ...(pick.describe ?? []).map((d, i): [Segment[], string] => [['pick', 'describe', i], d]),
        ];
        checkNamed(report, file, named, entity);
        pick.search.forEach((s, i) => {
          try {
            if (s.when) new RegExp(s.when);
          } catch {
            report.add(file, ['pick', 'search', i, 'when'], `正则表达式 ${s.when} 无效`);
          }
        });
      }
      return checkForms(report, file, [{ root: screen.schema, at: ['schema'] }], entity);
    }
    default:
      return checkForms(report, file, [{ root: screen.schema, at: ['schema'] }], entity);
  }
}

/** Checks every screen file against the meta-schema, its entity and the registry; returns the valid ones by id. */
export function checkScreens(folder: SchemaFolder, entities: Map<string, EntityInfo>, report: Report): Map<string, ScreenInfo> {
  const validate = metaValidator('screen');
  const out = new Map<string, ScreenInfo>();
  for (const { file, json } of folder.screens) {
    if ((json as { type?: unknown }).type === 'dashboard') continue; // checked by checkDashboards: no entity
    if (!validate(json)) {
      report.addAjv(
        file,
        validate.errors?.filter((e) => e.keyword !== 'if'),
      );
      folder.broken.add(file);
      continue;
    }
    const screen = json as EntityScreenSchema;
    if (screen.id !== path.basename(file, '.json')) report.add(file, ['id'], `id ${screen.id} 应与文件名 ${path.basename(file, '.json')} 相同`);
    const entity = entities.get(screen.entity);
    if (!entity) {
      const maybeBroken = [...folder.broken].some((f) => f.startsWith('entities/'));
      report.add(file, ['entity'], maybeBroken ? `实体 ${screen.entity} 不存在（或其文件有错误）` : `实体 ${screen.entity} 不存在`);
      continue;
    }
    const ownSource = (screen.type === 'form' && screen.source) || (screen.type === 'list' && screen.source?.add && screen.source.edit && screen.source.remove);
    if (!entity.resolved['x-entity'].api && !ownSource)
      report.add(
        file,
        ['entity'],
        `实体 ${screen.entity} 没有 api，页面无法读写数据（表单页可用 source 指定读写接口，列表页可用 source 的 add、edit、remove）`,
      );
    checkScreen(report, file, screen, entity);
    out.set(screen.id, { file, screen, entity });
  }
  checkReferences(out, entities, folder.broken, report);
  checkFormFrom(out, folder.broken, report);
  return out;
}
