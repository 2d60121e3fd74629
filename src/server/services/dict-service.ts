import type { Db } from '../db/connect.js';

export interface DictItem {
  value: string;
  text: string;
  title: string;
  label: string;
}

const toItem = (r: { itemValue: string; itemText: string }): DictItem => ({ value: r.itemValue, text: r.itemText, title: r.itemText, label: r.itemText });

/** Enabled items of every dictionary, keyed by code: the sysAllDictItems of the login answer. */
export async function allDictItems(db: Db): Promise<Record<string, DictItem[]>> {
  const rows = await db
    .selectFrom('sys_dict_item as i')
    .innerJoin('sys_dict as d', 'd.id', 'i.dictId')
    .select(['d.dictCode', 'i.itemValue', 'i.itemText'])
    .where('i.status', '=', 1)
    .orderBy('d.dictCode')
    .orderBy('i.sortOrder')
    .execute();
  const out: Record<string, DictItem[]> = {};
  for (const r of rows) (out[r.dictCode] ??= []).push(toItem(r));
  return out;
}

export async function dictItemsOf(db: Db, dictCode: string): Promise<DictItem[]> {
  const rows = await db
    .selectFrom('sys_dict_item as i')
    .innerJoin('sys_dict as d', 'd.id', 'i.dictId')
    .select(['i.itemValue', 'i.itemText'])
    .where('d.dictCode', '=', dictCode)
    .where('i.status', '=', 1)
    .orderBy('i.sortOrder')
    .execute();
  return rows.map(toItem);
}
