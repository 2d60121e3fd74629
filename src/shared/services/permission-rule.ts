/** Data rules of a menu permission (JeecgBoot's /sys/permission/*PermissionRule), administrators only. */
import { del, get, post, put } from './define.js';
import type { DataRuleItem } from './role.js';

export type RuleInput = Omit<DataRuleItem, 'id' | 'status'> & { id?: string; permissionId: string; status?: string };

export const listByPermission = get<{ permissionId: string }, DataRuleItem[]>('/sys/permission/getPermRuleListByPermId');
/** The rules of a permission matching the filled properties (ruleName, ruleColumn, ruleValue by substring). */
export const query = get<{ permissionId: string; ruleName?: string; ruleColumn?: string; ruleValue?: string }, DataRuleItem[]>(
  '/sys/permission/queryPermissionRule',
);
export const add = post<RuleInput, DataRuleItem>('/sys/permission/addPermissionRule');
export const edit = put<RuleInput & { id: string }, null>('/sys/permission/editPermissionRule');
export const remove = del<{ id: string }, null>('/sys/permission/deletePermissionRule');
/** The properties a rule of this permission may name: those of the entity whose list it guards. */
export const ruleColumns = get<{ permissionId: string }, Array<{ value: string; label: string }>>('/sys/permission/ruleColumns');
