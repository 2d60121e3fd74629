/**
 * The editable table's model, pure TS (no React, no DOM): rows, selection, cell errors and statistics, with
 * subscriptions per topic so a typed cell re-renders only itself. Rows get internal ids kept beside the row
 * objects, never inside them: `value()` is exactly the rows the field holds.
 */
import type { AddRowSettings, EditableTableOptions } from '@shared/generated/meta-schemas';
import { columnType, defaultRow, type RowValue, type StatisticKind, type TableColumn } from './columns';
import { checkCell, uniqueKey, uniqueMessage, uniqueRule } from './rules';
import { statistic } from './statistics';

export interface CellProblem {
  rid: string;
  key: string;
  /** Row position, from 0. */
  index: number;
  message: string;
}

type Listener = () => void;
type AddRowPosition = NonNullable<AddRowSettings['position']>;
type SelectionMode = Exclude<NonNullable<EditableTableOptions['rowSelection']>, false>;

/** A change of the rows, as the shared-rows layer hears it (row ids are this store's own). */
export type StoreChange =
  | { type: 'set'; rid: string; key: string; value: unknown }
  | { type: 'insert'; at: number; rids: string[] }
  | { type: 'remove'; rids: string[] }
  | { type: 'move'; from: number; to: number }
  | { type: 'reset' };

/** Topics a view subscribes to: the row list, the selection, one cell, one column's statistics, any value change. */
export const topics = {
  rows: 'rows',
  selection: 'selection',
  value: 'value',
  reveal: 'reveal',
  cell: (rid: string, key: string) => `cell\u0000${rid}\u0000${key}`,
  stats: (key: string) => `stats\u0000${key}`,
};

export class TableStore {
  private ids: string[] = [];
  private rows = new Map<string, RowValue>();
  private errors = new Map<string, string>();
  private selected = new Set<string>();
  private listeners = new Map<string, Set<Listener>>();
  private positions: Map<string, number> | null = null;
  private cachedValue: RowValue[] | null = null;
  private nextId = 1;
  private columnsByKey: Map<string, TableColumn>;

  constructor(
    readonly columns: readonly TableColumn[],
    rows: readonly RowValue[] = [],
  ) {
    this.columnsByKey = new Map(columns.map((c) => [c.key, c]));
    this.reset(rows);
  }

  private changeListeners = new Set<(change: StoreChange) => void>();

  /** Hears every change of the rows (cell set, rows inserted, removed, moved, all replaced). */
  onChange(listener: (change: StoreChange) => void): () => void {
    this.changeListeners.add(listener);
    return () => void this.changeListeners.delete(listener);
  }

  private changed(change: StoreChange): void {
    this.changeListeners.forEach((l) => l(change));
  }

  subscribe(topic: string, listener: Listener): () => void {
    let set = this.listeners.get(topic);
    if (!set) this.listeners.set(topic, (set = new Set()));
    set.add(listener);
    return () => void set.delete(listener);
  }

  private emit(topic: string): void {
    this.listeners.get(topic)?.forEach((l) => l());
  }

  // ---- reads
  /** Row ids in order; the same array until rows are added, removed, moved or reset. */
  rowIds(): readonly string[] {
    return this.ids;
  }
  get size(): number {
    return this.ids.length;
  }
  row(rid: string): RowValue | undefined {
    return this.rows.get(rid);
  }
  cell(rid: string, key: string): unknown {
    return this.rows.get(rid)?.[key];
  }
  error(rid: string, key: string): string | undefined {
    return this.errors.get(topics.cell(rid, key));
  }
  indexOf(rid: string): number {
    this.positions ??= new Map(this.ids.map((id, i) => [id, i]));
    return this.positions.get(rid) ?? -1;
  }
  isSelected(rid: string): boolean {
    return this.selected.has(rid);
  }
  selectedIds(): string[] {
    return this.ids.filter((id) => this.selected.has(id));
  }
  /** The field value: the row objects in order (a new array after any change, the same one otherwise). */
  value(): RowValue[] {
    return (this.cachedValue ??= this.ids.map((id) => this.rows.get(id)!));
  }
  statistic(key: string, kind: StatisticKind): number {
    return statistic(kind, this.columnValues(key));
  }
  private columnValues(key: string): unknown[] {
    return this.ids.map((id) => this.rows.get(id)![key]);
  }

  // ---- writes
  /** Replaces every row (a value set from outside, e.g. a record loaded into the form). */
  reset(rows: readonly RowValue[]): void {
    this.ids = [];
    this.rows.clear();
    this.errors.clear();
    this.selected.clear();
    for (const row of rows) this.ids.push(this.adopt(row));
    this.structureChanged(true);
    this.changed({ type: 'reset' });
  }

  setCell(rid: string, key: string, value: unknown): void {
    const row = this.rows.get(rid);
    if (!row || row[key] === value) return;
    this.rows.set(rid, { ...row, [key]: value });
    this.cachedValue = null;
    this.emit(topics.cell(rid, key));
    this.revalidate(rid, key);
    if (this.columnsByKey.get(key)?.statistics?.length) this.emit(topics.stats(key));
    this.emit(topics.value);
    this.changed({ type: 'set', rid, key, value });
  }

  /** Sets several cells of one row (a popup writing the row's other columns), one at a time. */
  setCells(rid: string, values: Record<string, unknown>): void {
    for (const [key, v] of Object.entries(values)) this.setCell(rid, key, v);
  }

  /** The cell a view should scroll to and mark (the first problem of a failed validation). */
  revealed: CellProblem | null = null;
  reveal(problem: CellProblem): void {
    this.revealed = problem;
    this.emit(topics.reveal);
  }

