import type { DynamicDb } from '../../db/tables.js';
import type { EntityCatalog } from '../../entities/catalog.js';
import { badRequest } from '../../http/errors.js';
import { dictItemsOf, toDictItem, type DictItem } from '../dict-service.js';
import type { Session } from '../session-service.js';
import { lookupTable, type LookupTable } from './allowlist.js';
import { parseCondition, whereContains, whereEquals } from './filters.js';
import { bindValue, fits } from './values.js';
import { scopeOf, withinScope } from '../crud/scope.js';

/** Where a dictionary's items come from: a dictionary code, or `table,text,code[,{"field":"value"}]`. */
export type DictSource = { kind: 'code'; code: string } | { kind: 'table'; t: LookupTable; text: string; code: string; condition: Record<string, unknown> };

export const DICT_CODE_FORMAT = '字典Code格式不正确！';
/** A table dictionary answers at most this many items in one list. */
export const MAX_TABLE_ITEMS = 1000;

/**
 * Reads a dictionary parameter. JeecgBoot's optional fourth part is raw SQL; here it may only be a JSON object of
 * equality conditions, like the tree-select condition, so nothing from the request reaches SQL but as a bound value.
 */
export function dictSource(entities: EntityCatalog, raw: string, session: Session): DictSource {
  const text = raw.trim();
  if (!text) throw badRequest('字典Code不能为空!');
  if (!text.includes(',')) return { kind: 'code', code: text };
  const [table, textField, codeField, ...rest] = text.split(',');
  if (codeField === undefined) throw badRequest(DICT_CODE_FORMAT);
  const t = lookupTable(entities, table, session, 'read');
  return { kind: 'table', t, text: t.field(textField, '显示字段'), code: t.field(codeField, '值字段'), condition: parseCondition(rest.join(',')) };
}

/** Items of a dictionary, optionally only those whose text contains a keyword, at most `limit`. */
export async function dictItems(db: DynamicDb, session: Session, src: DictSource, options: { keyword?: string; limit?: number } = {}): Promise<DictItem[]> {
  const keyword = options.keyword?.trim() ?? '';
  const limit = options.limit ?? MAX_TABLE_ITEMS;
  if (src.kind === 'code') {
    const all = await dictItemsOf(db, src.code);
    return (keyword ? all.filter((i) => i.text.toLowerCase().includes(keyword.toLowerCase())) : all).slice(0, limit);
  }
  let qb = db
    .selectFrom(src.t.table)
    .select((eb) => [eb.ref(src.code).as('value'), eb.ref(src.text).as('text')])
    .where(src.code, 'is not', null);
  qb = whereEquals(withinScope(qb, await scopeOf(db, src.t.entity, session)), src.t, src.condition);
  if (keyword) qb = whereContains(qb, src.text, keyword);
  const rows = await qb.orderBy(src.t.sortField(src.code, src.text)).limit(limit).execute();
  return rows.map((r) => toDictItem(String(r.value), r.text == null ? '' : String(r.text)));
}

/** The text of each key, in the keys' order; a key without an item (or out of scope) stands for itself. */
export async function dictTexts(db: DynamicDb, session: Session, src: DictSource, keys: string[]): Promise<string[]> {
  if (src.kind === 'code') {
    const byValue = new Map((await dictItemsOf(db, src.code)).map((i) => [i.value, i.text]));
    return keys.map((k) => byValue.get(k) ?? k);
  }
  const p = src.t.property(src.code);
  const normal = (k: string) => (fits(p, k) ? String(bindValue(p, k, '')) : null);
  const wanted = [...new Set(keys.filter((k) => fits(p, k)).map((k) => bindValue(p, k, '')))];
  if (!wanted.length) return keys;
  let qb = db
    .selectFrom(src.t.table)
    .select((eb) => [eb.ref(src.code).as('value'), eb.ref(src.text).as('text')])
    .where(src.code, 'in', wanted);
  qb = whereEquals(withinScope(qb, await scopeOf(db, src.t.entity, session)), src.t, src.condition);
  const byValue = new Map((await qb.execute()).map((r) => [String(r.value), r.text == null ? '' : String(r.text)]));
  return keys.map((k) => byValue.get(normal(k) ?? '\0') ?? k);
}
