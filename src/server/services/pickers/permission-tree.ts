import type { Db } from '../../db/connect.js';
import { heldPermissionIds } from '../roles/held-permissions.js';
import type { Session } from '../session-service.js';

/**
 * The menus and buttons a session may grant to a role: an administrator every one, anyone else those their own
 * roles grant them (nobody hands out more than they hold). Sorted as the menu is.
 */
export async function grantablePermissions(db: Db, session: Session): Promise<Array<{ id: string; parentId: string | null; name: string }>> {
  let q = db.selectFrom('sys_permission').select(['id', 'parentId', 'name', 'sortNo']).where('delFlag', '=', 0);
  if (!session.isAdmin) {
    q = q.where('id', 'in', heldPermissionIds(db, session.user.id));
  }
  const rows = await q.execute();
  return rows
    .sort((a, b) => Number(a.sortNo ?? 0) - Number(b.sortNo ?? 0) || a.name.localeCompare(b.name))
    .map((r) => ({ id: r.id, parentId: r.parentId ?? null, name: r.name }));
}
