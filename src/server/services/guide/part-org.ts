import type { Db } from '../../db/connect.js';

/**
 * Whether a party-organisation code is free: no community and no grid holds it, except the record `exceptId`
 * itself (the one being edited). Codes are national, so this looks across all communities, not the caller's own.
 */
export async function isPartOrgCodeFree(db: Db, code: string, exceptId?: string): Promise<boolean> {
  const other = (id: string | undefined) => (id ? [id] : ['']);
  const inComm = await db.selectFrom('t_base_comm_info').select('id').where('partOrgCode', '=', code).where('id', 'not in', other(exceptId)).executeTakeFirst();
  if (inComm) return false;
  const inGrid = await db.selectFrom('t_base_grid').select('id').where('partOrgCode', '=', code).where('id', 'not in', other(exceptId)).executeTakeFirst();
  return !inGrid;
}
