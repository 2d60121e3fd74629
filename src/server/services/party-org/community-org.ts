/**
 * A community's own party organisation, as step 2 of the setup wizard keeps it (commInfo.dicPartOrgType,
 * partOrgCode, partOrgName, partOrgEmpl, partOrgTel), is a row of the party-organisation tree linked by
 * commInfo.partOrgId. The wizard writes the row with the community information; reading the information shows the
 * row's values, so an edit in 党组织管理 and one in the wizard are the same organisation.
 */
import type { Db } from '../../db/connect.js';
import { newId } from '../ids.js';
import { isPartOrgCodeFree } from './code.js';
import { subtreeRange } from '../region-scope.js';
import { nowText } from '../../../shared/time.js';

type CommRow = {
  id: string;
  regionCode: string;
  partOrgId?: string | null;
  dicPartOrgType?: string | null;
  partOrgCode?: string | null;
  partOrgName?: string | null;
  partOrgEmpl?: string | null;
  partOrgTel?: string | null;
};

/** Writes the community's organisation from its saved information row (inside the caller's transaction). */
export async function syncCommunityOrg(db: Db, username: string, comm: CommRow): Promise<void> {
  const values = {
    orgName: comm.partOrgName ?? '',
    orgCode: comm.partOrgCode || null,
    dicPartOrgType: comm.dicPartOrgType ?? '',
    secretary: comm.partOrgEmpl ?? null,
    phone: comm.partOrgTel ?? null,
  };
  const linked = await ownLinkedOrg(db, comm);
  const now = nowText();
  if (linked) {
    await db
      .updateTable('t_part_org')
      .set({ ...values, updateBy: username, updateTime: now })
      .where('id', '=', linked)
      .execute();
    return;
  }
  const id = newId();
  const bound = await db.selectFrom('t_part_org').select('id').where('bindCode', '=', comm.regionCode).executeTakeFirst();
  await db
    .insertInto('t_part_org')
    .values({
      id,
      ...values,
      parentId: await streetOrgId(db, comm.regionCode),
      regionCode: comm.regionCode,
      bindCode: bound ? null : comm.regionCode,
      sortNo: 0,
      createBy: username,
      createTime: now,
    })
    .execute();
  await db.updateTable('t_base_comm_info').set({ partOrgId: id }).where('id', '=', comm.id).execute();
}

/** The linked organisation when it still exists inside the community (a link elsewhere is never followed). */
async function ownLinkedOrg(db: Db, comm: CommRow): Promise<string | undefined> {
  if (!comm.partOrgId) return undefined;
  const [low, high] = subtreeRange(comm.regionCode);
  const row = await db
    .selectFrom('t_part_org')
    .select('id')
    .where('id', '=', comm.partOrgId)
    .where('regionCode', '>=', low)
    .where('regionCode', '<', high)
    .executeTakeFirst();
  return row?.id;
}

/** The organisation that leads the community's street (its parent in the tree), else the top of the tree. */
async function streetOrgId(db: Db, communityCode: string): Promise<string> {
  const street = await db.selectFrom('t_part_org').select('id').where('bindCode', '=', communityCode.slice(0, 9)).executeTakeFirst();
  return street?.id ?? '0';
}

/** The community information with its organisation's current values in the wizard's field names. */
export async function withCommunityOrg<T extends Partial<CommRow>>(db: Db, comm: T): Promise<T> {
  if (!comm.partOrgId || !comm.regionCode) return comm;
  const org = await db
    .selectFrom('t_part_org')
    .select(['id', 'regionCode', 'orgName', 'orgCode', 'dicPartOrgType', 'secretary', 'phone'])
    .where('id', '=', comm.partOrgId)
    .executeTakeFirst();
  if (!org || !org.regionCode.startsWith(comm.regionCode)) return comm;
  return {
    ...comm,
    partOrgName: org.orgName,
    partOrgCode: org.orgCode ?? null,
    dicPartOrgType: org.dicPartOrgType,
    partOrgEmpl: org.secretary ?? null,
    partOrgTel: org.phone ?? null,
  };
}

/**
 * Links every community information row that has an organisation name but no organisation in the tree (rows
 * saved before the tree existed). Idempotent: runs at every start after the schema sync created the table.
 */
export async function linkCommunityOrgs(db: Db): Promise<number> {
  const rows = await db.selectFrom('t_base_comm_info').selectAll().where('partOrgName', 'is not', null).execute();
  let linked = 0;
  for (const comm of rows) {
    if (await ownLinkedOrg(db, comm)) continue;
    // A code another organisation holds meanwhile stays on the information row only, for a person to settle.
    if (comm.partOrgCode && !(await isPartOrgCodeFree(db, comm.partOrgCode, comm.id))) continue;
    await db.transaction().execute((trx) => syncCommunityOrg(trx, 'system', { ...comm, partOrgId: null }));
    linked += 1;
  }
  return linked;
}
