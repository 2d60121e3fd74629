import type { Db } from '../../db/connect.js';
import { forbidden, notFound } from '../../http/errors.js';
import { ADMIN_ROLE, type Session, type SessionService } from '../session-service.js';

export const ADMIN_ROLE_REFUSED = '只有系统管理员可以修改系统管理员角色';

/** A role by id, refused to non-administrators when it is the administrator role (nobody else grants it anything). */
export async function roleForChange(db: Db, session: Session, roleId: string): Promise<{ id: string; roleCode: string; roleName: string }> {
  const role = await db.selectFrom('sys_role').select(['id', 'roleCode', 'roleName']).where('id', '=', roleId).executeTakeFirst();
  if (!role) throw notFound('角色不存在');
  if (role.roleCode === ADMIN_ROLE && !session.isAdmin) throw forbidden(ADMIN_ROLE_REFUSED);
  return role;
}

/** Cached sessions of the role's users are dropped, so their next request reads the new grants. */
export async function forgetRoleUsers(db: Db, sessions: SessionService, roleIds: string[]): Promise<void> {
  if (!roleIds.length) return;
  const users = await db.selectFrom('sys_user_role').select('userId').where('roleId', 'in', roleIds).execute();
  await sessions.forgetUsers(users.map((u) => u.userId));
}

export const ADMIN_ONLY = '只有系统管理员可以管理菜单和数据规则';

/** Menus and their data rules decide what every role means: administrators only, whatever codes a role was given. */
export function assertAdmin(session: Session): void {
  if (!session.isAdmin) throw forbidden(ADMIN_ONLY);
}
