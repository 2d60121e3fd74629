import { createAjv } from '../../../validators/ajv.js';
import { isRuleName } from '../../../validators/rules.js';
import { resolveEntity, type AuditSchema, type EntitySchema, type PickSpec } from '../../shared/entity-meta.js';
import { ROLLUP_NAME_MAX, rollupTable } from '../../shared/rollup-meta.js';
import type { SchemaFolder } from './load.js';
import { checkDetails } from './details.js';
import { checkSharedPermissions } from './shared-permissions.js';
import { metaValidator } from './meta.js';
import type { Report } from './report.js';

export interface EntityInfo {
  file: string;
  raw: EntitySchema;
  /** With the audit columns merged, as the server and the client see it. */
  resolved: EntitySchema;
  /** The detail entities of its x-entity.details that exist, by detail property (filled by checkDetails). */
  details?: Map<string, EntityInfo>;
}

/** Checks every entity file and returns the valid ones by $id. */
export function checkEntities(folder: SchemaFolder, dictCodes: Set<string>, report: Report): Map<string, EntityInfo> {
  const validate = metaValidator('entity');
  const out = new Map<string, EntityInfo>();
  const tables = new Map<string, string>();
  const apis = new Map<string, string>();
  const audit = (folder.audit?.json ?? { properties: {} }) as AuditSchema;
  const strict = createAjv();
  for (const { file, json } of folder.entities) {
    if (!validate(json)) {
      report.addAjv(file, validate.errors);
      folder.broken.add(file);
      continue;
    }
    const raw = json as EntitySchema;
    const meta = raw['x-entity'];
    const before = report.problems.length;
    if (out.has(raw.$id)) report.add(file, ['$id'], `实体 ${raw.$id} 已在 ${out.get(raw.$id)!.file} 中定义`);
    if (tables.has(meta.table)) report.add(file, ['x-entity', 'table'], `表 ${meta.table} 已被 ${tables.get(meta.table)} 使用`);
    if (meta.api && apis.has(meta.api)) report.add(file, ['x-entity', 'api'], `接口 ${meta.api} 已被 ${apis.get(meta.api)} 使用`);
    tables.set(meta.table, file);
    if (meta.api) apis.set(meta.api, file);
    const resolved = resolveEntity(raw, audit);
    const known = new Set(Object.keys(resolved.properties));
    const mustName = (segments: Array<string | number>, name: string) => known.has(name) || report.add(file, segments, `属性 ${name} 不存在`);
    (raw.required ?? []).forEach((r, i) => mustName(['required', i], r));
    if (meta.regionScope) mustName(['x-entity', 'regionScope'], meta.regionScope);
    if (meta.owner) mustName(['x-entity', 'owner'], meta.owner);
    if (meta.orderBy) mustName(['x-entity', 'orderBy'], meta.orderBy);
    meta.thenBy?.forEach((n, i) => mustName(['x-entity', 'thenBy', i], n));
    for (const key of ['indexes', 'unique', 'rollups'] as const) meta[key]?.forEach((list, i) => list.forEach((n, j) => mustName(['x-entity', key, i, j], n)));
    meta.rollups?.forEach((dims, i) => {
      const table = rollupTable(meta.table, dims);
      if (table.length > ROLLUP_NAME_MAX) report.add(file, ['x-entity', 'rollups', i], `汇总表名 ${table} 超过 ${ROLLUP_NAME_MAX} 个字符，请减少维度`);
      if (new Set(dims).size !== dims.length) report.add(file, ['x-entity', 'rollups', i], '汇总的维度重复');
    });
    meta.prefixRules?.forEach((r, i) => ['field', 'of'].forEach((k) => mustName(['x-entity', 'prefixRules', i, k], r[k as 'field' | 'of'])));
    if (meta.tree) mustName(['x-entity', 'tree', 'parent'], meta.tree.parent);
    meta.clearWhen?.forEach((r, i) => ['field', 'if'].forEach((k) => mustName(['x-entity', 'clearWhen', i, k], r[k as 'field' | 'if'])));
    meta.uniqueAcross?.forEach((r, i) => {
      mustName(['x-entity', 'uniqueAcross', i, 'field'], r.field);
      const other = folder.entities.find((e) => (e.json as { $id?: string }).$id === r.entity)?.json as { properties?: Record<string, unknown> } | undefined;
      if (!other) report.add(file, ['x-entity', 'uniqueAcross', i, 'entity'], `实体 ${r.entity} 不存在`);
      else if (!other.properties?.[r.property]) report.add(file, ['x-entity', 'uniqueAcross', i, 'property'], `实体 ${r.entity} 没有属性 ${r.property}`);
    });
    if (meta.api && !meta.permission) report.add(file, ['x-entity', 'permission'], '有 api 的实体必须声明 permission（权限前缀）');
    for (const [name, prop] of Object.entries(raw.properties)) {
      if (prop['x-dict'] && !dictCodes.has(prop['x-dict'])) report.add(file, ['properties', name, 'x-dict'], `字典 ${prop['x-dict']} 不在 schemas/dicts 中`);
      if (prop['x-ref'] && !folder.entities.some((e) => (e.json as { $id?: string }).$id === prop['x-ref']))
        report.add(file, ['properties', name, 'x-ref'], `引用的实体 ${prop['x-ref']} 不存在`);
      if (prop['x-pick']) checkPick(folder, file, name, prop['x-pick'], report);
      prop['x-secret-target']?.forEach((n, i) => mustName(['properties', name, 'x-secret-target', i], n));
      if (prop['x-rule'] && !isRuleName(prop['x-rule']))
        report.add(file, ['properties', name, 'x-rule'], `校验规则 ${prop['x-rule']} 不存在（validators/rules.ts）`);
      if (prop.pattern) {
        try {
          new RegExp(prop.pattern, 'u');
        } catch (e) {
          report.add(file, ['properties', name, 'pattern'], `正则表达式无效：${(e as Error).message}`);
        }
      }
    }
    // Only a file without other problems is compiled: the compiler would repeat them less clearly.
    if (report.problems.length === before) {
      try {
        const { $id: _id, ...body } = resolved;
        strict.compile(body);
      } catch (e) {
        report.add(file, [], `服务器的严格 ajv 无法编译：${(e as Error).message}`);
      }
    }
    out.set(raw.$id, { file, raw, resolved });
  }
  checkDetails(out, report);
  checkSharedPermissions(out, report);
  return out;
}

/** An x-pick names an entity that exists and a key that identifies its rows (its id or a unique property). */
function checkPick(folder: SchemaFolder, file: string, name: string, pick: PickSpec, report: Report): void {
  const target = folder.entities.map((e) => e.json as EntitySchema).find((e) => e?.$id === pick.entity);
  if (!target) return void report.add(file, ['properties', name, 'x-pick', 'entity'], `选择的实体 ${pick.entity} 不存在`);
  const unique = (target['x-entity']?.unique ?? []).some((u) => u.length === 1 && u[0] === pick.key);
  if (pick.key !== 'id' && !(pick.key in (target.properties ?? {})))
    report.add(file, ['properties', name, 'x-pick', 'key'], `实体 ${pick.entity} 没有属性 ${pick.key}`);
  else if (pick.key !== 'id' && !unique)
    report.add(file, ['properties', name, 'x-pick', 'key'], `${pick.entity}.${pick.key} 不唯一，不能作为选择的键（应为 id 或唯一属性）`);
  if (pick.name && !(pick.name in (target.properties ?? {})))
    report.add(file, ['properties', name, 'x-pick', 'name'], `实体 ${pick.entity} 没有属性 ${pick.name}`);
}
