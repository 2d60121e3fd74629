import type { AggregateAnswer, AggregateDefinition, AggregateRow } from '../../../shared/aggregate-meta.js';
import type { EntitySchema } from '../../../shared/entity-meta.js';
import { nowText } from '../../../shared/time.js';
import type { Database } from '../../db/connect.js';
import type { DynamicDb } from '../../db/tables.js';
import { namesOf } from '../crud/region-text.js';
import type { RegionNames, ScopeSpec } from '../crud/types.js';
import { dictItemsOf } from '../dict-service.js';
import type { AggregateFilter } from '../../../shared/aggregate-meta.js';
import { aggregateQuery, windowStart, type AggregateOptions } from './compile.js';

const NO_VALUE = '未填写';

type Raw = { k?: unknown; v: unknown; hit?: unknown };

/** A figure as the client shows it: counts whole, averages and percentages to two decimals, nothing as 0. */
function valueOf(def: AggregateDefinition, r: Raw): number {
  const v = Number(r.v ?? 0);
  if (def.measure.fn === 'ratio') return v ? round((Number(r.hit ?? 0) / v) * 100) : 0;
  return Number.isFinite(v) ? round(v) : 0;
}

const round = (n: number) => Math.round(n * 100) / 100;

/** Every bucket of a `last` window, oldest first. */
function windowKeys(by: 'month' | 'day', last: number, today: string): string[] {
  const keys: string[] = [];
  let key = windowStart(by, last, today);
  for (let i = 0; i < last; i++) {
    keys.push(key);
    key = windowStart(by, last - i - 1, today);
  }
  return keys;
}

/**
 * Labels of the keys, and the keys every answer shows even at 0 (a dictionary's items, a date window's buckets). A
 * region or grid the caller's data rules hide (`hide`, their scope's) is labelled by its code, as the lists show it.
 */
async function labelling(
  db: Database,
  def: AggregateDefinition,
  entity: EntitySchema,
  keys: string[],
  today: string,
  hide: RegionNames,
): Promise<{ labels: Map<string, string>; always: string[] }> {
  const g = def.groupBy!;
  if (g.by === 'month' || g.by === 'day') return { labels: new Map(), always: g.last ? windowKeys(g.by, g.last, today) : [] };
  const prop = entity.properties[g.field];
  if (g.by === 'region' || prop['x-region']) return { labels: await namesOf(db.db, keys, hide), always: [] };
  const dict = prop['x-dict'] as string | undefined;
  if (!dict) return { labels: new Map(), always: [] };
  const items = await dictItemsOf(db.db, dict);
  return { labels: new Map(items.map((i) => [i.value, i.text])), always: items.map((i) => i.value) };
}

/** Runs an aggregate for a caller's scope and parameters: one row without groupBy, else one row per group. */
export async function runAggregate(
  db: Database,
  def: AggregateDefinition,
  entity: EntitySchema,
  scope: ScopeSpec | undefined,
  params: AggregateFilter[],
  options: AggregateOptions = {},
): Promise<AggregateAnswer> {
  const today = nowText();
  const rows = (await aggregateQuery(db.db as DynamicDb, db.dialect, def, entity, scope, params, today, options).execute()) as Raw[];
  if (!def.groupBy) return { id: def.id, title: def.title, rows: [{ key: null, label: def.title, value: valueOf(def, rows[0] ?? { v: 0 }) }] };
  const found = new Map(rows.map((r) => [r.k === null || r.k === undefined ? null : String(r.k), valueOf(def, r)]));
  const keys = [...found.keys()].filter((k): k is string => k !== null);
  const { labels, always } = await labelling(db, def, entity, keys, today, scope?.regionNames);
  const ordered = [...always, ...keys.filter((k) => !always.includes(k)).sort()];
  let out: AggregateRow[] = ordered.map((key) => ({ key, label: labels.get(key) ?? key, value: found.get(key) ?? 0 }));
  if (found.has(null)) out.push({ key: null, label: NO_VALUE, value: found.get(null)! });
  if (def.order === 'valueDesc') out = out.sort((a, b) => b.value - a.value);
  return { id: def.id, title: def.title, rows: def.limit ? out.slice(0, def.limit) : out };
}
