/**
 * Entity property + screen field entry -> Formily field schema. The entity gives title, type, required, lengths,
 * patterns, rules and dictionary; the screen entry gives component, layout and reactions.
 */
import type { ISchema } from '@formily/json-schema';
import type { EntitySchema, PropertySchema } from '@shared/entity-meta';
import type { FieldEntry } from '../screens/screen-schema';
import { TYPED_COMPONENTS } from '../registry-names';
import { texts } from '../texts';
import { fieldRules } from './field-validator';
import { authoredValidators } from './server-checks';

export type FieldUse = 'form' | 'query';

const DATE_TIME_FORMATS = new Set(['date-time', 'date-time-cn']);

/** The component a property gets when the screen does not name one; a date in a query bar is a range. */
export function defaultComponent(prop: PropertySchema, use: FieldUse = 'form'): string {
  if (prop['x-dict']) return 'DictSelect';
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

export function fieldSchema(entity: EntitySchema, entry: FieldEntry, use: FieldUse, index: number): ISchema {
  const prop = entity.properties[entry.name];
  if (!prop) throw new Error(`字段 ${entry.name} 不在实体 ${entity.$id} 中`);
  const component = entry['x-component'] ?? defaultComponent(prop, use);
  const schema: ISchema = {
    type: prop.type === 'integer' ? 'number' : (prop.type ?? 'string'),
    title: prop.title ?? entry.name,
    'x-index': index,
    'x-decorator': 'FormItem',
    'x-decorator-props': { ...(entry.span ? { style: { gridColumn: `span ${entry.span}` } } : {}), ...entry['x-decorator-props'] },
    'x-component': component,
    'x-component-props': { ...impliedProps(prop, component, use), ...entry['x-component-props'] },
  };
  if (use === 'form') {
    schema['x-validator'] = [...fieldRules(entity, entry.name, component), ...authoredValidators(entry['x-validator'])] as ISchema['x-validator'];
    if (prop.default !== undefined) schema.default = prop.default;
    if (entry.readOnly || prop.readOnly) schema['x-read-pretty'] = true;
  }
  if (entry['x-reactions'] !== undefined) schema['x-reactions'] = entry['x-reactions'] as ISchema['x-reactions'];
  if (entry['x-display']) schema['x-display'] = entry['x-display'];
  return schema;
}
