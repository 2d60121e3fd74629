import { REMINDER_MAX, type Reminder } from '../../../shared/services/mess-center.js';
import type { Db } from '../../db/connect.js';
import { unreadNoticeReminders } from '../notices/inbox.js';

/**
 * The user's unread reminders, newest first. Type 1 (notice): unread published notices (通知公告 >
 * 我的通知) and unread released announcements of the category 通知公告 (msgCategory 1), merged by time; reading one
 * in the header, 我的通知 or the bell marks it read and it leaves the list. Type 2 (an
 * appeal's process item) joins here when the appeals area exists.
 */
export async function unreadReminders(db: Db, userId: string): Promise<Reminder[]> {
  const [notices, announcements] = await Promise.all([unreadNoticeReminders(db, userId, REMINDER_MAX), unreadAnnouncementReminders(db, userId)]);
  return [...notices, ...announcements].sort((a, b) => b.time.localeCompare(a.time)).slice(0, REMINDER_MAX);
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
