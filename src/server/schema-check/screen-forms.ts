/**
 * Checks of the Formily forms inside screens: registered components, entity fields and their declared overrides,
 * reactions that depend on real fields and call only scope functions, validator names.
 */
import { COMPONENT_NAMES, SCOPE_NAMES } from '../../shared/component-names.js';
import { EXPRESSION_GLOBALS, parseExpression } from '../../shared/expression.js';
import type { FormNode, FormRoot } from '../../../renderer/screens/screen-schema.js';
import { detailOf } from '../../shared/entity-meta.js';
import { isRuleName } from '../../../validators/rules.js';
import type { EntityInfo } from './entities.js';
import { checkDetailColumns } from './detail-columns.js';
import { checkEditableTable } from './editable-tables.js';
import { checkPickerField } from './picker-fields.js';
import type { Report, Segment } from './report.js';
import { isDeclaredRoute } from './service-routes.js';

const components = new Set(COMPONENT_NAMES);

/** Keys an entity gives a field: a screen setting one overrides the entity and must say so in x-override. */
const ENTITY_GIVEN = ['title', 'type', 'required', 'default', 'enum', 'format', 'pattern', 'maxLength', 'minLength', 'maximum', 'minimum'] as const;

// Functions an expression may call without a scope entry: plain conversions of the expression interpreter.
const CALLABLE = new Set([...SCOPE_NAMES, ...Object.keys(EXPRESSION_GLOBALS)]);

/** Names an x-reactions value depends on (Formily `dependencies`, as strings or {name} objects). */
export function dependencies(reactions: unknown): string[] {
  const list = Array.isArray(reactions) ? reactions : [reactions];
  return list.flatMap((r) => {
    const deps = (r as { dependencies?: unknown })?.dependencies;
    const items = Array.isArray(deps) ? deps : deps && typeof deps === 'object' ? Object.values(deps) : [];
    return items.map((d) => (typeof d === 'string' ? d : String((d as { name?: string })?.name ?? ''))).map((d) => d.replace(/^\.+/, '').split('#')[0]);
  });
}

/** The `{{…}}` expressions inside a value, at any depth. */
function expressions(value: unknown): string[] {
  if (typeof value === 'string') return [...value.matchAll(/\{\{([\s\S]*?)\}\}/g)].map((m) => m[1]);
  if (Array.isArray(value)) return value.flatMap(expressions);
  if (value && typeof value === 'object') return Object.values(value).flatMap(expressions);
  return [];
}

/** Names called as functions in an expression's syntax tree (not methods: `$self.setValue(…)` is fine). */
function callsIn(node: unknown, out: string[] = []): string[] {
  if (!node || typeof node !== 'object') return out;
  const n = node as { type?: string; callee?: { type?: string; name?: string } };
  if (n.type === 'CallExpression' && n.callee?.type === 'Identifier') out.push(String(n.callee.name));
  for (const child of Object.values(node)) if (child && typeof child === 'object') callsIn(child, out);
  return out;
}

/** Functions called in the expressions of a value; an expression that does not parse is reported as such. */
export function calledNames(value: unknown, unreadable: (text: string, why: string) => void = () => undefined): string[] {
  return expressions(value).flatMap((text) => {
    try {
      return callsIn(parseExpression(text));
    } catch (e) {
      unreadable(text, e instanceof Error ? e.message : String(e));
      return [];
    }
  });
}

/** Checks of reactions and validators, shared by form nodes and query fields. */
export function checkBehaviour(
  report: Report,
  file: string,
  at: Segment[],
  node: object & { 'x-reactions'?: unknown; 'x-validator'?: unknown },
  fieldNames: ReadonlySet<string> | null,
) {
  if (fieldNames)
    for (const dep of dependencies(node['x-reactions']))
      if (dep && !fieldNames.has(dep)) report.add(file, [...at, 'x-reactions'], `联动依赖的字段 ${dep} 不在同一表单中`);
  for (const [key, value] of Object.entries(node)) {
    if (key === 'properties' || key === 'items') continue;
    const unreadable = (text: string, why: string) => report.add(file, [...at, key], `表达式 {{${text}}} 无法解析：${why}`);
    for (const fn of calledNames(value, unreadable))
      if (!CALLABLE.has(fn)) report.add(file, [...at, key], `联动调用的函数 ${fn} 不在 scope 中（renderer/scope.ts）`);
  }
  const validators = node['x-validator'];
  (Array.isArray(validators) ? validators : validators === undefined ? [] : [validators]).forEach((v, j) => {
    if (typeof v === 'string' && !isRuleName(v))
      report.add(file, [...at, 'x-validator', ...(Array.isArray(validators) ? [j] : [])], `校验规则 ${v} 不存在（validators/rules.ts）`);
  });
}

