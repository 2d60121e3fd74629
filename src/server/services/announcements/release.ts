import type { Db } from '../../db/connect.js';
import { badRequest, notFound } from '../../http/errors.js';
import { nowText } from '../../../shared/time.js';
import type { PushHub } from '../push/push-hub.js';
import { newId } from '../ids.js';
import type { ScopeSpec } from '../crud/types.js';
import { recipientIds } from './recipients.js';

export const UNRELEASED = '0';
export const RELEASED = '1';
export const REVOKED = '2';

type Annt = Record<string, any>;

/** The announcement, within the caller's scope (its sender's region); "not found" outside it. */
export async function loadAnnouncement(db: Db, id: string, scope: ScopeSpec | undefined): Promise<Annt> {
  let q = db.selectFrom('sys_announcement').selectAll().where('id', '=', id);
  if (scope) q = scope.range ? q.where('senderRegion', '>=', scope.range[0]).where('senderRegion', '<', scope.range[1]) : q.where('id', '=', '');
  const row = await q.executeTakeFirst();
  if (!row) throw notFound('通告不存在或不在您管辖的区域内');
  return row;
}

/** Refuses a change to a released announcement: what recipients received stays as they received it. */
export function assertNotReleased(annt: Annt, doing: string): void {
  if (annt.sendStatus === RELEASED) throw badRequest(`通告“${annt.titile}”已发布，不能${doing}，请先撤销`);
}

/**
 * Releases an announcement: one received row per recipient (what they see in 我的消息 and the bell), the status
 * 已发布 in the same transaction, then a push to the recipients (`topic` to everyone for an administrator's
 * announcement to all users). A second release of the same announcement is refused.
 */
export async function releaseAnnouncement(db: Db, push: PushHub, annt: Annt, releasedBy: string): Promise<number> {
  assertNotReleased(annt, '再次发布');
  const userIds = await recipientIds(db, annt);
  if (!userIds.length) throw badRequest('该通告没有接收人，未发布');
  const sendTime = nowText();
  await db.transaction().execute(async (trx) => {
    const moved = await trx
      .updateTable('sys_announcement')
      .set({ sendStatus: RELEASED, sendTime, sender: releasedBy, cancelTime: null, updateBy: releasedBy, updateTime: sendTime })
      .where('id', '=', annt.id)
      .where('sendStatus', '!=', RELEASED)
      .executeTakeFirst();
    if (!Number(moved.numUpdatedRows)) throw badRequest(`通告“${annt.titile}”已发布`);
    await trx.deleteFrom('sys_announcement_send').where('anntId', '=', annt.id).execute();
    const copy = {
      anntId: annt.id,
      readFlag: '0',
      titile: annt.titile,
      msgCategory: annt.msgCategory,
      priority: annt.priority,
      sender: releasedBy,
      sendTime,
      openType: annt.openType,
      openPage: annt.openPage,
      msgContent: annt.msgContent,
    };
    const rows = userIds.map((userId) => ({ id: newId(), userId, ...copy }));
    for (let i = 0; i < rows.length; i += 200)
      await trx
        .insertInto('sys_announcement_send')
        .values(rows.slice(i, i + 200))
        .execute();
  });
  await notify(push, annt, userIds);
  return userIds.length;
}

/** Revokes a released announcement: it leaves every recipient's list and bell at once. */
export async function revokeAnnouncement(db: Db, push: PushHub, annt: Annt, revokedBy: string): Promise<void> {
  if (annt.sendStatus !== RELEASED) throw badRequest(`通告“${annt.titile}”未发布，无需撤销`);
  const userIds = (await db.selectFrom('sys_announcement_send').select('userId').where('anntId', '=', annt.id).execute()).map((r) => r.userId);
  const now = nowText();
  await db.transaction().execute(async (trx) => {
    const moved = await trx
      .updateTable('sys_announcement')
      .set({ sendStatus: REVOKED, cancelTime: now, updateBy: revokedBy, updateTime: now })
      .where('id', '=', annt.id)
      .where('sendStatus', '=', RELEASED)
      .executeTakeFirst();
    if (!Number(moved.numUpdatedRows)) throw badRequest(`通告“${annt.titile}”未发布，无需撤销`);
    await trx.deleteFrom('sys_announcement_send').where('anntId', '=', annt.id).execute();
  });
  await notify(push, annt, userIds);
}

function notify(push: PushHub, annt: Annt, userIds: string[]): Promise<void> {
  const message = { msgId: String(annt.id), msgTxt: String(annt.titile) };
  if (annt.msgType === 'ALL' && !annt.senderRegion) return push.toAll({ cmd: 'topic', ...message });
  return push.toUsers(userIds, { cmd: 'user', ...message });
}
