import type { NoticeDetail } from '../../../shared/services/notice.js';
import type { Reminder } from '../../../shared/services/mess-center.js';
import { nowText } from '../../../shared/time.js';
import type { Db } from '../../db/connect.js';
import { sanitizeRichText } from '../html/sanitize-html.js';

/** The caller's unread received notices; a count, so it is never below 0 however often a notice is read. */
export async function unreadNoticeCount(db: Db, userId: string): Promise<number> {
  const row = await db
    .selectFrom('t_part_notif_user')
    .select((eb) => eb.fn.countAll().as('n'))
    .where('userId', '=', userId)
    .where('readFlag', '=', '0')
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Whether the user received this notice (it is published to them). */
export async function received(db: Db, userId: string, notifId: string): Promise<boolean> {
  return !!(await db.selectFrom('t_part_notif_user').select('id').where('notifId', '=', notifId).where('userId', '=', userId).executeTakeFirst());
}

/** Marks a received notice read (once: the first read time stays); true when it was unread. */
export async function markNoticeRead(db: Db, userId: string, notifId: string): Promise<boolean> {
  const r = await db
    .updateTable('t_part_notif_user')
    .set({ readFlag: '1', readTime: nowText() })
    .where('notifId', '=', notifId)
    .where('userId', '=', userId)
    .where('readFlag', '=', '0')
    .executeTakeFirst();
  return Number(r.numUpdatedRows) > 0;
}

/** The detail dialog's fields (002 §3 Notice), the content cleaned again on the way out. */
export function noticeDetail(notice: Record<string, any>, unreadCount: number): NoticeDetail {
  const { id, notifTitle, pushTime, pushEmpl, notifAbs, notifCont, notifImages } = notice;
  return {
    id,
    notifTitle,
    pushTime: pushTime ?? null,
    pushEmpl: pushEmpl ?? null,
    notifAbs: notifAbs || null,
    notifCont: notifCont ? sanitizeRichText(notifCont) : null,
    notifImages: notifImages || null,
    unreadCount,
  };
}

/** Type-1 reminders from notices: the user's unread received notices, newest first. */
export async function unreadNoticeReminders(db: Db, userId: string, max: number): Promise<Reminder[]> {
  const rows = await db
    .selectFrom('t_part_notif_user')
    .select(['notifId', 'notifTitle', 'pushTime'])
    .where('userId', '=', userId)
    .where('readFlag', '=', '0')
    .orderBy('pushTime', 'desc')
    .orderBy('id', 'desc')
    .limit(max)
    .execute();
  return rows.map((r) => ({ id: r.notifId, type: 1, source: 'notice', title: r.notifTitle ?? '', time: r.pushTime ?? '' }));
}
