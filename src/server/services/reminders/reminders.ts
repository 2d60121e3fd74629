import { REMINDER_MAX, type Reminder } from '../../../shared/services/mess-center.js';
import type { Db } from '../../db/connect.js';
import type { Session } from '../session-service.js';
import { candidateSql } from '../workflow/candidates.js';

/**
 * The user's unread reminders, newest first. Type 1 (notice): unread released announcements of the category
 * 通知公告 (msgCategory 1); reading one in the header or the bell marks it read and it leaves both. Type 2: the
 * caller's open to-do tasks whose detail they have not opened since the task arrived or fell overdue.
 */
export async function unreadReminders(db: Db, session: Session): Promise<Reminder[]> {
  const userId = session.user.id;
  const rows = await db
    .selectFrom('sys_announcement_send')
    .select(['anntId', 'titile', 'sendTime'])
    .where('userId', '=', userId)
    .where('readFlag', '=', '0')
    .where('msgCategory', '=', '1')
    .orderBy('sendTime', 'desc')
    .orderBy('id', 'desc')
    .limit(REMINDER_MAX)
    .execute();
  const notices: Reminder[] = rows.map((r) => ({ id: r.anntId, type: 1, title: r.titile ?? '', time: r.sendTime ?? '' }));
  const tasks = await db
    .selectFrom('wf_task')
    .innerJoin('wf_instance', 'wf_instance.id', 'wf_task.instanceId')
    .select(['wf_task.id', 'wf_task.instanceId', 'wf_task.createTime', 'wf_task.overdue', 'wf_instance.title'])
    .where('wf_task.status', '=', 'open')
    .where((eb) => candidateSql(eb, session))
    .where((eb) => eb.not(eb.exists(eb.selectFrom('wf_task_seen').select('wf_task_seen.id').whereRef('wf_task_seen.taskId', '=', 'wf_task.id').where('wf_task_seen.userId', '=', userId))))
    .orderBy('wf_task.seq', 'desc')
    .limit(REMINDER_MAX)
    .execute();
  const todo: Reminder[] = tasks.map((t) => ({
    id: t.id, type: 2, title: `${t.overdue === 1 ? '已超期' : '待办诉求'}：${t.title ?? ''}`, time: t.createTime, matterInstId: t.instanceId, taskId: t.id,
  }));
  return [...notices, ...todo].sort((a, b) => b.time.localeCompare(a.time)).slice(0, REMINDER_MAX);
}
