/**
 * The spec's 'has' rule (000 §3, §6) as a pure function. An action is allowed when
 * - the system-wide rule for it (allAuth) has status '0': the rule is switched off, everybody may; or
 * - it is in the user's permission list (a page's permissionList when given, else the session's auth list)
 *   and that entry's status is not '0' (status '0' disables).
 * Entries may name several actions separated by commas.
 */
import type { AuthItem } from '@shared/services';

export interface PermissionSource {
  auth: readonly AuthItem[];
  allAuth: readonly AuthItem[];
  /** A page's own permission list (menu meta.permissionList), checked instead of auth when non-empty. */
  permissionList?: readonly AuthItem[];
}

const names = (item: AuthItem) =>
  item.action
    .split(',')
    .map((a) => a.trim())
    .filter(Boolean);
const find = (list: readonly AuthItem[], action: string) => list.find((i) => names(i).includes(action));

export function canDo(source: PermissionSource, action: string): boolean {
  if (!action) return false;
  if (find(source.allAuth, action)?.status === '0') return true;
  const own = find(source.permissionList?.length ? source.permissionList : source.auth, action);
  return !!own && own.status !== '0';
}

/** Whether a route's meta.permission (one code or a list) is satisfied: any listed code granted. */
export function meetsRoutePermission(source: PermissionSource, permission: readonly string[] | string | null | undefined): boolean {
  if (!permission || (Array.isArray(permission) && permission.length === 0)) return true;
  const codes = typeof permission === 'string' ? [permission] : permission;
  return codes.some((c) => canDo(source, c));
}
