import { sql } from 'kysely';
import type { Db } from '../../db/connect.js';

const likeText = (s: string) => s.replace(/[\\%_]/g, (c) => '\\' + c);

/**
 * Whether `path` is an image of a notice the user received (its image list or its content): recipients of other
 * regions read a notice's pictures, which the writer's region would otherwise keep to itself.
 */
export async function inReceivedNotice(db: Db, userId: string, path: string): Promise<boolean> {
  const listed = `%,${likeText(path)},%`;
  const inContent = `%/${likeText(path)}%`;
  const row = await db.selectFrom('t_part_notif_user').select('id').where('userId', '=', userId)
    .where((eb) => eb.or([
      sql<boolean>`(',' || coalesce(${eb.ref('notifImages')}, '') || ',') like ${listed} escape '\\'`,
      sql<boolean>`${eb.ref('notifCont')} like ${inContent} escape '\\'`,
    ]))
    .executeTakeFirst();
  return !!row;
}

/**
 * Whether `path` is an image in the content of an announcement the user received (its copy in
 * sys_announcement_send): a street's announcement shows its pictures to the communities it reaches.
 */
export async function inReceivedAnnouncement(db: Db, userId: string, path: string): Promise<boolean> {
  const inContent = `%/${likeText(path)}%`;
  const row = await db.selectFrom('sys_announcement_send').select('id').where('userId', '=', userId)
    .where((eb) => sql<boolean>`${eb.ref('msgContent')} like ${inContent} escape '\\'`)
    .executeTakeFirst();
  return !!row;
}
