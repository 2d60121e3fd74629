import type { Db } from '../../db/connect.js';
import { badRequest, forbidden } from '../../http/errors.js';
import { newId } from '../ids.js';
import { grantablePermissions } from '../pickers/permission-tree.js';
import type { Session } from '../session-service.js';

export const NOT_YOURS = '不能授予您自己没有的权限';

export async function rolePermissionIds(db: Db, roleId: string): Promise<string[]> {
  const rows = await db.selectFrom('sys_role_permission').select('permissionId').where('roleId', '=', roleId).execute();
  return rows.map((r) => r.permissionId);
}

/**
 * Sets a role's menus and buttons to `wanted`. An administrator sets them outright. Anyone else may hand out only
 * what they hold themselves: a wanted id they do not hold refuses the whole save, and the role's grants they
 * cannot see stay as they are (their dialog never showed them). Compared with what is stored, not with the
 * client's lastpermissionIds, so a stale dialog changes only what its user changed.
 */
export async function saveRoleGrants(db: Db, session: Session, roleId: string, wanted: string[]): Promise<void> {
  const holdable = new Set((await grantablePermissions(db, session)).map((p) => p.id));
  const unknown = wanted.filter((id) => !holdable.has(id));
  if (unknown.length) {
    const exists = await db.selectFrom('sys_permission').select('id').where('id', 'in', unknown).where('delFlag', '=', 0).execute();
    if (exists.length < new Set(unknown).size) throw badRequest('所选菜单或按钮不存在，请刷新后重试');
    throw forbidden(NOT_YOURS);
  }
  const want = new Set(wanted);
  const current = await rolePermissionIds(db, roleId);
  const removed = current.filter((id) => holdable.has(id) && !want.has(id));
  const added = [...want].filter((id) => !current.includes(id));
  await db.transaction().execute(async (trx) => {
    if (removed.length) await trx.deleteFrom('sys_role_permission').where('roleId', '=', roleId).where('permissionId', 'in', removed).execute();
    for (let i = 0; i < added.length; i += 200) {
      await trx
        .insertInto('sys_role_permission')
        .values(added.slice(i, i + 200).map((permissionId) => ({ id: newId(), roleId, permissionId })))
        .execute();
    }
  });
}
