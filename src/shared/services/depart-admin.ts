/**
 * 部门管理 (000 §7.4, 002 §7 "Users, roles, departments"): department writes, a department's permissions and its
 * department roles with their grants. The trees are the pickers' (`pickers.departTreeList` …); the list and
 * queryById are the generic routes of the sysDepart and sysDepartRole entities.
 */
import { del, get, post, put } from './define.js';
import type { PermissionTreeNode } from './pickers.js';

export interface DepartInput {
  id?: string;
  parentId?: string | null;
  departName: string;
  orgCode: string;
  regionCode?: string | null;
  departOrder?: number | null;
}

export const add = post<DepartInput, Record<string, unknown>>('/sys/sysDepart/add');
export const edit = put<DepartInput & { id: string }, null>('/sys/sysDepart/edit');
/** Refused while the department has users or sub-departments; its roles and grants go with it. */
export const remove = del<{ id: string }, null>('/sys/sysDepart/delete');
export const removeBatch = del<{ ids: string }, null>('/sys/sysDepart/deleteBatch');

/** The ids of the menus and buttons a department may hand to its department roles. */
export const queryDepartPermission = get<{ departId: string }, string[]>('/sys/permission/queryDepartPermission');
/** Sets them to `permissionIds` (comma-joined); a permission taken away is also taken from the department's roles. */
export const saveDepartPermission = post<{ departId: string; permissionIds: string; lastpermissionIds?: string }, null>('/sys/permission/saveDepartPermission');

export interface DepartRoleInput {
  id?: string;
  departId: string;
  roleName: string;
  roleCode: string;
  description?: string | null;
}

/** A department's roles, paged (`departId` required). */
export const roleList = get<{ departId: string; roleName?: string; pageNo?: number; pageSize?: number }, { records: DepartRoleInput[]; total: number }>(
  '/sys/sysDepartRole/list',
);
export const roleById = get<{ id: string }, DepartRoleInput>('/sys/sysDepartRole/queryById');
export const roleAdd = post<DepartRoleInput, Record<string, unknown>>('/sys/sysDepartRole/add');
export const roleEdit = put<DepartRoleInput & { id: string }, null>('/sys/sysDepartRole/edit');
export const roleRemove = del<{ id: string }, null>('/sys/sysDepartRole/delete');
export const roleRemoveBatch = del<{ ids: string }, null>('/sys/sysDepartRole/deleteBatch');

/** The tree a department role is granted from: the department's permissions that the caller holds. */
export const deptRoleTree = get<{ departId: string }, { treeList: PermissionTreeNode[]; ids: string[] }>('/sys/sysDepartPermission/queryTreeListForDeptRole');
export const deptRolePermission = get<{ roleId: string }, string[]>('/sys/sysDepartPermission/queryDeptRolePermission');
export const saveDeptRolePermission = post<{ roleId: string; permissionIds: string; lastpermissionIds?: string }, null>(
  '/sys/sysDepartPermission/saveDeptRolePermission',
);