  /** Adds `count` new rows at the start or the end; returns their ids. */
  add(count = 1, position: AddRowPosition = 'end', values: RowValue = {}): string[] {
    return this.insert(position === 'start' ? 0 : this.ids.length, count, values);
  }

  /** Inserts `count` new rows before position `index` (clamped); returns their ids. */
  insert(index: number, count = 1, values: RowValue = {}): string[] {
    const at = Math.max(0, Math.min(index, this.ids.length));
    const made = Array.from({ length: Math.max(0, count) }, () => this.adopt(defaultRow(this.columns, values)));
    this.ids = [...this.ids.slice(0, at), ...made, ...this.ids.slice(at)];
    this.structureChanged();
    if (made.length) this.changed({ type: 'insert', at, rids: made });
    return made;
  }

  remove(rids: readonly string[]): void {
    const gone = new Set(rids.filter((id) => this.rows.has(id)));
    if (!gone.size) return;
    this.ids = this.ids.filter((id) => !gone.has(id));
    for (const id of gone) {
      this.rows.delete(id);
      this.selected.delete(id);
      for (const c of this.columns) this.errors.delete(topics.cell(id, c.key));
    }
    for (const c of this.columns) if (uniqueRule(c)) this.recheckUnique(c.key);
    this.structureChanged();
    this.emit(topics.selection);
    this.changed({ type: 'remove', rids: [...gone] });
  }

  /** Moves the row at `from` to position `to`. */
  move(from: number, to: number): void {
    if (from === to || from < 0 || to < 0 || from >= this.ids.length || to >= this.ids.length) return;
    const next = [...this.ids];
    const [id] = next.splice(from, 1);
    next.splice(to, 0, id);
    this.ids = next;
    this.structureChanged();
    this.changed({ type: 'move', from, to });
  }

  /** Checkbox mode adds or removes the row; radio mode makes it the only selected row. */
  select(rid: string, on: boolean, mode: SelectionMode = 'checkbox'): void {
    if (mode === 'radio') this.selected.clear();
    if (on) this.selected.add(rid);
    else this.selected.delete(rid);
    this.emit(topics.selection);
  }
  selectAll(on: boolean): void {
    this.selected = new Set(on ? this.ids : []);
    this.emit(topics.selection);
  }

  /** Checks every cell, marks the bad ones and returns the first problem (row order, then column order). */
  validateAll(): CellProblem | null {
    const next = new Map<string, string>();
    for (const c of this.columns) {
      if (!c.validateRules?.length) continue;
      for (const id of this.ids) {
        const problem = checkCell(c, this.rows.get(id)![c.key]);
        if (problem) next.set(topics.cell(id, c.key), problem);
      }
      const unique = uniqueRule(c);
      if (unique) for (const id of this.duplicates(c.key)) if (!next.has(topics.cell(id, c.key))) next.set(topics.cell(id, c.key), uniqueMessage(c, unique));
    }
    const changed = new Set([...this.errors.keys(), ...next.keys()].filter((k) => this.errors.get(k) !== next.get(k)));
    this.errors = next;
    changed.forEach((k) => this.emit(k));
    return this.firstProblem();
  }

  /** The first marked cell, in row then column order. */
  firstProblem(): CellProblem | null {
    if (!this.errors.size) return null;
    for (let index = 0; index < this.ids.length; index++) {
      const rid = this.ids[index];
      for (const c of this.columns) {
        const message = this.errors.get(topics.cell(rid, c.key));
        if (message) return { rid, key: c.key, index, message };
      }
    }
    return null;
  }

  // ---- internals
  private adopt(row: RowValue): string {
    const rid = `r${this.nextId++}`;
    this.rows.set(rid, row && typeof row === 'object' ? row : {});
    return rid;
  }

  private structureChanged(silentValue = false): void {
    this.positions = null;
    this.cachedValue = null;
    this.emit(topics.rows);
    for (const c of this.columns) if (c.statistics?.length) this.emit(topics.stats(c.key));
    if (!silentValue) this.emit(topics.value);
  }

  private setError(rid: string, key: string, message: string | null): void {
    const topic = topics.cell(rid, key);
    if ((this.errors.get(topic) ?? null) === message) return;
    if (message) this.errors.set(topic, message);
    else this.errors.delete(topic);
    this.emit(topic);
  }

  private revalidate(rid: string, key: string): void {
    const column = this.columnsByKey.get(key);
    if (!column?.validateRules?.length || columnType(column) === 'hidden') return;
    const problem = checkCell(column, this.rows.get(rid)![key]);
    if (problem || !uniqueRule(column)) this.setError(rid, key, problem);
    if (uniqueRule(column)) this.recheckUnique(key, problem ? undefined : rid);
  }

  /** Rows whose value in the column repeats another row's. */
  private duplicates(key: string): string[] {
    const counts = new Map<string, number>();
    const keys = this.ids.map((id) => uniqueKey(this.rows.get(id)![key]));
    for (const k of keys) if (k !== null) counts.set(k, (counts.get(k) ?? 0) + 1);
    return this.ids.filter((_, i) => keys[i] !== null && counts.get(keys[i]!)! > 1);
  }

  /** Re-marks the unique errors of a column: `edited` is also checked; other rows only lose or keep a unique error. */
  private recheckUnique(key: string, edited?: string): void {
    const column = this.columnsByKey.get(key)!;
    const rule = uniqueRule(column)!;
    const message = uniqueMessage(column, rule);
    const dup = new Set(this.duplicates(key));
    for (const id of this.ids) {
      const current = this.errors.get(topics.cell(id, key));
      if (id === edited) this.setError(id, key, dup.has(id) ? message : null);
      else if (current === message && !dup.has(id)) this.setError(id, key, checkCell(column, this.rows.get(id)![key]));
    }
  }
}
