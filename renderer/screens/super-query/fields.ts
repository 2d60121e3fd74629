/** Which fields the advanced query offers, and the value widget of each type. Pure. */
import { primaryKeyOf, readableFields, type EntitySchema, type PropertySchema } from '@shared/entity-meta';
import type { SuperQueryOption } from '@shared/generated/meta-schemas';
import type { QueryField, Rule, ValueType } from './model';

/** A screen's `superQuery`: true, or the fields it offers (names, or names with a new title, type, dictionary…). */
export type { SuperQueryFieldEntry, SuperQueryOption } from '@shared/generated/meta-schemas';

/** The value type a property implies: dictionary (several values for a multiple one), region, date, time, number, boolean, else text. */
export function typeOfProperty(p: PropertySchema): ValueType {
  if (p['x-dict']) return p['x-dict-multiple'] ? 'list_multi' : 'list';
  if (p['x-region']) return 'region';
  if (p.format === 'date') return 'date';
  if (p.format === 'date-time' || p.format === 'date-time-cn') return 'datetime';
  if (p.format === 'time') return 'time';
  if (p.type === 'integer') return 'int';
  if (p.type === 'number') return 'number';
  if (p.type === 'boolean') return 'switch';
  return 'text';
}

function fieldOf(entity: EntitySchema, name: string): QueryField {
  const p = entity.properties[name];
  const field: QueryField = { name, title: p?.title ?? name, type: p ? typeOfProperty(p) : 'text' };
  if (p?.['x-dict']) field.dictCode = p['x-dict'];
  return field;
}

/**
 * The queryable fields: by default every readable property (not secret) but the primary key, in entity order
 * (the server's allowlist is the same set plus the key); a screen may narrow, reorder and relabel them.
 */
export function queryFields(entity: EntitySchema, option: SuperQueryOption | undefined): QueryField[] {
  const pk = primaryKeyOf(entity);
  const entries = typeof option === 'object' && option.fields?.length ? option.fields : readableFields(entity).filter((n) => n !== pk);
  return entries.map((e) => {
    const entry = typeof e === 'string' ? { name: e } : e;
    const base = fieldOf(entity, entry.name);
    const field = { ...base, ...entry };
    // A new type from the screen brings its own dictionary, if any: the entity's does not follow it blindly.
    if (entry.type && entry.type !== base.type && !entry.dictCode && !['list', 'list_multi'].includes(entry.type)) delete field.dictCode;
    return field;
  });
}

/** How one type is edited: the registered x-component and the props it gets for a row. */
export interface Widget {
  component: string;
  props: Record<string, unknown>;
  /** The value is a list (multiple choice). */
  multiple: boolean;
}

const FULL_WIDTH = { width: '100%' };

/** THE table from value type to component (002 §9); `in` makes the dictionary and picker widgets multiple. */
export function widgetFor(field: QueryField | undefined, rule: Rule, has: (name: string) => boolean): Widget {
  const multi = rule === 'in';
  const own = field?.props ?? {};
  const pick = (component: string, props: Record<string, unknown>, multiple = false): Widget =>
    has(component)
      ? { component, props: { style: FULL_WIDTH, ...props, ...own }, multiple }
      : { component: 'Input', props: { placeholder: '请输入', ...own }, multiple: false };
  const type = field?.type ?? 'text';
  const dictProps = { dictCode: field?.dictCode, options: field?.options?.map((o) => ({ label: o.text, value: o.value })) };
  switch (type) {
    case 'list':
    case 'list_multi': {
      const multiple = type === 'list_multi' || multi;
      if (!field?.dictCode && field?.options)
        return pick('Select', { options: dictProps.options, mode: multiple ? 'multiple' : undefined, allowClear: true, placeholder: '请选择' }, multiple);
      return pick('DictSelect', { dictCode: field?.dictCode, mode: multiple ? 'multiple' : undefined, allowClear: true }, multiple);
    }
    case 'sel_search':
    case 'table-dict':
      return pick('DictSearchSelect', { dict: field?.dictTable ?? field?.dictCode, mode: multi ? 'multiple' : undefined, allowClear: true }, multi);
    case 'popup':
      return pick('PopupReport', { ...(field?.popup ?? {}), multi });
    case 'select-user':
      return pick('UserSelect', { multiple: multi });
    case 'select-depart':
      return pick('DepartSelect', { multiple: multi });
    case 'area-linkage':
      return pick('AreaSelect', { type: 'cascader' });
    case 'region':
      return pick('RegionTreeSelect', { allowClear: true });
    case 'date':
      return pick('DatePicker', { format: 'YYYY-MM-DD', placeholder: '请选择' });
    case 'datetime':
      return pick('DatePicker', { format: 'YYYY-MM-DD HH:mm:ss', showTime: true, placeholder: '请选择' });
    case 'time':
      return pick('TimePicker', { format: 'HH:mm:ss', placeholder: '请选择' });
    case 'int':
      return multi ? pick('Input', { placeholder: '多个值以逗号分隔' }) : pick('NumberPicker', { precision: 0, placeholder: '请输入' });
    case 'number':
      return multi ? pick('Input', { placeholder: '多个值以逗号分隔' }) : pick('NumberPicker', { placeholder: '请输入' });
    case 'switch':
      return pick('Select', {
        options: [
          { label: '是', value: 'Y' },
          { label: '否', value: 'N' },
        ],
        placeholder: '请选择',
        allowClear: true,
      });
    default:
      return pick('Input', { placeholder: multi ? '多个值以逗号分隔' : '请输入' });
  }
}
