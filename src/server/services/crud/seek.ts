import { primaryKeyOf, readableFields } from '../../../shared/entity-meta.js';
import type { DynamicDb } from '../../db/tables.js';
import { compiledOnce, specKey } from './compiled.js';
import { filtered, rowsByKey, sorted } from './list-query.js';
import { listState, listWork, type Checkpoint } from './list-state.js';
import type { SqlTraits } from './match.js';
import type { ListSpec, Row, ScopeSpec } from './types.js';

const MAX_POINTS = 200;
/** Rows to skip past a checkpoint below which reading whole rows directly beats reading keys first. */
const NEAR = 1000;

/**
 * A deep page. OFFSET n reads and skips n index entries, so far pages cost in proportion to their depth. Every
 * deep page read here leaves checkpoints (the sort value and key before its first row and after its last), kept in
 * the selection's state (list-state.ts) for the version of the entity's table, and carried to the next version by
 * a write made through the CRUD routes with their offsets corrected (list-deltas.ts). A later request near a
 * checkpoint starts from it with a key range ((sort, key) < (v, k)) that the index seeks to directly, or, when a
 * checkpoint just after the page is nearer (rows were added before it since), walks back from that one. The first
 * visit to a depth, or a visit after a write made elsewhere, pays the full OFFSET, reading keys from the index
 * first and whole rows for the page only (a deferred join); near a checkpoint, whole rows are read directly.
 */
export async function deepPage(
  db: DynamicDb,
  spec: ListSpec,
  scope: ScopeSpec | undefined,
  traits: SqlTraits,
  version: string | undefined,
  offset: number,
  limit: number,
): Promise<Row[]> {
  const pk = primaryKeyOf(spec.entity);
  const sortField = spec.sort.field;
  const state = await listState(db, spec, scope, traits, version);
  if (!state.seek) {
    const nulls = sortField === pk ? undefined : await filtered(db, spec, scope, traits).where(sortField, 'is', null).select(pk).limit(1).executeTakeFirst();
    state.seek ??= { seekable: !nulls, points: [] };
  }
  const { seekable, points } = state.seek;
  const hasPoint = points.some((p) => p.offset === offset);
  // Read one row more in front when there is no checkpoint at this page yet: its key becomes one.
  const start = hasPoint ? offset : offset - 1;
  const end = offset + limit;
  const before = seekable ? points.filter((p) => p.offset <= start).at(-1) : undefined;
  const after = seekable ? points.find((p) => p.offset >= end) : undefined;
  const backwards = !!after && after.offset - end < NEAR && after.offset - end < start - (before?.offset ?? 0);
  const { rows, keysOnly } = backwards
    ? await walkBack(db, spec, scope, traits, after, after.offset - end, end - start)
    : await walkOn(db, spec, scope, traits, before, start, end);

  const remember = (at: number, row: Row | undefined) => {
    if (!row || points.some((p) => p.offset === at)) return;
    points.push({ offset: at, sort: row[sortField], key: row[pk] });
    points.sort((a, b) => a.offset - b.offset);
    if (points.length > MAX_POINTS) points.splice(Math.floor(Math.random() * points.length), 1);
  };
  if (!hasPoint) remember(offset, rows[0]);
  const page = hasPoint ? rows : rows.slice(1);
  if (page.length === limit) remember(end, page.at(-1));
  return keysOnly
    ? rowsByKey(
        db,
        spec,
        page.map((r) => r[pk]),
      )
    : page;
}

type Walked = { rows: Row[]; keysOnly: boolean };
const keyRange = (spec: ListSpec, from: Checkpoint, op: string) => {
  const pk = primaryKeyOf(spec.entity);
  const field = spec.sort.field;
  return (eb: any) => (field === pk ? eb(pk, op, from.key) : eb(eb.refTuple(field, pk), op, eb.tuple(from.sort, from.key)));
};

/** Rows [start, end) read forwards from a checkpoint at or before start (or from the top). */
async function walkOn(
  db: DynamicDb,
  spec: ListSpec,
  scope: ScopeSpec | undefined,
  traits: SqlTraits,
  from: Checkpoint | undefined,
  start: number,
  end: number,
): Promise<Walked> {
  const pk = primaryKeyOf(spec.entity);
  const skip = start - (from?.offset ?? 0);
  // Near a checkpoint, whole rows in one query; far from one, keys from the index first (a deferred join).
  const near = skip < NEAR;
  if (!near) listWork(db).farWalks++;
  const compiled = compiledOnce(spec.entity, specKey(spec, scope, traits, 'seek', near, from?.sort, from?.key, skip, end - start), () => {
    let q = sorted(filtered(db, spec, scope, traits), spec).select(near ? readableFields(spec.entity) : spec.sort.field === pk ? [pk] : [pk, spec.sort.field]);
    if (from) q = q.where(keyRange(spec, from, spec.sort.order === 'desc' ? '<' : '>'));
    return q.limit(end - start).offset(skip);
  });
  return { rows: (await db.executeQuery<Row>(compiled)).rows, keysOnly: !near };
}

/**
 * `count` rows ending `skip` rows before a checkpoint after them, in list order: the checkpoint's own row and those
 * before it, walked in the opposite order and turned round.
 */
async function walkBack(
  db: DynamicDb,
  spec: ListSpec,
  scope: ScopeSpec | undefined,
  traits: SqlTraits,
  from: Checkpoint,
  skip: number,
  count: number,
): Promise<Walked> {
  const reversed: ListSpec = { ...spec, sort: { ...spec.sort, order: spec.sort.order === 'desc' ? 'asc' : 'desc' } };
  const compiled = compiledOnce(spec.entity, specKey(spec, scope, traits, 'back', from.sort, from.key, skip, count), () =>
    sorted(filtered(db, spec, scope, traits), reversed)
      .select(readableFields(spec.entity))
      .where(keyRange(spec, from, spec.sort.order === 'desc' ? '>=' : '<='))
      .limit(count)
      .offset(skip),
  );
  return { rows: (await db.executeQuery<Row>(compiled)).rows.reverse(), keysOnly: false };
}
