import { useMemo, useRef } from 'react';
import { feedback } from '../app/feedback';
import { guardFastClick } from './fast-click';

/** A click handler protected by the 300 ms fast-click guard; the latest handler is always the one called. */
export function useFastClick<A extends unknown[]>(handler: (...args: A) => void, ms?: number): (...args: A) => void {
  const latest = useRef(handler);
  latest.current = handler;
  return useMemo(
    () =>
      guardFastClick<A>(
        (...args) => latest.current(...args),
        (m) => feedback.message.warning(m),
        ms,
      ),
    [ms],
  );
}
