import type { Db } from '../../db/connect.js';
import { badRequest } from '../../http/errors.js';
import { nowText } from '../../../shared/time.js';
import { recipientIds } from '../announcements/recipients.js';
import type { PushHub } from '../push/push-hub.js';
import { newId } from '../ids.js';
import { assertDraft, PUBLISHED } from './writes.js';

/**
 * Publishes a draft: the users of its target regions (and the regions and grids below them) at this moment each get
 * a received row (我的通知, the header reminders), the state and push time change in the same transaction, then the
 * recipients are pushed to so their lists reload. A notice is published once.
 */
export async function publishNotice(db: Db, push: PushHub, notice: Record<string, any>): Promise<number> {
  assertDraft(notice, '再次发布');
  const userIds = await recipientIds(db, { msgType: 'REGION', regionCodes: notice.targetRegions });
  if (!userIds.length) throw badRequest('推送区域内没有用户，未发布');
  const pushTime = nowText();
  await db.transaction().execute(async (trx) => {
    const moved = await trx
      .updateTable('t_part_notif')
      .set({ notifState: PUBLISHED, pushTime, updateTime: pushTime })
      .where('id', '=', notice.id)
      .where('notifState', '!=', PUBLISHED)
      .executeTakeFirst();
    if (!Number(moved.numUpdatedRows)) throw badRequest(`通知“${notice.notifTitle}”已发布`);
    const copy = {
      notifId: notice.id,
      readFlag: '0',
      notifTitle: notice.notifTitle,
      notifAbs: notice.notifAbs,
      notifCont: notice.notifCont,
      notifImages: notice.notifImages,
      pushEmpl: notice.pushEmpl,
      pushTime,
    };
    const rows = userIds.map((userId) => ({ id: newId(), userId, ...copy }));
    for (let i = 0; i < rows.length; i += 200)
      await trx
        .insertInto('t_part_notif_user')
        .values(rows.slice(i, i + 200))
        .execute();
  });
  await push.toUsers(userIds, { cmd: 'user', msgId: String(notice.id), msgTxt: String(notice.notifTitle) });
  return userIds.length;
}
