import { badRequest } from '../http/errors.js';
import { MAX_SUPER_QUERY_CONDITIONS, MAX_SUPER_QUERY_DEPTH } from './crud/super-query.js';
import { SUPER_QUERY_RULES, type MatchRule } from './crud/types.js';

const NAME = /^[A-Za-z_][A-Za-z0-9_]{0,63}$/;
const ROW_KEYS = ['field', 'rule', 'val', 'type', 'dictCode'];
const MAX_VALUE = 2000;

/**
 * The items of a saved query, checked for shape before they are stored: rows {field, rule, val, type?, dictCode?}
 * and groups {matchType, children}, within the limits the list route applies when the query runs. Field names are
 * checked against the entity only when the query runs (a page's entity is not known here); they must look like names.
 */
export function checkSavedItems(items: unknown): unknown[] {
  if (!Array.isArray(items) || !items.length) throw badRequest('空条件不能保存！');
  let count = 0;
  const walk = (list: unknown[], depth: number) => {
    for (const item of list) {
      if (!item || typeof item !== 'object' || Array.isArray(item)) throw badRequest('查询条件格式不正确');
      const it = item as Record<string, unknown>;
      if ('children' in it) {
        if (Object.keys(it).some((k) => k !== 'matchType' && k !== 'children')) throw badRequest('查询条件组格式不正确');
        if (it.matchType !== 'and' && it.matchType !== 'or') throw badRequest('高级查询的匹配方式只能是and或or');
        if (depth >= MAX_SUPER_QUERY_DEPTH) throw badRequest(`高级查询的条件组最多嵌套${MAX_SUPER_QUERY_DEPTH}层`);
        if (!Array.isArray(it.children)) throw badRequest('查询条件组格式不正确');
        walk(it.children, depth + 1);
        continue;
      }
      if (Object.keys(it).some((k) => !ROW_KEYS.includes(k))) throw badRequest('查询条件格式不正确');
      if (typeof it.field !== 'string' || !NAME.test(it.field)) throw badRequest('查询条件的字段不正确');
      if (!SUPER_QUERY_RULES.includes(it.rule as MatchRule)) throw badRequest('查询条件的匹配规则不正确');
      if (typeof it.val !== 'string' || it.val.length > MAX_VALUE) throw badRequest('查询条件的值不正确');
      for (const k of ['type', 'dictCode'])
        if (it[k] !== undefined && (typeof it[k] !== 'string' || (it[k] as string).length > 100)) throw badRequest('查询条件格式不正确');
      if (++count > MAX_SUPER_QUERY_CONDITIONS) throw badRequest(`高级查询条件最多${MAX_SUPER_QUERY_CONDITIONS}个`);
    }
  };
  walk(items, 1);
  if (!count) throw badRequest('空条件不能保存！');
  return items;
}
