import type { Db } from '../../db/connect.js';
import { nowText } from '../../../shared/time.js';
import { notFound } from '../../http/errors.js';
import { canReach } from '../region-scope.js';
import { inReceivedAnnouncement, inReceivedNotice } from '../notices/notice-files.js';
import type { Session } from '../session-service.js';

/** Records who stored a file and for which region (the storer's own), at the moment it is written. */
export async function recordFile(db: Db, path: string, session: Session): Promise<void> {
  await db.insertInto('sys_file').values({ path, ownerId: session.user.id, regionCode: session.user.regionCode, createTime: nowText() }).execute();
}

/**
 * A stored file may be read by whoever stored it, and by users whose region contains the storer's region (a
 * street sees its communities' files; a community does not see its neighbour's, nor the street's). Administrators
 * read all. A help document (linked to a menu entry, courseController) is for every user. A file without a record
 * (stored before records existed, or never by this server) is not served. An image of a notice the user received
 * or in the content of an announcement the user received, is readable by that recipient. The refusal reads like a missing file,
 * so a path reveals nothing.
 */
export async function assertMayRead(db: Db, path: string, session: Session): Promise<void> {
  if (session.isAdmin) return;
  if (await db.selectFrom('t_course').select('id').where('fsUri', '=', path).executeTakeFirst()) return;
  const row = await db.selectFrom('sys_file').select(['ownerId', 'regionCode']).where('path', '=', path).executeTakeFirst();
  if (row && (row.ownerId === session.user.id || (row.regionCode && canReach(session, row.regionCode)))) return;
  if (row && ((await inReceivedNotice(db, session.user.id, path)) || (await inReceivedAnnouncement(db, session.user.id, path)))) return;
  throw notFound('文件不存在');
}
