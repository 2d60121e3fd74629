import { dictFields, regionFields, type EntitySchema } from '../../../shared/entity-meta.js';
import type { Database } from '../../db/connect.js';
import { tableVersions } from '../../db/table-versions.js';
import { pickNameTables } from './pick-text.js';

const DICT_TABLES = ['sys_dict', 'sys_dict_item'];
const REGION_TABLES = ['t_base_region', 't_base_grid'];

/**
 * The versions a list of an entity depends on, as texts of per-table counters (db/table-versions.ts):
 * - rows: its own table (totals, deep-page checkpoints);
 * - dicts: the dictionary tables, when it has dictionary fields (their texts);
 * - page: everything a page shows, region names and picked rows' names included (the page cache).
 * A write to any other table (a login, another entity) changes none of them; an entity holding picked users (x-pick
 * on sysUser) shows their names, so a write to sys_user, logins included, is one of its page's tables.
 *
 * Why reading them *before* the data is exact: counters only grow, and a write raises its table's counter in its
 * own transaction. Whatever is read after the versions is at least as new as they say; if it is newer, the
 * versions have already moved on, so an entry stored under the old ones is never asked for again. An entry is
 * therefore served only while no write to its tables has committed since it was read, on any instance.
 * Undefined when a table has no counter yet: then nothing is cached.
 */
export interface ListVersions {
  rows: string;
  dicts: string;
  page: string;
}

const tablesOf = new WeakMap<EntitySchema, { rows: string[]; dicts: string[]; page: string[] }>();

export async function listVersions(database: Database, entity: EntitySchema): Promise<ListVersions | undefined> {
  let tables = tablesOf.get(entity);
  if (!tables) {
    const rows = [entity['x-entity'].table];
    const dicts = dictFields(entity).length ? DICT_TABLES : [];
    const regions = regionFields(entity).length ? REGION_TABLES : [];
    tablesOf.set(entity, (tables = { rows, dicts, page: [...new Set([...rows, ...dicts, ...regions, ...pickNameTables(entity)])] }));
  }
  const counters = await tableVersions(database, tables.page);
  const text = (names: string[]) => names.map((t) => counters.get(t)).join('.');
  if (tables.page.some((t) => !counters.has(t))) return undefined;
  return { rows: text(tables.rows), dicts: text(tables.dicts), page: text(tables.page) };
}

/**
 * A bounded map of values each valid for one version; the least recently used go first. No version, no caching.
 * `servesNewer`: a value kept for versions at least as new as the ones asked for (every table's counter the same or
 * higher) is served too, and is never replaced by an older one. Right for a reader that read the versions just
 * before a write committed: it may answer as of the write, as if it had come a moment later, and its older value
 * must not push out the one that writers and later readers need (list-state.ts). Counters only grow.
 */
export class VersionedCache<V> {
  private entries = new Map<string, { version: string; value: V }>();

  constructor(
    private max: number,
    private servesNewer = false,
  ) {}

  get(key: string, version: string | undefined): V | undefined {
    const e = this.entries.get(key);
    if (!e || version === undefined) return undefined;
    const usable = e.version === version || (this.servesNewer && atLeast(e.version, version));
    this.entries.delete(key);
    if (!usable) return undefined;
    this.entries.set(key, e);
    return e.value;
  }

  /** Every entry as [key, version, value], the most recently used first. */
  newest(): Array<[string, string, V]> {
    return [...this.entries].reverse().map(([key, e]) => [key, e.version, e.value]);
  }

  set(key: string, version: string | undefined, value: V): void {
    if (version === undefined) return;
    const kept = this.entries.get(key);
    if (this.servesNewer && kept && kept.version !== version && atLeast(kept.version, version)) return;
    this.entries.delete(key);
    this.entries.set(key, { version, value });
    if (this.entries.size > this.max) this.entries.delete(this.entries.keys().next().value!);
  }
}

/** Whether versions `a` (counters joined by dots, listVersions) are each at least those of `b`. */
function atLeast(a: string, b: string): boolean {
  const x = a.split('.');
  const y = b.split('.');
  return x.length === y.length && x.every((n, i) => Number(n) >= Number(y[i]));
}
