import { sql, type Expression, type ExpressionBuilder, type SqlBool } from 'kysely';
import type { AggregateDefinition, AggregateFilter } from '../../../shared/aggregate-meta.js';
import type { EntitySchema } from '../../../shared/entity-meta.js';
import { badRequest } from '../../http/errors.js';
import { shown } from '../crud/params.js';

type Eb = ExpressionBuilder<any, any>;
const OPS = { eq: '=', ne: '<>', gt: '>', ge: '>=', lt: '<', le: '<=', in: 'in', notIn: 'not in' } as const;
/** Keys every GET may carry besides the query's own parameters (the client's cache stamp). */
const IGNORED_PARAMS = new Set(['_t']);
const MAX_PARAM_LENGTH = 64;

/** A filter of the query file as SQL: the field is an entity column the file was checked for, values are bound. */
export function filterSql(eb: Eb, entity: EntitySchema, f: AggregateFilter): Expression<SqlBool> {
  const col = sql.ref(f.field);
  const text = (entity.properties[f.field]?.type ?? 'string') === 'string';
  const rule = f.rule ?? 'eq';
  if (rule === 'empty') return text ? eb.or([eb(col, 'is', null), eb(col, '=', '')]) : eb(col, 'is', null);
  if (rule === 'notEmpty') return text ? eb.and([eb(col, 'is not', null), eb(col, '<>', '')]) : eb(col, 'is not', null);
  return eb(col, OPS[rule], f.value);
}

/**
 * The client's parameters as filters, only those the query file allows: `<field>` equals, `<field>_begin` and
 * `<field>_end` bound a range (an end date without time covers its whole day). Anything else is refused by name.
 */
export function paramFilters(def: AggregateDefinition, entity: EntitySchema, query: Record<string, unknown>): AggregateFilter[] {
  const allowed = new Map<string, { field: string; rule: 'eq' | 'ge' | 'le' }>();
  for (const p of def.params ?? []) {
    if (p.mode === 'range') {
      allowed.set(`${p.field}_begin`, { field: p.field, rule: 'ge' });
      allowed.set(`${p.field}_end`, { field: p.field, rule: 'le' });
    } else allowed.set(p.field, { field: p.field, rule: 'eq' });
  }
  const out: AggregateFilter[] = [];
  for (const [key, raw] of Object.entries(query)) {
    if (IGNORED_PARAMS.has(key)) continue;
    const param = allowed.get(key);
    if (!param) throw badRequest(`统计“${def.title}”不接受参数${shown(key)}`);
    if (raw === undefined || raw === '') continue;
    if (typeof raw !== 'string' || raw.length > MAX_PARAM_LENGTH) throw badRequest(`参数${shown(key)}的值无效`);
    const prop = entity.properties[param.field];
    const numeric = prop.type === 'integer' || prop.type === 'number';
    if (numeric && !Number.isFinite(Number(raw))) throw badRequest(`参数${shown(key)}应为数字`);
    const wholeDay = param.rule === 'le' && /^\d{4}-\d{2}-\d{2}$/.test(raw) && prop.format !== 'date';
    out.push({ field: param.field, rule: param.rule, value: numeric ? Number(raw) : wholeDay ? `${raw} 23:59:59` : raw });
  }
  return out;
}
