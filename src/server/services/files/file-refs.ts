import type { Db } from '../../db/connect.js';
import { canReach } from '../region-scope.js';
import type { Session } from '../session-service.js';

/**
 * The paths among `paths` that the caller may not reference in a record: not stored by this server, or stored by
 * someone whose files the caller may not read (the rule of file-owners.ts assertMayRead). Help documents
 * (t_course) are readable by all, so they may be referenced by all. Administrators reference anything stored.
 */
export async function unusableFiles(db: Db, paths: string[], session: Session): Promise<string[]> {
  if (!paths.length) return [];
  const rows = await db.selectFrom('sys_file').select(['path', 'ownerId', 'regionCode']).where('path', 'in', paths).execute();
  const usable = new Set(
    rows.filter((r) => session.isAdmin || r.ownerId === session.user.id || (r.regionCode && canReach(session, r.regionCode))).map((r) => r.path),
  );
  const rest = paths.filter((p) => !usable.has(p));
  if (!rest.length) return [];
  const help = await db.selectFrom('t_course').select('fsUri').where('fsUri', 'in', rest).execute();
  const helpPaths = new Set(help.map((r) => r.fsUri));
  return rest.filter((p) => !helpPaths.has(p));
}
