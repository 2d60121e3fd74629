import type { EntitySchema } from '../../../shared/entity-meta.js';
import type { Db } from '../../db/connect.js';
import type { Condition } from '../crud/types.js';
import type { Session } from '../session-service.js';
import { ruleCondition } from './rule-conditions.js';

const ids = (list: Array<string | null | undefined>) => [...new Set(list.flatMap((v) => (v ?? '').split(',')).map((v) => v.trim()).filter(Boolean))];

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
  const live = await db.selectFrom('sys_permission_data_rule').select('id').where('id', 'in', held).where('permissionId', '=', permissionId).where('status', '=', '1').execute();
  return live.map((r) => r.id);
}

/**
 * The conditions the reader's data rules put on an entity's generic list, queryById and export: every active rule
 * their roles hold on the permission guarding the list (`${permission}:list`), ANDed, as JeecgBoot does. Read at
 * every request (nothing cached), so a changed grant applies at the reader's next request.
 */
export async function readerRuleConditions(db: Db, entity: EntitySchema, session: Session): Promise<Condition[]> {
  const prefix = entity['x-entity'].permission;
  if (!prefix) return [];
  const rows = await db
    .selectFrom('sys_user_role as ur')
    .innerJoin('sys_role_permission as rp', 'rp.roleId', 'ur.roleId')
    .innerJoin('sys_permission as p', 'p.id', 'rp.permissionId')
    .select(['rp.dataRuleIds', 'p.id'])
    .where('ur.userId', '=', session.user.id)
    .where('p.perms', '=', `${prefix}:list`)
    .where('p.delFlag', '=', 0)
    .where('rp.dataRuleIds', 'is not', null)
    .execute();
  const held = ids(rows.map((r) => r.dataRuleIds));
  if (!held.length) return [];
  const rules = await db
    .selectFrom('sys_permission_data_rule')
    .select(['ruleColumn', 'ruleConditions', 'ruleValue'])
    .where('id', 'in', held)
    .where('permissionId', 'in', rows.map((r) => r.id))
    .where('status', '=', '1')
    .execute();
  return rules.map((r) => ruleCondition(entity, r, session));
}
