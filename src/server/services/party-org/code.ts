import type { Db } from '../../db/connect.js';

/**
 * Whether a party-organisation code is free. The party-organisation tree (t_part_org) holds the codes of every
 * organisation, a community's own one of the setup wizard included (its row is linked by commInfo.partOrgId), so
 * it is the source of truth; the grids' party groups keep their codes on the grid rows and count too. Codes are
 * national: this looks across all communities, never only the caller's. `exceptId` is the record being edited:
 * a party organisation, a community information row (its linked organisation is excepted) or a grid.
 */
export async function isPartOrgCodeFree(db: Db, code: string, exceptId?: string): Promise<boolean> {
  const own = exceptId ? [exceptId, ...(await linkedOrg(db, exceptId))] : [''];
  const inTree = await db.selectFrom('t_part_org').select('id').where('orgCode', '=', code).where('id', 'not in', own).executeTakeFirst();
  if (inTree) return false;
  const inGrid = await db.selectFrom('t_base_grid').select('id').where('partOrgCode', '=', code).where('id', 'not in', own).executeTakeFirst();
  return !inGrid;
}

/** The organisation a community information row links to, as a list of zero or one id. */
async function linkedOrg(db: Db, commInfoId: string): Promise<string[]> {
  const row = await db.selectFrom('t_base_comm_info').select('partOrgId').where('id', '=', commInfoId).executeTakeFirst();
  return row?.partOrgId ? [row.partOrgId] : [];
}
