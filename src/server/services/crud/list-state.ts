import type { DynamicDb } from '../../db/tables.js';
import { VersionedCache } from './data-version.js';
import type { SqlTraits } from './match.js';
import type { ListSpec, ScopeSpec } from './types.js';

/** Sort value and key of the row at `offset - 1`: `offset` rows of the selection sort at or before this pair. */
export interface Checkpoint {
  offset: number;
  sort: unknown;
  key: unknown;
}

export interface SeekState {
  /** Row-value comparisons skip NULLs, so checkpoints are used only when no selected row has a NULL sort value. */
  seekable: boolean;
  /** In offset order, which is also the order of their (sort, key) pairs in the list. */
  points: Checkpoint[];
}

/**
 * What is known of one filtered and sorted selection of an entity's rows at one version of its table: its total and
 * its deep-page checkpoints. Kept per version (data-version.ts); a write made through the CRUD routes carries it to
 * the version the write made, corrected (list-deltas.ts), so the next list after a write needs neither a recount
 * nor a walk to the deep page.
 */
export interface ListState {
  /** The selection, for list-deltas.ts to test written rows against it. */
  spec: ListSpec;
  scope: ScopeSpec | undefined;
  traits: SqlTraits;
  total?: number;
  seek?: SeekState;
}

const MAX_STATES = 2000;
const cachesOf = new WeakMap<DynamicDb, VersionedCache<ListState>>();

export function listStates(db: DynamicDb): VersionedCache<ListState> {
  let cache = cachesOf.get(db);
  if (!cache) cachesOf.set(db, (cache = new VersionedCache(MAX_STATES, true)));
  return cache;
}

/** Work the list did from scratch: totals counted and deep pages walked far from any checkpoint (monitoring, benchmark). */
export interface ListWork {
  counts: number;
  farWalks: number;
}
const workOf = new WeakMap<DynamicDb, ListWork>();

export function listWork(db: DynamicDb): ListWork {
  let work = workOf.get(db);
  if (!work) workOf.set(db, (work = { counts: 0, farWalks: 0 }));
  return work;
}

const carriesOf = new WeakMap<DynamicDb, Map<string, Promise<void>>>();

/**
 * Marks the states of a table as being carried over a write until `done` settles (list-deltas.ts). Readers that see
 * the write's version before the carried states are stored wait for them instead of recounting.
 */
export function carrying(db: DynamicDb, table: string, done: Promise<void>): void {
  let carries = carriesOf.get(db);
  if (!carries) carriesOf.set(db, (carries = new Map()));
  carries.set(table, done);
  const map = carries;
  void done.finally(() => map.get(table) === done && map.delete(table));
}

/** The carry of a table's states under way, if any. */
export function carryUnderWay(db: DynamicDb, table: string): Promise<void> | undefined {
  return carriesOf.get(db)?.get(table);
}

/** The state of a selection at a version, made empty when there is none yet (no version: a fresh one, not kept). */
export async function listState(
  db: DynamicDb,
  spec: ListSpec,
  scope: ScopeSpec | undefined,
  traits: SqlTraits,
  version: string | undefined,
): Promise<ListState> {
  const base: SqlTraits = { dialect: traits.dialect, codePointOrder: traits.codePointOrder };
  const key = stateKey(spec, scope, base);
  const cache = listStates(db);
  let state = cache.get(key, version);
  const carry = state ? undefined : carriesOf.get(db)?.get(spec.entity['x-entity'].table);
  if (carry) {
    await carry;
    state = cache.get(key, version);
  }
  if (!state) {
    state = { spec: { ...spec, pageNo: 1 }, scope, traits: base };
    cache.set(key, version, state);
  }
  return state;
}

export function stateKey(spec: ListSpec, scope: ScopeSpec | undefined, traits: SqlTraits): string {
  return `${spec.entity['x-entity'].table}|${JSON.stringify([spec.conditions, spec.superQuery, spec.sort, scope ?? null, traits.dialect, traits.codePointOrder])}`;
}
