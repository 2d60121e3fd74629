/**
 * Demo notices (通知公告, 我的通知), announcements (通告管理, 我的消息) and message templates (消息模板), DEMO_DATA only:
 * each table is filled while it is empty, like the other demo registers. Recipients are decided as publishing does
 * (services/announcements/recipients.ts): the users of the target regions and below at seed time.
 */
import type { AppContext } from '../context.js';
import type { Insertable } from 'kysely';
import type { Db } from '../db/connect.js';
import type { DB } from '../db/tables.js';
import { newId } from '../services/ids.js';
import { recipientIds } from '../services/announcements/recipients.js';
import { nowText } from '../../shared/time.js';
import { DEMO_ANNOUNCEMENTS, DEMO_NOTICES, DEMO_TEMPLATES } from './demo-messages-data.js';

type User = { id: string; username: string; realname: string | null; regionCode: string | null };
const DAY_MS = 24 * 3600 * 1000;
const BATCH = 200;

const html = (paragraphs: string[]) => paragraphs.map((p) => `<p>${p}</p>`).join('');
/** A time `daysAgo` days back, in office hours, so the lists read as weeks of work. */
const daysBack = (daysAgo: number, i: number) => nowText(Date.now() - daysAgo * DAY_MS - (i % 3) * 3600 * 1000);
const isEmpty = async (db: Db, table: 't_part_notif' | 'sys_announcement' | 'sys_sms_template') =>
  !(await db.selectFrom(table).select('id').limit(1).executeTakeFirst());

async function insertAll<T extends 't_part_notif_user' | 'sys_announcement_send' | 'sys_sms_template'>(
  db: Db,
  table: T,
  rows: Array<Insertable<DB[T]>>,
): Promise<void> {
  for (let i = 0; i < rows.length; i += BATCH)
    await db
      .insertInto(table)
      .values(rows.slice(i, i + BATCH) as never)
      .execute();
}

export async function seedDemoMessages(ctx: AppContext): Promise<void> {
  const db = ctx.db;
  const users: User[] = await db.selectFrom('sys_user').select(['id', 'username', 'realname', 'regionCode']).execute();
  const byName = new Map(users.map((u) => [u.username, u]));
  const isAdmin = (u: User) => u.username === 'admin';
  await seedNotices(db, byName, isAdmin);
  await seedAnnouncements(db, byName, isAdmin);
  if (await isEmpty(db, 'sys_sms_template')) {
    const now = nowText();
    await insertAll(
      db,
      'sys_sms_template',
      DEMO_TEMPLATES.map((t) => ({ id: newId(), ...t, templateTestJson: JSON.stringify(t.templateTestJson), createBy: 'admin', createTime: now })),
    );
  }
}

async function seedNotices(db: Db, byName: Map<string, User>, isAdmin: (u: User) => boolean): Promise<void> {
  if (!(await isEmpty(db, 't_part_notif'))) return;
  await db.transaction().execute(async (trx) => {
    for (const [i, n] of DEMO_NOTICES.entries()) {
      const writer = byName.get(n.by);
      if (!writer) continue;
      const id = newId();
      const at = daysBack(n.daysAgo, i);
      const pushEmpl = writer.realname || writer.username;
      const notifCont = html(n.paragraphs);
      await trx
        .insertInto('t_part_notif')
        .values({
          id,
          notifTitle: n.title,
          notifAbs: n.abstract,
          notifCont,
          targetRegions: n.targets,
          notifState: n.published ? '1' : '0',
          pushEmpl,
          pushTime: n.published ? at : null,
          pushRegion: isAdmin(writer) ? null : writer.regionCode,
          createBy: writer.username,
          createTime: at,
        })
        .execute();
      if (!n.published) continue;
      const to = await recipientIds(trx, { msgType: 'REGION', regionCodes: n.targets });
      const copy = { notifId: id, readFlag: '0', notifTitle: n.title, notifAbs: n.abstract, notifCont, notifImages: null, pushEmpl, pushTime: at };
      await insertAll(
        trx,
        't_part_notif_user',
        to.map((userId) => ({ id: newId(), userId, ...copy })),
      );
    }
  });
}

async function seedAnnouncements(db: Db, byName: Map<string, User>, isAdmin: (u: User) => boolean): Promise<void> {
  if (!(await isEmpty(db, 'sys_announcement'))) return;
  await db.transaction().execute(async (trx) => {
    for (const [i, a] of DEMO_ANNOUNCEMENTS.entries()) {
      const writer = byName.get(a.by);
      if (!writer) continue;
      const id = newId();
      const at = daysBack(a.daysAgo, i);
      const userIds =
        a.to.msgType === 'USER'
          ? a.to.usernames
              .map((u) => byName.get(u)?.id)
              .filter(Boolean)
              .join(',')
          : null;
      const regionCodes = a.to.msgType === 'REGION' ? a.to.regionCodes : null;
      const senderRegion = isAdmin(writer) ? null : writer.regionCode;
      const msgContent = html(a.paragraphs);
      const row = { id, titile: a.title, msgContent, msgCategory: a.category, priority: a.priority, msgType: a.to.msgType, userIds, regionCodes, senderRegion };
      await trx
        .insertInto('sys_announcement')
        .values({
          ...row,
          sendStatus: a.released ? '1' : '0',
          sender: writer.username,
          sendTime: a.released ? at : null,
          createBy: writer.username,
          createTime: at,
        })
        .execute();
      if (!a.released) continue;
      const to = await recipientIds(trx, row);
      const copy = {
        anntId: id,
        readFlag: '0',
        titile: a.title,
        msgCategory: a.category,
        priority: a.priority,
        sender: writer.username,
        sendTime: at,
        openType: null,
        openPage: null,
        msgContent,
      };
      await insertAll(
        trx,
        'sys_announcement_send',
        to.map((userId) => ({ id: newId(), userId, ...copy })),
      );
    }
  });
}
