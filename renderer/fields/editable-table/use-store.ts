import { useCallback, useSyncExternalStore } from 'react';
import { topics, type TableStore } from './model/table-store';

/** The value and the error of one cell; the component re-renders when that cell changes, and only then. */
export function useCell(store: TableStore, rid: string, key: string): { value: unknown; error: string | undefined } {
  const subscribe = useCallback((fn: () => void) => store.subscribe(topics.cell(rid, key), fn), [store, rid, key]);
  const value = useSyncExternalStore(subscribe, () => store.cell(rid, key));
  const error = useSyncExternalStore(subscribe, () => store.error(rid, key));
  return { value, error };
}

/** Re-renders on a topic; `read` gives the snapshot (must be stable between changes). */
export function useTopic<T>(store: Pick<TableStore, 'subscribe'>, topic: string, read: () => T): T {
  const subscribe = useCallback((fn: () => void) => store.subscribe(topic, fn), [store, topic]);
  return useSyncExternalStore(subscribe, read);
}
