import type { Db } from '../db/connect.js';

export interface DictItem {
  value: string;
  text: string;
  title: string;
  label: string;
}

export type AllDicts = Record<string, DictItem[]>;

/**
 * Dictionaries are read through an in-process cache. The generic CRUD of sys_dict/sys_dict_item does not tell
 * us about writes, so entries live only this long: an edit shows within seconds, and `reloadDicts` (GET
 * /sys/dict/refleshCache) or `forgetDicts` (for any writer that knows) makes it show at once.
 */
export const DICT_CACHE_MS = 5000;

interface Entry {
  until: number;
  items: Promise<AllDicts>;
}

const caches = new WeakMap<Db, Entry>();

export const toDictItem = (value: string, text: string): DictItem => ({ value, text, title: text, label: text });

/** Enabled items of every dictionary, keyed by code: the sysAllDictItems of the login answer. */
export function allDictItems(db: Db): Promise<AllDicts> {
  const hit = caches.get(db);
  if (hit && hit.until > Date.now()) return hit.items;
  return reloadDicts(db);
}

export async function dictItemsOf(db: Db, dictCode: string): Promise<DictItem[]> {
  const all = await allDictItems(db);
  return Object.hasOwn(all, dictCode) ? all[dictCode] : [];
}

/** Reads every dictionary now and keeps the result; a failed read is not kept. */
export function reloadDicts(db: Db): Promise<AllDicts> {
  const items = readAll(db);
  const entry = { until: Date.now() + DICT_CACHE_MS, items };
  caches.set(db, entry);
  items.catch(() => caches.get(db) === entry && caches.delete(db));
  return items;
}

export function forgetDicts(db: Db): void {
  caches.delete(db);
}

async function readAll(db: Db): Promise<AllDicts> {
  const rows = await db
    .selectFrom('sys_dict_item as i')
    .innerJoin('sys_dict as d', 'd.id', 'i.dictId')
    .select(['d.dictCode', 'i.itemValue', 'i.itemText'])
    .where('i.status', '=', 1)
    .orderBy('d.dictCode')
    .orderBy('i.sortOrder')
    .execute();
  const out: AllDicts = Object.create(null);
  for (const r of rows) (out[r.dictCode] ??= []).push(toDictItem(String(r.itemValue), String(r.itemText)));
  return out;
}
