import type { BellItem, UserAnnouncements } from '../../../shared/services/announcement.js';
import { nowText } from '../../../shared/time.js';
import type { Db } from '../../db/connect.js';
import { notFound } from '../../http/errors.js';

/** Most unread announcements of each category the bell receives; the totals count them all. */
export const BELL_MAX = 50;

/** The user's unread released announcements by category (the header bell, polled every 6 s). */
export async function userAnnouncements(db: Db, userId: string): Promise<UserAnnouncements> {
  const [annt, sys] = await Promise.all(['1', '2'].map((category) => unread(db, userId, category)));
  return { anntMsgList: annt.items, anntMsgTotal: annt.total, sysMsgList: sys.items, sysMsgTotal: sys.total };
}

async function unread(db: Db, userId: string, msgCategory: string): Promise<{ items: BellItem[]; total: number }> {
  const mine = db.selectFrom('sys_announcement_send').where('userId', '=', userId).where('readFlag', '=', '0').where('msgCategory', '=', msgCategory);
  // sender is the login name (JeecgBoot's); people read the sender's real name.
  const rows = await mine
    .leftJoin('sys_user as senderUser', 'senderUser.username', 'sys_announcement_send.sender')
    .select(['anntId', 'titile', 'msgContent', 'msgCategory', 'priority', 'sender', 'sendTime', 'openType', 'openPage', 'senderUser.realname as senderName'])
    .orderBy('sendTime', 'desc')
    .orderBy('sys_announcement_send.id', 'desc')
    .limit(BELL_MAX)
    .execute();
  const total = rows.length < BELL_MAX ? rows.length : Number((await mine.select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);
  const items = rows.map(({ anntId, ...r }) => ({ id: anntId, ...r, createTime: r.sendTime }) as unknown as BellItem);
  return { items, total };
}

/** Marks one received announcement read; one the user did not receive (or that was revoked) is "not found". */
export async function markRead(db: Db, userId: string, anntId: string): Promise<void> {
  const r = await db
    .updateTable('sys_announcement_send')
    .set({ readFlag: '1', readTime: nowText() })
    .where('anntId', '=', anntId)
    .where('userId', '=', userId)
    .executeTakeFirst();
  if (!Number(r.numUpdatedRows)) throw notFound('该消息不存在或已撤销');
}

/** Marks every unread received announcement of the user read; answers how many. */
export async function markAllRead(db: Db, userId: string): Promise<number> {
  const r = await db
    .updateTable('sys_announcement_send')
    .set({ readFlag: '1', readTime: nowText() })
    .where('userId', '=', userId)
    .where('readFlag', '=', '0')
    .executeTakeFirst();
  return Number(r.numUpdatedRows);
}
