import type { Values } from '../data-provider';
import type { ListScreenSchema } from './screen-schema';

/**
 * The list filters a screen takes from its page's query parameters (`paramFilters`): `prefix` asks for every value
 * starting with the parameter (JeecgBoot's `v*`), `eq` for the value itself (a trailing comma: exactly this value).
 * A parameter the page lacks filters nothing.
 */
export function paramFilterValues(spec: ListScreenSchema['paramFilters'], params: Record<string, string> | undefined): Values | undefined {
  if (!spec) return undefined;
  const out: Values = {};
  for (const [name, match] of Object.entries(spec)) {
    // Match characters of the value encoding are not part of a value: a parameter cannot widen its own filter.
    const value = (params?.[name] ?? '').replace(/[*,!<>=]/g, '').trim();
    if (value) out[name] = match === 'prefix' ? `${value}*` : `${value},`;
  }
  return out;
}
