import { readableFields, type EntitySchema } from '../../../shared/entity-meta.js';
import { badRequest } from '../../http/errors.js';
import { shown, single, type Query } from './params.js';
import { SUPER_QUERY_RULES, type Condition, type MatchRule } from './types.js';
import { condition } from './values.js';
import { CONTROL_CHAR_MESSAGE, hasControlChars } from '../../plugins/control-chars.js';

const MAX_ITEMS = 30;
// Keys the JeecgBoot advanced-query dialog sends along with each item; they describe the field for the dialog
// and are not used here (types come from the entity schema).
const DESCRIPTIVE_KEYS = ['type', 'dbType', 'dictCode', 'dictTable', 'dictText', 'label', 'title', 'customReturnField', 'popup'];

/** `superQueryParams` (URL-encoded JSON array of {field, rule, val}) and `superQueryMatchType` (and|or, default and). */
export function parseSuperQuery(entity: EntitySchema, query: Query): { conditions: Condition[]; matchType: 'and' | 'or' } | null {
  const text = single(query, 'superQueryParams')?.trim();
  const type = single(query, 'superQueryMatchType')?.trim() || 'and';
  if (type !== 'and' && type !== 'or') throw badRequest('高级查询的匹配方式只能是and或or');
  if (!text) return null;
  const items = parseItems(text);
  const readable = new Set(readableFields(entity));
  const conditions: Condition[] = [];
  for (const item of items) {
    if (!item || typeof item !== 'object' || Array.isArray(item)) throw badRequest('高级查询条件格式不正确');
    const { field, rule, val, ...rest } = item as Record<string, unknown>;
    const unknownKey = Object.keys(rest).find((k) => !DESCRIPTIVE_KEYS.includes(k));
    if (unknownKey) throw badRequest(`高级查询条件含不支持的属性${shown(unknownKey)}`);
    if (typeof field !== 'string' || !readable.has(field)) throw badRequest(`高级查询不支持的字段${shown(String(field))}`);
    if (typeof rule !== 'string' || !SUPER_QUERY_RULES.includes(rule as MatchRule)) throw badRequest(`高级查询不支持的匹配规则${shown(String(rule))}`);
    if (val === undefined || val === null || (typeof val === 'string' && val.trim() === '')) continue;
    const raw = Array.isArray(val) ? val.map(String) : typeof val === 'object' ? undefined : String(val);
    if (raw === undefined) throw badRequest(`高级查询条件${shown(field)}的值格式不正确`);
    conditions.push(condition(entity, field, rule as MatchRule, raw));
  }
  return conditions.length ? { conditions, matchType: type } : null;
}

function parseItems(text: string): unknown[] {
  let parsed: unknown;
  try {
    // JeecgBoot clients encodeURI the JSON before the query string encodes it again.
    parsed = JSON.parse(text.startsWith('[') ? text : decodeURIComponent(text));
  } catch {
    throw badRequest('高级查询条件不是有效的JSON');
  }
  if (!Array.isArray(parsed)) throw badRequest('高级查询条件应为数组');
  // JSON escapes (\u0000) pass the raw-input guard: check what the JSON says.
  if (hasControlChars(parsed)) throw badRequest(CONTROL_CHAR_MESSAGE);
  if (parsed.length > MAX_ITEMS) throw badRequest(`高级查询条件最多${MAX_ITEMS}个`);
  return parsed;
}
