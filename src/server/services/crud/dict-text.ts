import { dictFields, type EntitySchema } from '../../../shared/entity-meta.js';
import type { Db } from '../../db/connect.js';
import type { Row } from './types.js';

const fieldsMemo = new WeakMap<EntitySchema, Array<[string, string]>>();

/** [field, dict code] of an entity's dictionary fields, worked out once per entity object. */
export function dictFieldsOf(entity: EntitySchema): Array<[string, string]> {
  let fields = fieldsMemo.get(entity);
  if (!fields) fieldsMemo.set(entity, (fields = dictFields(entity)));
  return fields;
}

/** dict code -> (item value -> item text), for the dictionaries an entity's fields name. */
export type DictTexts = Map<string, Map<string, string>>;

export async function loadDictTexts(db: Db, entity: EntitySchema): Promise<DictTexts> {
  const codes = [...new Set(dictFieldsOf(entity).map(([, code]) => code))];
  const out: DictTexts = new Map(codes.map((c) => [c, new Map()]));
  if (!codes.length) return out;
  const rows = await db
    .selectFrom('sys_dict_item as i')
    .innerJoin('sys_dict as d', 'd.id', 'i.dictId')
    .select(['d.dictCode', 'i.itemValue', 'i.itemText'])
    .where('d.dictCode', 'in', codes)
    .where('i.status', '=', 1)
    .execute();
  for (const r of rows) out.get(r.dictCode)?.set(String(r.itemValue), String(r.itemText));
  return out;
}

/** The text of a dictionary value; a comma-joined multi-select value gets its texts comma-joined. */
export function dictText(texts: Map<string, string> | undefined, value: unknown): string | null {
  if (value === null || value === undefined || value === '') return null;
  const text = String(value);
  if (!text.includes(',')) return texts?.get(text) ?? '';
  return text
    .split(',')
    .map((v) => texts?.get(v.trim()) ?? '')
    .filter(Boolean)
    .join(',');
}

/** Adds `<field>_dictText` next to every dictionary field of each row. */
export function withDictText(entity: EntitySchema, rows: Row[], texts: DictTexts): Row[] {
  const fields = dictFieldsOf(entity);
  if (!fields.length) return rows;
  for (const row of rows) for (const [field, code] of fields) row[`${field}_dictText`] = dictText(texts.get(code), row[field]);
  return rows;
}

/**
 * Text -> value of a dictionary, for imported spreadsheets that show texts; values are accepted as they are. A
 * multiple field's cell lists several (低保户,残疾人 as exported; 、 and ， separate too) and gets their values comma-joined.
 */
export function dictValueOf(texts: Map<string, string> | undefined, cell: string, multiple = false): string {
  if (multiple)
    return cell
      .split(/[,，、]/)
      .map((part) => dictValueOf(texts, part.trim()))
      .filter(Boolean)
      .join(',');
  if (!texts || texts.has(cell)) return cell;
  for (const [value, text] of texts) if (text === cell) return value;
  return cell;
}
