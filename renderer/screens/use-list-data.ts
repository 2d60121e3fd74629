import { useCallback, useEffect, useState } from 'react';
import type { EntitySchema } from '@shared/entity-meta';
import { useDataProvider, type DataProvider, type ListResult, type Values } from '../data-provider';
import { useFeedback } from '../hooks/use-feedback';
import { texts } from '../texts';
import type { ListSource } from './screen-schema';

export interface Sort {
  column?: string;
  order?: 'asc' | 'desc';
}

export interface ListState {
  pageNo: number;
  pageSize: number;
  sort: Sort;
  query: Values;
  /** The advanced query in force: superQueryParams and superQueryMatchType, or nothing. */
  superQuery?: Record<string, string>;
}

/** The entity's default order (x-entity orderBy/order; createTime desc for audited entities). */
export const defaultSort = (entity: EntitySchema): Sort => {
  const meta = entity['x-entity'];
  return meta.orderBy ? { column: meta.orderBy, order: meta.order ?? 'desc' } : {};
};

const isBlank = (v: unknown) => v === undefined || v === null || v === '' || (Array.isArray(v) && v.length === 0);

/** The list call's parameters: paging, sort, the non-empty query values and the parent screen's fixed filter. */
export function listParams(state: ListState, fixed: Values = {}): Values {
  const params: Values = { pageNo: state.pageNo, pageSize: state.pageSize };
  if (state.sort.column) Object.assign(params, { column: state.sort.column, order: state.sort.order ?? 'desc' });
  for (const [k, v] of Object.entries(state.query)) if (!isBlank(v)) params[k] = Array.isArray(v) ? v.join(',') : v;
  return { ...params, ...state.superQuery, ...fixed };
}

/** Whether the list is shown in pages (the entity's list route, or a paged source). */
export const isPaged = (source: ListSource | undefined) => source?.paged !== false;

/**
 * Rows from the entity's list route, or from the screen's own route: a GET sends the parameters as the query, a POST
 * as the body; a non-paged route answers an array and gets no paging parameters.
 */
export async function fetchRows(provider: DataProvider, api: string, source: ListSource | undefined, params: Values): Promise<ListResult> {
  if (!source) return provider.list({ api, params });
  const { pageNo: _p, pageSize: _s, ...rest } = params;
  const sent = isPaged(source) ? params : rest;
  const method = source.method ?? 'GET';
  const answer = await provider.call(method === 'GET' ? { method, url: source.url, params: sent } : { method, url: source.url, data: sent });
  if (isPaged(source)) return (answer as ListResult | null) ?? { records: [], total: 0 };
  const records = Array.isArray(answer) ? (answer as Values[]) : [];
  return { records, total: records.length };
}

/** A page of an entity's records (or every row of a non-paged source) that reloads whenever paging, sort or query change. */
export function useListData(api: string, entity: EntitySchema, initialPageSize: number, fixed: Values | undefined, source?: ListSource, firstSort?: Sort) {
  const provider = useDataProvider();
  const { fail } = useFeedback();
  const [state, setState] = useState<ListState>({ pageNo: 1, pageSize: initialPageSize, sort: firstSort ?? defaultSort(entity), query: {} });
  const [page, setPage] = useState<ListResult>({ records: [], total: 0 });
  // Loading from the first render: a list asks for its rows on mounting, so 暂无数据 must not flash before the answer.
  const [loading, setLoading] = useState(true);
  const [version, setVersion] = useState(0);
  const fixedKey = JSON.stringify(fixed ?? {});

  useEffect(() => {
    let live = true;
    setLoading(true);
    fetchRows(provider, api, source, listParams(state, JSON.parse(fixedKey) as Values))
      .then(
        (r) => {
          if (!live) return;
          // The last row of the last page was deleted: show the page before it.
          if (!r.records.length && state.pageNo > 1 && r.total > 0) setState((s) => ({ ...s, pageNo: Math.ceil(r.total / s.pageSize) }));
          else setPage(r);
        },
        (e) => live && fail(e, texts.listFailed),
      )
      .finally(() => live && setLoading(false));
    return () => void (live = false);
  }, [provider, api, source, state, fixedKey, version]);

  const reload = useCallback(() => setVersion((v) => v + 1), []);
  return { state, setState, page, loading, reload };
}
