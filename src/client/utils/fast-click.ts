/** The fast-click guard (000 §5): a second click within 300 ms is refused with a warning. */
import { appConfig } from '../config';

export const FAST_CLICK_MESSAGE = '你点击的太快了，请慢点点击!';

/**
 * Wraps a handler: calls within `ms` of the last accepted call are dropped and `warn` is told instead.
 * `now` is injectable for tests.
 */
export function guardFastClick<A extends unknown[]>(
  handler: (...args: A) => void,
  warn: (message: string) => void,
  ms: number = appConfig.fastClickMs,
  now: () => number = Date.now,
): (...args: A) => void {
  let last = -Infinity;
  return (...args: A) => {
    const t = now();
    if (t - last < ms) return warn(FAST_CLICK_MESSAGE);
    last = t;
    handler(...args);
  };
}
