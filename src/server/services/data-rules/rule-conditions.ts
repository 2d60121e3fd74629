import { primaryKeyOf, type EntitySchema } from '../../../shared/entity-meta.js';
import { nowText } from '../../../shared/time.js';
import { condition } from '../crud/values.js';
import type { Condition, MatchRule } from '../crud/types.js';
import type { Session } from '../session-service.js';

/** JeecgBoot's rule conditions (QueryRuleEnum values) -> the list's match rules. */
export const RULE_MATCH: Record<string, MatchRule> = {
  '=': 'eq',
  '!=': 'ne',
  '>': 'gt',
  '>=': 'ge',
  '<': 'lt',
  '<=': 'le',
  IN: 'in',
  LIKE: 'like',
  LEFT_LIKE: 'left_like',
  RIGHT_LIKE: 'right_like',
};

/** The #{…} variables a rule value may use: facts of the reading user, filled at each request. */
const VARIABLES: Record<string, (s: Session) => string | null> = {
  sys_user_code: (s) => s.user.username,
  sys_user_id: (s) => s.user.id,
  sys_user_name: (s) => s.user.realname,
  sys_org_code: (s) => s.user.orgCode,
  sys_region_code: (s) => s.user.regionCode,
  sys_date: () => nowText().slice(0, 10),
};
const VARIABLE = /#\{(\w+)\}/g;

/** Why a rule value cannot be used (an unknown variable), or undefined. */
export function ruleValueProblem(value: string): string | undefined {
  for (const [, name] of value.matchAll(VARIABLE))
    if (!(name in VARIABLES))
      return `规则值中的变量#{${name}}不存在，可用：${Object.keys(VARIABLES)
        .map((v) => `#{${v}}`)
        .join('、')}`;
  return undefined;
}

export interface StoredRule {
  ruleColumn: string;
  ruleConditions: string;
  ruleValue: string;
}

/**
 * One rule as a list condition for this reader. A rule that cannot apply any more (its property left the entity, a
 * variable the user has no value for, a value the column cannot hold) matches no row: a broken rule must not
 * widen what a role reads.
 */
export function ruleCondition(entity: EntitySchema, rule: StoredRule, session: Session): Condition {
  const nothing: Condition = { field: primaryKeyOf(entity), rule: 'in', values: [] };
  const match = RULE_MATCH[rule.ruleConditions];
  if (!match || !(rule.ruleColumn in entity.properties) || entity.properties[rule.ruleColumn]['x-secret']) return nothing;
  let missing = false;
  const value = rule.ruleValue.replace(VARIABLE, (_, name: string) => {
    const v = VARIABLES[name]?.(session);
    if (v === null || v === undefined || v === '') missing = true;
    return v ?? '';
  });
  if (missing) return nothing;
  try {
    return condition(entity, rule.ruleColumn, match, value);
  } catch {
    return nothing;
  }
}
