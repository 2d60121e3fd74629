import type { EntitySchema } from '../../../shared/entity-meta.js';
import type { Page } from '../../../shared/envelope.js';
import type { Database } from '../../db/connect.js';
import { listVersions, VersionedCache, type ListVersions } from './data-version.js';
import { dictFieldsOf, loadDictTexts, withDictText, type DictTexts } from './dict-text.js';
import { withCleanHtml } from './html-text.js';
import { withPickText } from './pick-text.js';
import { withRegionText } from './region-text.js';
import { compiledOnce, specKey } from './compiled.js';
import { compoundSort, countQuery, filterFields, pageQuery, sortIndexColumns } from './list-query.js';
import type { SqlTraits } from './match.js';
import { deepPage } from './seek.js';
import { listState, listWork } from './list-state.js';
import { sqlTraits } from './traits.js';
import type { ListSpec, Row, ScopeSpec } from './types.js';

/** From this offset on, pages are read through keys and checkpoints (seek.ts). */
const DEEP_FROM = 200;
/**
 * With at least this many matching rows, SQLite walks the sort column's index (filters evaluated on the way) instead
 * of picking a filter's index and sorting every match: a page then reads about pageSize × (table rows / matches)
 * index entries rather than fetching and sorting all matches (measured on 1,000,000 rows: 0.15 ms against 340 ms
 * for a 75,000-row community). When the walked index holds every filtered column, entries need no row lookup and
 * the walk wins from fewer matches on.
 */
const WALK_FROM = 5000;
const WALK_COVERED_FROM = 1000;

const dictsOf = new WeakMap<Database, VersionedCache<DictTexts>>();

/**
 * One page with its total, JeecgBoot's IPage shape, with dictionary and region texts. Totals and dictionary texts
 * are reused while the versions of their tables (data-version.ts) are unchanged, so a repeated list costs the
 * version check plus the page. `versions`: as the caller has just read them (list-json.ts), else read here.
 */
export async function listPage(database: Database, spec: ListSpec, scope: ScopeSpec | undefined, versions?: ListVersions): Promise<Page<Row>> {
  const at = versions ?? (await listVersions(database, spec.entity));
  const traits = await sqlTraits(database);
  const offset = (spec.pageNo - 1) * spec.pageSize;
  const total = await countRows(database, spec, scope, traits, at?.rows);
  const records = offset < total ? await pageRows(database, spec, scope, { traits, version: at?.rows, total }, offset, spec.pageSize) : [];
  withDictText(spec.entity, records, await dictTexts(database, spec.entity, at?.dicts));
  await withRegionText(database.db, spec.entity, records, scope?.regionNames);
  await withPickText(database.db, spec.entity, records, scope?.picks);
  withCleanHtml(spec.entity, records);
  return { records, total, size: spec.pageSize, current: spec.pageNo, pages: Math.ceil(total / spec.pageSize) };
}

/** What reading a page depends on besides the spec: the database's traits, the data version, the total. */
export interface PageContext {
  traits: SqlTraits;
  /** Version of the entity's table (undefined: none, nothing cached). */
  version: string | undefined;
  total: number;
}

/** Rows [offset, offset + limit) of a spec, shallow pages directly, deep ones through checkpoints. */
export async function pageRows(
  database: Database,
  spec: ListSpec,
  scope: ScopeSpec | undefined,
  at: PageContext,
  offset: number,
  limit: number,
): Promise<Row[]> {
  const compound = compoundSort(spec);
  const index = compound ? undefined : sortIndexColumns(spec, spec.sort.field);
  const covered = !!index && filterFields(spec, scope).every((f) => index.includes(f));
  const walk = !!index && at.total >= (covered ? WALK_COVERED_FROM : WALK_FROM);
  const traits: SqlTraits = { ...at.traits, scanSortIndex: walk ? spec.sort.field : undefined };
  if (offset < DEEP_FROM || compound) {
    const compiled = compiledOnce(spec.entity, specKey(spec, scope, traits, offset, limit), () => pageQuery(database.db, spec, scope, traits, offset, limit));
    return (await database.db.executeQuery<Row>(compiled)).rows;
  }
  return deepPage(database.db, spec, scope, traits, at.version, offset, limit);
}

/**
 * The total of a spec, reused while the version of the entity's table is unchanged, and corrected by the writes
 * made through the CRUD routes (list-deltas.ts).
 */
export async function countRows(
  database: Database,
  spec: ListSpec,
  scope: ScopeSpec | undefined,
  traits: SqlTraits,
  version: string | undefined,
): Promise<number> {
  const state = await listState(database.db, spec, scope, traits, version);
  if (state.total !== undefined) return state.total;
  listWork(database.db).counts++;
  const total = Number((await countQuery(database.db, spec, scope, traits).executeTakeFirstOrThrow()).total);
  state.total ??= total;
  return total;
}

/** Dictionary texts of an entity's fields, reused while the dictionary tables' version is unchanged. */
export async function dictTexts(database: Database, entity: EntitySchema, version: string | undefined): Promise<DictTexts> {
  let dicts = dictsOf.get(database);
  if (!dicts) dictsOf.set(database, (dicts = new VersionedCache(200)));
  const key = JSON.stringify(dictFieldsOf(entity));
  const hit = dicts.get(key, version);
  if (hit) return hit;
  const texts = await loadDictTexts(database.db, entity);
  dicts.set(key, version, texts);
  return texts;
}
