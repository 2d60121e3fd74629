import { useEffect, useState, type Dispatch, type SetStateAction } from 'react';
import type { TablePaginationConfig } from 'antd';
import { useDataProvider } from '../data-provider';
import { texts } from '../texts';

export interface PageQuery {
  pageNo: number;
  pageSize: number;
}

/**
 * One page of a picker's list route, newest first (002 §9: createTime descending); empty filters are left out and a
 * null query (the dialog is closed) asks nothing.
 */
export function usePickerPage<T, Q extends PageQuery>(url: string, query: Q | null, onError: (e: unknown) => void) {
  const provider = useDataProvider();
  const [page, setPage] = useState<{ records: T[]; total: number }>({ records: [], total: 0 });
  const [loading, setLoading] = useState(false);
  const key = JSON.stringify(query);
  useEffect(() => {
    if (!query) return;
    let live = true;
    setLoading(true);
    const params: Record<string, unknown> = { column: 'createTime', order: 'desc' };
    for (const [k, v] of Object.entries(query)) if (v !== undefined && v !== null && v !== '') params[k] = v;
    provider
      .call({ method: 'GET', url, params })
      .then(
        (r) => live && setPage((r as { records: T[]; total: number }) ?? { records: [], total: 0 }),
        (e) => live && onError(e),
      )
      .finally(() => live && setLoading(false));
    return () => void (live = false);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [provider, url, key]);
  return { ...page, loading };
}

/** The picker tables' paging: sizes to choose from, 共 N 条, and a new size starting again at page 1. */
export function pickerPagination<Q extends PageQuery>(query: Q, total: number, setQuery: Dispatch<SetStateAction<Q>>, sizes: string[]): TablePaginationConfig {
  return {
    current: query.pageNo,
    pageSize: query.pageSize,
    total,
    showSizeChanger: true,
    pageSizeOptions: sizes,
    showTotal: (all, [from, to]) => texts.total(from, to, all),
    onChange: (pageNo, pageSize) => setQuery((q) => ({ ...q, pageNo: pageSize === q.pageSize ? pageNo : 1, pageSize })),
  };
}
