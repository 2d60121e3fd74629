import type { EntitySchema } from '../../../shared/entity-meta.js';
import type { Database } from '../../db/connect.js';
import { listVersions, VersionedCache } from './data-version.js';
import { listPage } from './list-page.js';
import type { ListSpec, ScopeSpec } from './types.js';

const MAX_PAGES = 500;
/** Larger pages (big page sizes) are not kept: they are rare, and would make the cache's memory unbounded. */
const MAX_CACHED_CHARS = 64 * 1024;

/** How the page cache of one database has answered: for tests and monitoring, no timing involved. */
export interface ListCacheStats {
  /** Answered from a kept page text. */
  hits: number;
  /** Read from the database (first visit, or the page's tables were written since). */
  misses: number;
  /** Not kept, but answered by the read of another request for the same page under way (counted apart from both). */
  shared: number;
}

const cachesOf = new WeakMap<Database, { pages: VersionedCache<string>; stats: ListCacheStats; inFlight: Map<string, Promise<string>> }>();
const entityIds = new WeakMap<EntitySchema, number>();
let nextEntityId = 0;

/**
 * The JSON text of a list page (listPage), kept per version of the tables the page shows (data-version.ts): the
 * entity's own table, and the dictionary and region tables whose texts it carries. A list asked again before any
 * write to those tables, by any server instance, is answered from the text with one small query; writes to other
 * tables (logins, other entities) leave it cached. Keyed by the entity object, so a reloaded schema starts afresh.
 */
export async function listPageJson(database: Database, spec: ListSpec, scope: ScopeSpec | undefined): Promise<string> {
  // Rows readable through another table's rows (crud/types.ts follows): that table's writes would not renew the page.
  if (scope?.follows?.length) return JSON.stringify(await listPage(database, spec, scope));
  const { pages, stats, inFlight } = cacheOf(database);
  const versions = await listVersions(database, spec.entity);
  const key = pageKey(spec, scope);
  const hit = pages.get(key, versions?.page);
  if (hit !== undefined) {
    stats.hits++;
    return hit;
  }
  // Misses of the same page at the same versions (the many readers right after a write) share one read.
  const flight = versions ? `${versions.page}|${key}` : undefined;
  const running = flight === undefined ? undefined : inFlight.get(flight);
  if (running) {
    stats.shared++;
    return running;
  }
  stats.misses++;
  const reading = (async () => {
    // Read after the versions, so at least as new as they say: stored under them, it is exact (data-version.ts).
    const json = JSON.stringify(await listPage(database, spec, scope, versions));
    if (json.length <= MAX_CACHED_CHARS) pages.set(key, versions?.page, json);
    return json;
  })();
  if (flight === undefined) return reading;
  inFlight.set(flight, reading);
  try {
    return await reading;
  } finally {
    inFlight.delete(flight);
  }
}

/** Hits and misses of the page cache of a database so far. */
export function listCacheStats(database: Database): ListCacheStats {
  return { ...cacheOf(database).stats };
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

function cacheOf(database: Database) {
  let cache = cachesOf.get(database);
  if (!cache) cachesOf.set(database, (cache = { pages: new VersionedCache(MAX_PAGES), stats: { hits: 0, misses: 0, shared: 0 }, inFlight: new Map() }));
  return cache;
}
