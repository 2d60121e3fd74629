/**
 * The online report calls of the service registry (src/shared/services/report.ts) over the host's DataProvider.call.
 * Columns and query fields are kept 30 seconds per provider (002 §9 report cache), so reopening a popup is instant.
 */
import { fillPath, report, type ApiDef, type ParamsOf, type ResultOf } from '@shared/services';
import type { DataProvider, ListResult } from '../../data-provider';

/** 002 §9: report cache default 30 seconds. */
export const REPORT_CACHE_MS = 30_000;
const caches = new WeakMap<DataProvider, Map<string, { until: number; value: Promise<unknown> }>>();

function call<D extends ApiDef<any, any>>(provider: DataProvider, def: D, params: ParamsOf<D>): Promise<ResultOf<D>> {
  const { path, rest } = fillPath(def.path, params as Record<string, unknown>);
  return provider.call({ method: def.method, url: path, params: rest }) as Promise<ResultOf<D>>;
}

function cached<T>(provider: DataProvider, key: string, load: () => Promise<T>): Promise<T> {
  let cache = caches.get(provider);
  if (!cache) caches.set(provider, (cache = new Map()));
  const hit = cache.get(key);
  if (hit && hit.until > Date.now()) return hit.value as Promise<T>;
  const value = load();
  const entry = { until: Date.now() + REPORT_CACHE_MS, value };
  cache.set(key, entry);
  value.catch(() => cache!.get(key) === entry && cache!.delete(key));
  return value;
}

export type ReportColumns = ResultOf<typeof report.columns>;
export type ReportQueryInfo = ResultOf<typeof report.queryInfo>;

export const reportColumns = (provider: DataProvider, code: string): Promise<ReportColumns> =>
  cached(provider, `columns:${code}`, () => call(provider, report.columns, { code }));
export const reportQueryInfo = (provider: DataProvider, id: string): Promise<ReportQueryInfo> =>
  cached(provider, `query:${id}`, () => call(provider, report.queryInfo, { id }));
export const reportData = (provider: DataProvider, id: string, params: Record<string, unknown>): Promise<ListResult> =>
  call(provider, report.data, { id, ...params });
