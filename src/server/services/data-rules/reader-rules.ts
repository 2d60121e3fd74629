import type { EntitySchema } from '../../../shared/entity-meta.js';
import type { Db } from '../../db/connect.js';
import type { DynamicDb } from '../../db/tables.js';
import type { Condition } from '../crud/types.js';
import type { Session } from '../session-service.js';
import { ruleCondition } from './rule-conditions.js';
import { ruleListPerm } from './rule-entity.js';

const ids = (list: Array<string | null | undefined>) => [
  ...new Set(
    list
      .flatMap((v) => (v ?? '').split(','))
      .map((v) => v.trim())
      .filter(Boolean),
  ),
];

/** The ids of the active data rules the user's roles hold on a permission (rules of all their roles together). */
export async function heldRuleIds(db: Db, userId: string, permissionId: string): Promise<string[]> {
  const rows = await db
    .selectFrom('sys_user_role as ur')
    .innerJoin('sys_role_permission as rp', 'rp.roleId', 'ur.roleId')
    .select('rp.dataRuleIds')
    .where('ur.userId', '=', userId)
    .where('rp.permissionId', '=', permissionId)
    .execute();
  const held = ids(rows.map((r) => r.dataRuleIds));
  if (!held.length) return [];
  const live = await db
    .selectFrom('sys_permission_data_rule')
    .select('id')
    .where('id', 'in', held)
    .where('permissionId', '=', permissionId)
    .where('status', '=', '1')
    .execute();
  return live.map((r) => r.id);
}

/**
 * The conditions the reader's data rules put on every read and write of each entity's rows (part of the scope,
 * crud/scope.ts), in the entities' order: every active rule their roles hold on the permission guarding the entity's
 * list (`${permission}:list`, rule-entity.ts), ANDed, as JeecgBoot does. Read at every request (nothing cached),
 * so a changed grant applies at the next one; one query when the reader's roles hold no rule on any of them.
 */
export async function readerRuleSets(db: DynamicDb, entities: EntitySchema[], session: Session): Promise<Condition[][]> {
  const none = entities.map((): Condition[] => []);
  const perms = [...new Set(entities.map(ruleListPerm).filter((p): p is string => !!p))];
  if (!perms.length) return none;
  const rows = await db
    .selectFrom('sys_user_role as ur')
    .innerJoin('sys_role_permission as rp', 'rp.roleId', 'ur.roleId')
    .innerJoin('sys_permission as p', 'p.id', 'rp.permissionId')
    .select(['rp.dataRuleIds', 'p.id', 'p.perms'])
    .where('ur.userId', '=', session.user.id)
    .where('p.perms', 'in', perms)
    .where('p.delFlag', '=', 0)
    .where('rp.dataRuleIds', 'is not', null)
    .execute();
  const held = ids(rows.map((r) => r.dataRuleIds));
  if (!held.length) return none;
  const rules = await db
    .selectFrom('sys_permission_data_rule')
    .select(['permissionId', 'ruleColumn', 'ruleConditions', 'ruleValue'])
    .where('id', 'in', held)
    .where(
      'permissionId',
      'in',
      rows.map((r) => r.id),
    )
    .where('status', '=', '1')
    .execute();
  const permsOf = new Map(rows.map((r) => [r.id, r.perms]));
  return entities.map((e) => rules.filter((r) => permsOf.get(r.permissionId) === ruleListPerm(e)).map((r) => ruleCondition(e, r, session)));
}
