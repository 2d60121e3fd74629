import { REMINDER_MAX, type Reminder } from '../../../shared/services/mess-center.js';
import type { Db } from '../../db/connect.js';
import { unreadNoticeReminders } from '../notices/inbox.js';
import type { Session } from '../session-service.js';
import { candidateSql } from '../workflow/candidates.js';

/**
 * The user's unread reminders, newest first. Type 1 (notice): unread published notices (通知公告 >
 * 我的通知) and unread released announcements of the category 通知公告 (msgCategory 1), merged by time; reading one
 * in the header, 我的通知 or the bell marks it read and it leaves the list. Type 2: the caller's open to-do tasks
 * whose detail they have not opened since the task arrived or fell overdue.
 */
export async function unreadReminders(db: Db, session: Session): Promise<Reminder[]> {
  const userId = session.user.id;
  const [notices, announcements, todo] = await Promise.all([
    unreadNoticeReminders(db, userId, REMINDER_MAX),
    unreadAnnouncementReminders(db, userId),
    unreadTodoReminders(db, session),
  ]);
  return [...notices, ...announcements, ...todo].sort((a, b) => b.time.localeCompare(a.time)).slice(0, REMINDER_MAX);
}

async function unreadTodoReminders(db: Db, session: Session): Promise<Reminder[]> {
  const tasks = await db
    .selectFrom('wf_task')
    .innerJoin('wf_instance', 'wf_instance.id', 'wf_task.instanceId')
    .select(['wf_task.id', 'wf_task.instanceId', 'wf_task.createTime', 'wf_task.overdue', 'wf_instance.title'])
    .where('wf_task.status', '=', 'open')
    .where((eb) => candidateSql(eb, session))
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('wf_task_seen')
            .select('wf_task_seen.id')
            .whereRef('wf_task_seen.taskId', '=', 'wf_task.id')
            .where('wf_task_seen.userId', '=', session.user.id),
        ),
      ),
    )
    .orderBy('wf_task.seq', 'desc')
    .limit(REMINDER_MAX)
    .execute();
  return tasks.map((t) => ({
    id: t.id,
    type: 2,
    title: `${t.overdue === 1 ? '已超期' : '待办诉求'}：${t.title ?? ''}`,
    time: t.createTime,
    matterInstId: t.instanceId,
    taskId: t.id,
  }));
}

async function unreadAnnouncementReminders(db: Db, userId: string): Promise<Reminder[]> {
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
  return rows.map((r) => ({ id: r.anntId, type: 1, source: 'announcement', title: r.titile ?? '', time: r.sendTime ?? '' }));
}
