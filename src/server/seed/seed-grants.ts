import type { Db } from '../db/connect.js';
import { newId } from '../services/ids.js';
import { nowText } from '../../shared/time.js';

/**
 * Brings one seeded role in line with its grants in roles.json, remembering what the seed granted
 * (sys_seed_grant):
 * - a permission the file grants and the seed never granted is granted (a grant added to the file reaches an
 *   existing database at the next start);
 * - a permission the seed granted before stays as the administrator left it (taken away: stays away);
 * - a permission the seed granted that the file no longer grants is taken away.
 * Roles the file does not name are never touched. A role created before the record existed starts its record
 * from what it holds, so only grants it lacks are added.
 */
export async function applySeedGrants(db: Db, roleId: string, wanted: Set<string>): Promise<void> {
  const now = nowText();
  const held = new Set((await db.selectFrom('sys_role_permission').select('permissionId').where('roleId', '=', roleId).execute()).map((r) => r.permissionId));
  let recorded = new Set((await db.selectFrom('sys_seed_grant').select('permissionId').where('roleId', '=', roleId).execute()).map((r) => r.permissionId));
  if (!recorded.size && held.size) {
    recorded = new Set([...wanted].filter((id) => held.has(id)));
    await record(db, roleId, [...recorded], now);
  }
  const added = [...wanted].filter((id) => !recorded.has(id));
  const grant = added.filter((id) => !held.has(id)).map((permissionId) => ({ id: newId(), roleId, permissionId, createBy: 'system', createTime: now }));
  for (let i = 0; i < grant.length; i += 200)
    await db
      .insertInto('sys_role_permission')
      .values(grant.slice(i, i + 200))
      .execute();
  await record(db, roleId, added, now);

  const dropped = [...recorded].filter((id) => !wanted.has(id));
  for (let i = 0; i < dropped.length; i += 200) {
    const part = dropped.slice(i, i + 200);
    await db.deleteFrom('sys_role_permission').where('roleId', '=', roleId).where('permissionId', 'in', part).execute();
    await db.deleteFrom('sys_seed_grant').where('roleId', '=', roleId).where('permissionId', 'in', part).execute();
  }
}

async function record(db: Db, roleId: string, ids: string[], now: string): Promise<void> {
  const rows = ids.map((permissionId) => ({ roleId, permissionId, createTime: now }));
  for (let i = 0; i < rows.length; i += 200)
    await db
      .insertInto('sys_seed_grant')
      .values(rows.slice(i, i + 200))
      .execute();
}
