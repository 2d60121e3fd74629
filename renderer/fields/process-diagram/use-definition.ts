import { useEffect, useState } from 'react';
import { useDataProvider } from '../../data-provider';
import type { DiagramDefinition } from './model';

export const DEFAULT_DEFINITIONS_URL = '/workflow/process/list';

/** The definition `key` among those the route answers (流程设计's list), asked again when the route or key changes. */
export function useDefinition(url: string, key: string | undefined) {
  const provider = useDataProvider();
  const [state, setState] = useState<{ definition?: DiagramDefinition; error?: string; loading: boolean }>({ loading: !!key });
  useEffect(() => {
    if (!key) return setState({ loading: false });
    let live = true;
    setState({ loading: true });
    provider.call({ method: 'GET', url }).then(
      (answer) => {
        const list = Array.isArray(answer) ? (answer as DiagramDefinition[]) : [];
        if (live) setState({ definition: list.find((d) => d.key === key), loading: false });
      },
      (e: unknown) => live && setState({ error: e instanceof Error ? e.message : String(e), loading: false }),
    );
    return () => void (live = false);
  }, [provider, url, key]);
  return state;
}
