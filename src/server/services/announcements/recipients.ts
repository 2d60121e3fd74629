import type { Db } from '../../db/connect.js';
import { badRequest } from '../../http/errors.js';
import type { Row } from '../crud/types.js';
import { pickedKeys } from '../crud/pick-refs.js';
import { canReach, subtreeRange } from '../region-scope.js';
import type { Session } from '../session-service.js';

/** Who receives an announcement: everyone in the sender's scope, chosen users, or the users of chosen regions. */
export type MsgType = 'ALL' | 'USER' | 'REGION';

/**
 * The recipients named by a written announcement must fit its msgType and lie in the writer's scope: chosen
 * users are checked by the entity's x-pick (the shared row checks), chosen regions here. `merged` is the row as it will be.
 */
export async function assertRecipients(db: Db, session: Session, merged: Row): Promise<void> {
  const type = String(merged.msgType ?? 'ALL') as MsgType;
  if (type === 'USER' && !pickedKeys(merged.userIds, true).length) throw badRequest('通告对象为指定用户时，请选择指定用户');
  if (type !== 'REGION') return;
  const codes = pickedKeys(merged.regionCodes, true);
  if (!codes.length) throw badRequest('通告对象为指定区域时，请选择指定区域');
  await assertRegionCodes(db, session, codes, '指定区域');
}

/** Chosen region or grid codes (`label` names the field) must exist and lie in the writer's scope. */
export async function assertRegionCodes(db: Db, session: Session, codes: string[], label: string): Promise<void> {
  const outside = codes.filter((c) => !canReach(session, c));
  if (outside.length) throw badRequest(`${label}中的“${outside.slice(0, 3).join('，')}”不在您管辖的区域内`);
  const regions = await db.selectFrom('t_base_region').select('regionCode as code').where('regionCode', 'in', codes).execute();
  const grids = await db.selectFrom('t_base_grid').select('gridCode as code').where('gridCode', 'in', codes).execute();
  const known = new Set([...regions, ...grids].map((r) => r.code));
  const unknown = codes.filter((c) => !known.has(c));
  if (unknown.length) throw badRequest(`${label}中的“${unknown.slice(0, 3).join('，')}”不存在`);
}

/** The ids of the users an announcement goes to at its release. */
export async function recipientIds(db: Db, annt: Row): Promise<string[]> {
  const type = String(annt.msgType) as MsgType;
  let q = db.selectFrom('sys_user').select('id');
  if (type === 'USER') {
    const ids = pickedKeys(annt.userIds, true);
    if (!ids.length) return [];
    q = q.where('id', 'in', ids);
  } else {
    // ALL: the sender's region subtree (an administrator's reaches everyone); REGION: the chosen subtrees.
    const roots = type === 'REGION' ? pickedKeys(annt.regionCodes, true) : annt.senderRegion ? [String(annt.senderRegion)] : [];
    if (type === 'REGION' && !roots.length) return [];
    if (roots.length)
      q = q.where((eb) =>
        eb.or(
          roots.map((code) => {
            const [from, to] = subtreeRange(code);
            return eb.and([eb('regionCode', '>=', from), eb('regionCode', '<', to)]);
          }),
        ),
      );
  }
  return (await q.execute()).map((r) => r.id);
}
