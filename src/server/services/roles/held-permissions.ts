import type { Db } from '../../db/connect.js';

/**
 * The ids of the menus and buttons a user holds: what their own roles grant, and what the department roles of each
 * department they belong to grant (every member of a department holds its department roles). One subquery, so the
 * session, the menu and the grant dialogs cannot disagree about it.
 */
export function heldPermissionIds(db: Db, userId: string) {
  const own = db
    .selectFrom('sys_user_role as ur')
    .innerJoin('sys_role_permission as rp', 'rp.roleId', 'ur.roleId')
    .select('rp.permissionId')
    .where('ur.userId', '=', userId);
  const viaDepart = db
    .selectFrom('sys_user_depart as ud')
    .innerJoin('sys_depart_role_permission as drp', 'drp.departId', 'ud.depId')
    .select('drp.permissionId')
    .where('ud.userId', '=', userId);
  return own.union(viaDepart);
}
