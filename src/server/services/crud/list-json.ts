import type { EntitySchema } from '../../../shared/entity-meta.js';
import type { Database } from '../../db/connect.js';
import { dataVersion, VersionedCache } from './data-version.js';
import { listPage } from './list-page.js';
import type { ListSpec, ScopeSpec } from './types.js';

const MAX_PAGES = 500;
/** Larger pages (big page sizes) are not kept: they are rare, and would make the cache's memory unbounded. */
const MAX_CACHED_CHARS = 64 * 1024;

const cachesOf = new WeakMap<Database, VersionedCache<string>>();
const entityIds = new WeakMap<EntitySchema, number>();
let nextEntityId = 0;

/**
 * The JSON text of a list page (listPage), kept per data version: a list asked again before any write to the
 * database is answered from the text, with no query but the version check. Exact, like the reused totals: an entry
 * is stored only when the data version read before the page and the one read after it are the same as the version
 * the page was read at, so nothing changed while it was read, and it is used only while the version is unchanged.
 * Keyed by the entity object, so a reloaded schema starts afresh.
 */
export async function listPageJson(database: Database, spec: ListSpec, scope: ScopeSpec | undefined): Promise<string> {
  const before = await dataVersion(database);
  const cache = cacheOf(database);
  const key = pageKey(spec, scope);
  const hit = cache.get(key, before);
  if (hit !== undefined) return hit;
  const { page, version } = await listPage(database, spec, scope, database.dialect === 'sqlite' ? before : undefined);
  const json = JSON.stringify(page);
  if (version === before && json.length <= MAX_CACHED_CHARS && (await dataVersion(database)) === before) cache.set(key, before, json);
  return json;
}

/** The success envelope around a result that is JSON text already (http/envelope.ts ok(), field for field). */
export function okJson(resultJson: string): string {
  return `{"success":true,"message":"操作成功！","code":200,"result":${resultJson},"timestamp":${Date.now()}}`;
}

function pageKey(spec: ListSpec, scope: ScopeSpec | undefined): string {
  let id = entityIds.get(spec.entity);
  if (id === undefined) entityIds.set(spec.entity, (id = nextEntityId++));
  return JSON.stringify([id, spec.conditions, spec.superQuery, spec.sort, scope ?? null, spec.pageNo, spec.pageSize]);
}

function cacheOf(database: Database): VersionedCache<string> {
  let cache = cachesOf.get(database);
  if (!cache) cachesOf.set(database, (cache = new VersionedCache(MAX_PAGES)));
  return cache;
}
