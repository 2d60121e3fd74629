import type { Db } from '../../db/connect.js';
import type { NotifySettings } from '../../../shared/services/account-centre.js';
import { nowText } from '../../../shared/time.js';

export type NotifyChannel = keyof NotifySettings;

/** A user's switches; every channel on until they chose otherwise. */
export async function readNotifySettings(db: Db, userId: string): Promise<NotifySettings> {
  const row = await db.selectFrom('sys_user_notify').selectAll().where('id', '=', userId).executeTakeFirst();
  return { sms: row?.sms !== 'N', email: row?.email !== 'N' };
}

export async function saveNotifySettings(db: Db, userId: string, s: NotifySettings): Promise<void> {
  const values = { sms: s.sms ? 'Y' : 'N', email: s.email ? 'Y' : 'N', updateTime: nowText() };
  await db
    .insertInto('sys_user_notify')
    .values({ id: userId, ...values })
    .onConflict((oc) => oc.column('id').doUpdateSet(values))
    .execute();
}

/** Whether a message may reach this user on that channel (for the code that sends one). */
export async function notifyAllowed(db: Db, userId: string, channel: NotifyChannel): Promise<boolean> {
  return (await readNotifySettings(db, userId))[channel];
}
