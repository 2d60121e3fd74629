/** 菜单管理 (JeecgBoot's /sys/permission), administrators only. A menu row is the sysPermission entity. */
import { del, get, post, put } from './define.js';
import type { Page } from './types.js';

type Menu = Record<string, unknown>;

/** Rows below `parentId` ("0": the top menus; several ids comma-joined), or those whose name contains `name`. */
export const list = get<{ parentId?: string; name?: string; pageNo?: number; pageSize?: number }, Page<Menu>>('/sys/permission/list');
export const queryById = get<{ id: string }, Menu>('/sys/permission/queryById');
export const add = post<Menu, Menu>('/sys/permission/add');
export const edit = put<Menu & { id: string }, null>('/sys/permission/edit');
/** Refused while it has menus or buttons below it; its grants go with it. */
export const remove = del<{ id: string }, null>('/sys/permission/delete');
/** The top menus. */
export const systemMenuList = get<Record<string, never>, Menu[]>('/sys/permission/getSystemMenuList');
/** The menus and buttons right below one. */
export const systemSubmenu = get<{ parentId: string }, Menu[]>('/sys/permission/getSystemSubmenu');
/** The same for several parents: parent id -> its rows. */
export const systemSubmenuBatch = get<{ parentIds: string }, Record<string, Menu[]>>('/sys/permission/getSystemSubmenuBatch');
