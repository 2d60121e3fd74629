/**
 * Entity property + authored Formily node -> the Formily field schema. The entity gives title, type, required,
 * lengths, patterns, rules and dictionary; the node gives component, layout, reactions and any other Formily key,
 * and wins where it sets a key itself (an on-purpose override, declared with `x-override` for check:schemas).
 */
import type { ISchema } from '@formily/json-schema';
import type { EntitySchema, PropertySchema } from '@shared/entity-meta';
import type { FieldEntry, FormNode } from '../screens/screen-schema';
import { TYPED_COMPONENTS } from '../registry-names';
import { texts } from '../texts';
import { fieldRules } from './field-validator';
import { pickComponent, pickProps } from './pick-widget';
import { authoredValidators } from './server-checks';

export type FieldUse = 'form' | 'query';

const DATE_TIME_FORMATS = new Set(['date-time', 'date-time-cn']);

/** Keys of ours that Formily does not know: consumed here, never handed on. */
export const OWN_KEYS = ['x-span', 'x-override', 'x-transient', 'x-send'] as const;

/**
 * The component a property gets when the screen does not name one; a date in a query bar is a range, a multiple
 * dictionary field checkboxes in a form and one choice in a query bar (the server matches it among the items); a
 * region, area or picked row its chooser in a form and in a query bar, files their upload in a form.
 */
export function defaultComponent(prop: PropertySchema, use: FieldUse = 'form'): string {
  // Regions, areas, picked rows and files are chosen, never typed as codes, ids or paths (issue 28: `{}` is enough).
  if (prop['x-region']) return 'RegionTreeSelect';
  if (prop['x-area']) return 'AreaSelect';
  const picker = prop['x-pick'] && pickComponent(prop['x-pick']);
  if (picker) return picker;
  if (use === 'form' && prop['x-file']) return 'FileUpload';
  if (prop['x-dict']) return prop['x-dict-multiple'] && use === 'form' ? 'DictCheckbox' : 'DictSelect';
  if (prop['x-html']) return use === 'query' ? 'Input' : 'RichText';
  if (prop.format === 'date' || DATE_TIME_FORMATS.has(prop.format ?? '')) return use === 'query' ? 'DatePicker.RangePicker' : 'DatePicker';
  if (prop.format === 'time') return 'TimePicker';
  if (prop.type === 'integer' || prop.type === 'number') return 'NumberPicker';
  if (prop.type === 'boolean') return 'Switch';
  return 'Input';
}

/** Props the entity implies for a component: dictionary code, value type, length limit, placeholder. */
function impliedProps(prop: PropertySchema, component: string, use: FieldUse): Record<string, unknown> {
  const props: Record<string, unknown> = {};
  if (prop['x-dict'] && component.startsWith('Dict')) props.dictCode = prop['x-dict'];
  if (component.startsWith('Dict') && (prop.type === 'integer' || prop.type === 'number')) props.valueType = 'number';
  if (component === 'NumberPicker' && prop.type === 'integer') props.precision = 0;
  if (component === 'NumberPicker') props.style = { width: '100%' };
  if (prop['x-region'] === 'grid' && component === 'RegionTreeSelect' && use === 'form') props.gridOnly = true;
  // A query finds the rows anywhere below the region chosen (a community finds the rows of its grids).
  if (prop['x-region'] && component === 'RegionTreeSelect' && use === 'query')
    Object.assign(props, { selectOwn: true, grids: prop['x-region'] === 'grid', matchBelow: true });
  if (prop['x-pick']) Object.assign(props, pickProps(prop['x-pick'], component));
  const typed = TYPED_COMPONENTS.has(component);
  if (typed && component !== 'NumberPicker' && prop.maxLength && use === 'form') props.maxLength = prop.maxLength;
  if (component.startsWith('DatePicker') || component === 'TimePicker') Object.assign(props, pickerFormat(prop, component));
  props.placeholder = component === 'DatePicker.RangePicker' ? [texts.rangeStart, texts.rangeEnd] : typed ? texts.inputPlaceholder : texts.selectPlaceholder;
  if (use === 'query' || component !== 'Switch') props.allowClear = true;
  if (component === 'NumberPicker' || component === 'Switch') delete props.allowClear;
  return props;
}

