/** The dictionary cache: every dictionary's items, stored locally for 7 days at login (000 §4). */
import { proxy } from 'valtio';
import type { AllDictItems, DictItem } from '@shared/services';
import { appConfig } from '../config';
import { getCached, KEYS, removeCached, setCached } from '../storage/cache';

export const dictionaries = proxy<{ items: AllDictItems }>({ items: getCached<AllDictItems>(KEYS.dicts) ?? {} });

export function setAllDictItems(items: AllDictItems | null | undefined): void {
  dictionaries.items = items ?? {};
  setCached(KEYS.dicts, dictionaries.items, appConfig.sessionTtlMs);
}

/** Adds one dictionary fetched on demand (a code missing from the login answer). */
export function putDictItems(code: string, items: DictItem[]): void {
  dictionaries.items[code] = items;
  setCached(KEYS.dicts, dictionaries.items, appConfig.sessionTtlMs);
}

export function cachedDictItems(code: string): DictItem[] | undefined {
  return dictionaries.items[code];
}

/** Text of a value in a dictionary, or the value itself when unknown. */
export function dictText(code: string, value: unknown): string {
  const v = value === null || value === undefined ? '' : String(value);
  return dictionaries.items[code]?.find((i) => i.value === v)?.text ?? v;
}

export function clearDictionaries(): void {
  dictionaries.items = {};
  removeCached(KEYS.dicts);
}
