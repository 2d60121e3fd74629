import { sql } from 'kysely';
import type { Db } from '../../db/connect.js';
import { tableScope, withinScope, type ScopeSource } from '../crud/scope.js';
import type { Session } from '../session-service.js';
import type { PickerUser } from '../../../shared/services/pickers.js';

const COLUMNS = ['u.id', 'u.username', 'u.realname', 'u.sex', 'u.phone', 'u.orgCode', 'd.departName as orgCodeTxt'] as const;

const pickerUsers = (db: Db) =>
  db
    .selectFrom('sys_user as u')
    .leftJoin('sys_depart as d', 'd.orgCode', 'u.orgCode')
    .select([...COLUMNS]);

export type UserQuery = ReturnType<typeof pickerUsers>;

/**
 * Users a session may see and pick: the users its user list shows (sys_user's scope: the caller's region subtree and
 * data rules); an administrator sees all but what their rules hide, a user without a region none. Never selects secrets.
 */
export async function usersInScope(source: ScopeSource & { db: Db }, session: Session): Promise<UserQuery> {
  return withinScope(pickerUsers(source.db), await tableScope(source, 'sys_user', session), 'u');
}

/** Narrows to the members of these departments (a department and those below it, from the caller's tree). */
export function inDeparts(q: UserQuery, departIds: string[]): UserQuery {
  if (!departIds.length) return q.where(sql<boolean>`1 = 0`);
  return q.where('u.id', 'in', (eb) => eb.selectFrom('sys_user_depart as ud').select('ud.userId').where('ud.depId', 'in', departIds));
}

export const toPickerUser = (r: Record<string, unknown>): PickerUser => ({
  id: String(r.id),
  username: String(r.username),
  realname: String(r.realname ?? ''),
  sex: r.sex === null || r.sex === undefined ? null : Number(r.sex),
  phone: (r.phone as string | null) ?? null,
  orgCode: (r.orgCode as string | null) ?? null,
  orgCodeTxt: (r.orgCodeTxt as string | null) ?? null,
});