/** Dates are stored as text in China time: the picker shows and hands back exactly that text. */
function pickerFormat(prop: PropertySchema, component: string): Record<string, unknown> {
  if (component === 'TimePicker') return { format: 'HH:mm:ss' };
  const withTime = DATE_TIME_FORMATS.has(prop.format ?? '');
  return { format: withTime ? 'YYYY-MM-DD HH:mm:ss' : 'YYYY-MM-DD', showTime: withTime || undefined, style: { width: '100%' } };
}

/**
 * The key a field takes in the form values. A range in a query bar fills `<name>_begin` and `<name>_end`, the
 * list route's range parameters, through Formily's destructuring path.
 */
export function fieldKey(name: string, component: string): string {
  return component === 'DatePicker.RangePicker' ? `[${name}_begin,${name}_end]` : name;
}

/** `x-span` as the decorator's grid placement (the Columns layout is a CSS grid). */
export function spanProps(node: FormNode): Record<string, unknown> | undefined {
  const own = node['x-decorator-props'];
  if (!node['x-span']) return own;
  const style = { ...((own?.style as object) ?? {}), gridColumn: `span ${node['x-span']}` };
  return { ...own, style };
}

/** An authored node without our own keys: what Formily may read as it is. */
export function formilyKeys(node: FormNode): ISchema {
  const out: Record<string, unknown> = { ...node };
  for (const k of OWN_KEYS) delete out[k];
  if (node['x-span']) out['x-decorator-props'] = spanProps(node);
  return out as ISchema;
}

/** Whether the entity marks a property as holding something with a name (region, picked row, dictionary item, area). */
export const isNamed = (prop: PropertySchema) => Boolean(prop['x-region'] || prop['x-pick'] || prop['x-dict'] || prop['x-area']);

/** The Formily schema of entity field `name` as `node` (authored, possibly `{}`) refines it. */
export function entityFieldSchema(entity: EntitySchema, name: string, node: FormNode, use: FieldUse): ISchema {
  const prop = entity.properties[name];
  if (!prop) throw new Error(`字段 ${name} 不在实体 ${entity.$id} 中`);
  const component = node['x-component'] ?? defaultComponent(prop, use);
  const own = formilyKeys(node);
  const inherited: ISchema = {
    type: prop.type === 'integer' ? 'number' : (prop.type ?? 'string'),
    title: prop.title ?? name,
    'x-decorator': 'FormItem',
    'x-component': component,
  };
  if (use === 'form') {
    if (prop.default !== undefined) inherited.default = prop.default;
    if (prop.readOnly) inherited['x-read-pretty'] = true;
    const derived = prop['x-derived'];
    if (derived) inherited['x-reactions'] = { dependencies: [derived.from], fulfill: { run: `{{fillFromIdCard($self, $deps[0], '${derived.fact}')}}` } };
    // Read-only, it shows the name the server sends beside the value (form/named-form-item.tsx).
    if (isNamed(prop)) inherited['x-data'] = { named: true, multiple: Boolean(prop['x-dict-multiple'] || prop['x-pick']?.multiple) };
  }
  const overrides = new Set(node['x-override'] ?? []);
  const entityRules = use === 'form' && !overrides.has('x-validator') ? fieldRules(entity, name, component) : [];
  return {
    ...inherited,
    ...own,
    ...(inherited['x-data'] && own['x-data'] ? { 'x-data': { ...inherited['x-data'], ...own['x-data'] } } : {}),
    'x-decorator-props': own['x-decorator-props'] ?? {},
    'x-component-props': { ...impliedProps(prop, component, use), ...node['x-component-props'] },
    ...(use === 'form' ? { 'x-validator': [...entityRules, ...authoredValidators(node['x-validator'])] as ISchema['x-validator'] } : {}),
    ...(inherited['x-reactions'] && own['x-reactions']
      ? { 'x-reactions': [inherited['x-reactions'], ...[own['x-reactions']].flat()] as ISchema['x-reactions'] }
      : {}),
  };
}

/** A query-area entry (name plus component) as a Formily field schema. */
export function queryFieldSchema(entity: EntitySchema, entry: FieldEntry, index: number): ISchema {
  const { name, ...node } = entry;
  return { ...entityFieldSchema(entity, name, node as FormNode, 'query'), 'x-index': index };
}
