/**
 * Shared rows (002 §4), pure TS: turns the store's changes into row operations for the other members and applies
 * theirs to the store, and keeps which rows the others hold locked. Rows are named by a key all members know: a stored
 * row's `id`, or a key made up by the member who added it (sent with the row).
 */
import type { RowLock, RowOp } from '@shared/services/shared-table';
import type { RowValue } from './columns';
import type { StoreChange, TableStore } from './table-store';

/** Where the operations go and the lock is taken: a joined channel (renderer/shared-rows.ts). */
export interface RowsOutlet {
  send(op: RowOp): void;
  lock(row: string | null): void;
}

export const LOCKS_TOPIC = 'locks';
const newKey = () => `n${Date.now().toString(36)}${Math.random().toString(36).slice(2, 10)}`;

export class SharedRows {
  private keyByRid = new Map<string, string>();
  private ridByKey = new Map<string, string>();
  private locks = new Map<string, RowLock>();
  private listeners = new Set<() => void>();
  private applying = false;
  /** Keys of rows an incoming `add` is inserting, taken in order as the store reports them. */
  private incoming: string[] = [];
  private focused: string | null = null;
  private stopHearing: () => void;

  constructor(
    private store: TableStore,
    private outlet: RowsOutlet,
    private makeKey: () => string = newKey,
  ) {
    this.rekey();
    this.stopHearing = store.onChange((change) => this.heard(change));
  }

  dispose(): void {
    this.stopHearing();
  }

  keyOf(rid: string): string | undefined {
    return this.keyByRid.get(rid);
  }

  // ---- locks
  /** The lock another member holds on a row, if any. */
  lockOf(rid: string): RowLock | undefined {
    const key = this.keyByRid.get(rid);
    return key === undefined ? undefined : this.locks.get(key);
  }

  /** Topic-style subscription (the table's hooks read it like the store): one topic, the locks. */
  subscribe(_topic: string, listener: () => void): () => void {
    this.listeners.add(listener);
    return () => void this.listeners.delete(listener);
  }

  /** The others' locks, as the server sends them (the whole list each time). */
  setLocks(locks: RowLock[]): void {
    this.locks = new Map(locks.map((l) => [l.row, l]));
    this.listeners.forEach((l) => l());
  }

  /** The user is editing a row: take its lock (a row another member holds stays theirs). */
  focus(rid: string): void {
    const key = this.keyByRid.get(rid);
    if (!key || this.locks.has(key) || this.focused === rid) return;
    this.focused = rid;
    this.outlet.lock(key);
  }

  /** The user left the row: free its lock. */
  blur(rid: string): void {
    if (this.focused !== rid) return;
    this.focused = null;
    this.outlet.lock(null);
  }

  // ---- the others' changes
  apply(op: RowOp): void {
    this.applying = true;
    try {
      if (op.type === 'set') {
        const rid = this.ridByKey.get(op.row);
        if (rid) this.store.setCell(rid, op.key, op.value);
      } else if (op.type === 'add') {
        op.rows.forEach((r, i) => {
          if (this.ridByKey.has(r.row)) return;
          this.incoming.push(r.row);
          this.store.insert(op.index + i, 1, r.value as RowValue);
        });
      } else if (op.type === 'remove') {
        this.store.remove(op.rows.flatMap((k) => this.ridByKey.get(k) ?? []));
      } else {
        const rid = this.ridByKey.get(op.row);
        if (rid) this.store.move(this.store.indexOf(rid), Math.min(op.to, this.store.size - 1));
      }
    } finally {
      this.applying = false;
      this.incoming = [];
    }
  }

  // ---- our changes
  private heard(change: StoreChange): void {
    if (change.type === 'reset') return this.rekey();
    if (change.type === 'insert') {
      for (const rid of change.rids) this.name(rid, (this.applying && this.incoming.shift()) || this.makeKey());
      if (!this.applying)
        this.outlet.send({
          type: 'add',
          index: change.at,
          rows: change.rids.map((rid) => ({ row: this.keyByRid.get(rid)!, value: this.store.row(rid) ?? {} })),
        });
      return;
    }
    if (change.type === 'remove') {
      const keys = change.rids.flatMap((rid) => this.keyByRid.get(rid) ?? []);
      for (const rid of change.rids) this.forget(rid);
      if (!this.applying && keys.length) this.outlet.send({ type: 'remove', rows: keys });
      return;
    }
    if (this.applying) return;
    if (change.type === 'set') {
      const row = this.keyByRid.get(change.rid);
      if (row) this.outlet.send({ type: 'set', row, key: change.key, value: change.value ?? null });
      return;
    }
    const row = this.keyByRid.get(this.store.rowIds()[change.to]);
    if (row) this.outlet.send({ type: 'move', row, to: change.to });
  }

  /** Keys for every row after the rows were replaced (a record loaded): stored rows by id. */
  private rekey(): void {
    this.keyByRid.clear();
    this.ridByKey.clear();
    for (const rid of this.store.rowIds()) {
      const id = this.store.row(rid)?.id;
      this.name(rid, typeof id === 'string' || typeof id === 'number' ? String(id) : this.makeKey());
    }
  }

  private name(rid: string, key: string): void {
    this.keyByRid.set(rid, key);
    this.ridByKey.set(key, rid);
  }

  private forget(rid: string): void {
    const key = this.keyByRid.get(rid);
    this.keyByRid.delete(rid);
    if (key !== undefined) this.ridByKey.delete(key);
    if (this.focused === rid) this.blur(rid);
  }
}
