import { readableFields, type EntitySchema } from '../../../shared/entity-meta.js';
import { badRequest } from '../../http/errors.js';
import { shown, single, type Query } from './params.js';
import { SUPER_QUERY_RULES, type Condition, type MatchRule, type SuperQueryGroup, type SuperQueryNode } from './types.js';
import { condition } from './values.js';
import { CONTROL_CHAR_MESSAGE, hasControlChars } from '../../plugins/control-chars.js';

/** Conditions over the whole tree: each becomes SQL with bound values, so the count bounds the statement's size. */
export const MAX_SUPER_QUERY_CONDITIONS = 30;
/** The top level is depth 1; a group in it depth 2, a group in that depth 3. */
export const MAX_SUPER_QUERY_DEPTH = 3;
// Keys the JeecgBoot advanced-query dialog sends along with each item; they describe the field for the dialog
// and are not used here (types come from the entity schema).
const DESCRIPTIVE_KEYS = ['type', 'dbType', 'dictCode', 'dictTable', 'dictText', 'label', 'title', 'customReturnField', 'popup', 'options'];

type MatchType = 'and' | 'or';

/**
 * `superQueryParams` (URL-encoded JSON array) and `superQueryMatchType` (and|or, default and). An element is a
 * condition {field, rule, val} as JeecgBoot sends it, or a nested group {matchType, children: [...]} of the same
 * elements. Fields come from the entity's readable properties, values are typed and later bound; conditions without
 * a value and groups left empty are dropped.
 */
export function parseSuperQuery(entity: EntitySchema, query: Query): SuperQueryGroup | null {
  const text = single(query, 'superQueryParams')?.trim();
  const matchType = matchTypeOf(single(query, 'superQueryMatchType')?.trim() || 'and');
  if (!text) return null;
  const walk = { entity, readable: new Set(readableFields(entity)), count: 0 };
  const children = nodesOf(walk, parseItems(text), 1);
  return children.length ? { matchType, children } : null;
}

/** Every condition of a group, nested ones included. */
export function groupConditions(group: SuperQueryGroup | null): Condition[] {
  if (!group) return [];
  return group.children.flatMap((n) => ('children' in n ? groupConditions(n) : [n]));
}

interface Walk {
  entity: EntitySchema;
  readable: Set<string>;
  count: number;
}

function matchTypeOf(type: unknown): MatchType {
  if (type !== 'and' && type !== 'or') throw badRequest('高级查询的匹配方式只能是and或or');
  return type;
}

function nodesOf(walk: Walk, items: unknown[], depth: number): SuperQueryNode[] {
  const out: SuperQueryNode[] = [];
  for (const item of items) {
    if (!item || typeof item !== 'object' || Array.isArray(item)) throw badRequest('高级查询条件格式不正确');
    const record = item as Record<string, unknown>;
    const node = 'children' in record || 'matchType' in record ? groupOf(walk, record, depth) : conditionOf(walk, record);
    if (node) out.push(node);
  }
  return out;
}

function groupOf(walk: Walk, item: Record<string, unknown>, depth: number): SuperQueryGroup | null {
  const { matchType, children, ...rest } = item;
  const unknownKey = Object.keys(rest).find((k) => k !== 'title');
  if (unknownKey) throw badRequest(`高级查询条件组含不支持的属性${shown(unknownKey)}`);
  if (depth >= MAX_SUPER_QUERY_DEPTH) throw badRequest(`高级查询的条件组最多嵌套${MAX_SUPER_QUERY_DEPTH}层`);
  if (!Array.isArray(children)) throw badRequest('高级查询条件组的children应为数组');
  const nodes = nodesOf(walk, children, depth + 1);
  return nodes.length ? { matchType: matchTypeOf(matchType ?? 'and'), children: nodes } : null;
}

function conditionOf(walk: Walk, item: Record<string, unknown>): Condition | null {
  const { field, rule, val, ...rest } = item;
  const unknownKey = Object.keys(rest).find((k) => !DESCRIPTIVE_KEYS.includes(k));
  if (unknownKey) throw badRequest(`高级查询条件含不支持的属性${shown(unknownKey)}`);
  if (typeof field !== 'string' || !walk.readable.has(field)) throw badRequest(`高级查询不支持的字段${shown(String(field))}`);
  if (typeof rule !== 'string' || !SUPER_QUERY_RULES.includes(rule as MatchRule)) throw badRequest(`高级查询不支持的匹配规则${shown(String(rule))}`);
  if (++walk.count > MAX_SUPER_QUERY_CONDITIONS) throw badRequest(`高级查询条件最多${MAX_SUPER_QUERY_CONDITIONS}个`);
  if (val === undefined || val === null || (typeof val === 'string' && val.trim() === '') || (Array.isArray(val) && !val.length)) return null;
  const raw = Array.isArray(val) ? val.map(String) : typeof val === 'object' ? undefined : String(val);
  if (raw === undefined) throw badRequest(`高级查询条件${shown(field)}的值格式不正确`);
  return condition(walk.entity, field, rule as MatchRule, raw);
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
  return parsed;
}
