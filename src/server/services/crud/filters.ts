import { detailOf, primaryKeyOf, readableFields, type EntitySchema } from '../../../shared/entity-meta.js';
import { badRequest } from '../../http/errors.js';
import { shown, single, type Query } from './params.js';
import type { Condition, MatchRule } from './types.js';
import { condition } from './values.js';

/** Parameters of the JeecgBoot list convention that are not filters. `field` (the client's column list) is accepted
 * and not used: a list always answers every readable field. */
export const LIST_PARAMS = ['pageNo', 'pageSize', 'column', 'order', 'field', 'superQueryParams', 'superQueryMatchType', '_t', '_tk'];

/** Finds a detail entity by its $id (the entity catalog), for filters on detail rows. */
export type FindEntity = (id: string) => EntitySchema | undefined;

/**
 * Query parameters -> conditions, JeecgBoot style: a parameter named after a readable field filters on it, with
 * the rule encoded in the value; `<field>_begin`/`_end` give a range and `<field>_MultiString` a list. With `find`,
 * `<detail property>.<field>` filters on the entity's detail rows (a reverse relation: the masters having such a
 * row). Any other name is refused, so a misspelt or forbidden filter never silently widens a result.
 */
export function parseFilters(entity: EntitySchema, query: Query, extraParams: string[] = [], find?: FindEntity): Condition[] {
  const out: Condition[] = [];
  for (const name of Object.keys(query)) {
    if (LIST_PARAMS.includes(name) || extraParams.includes(name)) continue;
    const raw = single(query, name);
    const target = filterTarget(entity, name, find);
    if (!target) throw badRequest(`不支持的查询参数${shown(name)}`);
    if (raw === undefined || raw.trim() === '') continue;
    const c = conditionOf(target.entity, target.field, target.suffix, raw);
    out.push(target.through ? { ...c, through: target.through } : c);
  }
  return out;
}

interface FilterTarget {
  entity: EntitySchema;
  field: string;
  suffix?: string;
  through?: Condition['through'];
}

/** The entity and property a parameter filters on: the entity's own, or a detail table's (`participants.residentId`). */
function filterTarget(entity: EntitySchema, name: string, find?: FindEntity): FilterTarget | undefined {
  const dot = name.indexOf('.');
  if (dot < 0) {
    const [field, suffix] = splitName(name, new Set(readableFields(entity)));
    return field ? { entity, field, suffix } : undefined;
  }
  const spec = detailOf(entity, name.slice(0, dot));
  const detail = spec && find?.(spec.entity);
  if (!spec || !detail) return undefined;
  const readable = new Set(readableFields(detail).filter((f) => f !== spec.foreignKey));
  const [field, suffix] = splitName(name.slice(dot + 1), readable);
  if (!field) return undefined;
  const table = detail['x-entity'].table;
  const masterTable = entity['x-entity'].table;
  const path = suffix ? name.slice(0, -suffix.length - 1) : name;
  return { entity: detail, field, suffix, through: { path, table, foreignKey: spec.foreignKey, masterKey: `${masterTable}.${primaryKeyOf(entity)}` } };
}

function conditionOf(entity: EntitySchema, field: string, suffix: string | undefined, raw: string): Condition {
  if (suffix === 'begin') return condition(entity, field, 'ge', rangeBound(entity, field, raw.trim(), 'begin'));
  if (suffix === 'end') return condition(entity, field, 'le', rangeBound(entity, field, raw.trim(), 'end'));
  if (suffix === 'MultiString') return condition(entity, field, 'multi', raw);
  return decodeValue(entity, field, raw);
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
