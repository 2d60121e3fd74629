import { useCallback, useEffect, useState } from 'react';
import { useDataProvider } from '../../data-provider';
import type { TaskDetail } from './model';

export const DEFAULT_DETAIL_URL = '/EventPushController/queryTaskDetail';

/** The process detail of an instance (and the task the caller opened it from), loaded again by `reload`. */
export function useTaskDetail(url: string, matterInstId: string | undefined, taskId: string | undefined) {
  const provider = useDataProvider();
  const [state, setState] = useState<{ detail?: TaskDetail; error?: string; loading: boolean }>({ loading: true });
  const load = useCallback(async () => {
    if (!matterInstId) return setState({ loading: false });
    setState((s) => ({ ...s, loading: true }));
    try {
      const params = { argMatterInstId: matterInstId, ...(taskId ? { argTaskId: taskId } : {}) };
      setState({ detail: (await provider.call({ method: 'GET', url, params })) as TaskDetail, loading: false });
    } catch (e) {
      setState({ error: e instanceof Error ? e.message : String(e), loading: false });
    }
  }, [provider, url, matterInstId, taskId]);
  useEffect(() => void load(), [load]);
  return { ...state, reload: load };
}
