/**
 * Header data kept fresh by push with polling as the fallback (002 §2.1, §2.2, §8): loaded now, at once on each push,
 * and every 6 s; a failed load stops the polling (pushes still reload, and a success starts it again).
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { onPush } from './push-socket';

export const POLL_MS = 6_000;

/** `load` and `empty` must be stable (module-level constants or memoised); a null answer counts as `empty`. */
export function usePushedData<T>(load: () => Promise<T | null | undefined>, empty: T): { data: T; reload(): Promise<void> } {
  const [data, setData] = useState<T>(empty);
  const [polling, setPolling] = useState(true);
  const live = useRef(true);

  const reload = useCallback(async () => {
    try {
      const result = await load();
      if (!live.current) return;
      setData(result ?? empty);
      setPolling(true);
    } catch {
      if (live.current) setPolling(false);
    }
  }, [load, empty]);

  useEffect(() => {
    live.current = true;
    void reload();
    const unsubscribe = onPush(() => void reload());
    return () => {
      live.current = false;
      unsubscribe();
    };
  }, [reload]);

  useEffect(() => {
    if (!polling) return;
    const timer = setInterval(() => void reload(), POLL_MS);
    return () => clearInterval(timer);
  }, [polling, reload]);

  return { data, reload };
}
