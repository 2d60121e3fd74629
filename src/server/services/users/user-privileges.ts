import type { Db } from '../../db/connect.js';
import { badRequest, forbidden } from '../../http/errors.js';
import { ADMIN_ROLE, type Session } from '../session-service.js';

export const ADMIN_ONLY = '只有系统管理员可以授予或撤销“系统管理员”角色';
export const LAST_ADMIN = '系统至少要保留一个正常状态的系统管理员，不能冻结、删除或撤销最后一个';
export const MANAGE_ADMIN = '只有系统管理员可以管理系统管理员的账号';
export const OWN_ROLES = '不能修改自己的角色';

/** Nobody freezes or deletes themselves (`what`: 冻结, 删除). */
export function assertNotSelf(session: Session, ids: string[], what: string): void {
  if (ids.includes(session.user.id)) throw forbidden(`不能${what}自己的账号`);
}

/** Ids of the users among `ids` who hold the administrator role. */
async function adminsAmong(db: Db, ids: string[]): Promise<string[]> {
  if (!ids.length) return [];
  const rows = await db
    .selectFrom('sys_user_role as ur')
    .innerJoin('sys_role as r', 'r.id', 'ur.roleId')
    .select('ur.userId')
    .where('r.roleCode', '=', ADMIN_ROLE)
    .where('ur.userId', 'in', ids)
    .execute();
  return [...new Set(rows.map((r) => r.userId))];
}

/** An administrator's account (region, password, state) is managed by administrators only. */
export async function assertManageable(db: Db, session: Session, ids: string[]): Promise<void> {
  if (!session.isAdmin && (await adminsAmong(db, ids)).length) throw forbidden(MANAGE_ADMIN);
}

/** Refuses when the users `leaving` (frozen, deleted, demoted) are the last active administrators. */
export async function assertAdminsRemain(db: Db, leaving: string[]): Promise<void> {
  if (!(await adminsAmong(db, leaving)).length) return;
  const rest = await db
    .selectFrom('sys_user_role as ur')
    .innerJoin('sys_role as r', 'r.id', 'ur.roleId')
    .innerJoin('sys_user as u', 'u.id', 'ur.userId')
    .select('u.id')
    .where('r.roleCode', '=', ADMIN_ROLE)
    .where('u.id', 'not in', leaving)
    .where((eb) => eb.or([eb('u.status', 'is', null), eb('u.status', '<>', 2)]))
    .limit(1)
    .execute();
  if (!rest.length) throw forbidden(LAST_ADMIN);
}

/**
 * A change of a user's roles from `current` to `next` (role ids): nobody changes their own; a non-administrator gives
 * or takes away only roles they hold themselves (so never 系统管理员); taking 系统管理员 away from the last active
 * administrator is refused. `userId` is absent for a new user.
 */
export async function assertRoleChange(db: Db, session: Session, userId: string | undefined, current: string[], next: string[]): Promise<void> {
  const added = next.filter((id) => !current.includes(id));
  const removed = current.filter((id) => !next.includes(id));
  if (!added.length && !removed.length) return;
  if (userId === session.user.id) throw forbidden(OWN_ROLES);
  const roles = await db
    .selectFrom('sys_role')
    .select(['id', 'roleCode', 'roleName'])
    .where('id', 'in', [...added, ...removed])
    .execute();
  const byId = new Map(roles.map((r) => [r.id, r]));
  const unknown = added.find((id) => !byId.has(id));
  if (unknown) throw badRequest(`角色中的“${unknown.slice(0, 32)}”不存在`);
  for (const id of [...added, ...removed]) {
    const role = byId.get(id);
    if (!role || session.isAdmin) continue;
    if (role.roleCode === ADMIN_ROLE) throw forbidden(ADMIN_ONLY);
    if (!session.roles.includes(role.roleCode)) throw forbidden(`您没有“${role.roleName}”角色，不能授予或撤销它`);
  }
  if (userId && removed.some((id) => byId.get(id)?.roleCode === ADMIN_ROLE)) await assertAdminsRemain(db, [userId]);
}
