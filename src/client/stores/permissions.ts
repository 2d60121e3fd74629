/** The logged-in user's menu and button permissions (000 §2.3, §6); fetched once per page load. */
import { proxy, ref } from 'valtio';
import type { AuthItem, MenuItem, PermissionResult } from '@shared/services';

export interface PermissionState {
  /** null until fetched: the guard fetches it before any menu route exists. */
  menu: MenuItem[] | null;
  auth: AuthItem[];
  allAuth: AuthItem[];
  sysSafeMode: boolean;
}

export const permissions = proxy<PermissionState>({ menu: null, auth: [], allAuth: [], sysSafeMode: false });

export const EMPTY_MENU_MESSAGE = 'getPermissionList: permissions must be a non-null array !';

/** Stores the permission answer; rejects an empty menu the way the spec's error catalogue says. */
export function setPermissions(result: PermissionResult): void {
  if (!Array.isArray(result?.menu) || result.menu.length === 0) throw new Error(EMPTY_MENU_MESSAGE);
  // ref(): the menu tree is read-only data, not state to track field by field.
  permissions.menu = ref(result.menu);
  permissions.auth = ref(result.auth ?? []);
  permissions.allAuth = ref(result.allAuth ?? []);
  permissions.sysSafeMode = Boolean(result.sysSafeMode);
}

export function clearPermissions(): void {
  permissions.menu = null;
  permissions.auth = [];
  permissions.allAuth = [];
  permissions.sysSafeMode = false;
}
