import type { Navigator, Values } from '../data-provider';
import type { OpenTarget } from './screen-schema';

/** The query of a link: each parameter takes the named property of the row (or of the values a parent fixed). */
export function targetQuery(target: OpenTarget, values: Values): Record<string, string> {
  const query: Record<string, string> = {};
  for (const [param, prop] of Object.entries(target.query ?? {})) {
    const v = values[prop];
    if (v !== undefined && v !== null && v !== '') query[param] = String(v);
  }
  return query;
}

export const openTarget = (navigator: Navigator, target: OpenTarget, values: Values) =>
  navigator.open({ path: target.path, query: targetQuery(target, values) });
