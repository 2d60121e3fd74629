import type { Db } from '../../db/connect.js';
import { notFound } from '../../http/errors.js';
import { canReach } from '../region-scope.js';
import type { Session, SessionService } from '../session-service.js';

export const DEPART_OUT_OF_SCOPE = '部门不存在或不在您管辖的区域内';
export const ROLE_OUT_OF_SCOPE = '部门角色不存在或不在您管辖的区域内';

export interface DepartRef {
  id: string;
  departName: string;
  regionCode: string | null;
  parentId: string | null;
}

/** A department the caller may manage: inside their region subtree (an administrator any); else "not found". */
export async function departForChange(db: Db, session: Session, id: string): Promise<DepartRef> {
  const row = await db.selectFrom('sys_depart').select(['id', 'departName', 'regionCode', 'parentId']).where('id', '=', id).executeTakeFirst();
  if (!row || !canReach(session, row.regionCode)) throw notFound(DEPART_OUT_OF_SCOPE);
  return row;
}

/** A department role whose department the caller may manage. */
export async function departRoleForChange(db: Db, session: Session, id: string): Promise<{ id: string; departId: string; roleName: string }> {
  const role = await db.selectFrom('sys_depart_role').select(['id', 'departId', 'roleName']).where('id', '=', id).executeTakeFirst();
  if (!role) throw notFound(ROLE_OUT_OF_SCOPE);
  const depart = await db.selectFrom('sys_depart').select('regionCode').where('id', '=', role.departId).executeTakeFirst();
  if (!depart || !canReach(session, depart.regionCode)) throw notFound(ROLE_OUT_OF_SCOPE);
  return role;
}

/** Cached sessions of the departments' members are dropped: their next request reads the new department grants. */
export async function forgetDepartUsers(db: Db, sessions: SessionService, departIds: string[]): Promise<void> {
  if (!departIds.length) return;
  const users = await db.selectFrom('sys_user_depart').select('userId').where('depId', 'in', departIds).execute();
  await sessions.forgetUsers(users.map((u) => u.userId));
}
