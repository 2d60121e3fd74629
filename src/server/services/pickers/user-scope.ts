import { sql } from 'kysely';
import type { Db } from '../../db/connect.js';
import { sessionRange } from '../region-scope.js';
import type { Session } from '../session-service.js';
import type { PickerUser } from '../../../shared/services/pickers.js';

const COLUMNS = ['u.id', 'u.username', 'u.realname', 'u.sex', 'u.phone', 'u.orgCode', 'd.departName as orgCodeTxt'] as const;

/**
 * Users a session may see and pick: those whose region lies in the caller's region subtree (sys_user is region-scoped
 * by regionCode); an administrator sees all, a user without a region none. Never selects secrets.
 */
export function usersInScope(db: Db, session: Session) {
  const range = sessionRange(session);
  let q = db.selectFrom('sys_user as u').leftJoin('sys_depart as d', 'd.orgCode', 'u.orgCode').select([...COLUMNS]);
  if (range === null) q = q.where(sql<boolean>`1 = 0`);
  else if (range) q = q.where('u.regionCode', '>=', range[0]).where('u.regionCode', '<', range[1]);
  return q;
}

export type UserQuery = ReturnType<typeof usersInScope>;

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
