import { sql } from 'kysely';
import { STATIC_PATH } from '../../../shared/services/upload.js';
import type { Db } from '../../db/connect.js';
import { staticPathsIn } from '../html/static-paths.js';

const likeText = (s: string) => s.replace(/[\\%_]/g, (c) => '\\' + c);
/** Rows whose content may name the path (narrowed in SQL); staticPathsIn then decides, as the writer's check did. */
const mayName = (path: string) => `%${likeText(`${STATIC_PATH}/${path}`)}%`;
const names = (html: string | null, path: string) => staticPathsIn(html).includes(path);

/**
 * Whether `path` is an image of a notice the user received (its image list, or a file its content names: the same
 * reading, staticPathsIn, that let its writer store it): recipients of other regions read a notice's pictures,
 * which the writer's region would otherwise keep to itself.
 */
export async function inReceivedNotice(db: Db, userId: string, path: string): Promise<boolean> {
  const listed = `%,${likeText(path)},%`;
  const rows = await db
    .selectFrom('t_part_notif_user')
    .select(['notifImages', 'notifCont'])
    .where('userId', '=', userId)
    .where((eb) =>
      eb.or([
        sql<boolean>`(',' || coalesce(${eb.ref('notifImages')}, '') || ',') like ${listed} escape '\\'`,
        sql<boolean>`${eb.ref('notifCont')} like ${mayName(path)} escape '\\'`,
      ]),
    )
    .execute();
  return rows.some(
    (r) =>
      (r.notifImages ?? '')
        .split(',')
        .map((p) => p.trim())
        .includes(path) || names(r.notifCont, path),
  );
}

/**
 * Whether `path` is a file the content of an announcement the user received names (its copy in
 * sys_announcement_send): a street's announcement shows its pictures to the communities it reaches.
 */
export async function inReceivedAnnouncement(db: Db, userId: string, path: string): Promise<boolean> {
  const rows = await db
    .selectFrom('sys_announcement_send')
    .select('msgContent')
    .where('userId', '=', userId)
    .where((eb) => sql<boolean>`${eb.ref('msgContent')} like ${mayName(path)} escape '\\'`)
    .execute();
  return rows.some((r) => names(r.msgContent, path));
}
