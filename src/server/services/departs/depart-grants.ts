import type { Db } from '../../db/connect.js';
import { badRequest, forbidden } from '../../http/errors.js';
import { newId } from '../ids.js';
import { grantablePermissions } from '../pickers/permission-tree.js';
import { NOT_YOURS } from '../roles/role-grants.js';
import type { Session } from '../session-service.js';

export const NOT_THE_DEPARTS = '部门角色只能授予本部门拥有的权限，请先在“部门权限”中授予该部门';

export async function departPermissionIds(db: Db, departId: string): Promise<string[]> {
  const rows = await db.selectFrom('sys_depart_permission').select('permissionId').where('departId', '=', departId).execute();
  return rows.map((r) => r.permissionId);
}

export async function departRolePermissionIds(db: Db, roleId: string): Promise<string[]> {
  const rows = await db.selectFrom('sys_depart_role_permission').select('permissionId').where('roleId', '=', roleId).execute();
  return rows.map((r) => r.permissionId);
}

/** The ids the caller may hand out (everything for an administrator): a wanted id outside them refuses the save. */
async function assertHoldable(db: Db, session: Session, wanted: string[]): Promise<Set<string>> {
  const holdable = new Set((await grantablePermissions(db, session)).map((p) => p.id));
  const unknown = wanted.filter((id) => !holdable.has(id));
  if (unknown.length) {
    const exists = await db.selectFrom('sys_permission').select('id').where('id', 'in', unknown).where('delFlag', '=', 0).execute();
    if (exists.length < new Set(unknown).size) throw badRequest('所选菜单或按钮不存在，请刷新后重试');
    throw forbidden(NOT_YOURS);
  }
  return holdable;
}

/** What changes from `current` to `wanted`; grants the caller cannot see (not theirs to hand out) stay as they are. */
const diff = (current: string[], wanted: string[], holdable: Set<string>) => {
  const want = new Set(wanted);
  return { removed: current.filter((id) => holdable.has(id) && !want.has(id)), added: [...want].filter((id) => !current.includes(id)) };
};

/**
 * Sets what a department may hand to its department roles. As with role grants, nobody hands out more than they hold.
 * A permission the department loses is also taken from its department roles, in the same transaction.
 */
export async function saveDepartGrants(db: Db, session: Session, departId: string, wanted: string[]): Promise<void> {
  const holdable = await assertHoldable(db, session, wanted);
  const { removed, added } = diff(await departPermissionIds(db, departId), wanted, holdable);
  await db.transaction().execute(async (trx) => {
    if (removed.length) {
      await trx.deleteFrom('sys_depart_permission').where('departId', '=', departId).where('permissionId', 'in', removed).execute();
      await trx.deleteFrom('sys_depart_role_permission').where('departId', '=', departId).where('permissionId', 'in', removed).execute();
    }
    for (let i = 0; i < added.length; i += 200) {
      await trx
        .insertInto('sys_depart_permission')
        .values(added.slice(i, i + 200).map((permissionId) => ({ id: newId(), departId, permissionId })))
        .execute();
    }
  });
}

/** Sets a department role's grants: only permissions its department has and the caller holds. */
export async function saveDepartRoleGrants(db: Db, session: Session, role: { id: string; departId: string }, wanted: string[]): Promise<void> {
  const holdable = await assertHoldable(db, session, wanted);
  const departs = new Set(await departPermissionIds(db, role.departId));
  if (wanted.some((id) => !departs.has(id))) throw badRequest(NOT_THE_DEPARTS);
  const { removed, added } = diff(await departRolePermissionIds(db, role.id), wanted, holdable);
  await db.transaction().execute(async (trx) => {
    if (removed.length) await trx.deleteFrom('sys_depart_role_permission').where('roleId', '=', role.id).where('permissionId', 'in', removed).execute();
    for (let i = 0; i < added.length; i += 200) {
      const rows = added.slice(i, i + 200).map((permissionId) => ({ id: newId(), departId: role.departId, roleId: role.id, permissionId }));
      await trx.insertInto('sys_depart_role_permission').values(rows).execute();
    }
  });
}
