import { sql, type ExpressionBuilder } from 'kysely';
import type { Db } from '../../db/connect.js';
import type { DB } from '../../db/tables.js';
import type { Session } from '../session-service.js';

/** Who a task waits for: one chosen user (assigned to a user), else the users of the node's role in its region. */
export interface TaskTarget {
  regionCode: string;
  role: string;
  assigneeId: string | null;
}

export function isCandidate(session: Session, task: TaskTarget): boolean {
  if (task.assigneeId) return task.assigneeId === session.user.id;
  return session.roles.includes(task.role) && session.user.regionCode === task.regionCode;
}

/** The same rule as a condition on wf_task, for the to-do list and count. */
export function candidateSql(eb: ExpressionBuilder<DB, 'wf_task'>, session: Session) {
  const byRole =
    session.roles.length && session.user.regionCode
      ? eb.and([eb('wf_task.assigneeId', 'is', null), eb('wf_task.role', 'in', session.roles), eb('wf_task.regionCode', '=', session.user.regionCode)])
      : sql<boolean>`1 = 0`;
  return eb.or([eb('wf_task.assigneeId', '=', session.user.id), byRole]);
}

/** The enabled users a task waits for (their ids), for pushes and reminders. */
export async function candidateUsers(db: Db, task: TaskTarget): Promise<Array<{ id: string; realname: string }>> {
  let q = db.selectFrom('sys_user').select(['sys_user.id', 'sys_user.realname']).where('sys_user.status', '=', 1);
  if (task.assigneeId) q = q.where('sys_user.id', '=', task.assigneeId);
  else {
    q = q
      .where('sys_user.regionCode', '=', task.regionCode)
      .where((eb) =>
        eb.exists(
          eb
            .selectFrom('sys_user_role')
            .innerJoin('sys_role', 'sys_role.id', 'sys_user_role.roleId')
            .select('sys_user_role.userId')
            .whereRef('sys_user_role.userId', '=', 'sys_user.id')
            .where('sys_role.roleCode', '=', task.role),
        ),
      );
  }
  return (await q.orderBy('sys_user.username').execute()).map((u) => ({ id: u.id, realname: u.realname ?? '' }));
}
