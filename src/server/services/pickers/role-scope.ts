import type { Db } from '../../db/connect.js';
import { ADMIN_ROLE, type Session } from '../session-service.js';

/**
 * Roles have no region; their scope is about power instead: only an administrator sees (and may assign) the
 * administrator role, everyone else every other role. Used by the role picker's routes and the x-pick check.
 */
export function narrowRoles<Q extends { where: (...args: any[]) => any }>(q: Q, session: Session): Q {
  return session.isAdmin ? q : q.where('roleCode', '<>', ADMIN_ROLE);
}

export const rolesInScope = (db: Db, session: Session) => narrowRoles(db.selectFrom('sys_role').select(['id', 'roleName', 'roleCode', 'description']), session);