export function checkComponents(report: Report, file: string, at: Segment[], node: FormNode | { 'x-component'?: string; 'x-decorator'?: string }) {
  for (const key of ['x-component', 'x-decorator'] as const) {
    const name = node[key];
    if (typeof name === 'string' && !components.has(name)) report.add(file, [...at, key], `组件 ${name} 未在注册表中（renderer/registry-names.ts）`);
  }
  const props = (node as { 'x-component-props'?: { url?: unknown } })['x-component-props'];
  // An ApiSelect may name only GET routes of the service registry.
  if (node['x-component'] === 'ApiSelect' && !(typeof props?.url === 'string' && isDeclaredRoute('GET', props.url))) {
    report.add(file, [...at, 'x-component-props', 'url'], `ApiSelect 的 url ${String(props?.url)} 不是服务注册表中的 GET 接口（src/shared/services）`);
  }
}

interface Visit {
  node: FormNode;
  at: Segment[];
  key: string;
  /** Inside an array's items: a row's field, not the entity's. */
  inRow: boolean;
}

function* walk(node: FormNode, at: Segment[], key: string, inRow: boolean): Generator<Visit> {
  yield { node, at, key, inRow };
  for (const [k, child] of Object.entries(node.properties ?? {})) yield* walk(child, [...at, 'properties', k], k, inRow);
  if (node.items) yield* walk(node.items, [...at, 'items'], '', true);
}

const isData = (n: FormNode) => n.type !== 'void';

/** The data keys of forms (all steps of a steps screen make one form): what reactions may depend on. */
export function formFieldNames(roots: FormRoot[]): Set<string> {
  const names = new Set<string>();
  for (const root of roots) for (const v of walk(root, [], '', false)) if (v.key && isData(v.node)) names.add(v.key);
  return names;
}

/** Checks the form roots of one screen (one form: reactions may depend on a field of any of them). */
export function checkForms(report: Report, file: string, forms: Array<{ root: FormRoot; at: Segment[] }>, entity: EntityInfo) {
  const names = formFieldNames(forms.map((f) => f.root));
  const seen = new Map<string, string>();
  for (const { root, at: base } of forms) {
    for (const { node, at, key, inRow } of walk(root, base, '', false)) {
      checkComponents(report, file, at, node);
      checkBehaviour(report, file, at, node, names);
      const isEntityField = Boolean(key) && isData(node) && !inRow;
      const detail = isEntityField && !node['x-transient'] && !entity.resolved.properties[key] ? detailOf(entity.resolved, key) : undefined;
      const tableFine = checkEditableTable(report, file, at, node, Boolean(detail));
      if (!isEntityField) continue;
      const where = at.join('.');
      if (seen.has(key)) report.add(file, at, `字段 ${key} 重复`);
      seen.set(key, where);
      const prop = entity.resolved.properties[key];
      if (node['x-transient']) {
        if (prop) report.add(file, [...at, 'x-transient'], `字段 ${key} 是实体 ${entity.raw.$id} 的属性，不能标为 x-transient`);
        if (!node.title) report.add(file, at, `字段 ${key} 不在实体中，须自己给出 title`);
        continue;
      }
      if (detail) {
        if (tableFine) checkDetailColumns(report, file, at, node, detail, entity.details?.get(key));
        continue;
      }
      if (!prop) {
        report.add(file, at, `字段 ${key} 不在实体 ${entity.raw.$id} 中（只在页面上使用、不提交的字段请标 "x-transient": true）`);
        continue;
      }
      if (prop['x-secret'] && !node['x-send']) report.add(file, at, `字段 ${key} 是保密字段，不能出现在页面上（只写不读的字段请标 "x-send": true）`);
      checkPickerField(report, file, at, key, node, prop);
      const declared = new Set(node['x-override'] ?? []);
      for (const given of ENTITY_GIVEN)
        if (given in node && !declared.has(given))
          report.add(file, [...at, given], `字段 ${key} 覆盖了实体给出的 ${given}；如是有意覆盖，请在 x-override 中列出`);
      for (const listed of declared)
        if (listed !== 'x-validator' && !(listed in node)) report.add(file, [...at, 'x-override'], `x-override 列出了 ${listed}，但字段没有设置它`);
    }
  }
}
