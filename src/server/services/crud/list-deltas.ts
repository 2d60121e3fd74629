import { sql, type Expression, type SqlBool } from 'kysely';
import { primaryKeyOf, type EntitySchema } from '../../../shared/entity-meta.js';
import type { DynamicDb } from '../../db/tables.js';
import { filtered } from './list-query.js';
import { carrying, carryUnderWay, listStates, type ListState } from './list-state.js';
import { isTreeTop } from './tree-rules.js';

/** The most recently used selections of the table carried over a write; older ones are recomputed when asked for. */
const MAX_CARRIED = 16;

const carriedOf = new WeakMap<DynamicDb, { carried: number }>();

/** How many list states writes have carried to their new version so far (for tests: the states were not recomputed). */
export function listDeltaStats(db: DynamicDb): { carried: number } {
  return { ...(carriedOf.get(db) ?? { carried: 0 }) };
}

/** Where a written row stands in a selection: whether it is in it, and before how many of its checkpoints. */
interface Standing {
  nullSort: boolean;
  /** Number of checkpoints the row sorts at or before (they are in list order, so the last ones). */
  ahead: number;
}

/**
 * Runs a write of some rows of an entity's table so that the list states (list-state.ts: totals and deep-page
 * checkpoints) of the table's version before it are carried to the version after it instead of being recomputed:
 * in the write's transaction, with the table's version counter locked, each selection is asked which of the written
 * rows it held before the write and holds after it, and where they sort among its checkpoints. After the commit, its
 * total moves by the rows that came in minus those that went out, and each checkpoint's offset by those that did so
 * at or before it. The write must touch only the rows `keysBefore` (updated or deleted) and `keysAfter(result)`
 * (inserted or updated) of the table; a write made any other way (another route, another instance, by hand) just
 * changes the version, and the states are recomputed when next asked for. Selections whose filter looks at other
 * rows (the tree-top rule, a filter on detail rows) are not carried.
 */
export async function keepListsExact<T>(
  db: DynamicDb,
  entity: EntitySchema,
  write: {
    keysBefore: unknown[];
    keysAfter: (result: T) => unknown[];
    transactional: boolean;
  },
  work: (db: DynamicDb) => Promise<T>,
): Promise<T> {
  const table = entity['x-entity'].table;
  const cache = listStates(db);
  const carriable = (s: ListState) =>
    s.spec.entity['x-entity'].table === table && (s.total !== undefined || s.seek) && !s.spec.conditions.some((c) => c.through || isTreeTop(s.spec.entity, c));
  const any = cache.newest().find(([, , s]) => carriable(s));
  if (!any) return write.transactional ? db.transaction().execute(work) : work(db);
  const dialect = any[2].traits.dialect;
  const carried: Array<{ key: string; state: ListState; before: Standing[]; after: Standing[] }> = [];
  let version = '';
  const pk = primaryKeyOf(entity);
  let storedAll = (): void => undefined;
  const stored = new Promise<void>((resolve) => (storedAll = resolve));
  try {
    const result = await db.transaction().execute(async (trx) => {
      // PostgreSQL: the rows first, then the counter, the order in which any plain write locks them (its statement's
      // rows, then the counter in the statement's trigger); the other order would deadlock with such a write.
      if (dialect === 'postgres' && write.keysBefore.length) await trx.selectFrom(table).select(pk).where(pk, 'in', write.keysBefore).forUpdate().execute();
      const was = String(await versionOf(trx, table, dialect === 'postgres'));
      // The write just before this one may have committed and not yet stored the states it carried.
      await carryUnderWay(db, table);
      const candidates = cache
        .newest()
        .filter(([, at, s]) => at === was && carriable(s))
        .slice(0, MAX_CARRIED);
      for (const [key, , state] of candidates) {
        // A copy as it stands at this version: readers may add checkpoints to the original meanwhile.
        const copy: ListState = { ...state, seek: state.seek && { seekable: state.seek.seekable, points: [...state.seek.points] } };
        carried.push({ key, state: copy, before: await standings(trx, copy, write.keysBefore), after: [] });
      }
      const done = await work(trx);
      const keys = write.keysAfter(done);
      for (const c of carried) c.after = await standings(trx, c.state, keys);
      version = String(await versionOf(trx, table, false));
      // From the commit on, readers may see the new version: those that come before the states are stored wait.
      if (carried.length) carrying(db, table, stored);
      return done;
    });
    for (const { key, state, before, after } of carried) cache.set(key, version, corrected(state, before, after));
    if (!carriedOf.has(db)) carriedOf.set(db, { carried: 0 });
    carriedOf.get(db)!.carried += carried.length;
    return result;
  } finally {
    storedAll();
  }
}

function corrected(state: ListState, before: Standing[], after: Standing[]): ListState {
  const total = state.total === undefined ? undefined : state.total + after.length - before.length;
  if (!state.seek) return { ...state, total };
  if (after.some((s) => s.nullSort)) return { ...state, total, seek: { seekable: false, points: [] } };
  const n = state.seek.points.length;
  const shift = (i: number, rows: Standing[]) => rows.filter((s) => s.ahead >= n - i).length;
  const points = state.seek.points.map((p, i) => ({
    ...p,
    offset: p.offset + shift(i, after) - shift(i, before),
  }));
  return { ...state, total, seek: { seekable: state.seek.seekable, points } };
}

/** Which of the rows the selection holds, each with where it sorts among the selection's checkpoints. */
async function standings(db: DynamicDb, state: ListState, keys: unknown[]): Promise<Standing[]> {
  if (!keys.length) return [];
  const { spec, scope, traits } = state;
  const pk = primaryKeyOf(spec.entity);
  const field = spec.sort.field;
  const points = state.seek?.seekable ? state.seek.points : [];
  const op = spec.sort.order === 'desc' ? '>=' : '<=';
  const rows = await filtered(db, spec, scope, traits)
    .where(pk, 'in', keys)
    .select((eb) => {
      const atOrBefore = points.map((p): Expression<SqlBool> => (field === pk ? eb(pk, op, p.key) : eb(eb.refTuple(field, pk), op, eb.tuple(p.sort, p.key))));
      const ahead = atOrBefore.length
        ? sql<number>`${sql.join(
            atOrBefore.map((e) => sql`case when ${e} then 1 else 0 end`),
            sql` + `,
          )}`
        : sql<number>`0`;
      return [ahead.as('zzAhead'), sql<number>`case when ${sql.ref(field)} is null then 1 else 0 end`.as('zzNullSort')];
    })
    .execute();
  return rows.map((r) => ({
    ahead: Number(r.zzAhead),
    nullSort: Number(r.zzNullSort) === 1,
  }));
}

/** The table's version counter; locked until the transaction ends on PostgreSQL (SQLite's writer lock does that). */
async function versionOf(db: DynamicDb, table: string, lock: boolean): Promise<number> {
  let q = db.selectFrom('sys_table_version').select('version').where('tableName', '=', table);
  if (lock) q = q.forUpdate();
  return Number((await q.executeTakeFirstOrThrow()).version);
}
