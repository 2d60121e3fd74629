/**
 * A form node whose key is a detail table of the entity (x-entity.details) -> an `EditableTable` field whose columns
 * inherit from the detail entity: title, cell type, dictionary, default, read-only and validateRules (required,
 * pattern, length, unique). A column listed by key alone gets all of it; a column object's own props win.
 */
import type { ISchema } from '@formily/json-schema';
import { writableFields, type DetailSpec, type EntitySchema, type PropertySchema } from '@shared/entity-meta';
import { DETAIL_COMPONENT } from '@shared/component-names';
import { maxLengthMessage } from '@validators/rules';
import { regionCodeMessage, regionKindPattern } from '@validators/region-code';
import type { FormNode } from '../screens/screen-schema';
import type { EditableTableColumn, EditableTableColumnOptions, EditableTableNodeProps } from '@shared/generated/meta-schemas';
import { formilyKeys } from './field-schema';

/** A column as a detail table's node writes it (schemas/meta/editable-table.schema.json); `key` names a property of the detail entity. */
export type DetailColumn = EditableTableColumnOptions;

type CellType = NonNullable<DetailColumn['type']>;

export { DETAIL_COMPONENT };

const DATE_TIME_FORMATS = new Set(['date-time', 'date-time-cn']);
/** Cell types typed into (请输入…); the others are chosen (请选择…). */
const TYPED_TYPES = new Set<CellType>(['input', 'textarea', 'number']);

/** The cell type a property gets by its kind. */
export function columnType(prop: PropertySchema): CellType {
  if (prop['x-dict']) return 'dict';
  if (prop.format === 'date') return 'date';
  if (DATE_TIME_FORMATS.has(prop.format ?? '')) return 'datetime';
  if (prop.format === 'time') return 'time';
  if (prop.type === 'integer' || prop.type === 'number') return 'number';
  if (prop.type === 'boolean') return 'switch';
  return 'input';
}

/** The entity's rules of a property as the table's validateRules (the server checks the same and more). */
function columnRules(detail: EntitySchema, key: string, type: CellType): NonNullable<DetailColumn['validateRules']> {
  const prop = detail.properties[key];
  const title = prop.title ?? key;
  const own = prop['x-messages'] ?? {};
  const rules: NonNullable<DetailColumn['validateRules']> = [];
  if (detail.required?.includes(key)) rules.push({ required: true, message: own.required ?? `${TYPED_TYPES.has(type) ? '请输入' : '请选择'}${title}` });
  if (prop.pattern) rules.push({ pattern: prop.pattern, message: own.pattern ?? `${title}格式不正确` });
  const region = prop['x-region'];
  if (region) rules.push({ pattern: regionKindPattern(region), message: own['x-region'] ?? title + regionCodeMessage(region) });
  if (prop.maxLength && (type === 'input' || type === 'textarea'))
    rules.push({ pattern: `^[\\s\\S]{0,${prop.maxLength}}$`, message: own.maxLength ?? title + maxLengthMessage(prop.maxLength) });
  return rules;
}

/** Whether the detail's unique sets make `key` unique within one master's rows (alone, or with the foreign key). */
function uniqueInTable(detail: EntitySchema, spec: DetailSpec, key: string): boolean {
  return (detail['x-entity'].unique ?? []).some((set) => set.includes(key) && set.every((f) => f === key || f === spec.foreignKey));
}

/** One column: what the detail entity says of `authored.key`, then what the screen says. */
export function detailColumn(detail: EntitySchema | undefined, spec: DetailSpec, authored: DetailColumn): EditableTableColumn {
  const prop = detail?.properties[authored.key];
  if (!detail || !prop) return { title: authored.key, ...authored };
  const type = authored.type ?? columnType(prop);
  const inferred: EditableTableColumn = { key: authored.key, title: prop.title ?? authored.key, type };
  if (prop['x-dict']) inferred.dictCode = prop['x-dict'];
  const rules = columnRules(detail, authored.key, type);
  if (uniqueInTable(detail, spec, authored.key)) rules.push({ unique: true });
  if (rules.length) inferred.validateRules = rules;
  if (prop.default !== undefined) inferred.defaultValue = prop.default;
  if (prop.readOnly) inferred.disabled = true;
  const props = { ...numberProps(prop, type), ...authored.props };
  return { ...inferred, ...authored, ...(Object.keys(props).length ? { props } : {}) };
}

/** A number cell's editor props from the property: its bounds, and whole numbers for an integer. */
function numberProps(prop: PropertySchema, type: CellType): Record<string, unknown> {
  if (type !== 'number') return {};
  const props: Record<string, unknown> = {};
  if (prop.minimum !== undefined) props.min = prop.minimum;
  if (prop.maximum !== undefined) props.max = prop.maximum;
  if (prop.type === 'integer') props.precision = 0;
  return props;
}

/** The columns a node lists (keys or column objects), or every property a user fills in (not key, fk, order, audit). */
function listedColumns(detail: EntitySchema | undefined, spec: DetailSpec, node: FormNode): DetailColumn[] {
  const listed = (node['x-component-props'] as EditableTableNodeProps | undefined)?.columns;
  if (Array.isArray(listed)) return listed.map((c) => (typeof c === 'string' ? { key: c } : c));
  if (!detail) return [];
  return writableFields(detail)
    .filter((k) => k !== spec.foreignKey && k !== spec.orderBy)
    .map((key) => ({ key }));
}

/**
 * The Formily schema of detail table `spec` as `node` (authored, possibly `{}`) refines it. `master`: the form's
 * entity, the record a shared table (`shared: true`) belongs to.
 */
export function detailFieldSchema(spec: DetailSpec, node: FormNode, master?: string): ISchema {
  const detail = spec.schema;
  const own = formilyKeys(node);
  const component = node['x-component'] ?? DETAIL_COMPONENT;
  const props = { ...node['x-component-props'] };
  if (component === DETAIL_COMPONENT) props.columns = listedColumns(detail, spec, node).map((c) => detailColumn(detail, spec, c));
  if (component === DETAIL_COMPONENT && props.shared === true && master) props.sharedEntity ??= master;
  return {
    type: 'array',
    title: spec.title ?? detail?.title ?? spec.property,
    'x-decorator': 'FormItem',
    ...own,
    'x-component': component,
    'x-decorator-props': own['x-decorator-props'] ?? {},
    'x-component-props': props,
  };
}
