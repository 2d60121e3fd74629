/**
 * 角色管理 (002 §7 "Users, roles, departments"; JeecgBoot's /sys/role and the grant calls of /sys/permission). The
 * list is the role picker's (`pickers.roleList`), the grant tree `pickers.rolePermissionTree`.
 */
import { del, get, post, put } from './define.js';

export interface RoleInput {
  id?: string;
  roleName: string;
  roleCode: string;
  description?: string | null;
}

export const add = post<RoleInput, Record<string, unknown>>('/sys/role/add');
export const edit = put<RoleInput & { id: string }, null>('/sys/role/edit');
/** Deletes a role with its grants and its users' links to it. */
export const remove = del<{ id: string }, null>('/sys/role/delete');
export const removeBatch = del<{ ids: string }, null>('/sys/role/deleteBatch');
export const queryById = get<{ id: string }, Record<string, unknown>>('/sys/role/queryById');
/** Whether a role code is free (`id`: the role being edited keeps its own). */
export const checkRoleCode = get<{ roleCode: string; id?: string }, null>('/sys/role/checkRoleCode');

/** The ids of the menus and buttons a role holds. */
export const queryRolePermission = get<{ roleId: string }, string[]>('/sys/permission/queryRolePermission');
/**
 * Sets what a role holds to `permissionIds` (comma-joined). `lastpermissionIds` is accepted as JeecgBoot sends it;
 * the server compares with what is stored instead, so a stale dialog cannot undo another change.
 */
export const saveRolePermission = post<{ roleId: string; permissionIds: string; lastpermissionIds?: string }, null>('/sys/permission/saveRolePermission');

/** A data rule as the grant dialog lists it. */
export interface DataRuleItem {
  id: string;
  ruleName: string;
  ruleColumn: string;
  ruleConditions: string;
  ruleValue: string;
  status: string;
}
/** The rules of a permission and those the role holds (`drChecked`, comma-joined). */
export const roleDataRules = get<{ permissionId: string; roleId: string }, { datarule: DataRuleItem[]; drChecked: string }>(
  '/sys/role/datarule/{permissionId}/{roleId}',
);
export const saveRoleDataRules = post<{ permissionId: string; roleId: string; dataRuleIds: string }, null>('/sys/role/datarule');
