import { primaryKeyOf, readableFields } from '../../../shared/entity-meta.js';
import type { DynamicDb } from '../../db/tables.js';
import { compiledOnce, specKey } from './compiled.js';
import { VersionedCache } from './data-version.js';
import { filtered, rowsByKey, sorted } from './list-query.js';
import type { SqlTraits } from './match.js';
import type { ListSpec, Row, ScopeSpec } from './types.js';

/** Sort value and key of the row just before `offset`: every later row sorts after this pair. */
interface Checkpoint {
  offset: number;
  sort: unknown;
  key: unknown;
}

interface SeekState {
  /** Row-value comparisons skip NULLs, so checkpoints are used only when no selected row has a NULL sort value. */
  seekable: boolean;
  points: Checkpoint[];
}

const MAX_POINTS = 200;
/** Rows to skip past a checkpoint below which reading whole rows directly beats reading keys first. */
const NEAR = 1000;
const states = new WeakMap<DynamicDb, VersionedCache<SeekState>>();

/**
 * A deep page. OFFSET n reads and skips n index entries, so far pages cost in proportion to their depth. Every
 * deep page read here leaves checkpoints (the sort value and key before its first row and after its last), valid
 * while the version of the entity's table (data-version.ts) is unchanged; a later request for that page or the next one starts from the
 * nearest checkpoint with a key range ((sort, key) < (v, k)) that the index seeks to directly. The first visit
 * to a depth, or any visit after a write to the table, pays the full OFFSET, reading keys from the index first and whole rows
 * for the page only (a deferred join); near a checkpoint, whole rows are read directly.
 */
export async function deepPage(db: DynamicDb, spec: ListSpec, scope: ScopeSpec | undefined, traits: SqlTraits, version: string | undefined, offset: number, limit: number): Promise<Row[]> {
  const pk = primaryKeyOf(spec.entity);
  const sortField = spec.sort.field;
  const base = () => sorted(filtered(db, spec, scope, traits), spec);
  let cache = states.get(db);
  if (!cache) states.set(db, (cache = new VersionedCache<SeekState>(500)));
  const stateKey = `${spec.entity['x-entity'].table}|${specKey(spec, scope, traits)}`;
  let state = cache.get(stateKey, version);
  if (!state) {
    const nulls = sortField === pk ? undefined : await filtered(db, spec, scope, traits).where(sortField, 'is', null).select(pk).limit(1).executeTakeFirst();
    state = { seekable: !nulls, points: [] };
    cache.set(stateKey, version, state);
  }
  const points = state.points;
  const hasPoint = points.some((p) => p.offset === offset);
  // Read one row more in front when there is no checkpoint at this page yet: its key becomes one.
  const start = hasPoint ? offset : offset - 1;
  const from = state.seekable ? points.filter((p) => p.offset <= start).at(-1) : undefined;
  const skip = start - (from?.offset ?? 0);
  // Near a checkpoint, whole rows in one query; far from one, keys from the index first (a deferred join).
  const near = skip < NEAR;
  const compiled = compiledOnce(spec.entity, specKey(spec, scope, traits, 'seek', near, from?.sort, from?.key, skip, offset + limit - start), () => {
    let q = base().select(near ? readableFields(spec.entity) : sortField === pk ? [pk] : [pk, sortField]);
    const op = spec.sort.order === 'desc' ? '<' : '>';
    if (from) q = q.where((eb) => (sortField === pk ? eb(pk, op, from.key) : eb(eb.refTuple(sortField, pk), op, eb.tuple(from.sort, from.key))));
    return q.limit(offset + limit - start).offset(skip);
  });
  const rows = (await db.executeQuery<Row>(compiled)).rows;

  const remember = (at: number, row: Row | undefined) => {
    if (!row || points.some((p) => p.offset === at)) return;
    points.push({ offset: at, sort: row[sortField], key: row[pk] });
    points.sort((a, b) => a.offset - b.offset);
    if (points.length > MAX_POINTS) points.splice(Math.floor(Math.random() * points.length), 1);
  };
  if (!hasPoint) remember(offset, rows[0]);
  const page = hasPoint ? rows : rows.slice(1);
  if (page.length === limit) remember(offset + limit, page.at(-1));
  return near ? page : rowsByKey(db, spec, page.map((r) => r[pk]));
}
