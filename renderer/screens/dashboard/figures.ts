/** The figures a widget draws, from an aggregate's answer or a declared route's result (pure, tested). */
import type { AggregateAnswer } from '@shared/aggregate-meta';
import type { WidgetSource } from './dashboard-schema';

export interface Figures {
  labels: string[];
  series: Array<{ name: string; values: number[] }>;
}

const number = (v: unknown): number => (typeof v === 'number' ? v : Number.isFinite(Number(v)) ? Number(v) : 0);

export function fromAggregate(answer: AggregateAnswer, seriesName?: string): Figures {
  return { labels: answer.rows.map((r) => r.label), series: [{ name: seriesName ?? answer.title, values: answer.rows.map((r) => r.value) }] };
}

/** A route's result: a number (one figure) or a list of items labelled by `label`, a series per `series` entry. */
export function fromSource(result: unknown, source: WidgetSource, title: string): Figures {
  const picked = source.value && result && typeof result === 'object' ? (result as Record<string, unknown>)[source.value] : result;
  if (!Array.isArray(picked)) return { labels: [title], series: [{ name: title, values: [number(picked)] }] };
  const items = picked as Array<Record<string, unknown>>;
  const fields = source.series ?? [{ field: 'value', name: title }];
  return {
    labels: items.map((item) => String(item[source.label ?? 'label'] ?? '')),
    series: fields.map((f) => ({ name: f.name, values: items.map((item) => number(item[f.field])) })),
  };
}

/** The one figure of a stat widget. */
export const firstValue = (f: Figures): number => f.series[0]?.values[0] ?? 0;

/** 12,345 with thousands separators (000 §9); decimals kept as given. */
export const formatNumber = (n: number): string => n.toLocaleString('zh-CN', { maximumFractionDigits: 2 });
