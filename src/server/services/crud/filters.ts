import { readableFields, type EntitySchema } from '../../../shared/entity-meta.js';
import { badRequest } from '../../http/errors.js';
import { shown, single, type Query } from './params.js';
import type { Condition, MatchRule } from './types.js';
import { condition } from './values.js';

/** Parameters of the JeecgBoot list convention that are not filters. `field` (the client's column list) is accepted
 * and not used: a list always answers every readable field. */
export const LIST_PARAMS = ['pageNo', 'pageSize', 'column', 'order', 'field', 'superQueryParams', 'superQueryMatchType', '_t', '_tk'];

/**
 * Query parameters -> conditions, JeecgBoot style: a parameter named after a readable field filters on it, with
 * the rule encoded in the value; `<field>_begin`/`_end` give a range and `<field>_MultiString` a list. Any other
 * name is refused, so a misspelt or forbidden filter never silently widens a result.
 */
export function parseFilters(entity: EntitySchema, query: Query, extraParams: string[] = []): Condition[] {
  const readable = new Set(readableFields(entity));
  const out: Condition[] = [];
  for (const name of Object.keys(query)) {
    if (LIST_PARAMS.includes(name) || extraParams.includes(name)) continue;
    const raw = single(query, name);
    const [field, suffix] = splitName(name, readable);
    if (!field) throw badRequest(`不支持的查询参数${shown(name)}`);
    if (raw === undefined || raw.trim() === '') continue;
    if (suffix === 'begin') out.push(condition(entity, field, 'ge', rangeBound(entity, field, raw.trim(), 'begin')));
    else if (suffix === 'end') out.push(condition(entity, field, 'le', rangeBound(entity, field, raw.trim(), 'end')));
    else if (suffix === 'MultiString') out.push(condition(entity, field, 'multi', raw));
    else out.push(decodeValue(entity, field, raw));
  }
  return out;
}

function splitName(name: string, readable: Set<string>): [string | undefined, string | undefined] {
  if (readable.has(name)) return [name, undefined];
  const m = /^(.+)_(begin|end|MultiString)$/.exec(name);
  if (m && readable.has(m[1])) return [m[1], m[2]];
  return [undefined, undefined];
}

/** JeecgBoot's value encoding: `>=v` `<=v` `>v` `<v`, `*v*` `*v` `v*`, `!v`, `a,b,` (in), `a,b` (in for eq fields), else the field's x-query. */
export function decodeValue(entity: EntitySchema, field: string, raw: string): Condition {
  const v = raw.trim();
  const op = /^(>=|<=|>|<) ?(.+)$/s.exec(v);
  if (op) return condition(entity, field, ({ '>=': 'ge', '<=': 'le', '>': 'gt', '<': 'lt' } as const)[op[1] as '>='], op[2]);
  if (v.length > 1 && v.includes('*')) {
    const starts = v.startsWith('*');
    const ends = v.endsWith('*');
    if (starts && ends && v.length > 2) return condition(entity, field, 'like', v.slice(1, -1));
    if (starts && !ends) return condition(entity, field, 'left_like', v.slice(1));
    if (ends && !starts) return condition(entity, field, 'right_like', v.slice(0, -1));
  }
  if (v.length > 1 && v.startsWith('!')) return condition(entity, field, 'ne', v.slice(1));
  // A trailing comma asks for exactly these values whatever the field's rule (002 §7: a picker's value lookup).
  if (v.length > 1 && v.endsWith(',')) return condition(entity, field, 'in', v);
  const rule: MatchRule = entity.properties[field]['x-query'] ?? 'eq';
  if (rule === 'eq' && v.includes(',')) return condition(entity, field, 'in', v);
  return condition(entity, field, rule, v);
}

/** A date-only end bound of a date-time field means the whole day. */
function rangeBound(entity: EntitySchema, field: string, value: string, side: 'begin' | 'end'): string {
  const p = entity.properties[field];
  if (p.format === 'date-time-cn' && /^\d{4}-\d{2}-\d{2}$/.test(value)) return `${value} ${side === 'begin' ? '00:00:00' : '23:59:59'}`;
  return value;
}
