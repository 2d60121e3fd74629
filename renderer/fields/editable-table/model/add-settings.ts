/**
 * Add-row settings (002 §4): how many rows 新增 adds, where, and whether the table scrolls to the bottom after. Kept
 * in local storage per table by default, so a user's choice survives a reload. The shape is the meta-schema's
 * (schemas/meta/editable-table.schema.json), every setting given.
 */
import type { AddRowSettings } from '@shared/generated/meta-schemas';

export type AddSettings = Required<AddRowSettings>;

export const DEFAULT_ADD_SETTINGS: AddSettings = { count: 1, position: 'end', scrollToBottom: true };
export const MAX_ADD_COUNT = 100;

const KEY_PREFIX = 'zhdj-editable-table-add:';

type KeyValueStore = Pick<Storage, 'getItem' | 'setItem'>;

/** Settings as stored, each property checked (a damaged entry falls back to the defaults, property by property). */
export function readAddSettings(storage: KeyValueStore | undefined, key: string, defaults: AddSettings = DEFAULT_ADD_SETTINGS): AddSettings {
  let raw: Partial<AddSettings> = {};
  try {
    raw = JSON.parse(storage?.getItem(KEY_PREFIX + key) ?? '{}') ?? {};
  } catch {
    raw = {};
  }
  return normalizeAddSettings({ ...defaults, ...raw }, defaults);
}

export function normalizeAddSettings(s: Partial<AddSettings>, defaults: AddSettings = DEFAULT_ADD_SETTINGS): AddSettings {
  const count = Number.isInteger(s.count) && s.count! >= 1 ? Math.min(s.count!, MAX_ADD_COUNT) : defaults.count;
  const position = s.position === 'start' || s.position === 'end' ? s.position : defaults.position;
  const scrollToBottom = typeof s.scrollToBottom === 'boolean' ? s.scrollToBottom : defaults.scrollToBottom;
  return { count, position, scrollToBottom };
}

export function writeAddSettings(storage: KeyValueStore | undefined, key: string, settings: AddSettings): void {
  try {
    storage?.setItem(KEY_PREFIX + key, JSON.stringify(normalizeAddSettings(settings)));
  } catch {
    // A full or blocked storage keeps the settings for this page only.
  }
}

/** Leading-edge throttle: calls closer than `ms` to the last accepted one are refused (insert, 1500 ms by 002 §4). */
export function throttle(ms: number, now: () => number = Date.now) {
  let last = -Infinity;
  return (): boolean => {
    const t = now();
    if (t - last < ms) return false;
    last = t;
    return true;
  };
}
