/**
 * The department, user and role pickers' calls (002 §2.5, §7 "Users, roles, departments"). Every answer is limited to
 * the caller's scope (renderer/README.md "Pickers"): departments and users in the caller's region subtree, roles
 * other than the administrator role for everyone but administrators.
 */
import { get } from './define.js';
import type { Page } from './types.js';

/** JeecgBoot's SysDepartTreeModel: key and value are the department's id. */
export interface DepartTreeNode {
  key: string;
  value: string;
  title: string;
  id: string;
  parentId: string | null;
  orgCode: string;
  departName: string;
  regionCode: string | null;
  isLeaf: boolean;
  children?: DepartTreeNode[];
}

/** JeecgBoot's DepartIdModel. */
export interface DepartIdNode {
  key: string;
  value: string;
  title: string;
  children?: DepartIdNode[];
}

/** A user as the user picker shows it (002 §3 "User in picker"); orgCodeTxt is the current department's name. */
export interface PickerUser {
  id: string;
  username: string;
  realname: string;
  sex: number | null;
  phone: string | null;
  orgCode: string | null;
  orgCodeTxt: string | null;
}

export interface PickerRole {
  id: string;
  roleName: string;
  roleCode: string;
  description: string | null;
}

/** One node of the permission tree a role is granted from (JeecgBoot's TreeModel). */
export interface PermissionTreeNode {
  key: string;
  value: string;
  title: string;
  slotTitle: string;
  isLeaf: boolean;
  children?: PermissionTreeNode[];
}

interface PageParams {
  pageNo?: number;
  pageSize?: number;
  column?: string;
  order?: 'asc' | 'desc';
}

/** Every department in scope as a tree; `ids` (comma-joined) narrows it to those departments, flat. */
export const departTreeList = get<{ ids?: string }, DepartTreeNode[]>('/sys/sysDepart/queryTreeList');
/** One level: the departments below `pid`, or the top ones in scope without it. */
export const departTreeSync = get<{ pid?: string }, DepartTreeNode[]>('/sys/sysDepart/queryDepartTreeSync');
export const departIdTree = get<Record<string, never>, DepartIdNode[]>('/sys/sysDepart/queryIdTree');
/** Departments whose name contains keyWord, flat. */
export const departSearch = get<{ keyWord: string }, DepartTreeNode[]>('/sys/sysDepart/searchBy');
/** The caller's own departments with the departments below them. */
export const myDepartTree = get<Record<string, never>, DepartTreeNode[]>('/sys/sysDepart/queryMyDeptTreeList');

/** Users of a department and those below it (or all in scope), paged; username and realname match by substring. */
export const userComponentData = get<PageParams & { departId?: string; username?: string; realname?: string }, Page<PickerUser>>(
  '/sys/user/queryUserComponentData',
);
/** The users named by `username` or `id` (comma-joined), in that order; unknown or out-of-scope ones are left out. */
export const multiUser = get<{ username?: string; id?: string }, PickerUser[]>('/sys/user/getMultiUser');

/** Roles the caller may hand out, paged; roleName and roleCode match by substring; `ids` / `roleCodes` (comma-joined) pick roles. */
export const roleList = get<PageParams & { roleName?: string; roleCode?: string; ids?: string; roleCodes?: string }, Page<PickerRole>>('/sys/role/list');
/** The permission tree a role is granted from: every menu and button the caller holds, and all their ids. */
export const rolePermissionTree = get<Record<string, never>, { treeList: PermissionTreeNode[]; ids: string[] }>('/sys/role/queryTreeList');
