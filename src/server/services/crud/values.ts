import { fieldLabel, type EntitySchema } from '../../../shared/entity-meta.js';
import { badRequest } from '../../http/errors.js';
import type { Condition, MatchRule } from './types.js';

const LIKE_RULES: MatchRule[] = ['like', 'right_like', 'left_like', 'multi'];
const MAX_VALUE_LENGTH = 200;
const MAX_LIST = 200;

/**
 * Types a filter value for its property: numbers for integer/number fields, 0/1 for booleans (stored as
 * integers), text otherwise. A value the column could never hold is refused with the field named.
 */
export function typedValue(entity: EntitySchema, field: string, raw: string): string | number {
  const p = entity.properties[field];
  const label = fieldLabel(entity, field);
  if (raw.length > MAX_VALUE_LENGTH) throw badRequest(`${label}的查询值过长`);
  switch (p.type) {
    case 'integer':
      if (!/^-?\d{1,15}$/.test(raw.trim())) throw badRequest(`${label}的查询值应为整数`);
      return Number(raw.trim());
    case 'number':
      if (raw.trim() === '' || !Number.isFinite(Number(raw.trim()))) throw badRequest(`${label}的查询值应为数字`);
      return Number(raw.trim());
    case 'boolean':
      if (/^(1|true|Y)$/i.test(raw.trim())) return 1;
      if (/^(0|false|N)$/i.test(raw.trim())) return 0;
      throw badRequest(`${label}的查询值应为是或否`);
    default:
      return raw;
  }
}

/**
 * Builds one condition, checking that the rule suits the property (no pattern match on a number). On a multiple
 * dictionary field (x-dict-multiple) `eq` and `in` ask for rows holding any of the values among their items.
 */
export function condition(entity: EntitySchema, field: string, asked: MatchRule, raw: string | string[]): Condition {
  const p = entity.properties[field];
  const rule: MatchRule = p['x-dict-multiple'] && (asked === 'eq' || asked === 'in') ? 'multi' : asked;
  if (LIKE_RULES.includes(rule) && p.type && p.type !== 'string') throw badRequest(`${fieldLabel(entity, field)}不支持模糊查询`);
  if (rule === 'in' || rule === 'multi') {
    const list = (Array.isArray(raw) ? raw : raw.split(',')).map((v) => v.trim()).filter((v) => v !== '');
    if (!list.length) throw badRequest(`${fieldLabel(entity, field)}的查询值不能为空`);
    if (list.length > MAX_LIST) throw badRequest(`${fieldLabel(entity, field)}的查询值最多${MAX_LIST}个`);
    return { field, rule, values: list.map((v) => typedValue(entity, field, v)) };
  }
  if (Array.isArray(raw)) throw badRequest(`${fieldLabel(entity, field)}的查询值应为单个值`);
  return { field, rule, value: typedValue(entity, field, raw) };
}
