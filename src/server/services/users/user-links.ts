import type { Db } from '../../db/connect.js';
import { badRequest } from '../../http/errors.js';
import { nowText } from '../../../shared/time.js';
import { newId } from '../ids.js';
import type { ScopeSource } from '../crud/scope.js';
import { departsInScope } from '../pickers/depart-scope.js';
import type { Session } from '../session-service.js';

/** A user's roles and departments as the user form holds them: comma-joined ids (JeecgBoot's names). */
export interface UserLinks {
  selectedroles: string;
  selecteddeparts: string;
}

export const splitIds = (text: unknown): string[] | undefined => {
  if (text === undefined) return undefined;
  if (text === null) return [];
  if (typeof text !== 'string') throw badRequest('角色和部门应为以逗号分隔的编号');
  return [
    ...new Set(
      text
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean),
    ),
  ];
};

export async function roleIdsOf(db: Db, userId: string): Promise<string[]> {
  const rows = await db.selectFrom('sys_user_role').select('roleId').where('userId', '=', userId).execute();
  return rows.map((r) => r.roleId);
}

export async function linksOf(db: Db, userId: string): Promise<UserLinks> {
  const departs = await db.selectFrom('sys_user_depart').select('depId').where('userId', '=', userId).execute();
  return { selectedroles: (await roleIdsOf(db, userId)).join(','), selecteddeparts: departs.map((d) => d.depId).join(',') };
}

/** Departments must exist and lie in the writer's department scope (the department picker offers only those). */
export async function assertDepartsInScope(source: ScopeSource, session: Session, ids: string[]): Promise<void> {
  if (!ids.length) return;
  const visible = new Map((await departsInScope(source, session)).map((d) => [d.id, d]));
  const bad = ids.find((id) => !visible.has(id));
  if (bad) throw badRequest(`所属部门中的“${bad.slice(0, 32)}”不存在或不在您管辖的范围内`);
}

/** Replaces the user's role and department rows (undefined: leave them as they are). */
export async function replaceLinks(db: Db, userId: string, roles: string[] | undefined, departs: string[] | undefined, by: string): Promise<void> {
  const audit = { createBy: by, createTime: nowText() };
  if (roles) {
    await db.deleteFrom('sys_user_role').where('userId', '=', userId).execute();
    if (roles.length)
      await db
        .insertInto('sys_user_role')
        .values(roles.map((roleId) => ({ id: newId(), userId, roleId, ...audit })))
        .execute();
  }
  if (departs) {
    await db.deleteFrom('sys_user_depart').where('userId', '=', userId).execute();
    if (departs.length)
      await db
        .insertInto('sys_user_depart')
        .values(departs.map((depId) => ({ id: newId(), userId, depId, ...audit })))
        .execute();
  }
}
