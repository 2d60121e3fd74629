import { expect } from 'vitest';
import type { TestServer } from './server.js';

export interface RuleInput {
  ruleColumn: string;
  ruleConditions: string;
  ruleValue: string;
}

/**
 * Holds a role to one data rule on the list permission `perms` (e.g. `grid:list`), through the administrator's own
 * routes (a rule added to the permission, then chosen for the role), and answers a function that frees the role again.
 */
export async function holdRule(s: TestServer, adminToken: string, roleCode: string, perms: string, rule: RuleInput): Promise<() => Promise<void>> {
  const granted = await s.app.ctx.db
    .selectFrom('sys_permission as p')
    .innerJoin('sys_role_permission as rp', 'rp.permissionId', 'p.id')
    .innerJoin('sys_role as r', 'r.id', 'rp.roleId')
    .select(['p.id as permissionId', 'r.id as roleId'])
    .where('p.perms', '=', perms)
    .where('r.roleCode', '=', roleCode)
    .executeTakeFirstOrThrow();
  const added = await s.api.post(
    '/sys/permission/addPermissionRule',
    { permissionId: granted.permissionId, ruleName: `规则：${rule.ruleValue}`.slice(0, 30), ...rule },
    adminToken,
  );
  expect(added.body.success, added.body.message).toBe(true);
  const choose = async (ids: string) => expect((await s.api.post('/sys/role/datarule', { ...granted, dataRuleIds: ids }, adminToken)).body.success).toBe(true);
  await choose(added.body.result.id);
  return () => choose('');
}
