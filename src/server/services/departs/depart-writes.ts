import type { Db } from '../../db/connect.js';
import { badRequest, notFound } from '../../http/errors.js';
import type { Row } from '../crud/types.js';
import type { Session } from '../session-service.js';
import { departForChange, DEPART_OUT_OF_SCOPE } from './depart-access.js';
import { canReach } from '../region-scope.js';

const isRoot = (parent: unknown) => parent === undefined || parent === null || parent === '' || parent === '0';

/**
 * A department lies in its parent's region: its region is the parent's or one below it. An add without a region
 * takes the parent's. (The generic tree rules already refuse a parent the caller may not read, or a loop.)
 */
export async function assertDepartRegion(db: Db, session: Session, data: Row, stored?: { parentId: string | null; regionCode: string | null }): Promise<void> {
  const parentId = 'parentId' in data ? data.parentId : stored?.parentId;
  const region = 'regionCode' in data ? data.regionCode : stored?.regionCode;
  if (isRoot(parentId)) {
    if (!region) throw badRequest('所属区域不能为空');
    return;
  }
  const parent = await db.selectFrom('sys_depart').select(['regionCode', 'departName']).where('id', '=', String(parentId)).executeTakeFirst();
  // The tree rules answer a missing or unreadable parent; only a readable one is judged here.
  if (!parent) return;
  if (!region && !stored && parent.regionCode && canReach(session, parent.regionCode)) {
    data.regionCode = parent.regionCode;
    return;
  }
  if (!region) throw badRequest('所属区域不能为空');
  if (parent.regionCode && !String(region).startsWith(parent.regionCode)) throw badRequest(`所属区域应在上级部门“${parent.departName}”的区域内`);
}

/** An edit that moves a department's region keeps its sub-departments inside it. */
export async function assertChildrenInside(db: Db, id: string, region: unknown): Promise<void> {
  if (typeof region !== 'string' || !region) return;
  const children = await db.selectFrom('sys_depart').select(['departName', 'regionCode']).where('parentId', '=', id).execute();
  const outside = children.find((c) => c.regionCode && !c.regionCode.startsWith(region));
  if (outside) throw badRequest(`下级部门“${outside.departName}”的区域不在新的所属区域内，请先调整下级部门`);
}

/**
 * Deletes departments, all or none: each must be one the caller may manage and have no users and no sub-departments
 * (other than ones deleted with it). Their department roles, role grants and department grants go with them.
 */
export async function deleteDeparts(db: Db, session: Session, ids: string[]): Promise<void> {
  const departs = [];
  for (const id of ids) departs.push(await departForChange(db, session, id).catch(() => null));
  const missing = departs.filter((d) => !d).length;
  if (missing) throw notFound(ids.length === 1 ? DEPART_OUT_OF_SCOPE : `有${missing}个部门不存在或不在您管辖的区域内，未删除任何部门`);
  const nameOf = new Map(departs.map((d) => [d!.id, d!.departName]));
  const member = await db.selectFrom('sys_user_depart').select('depId').where('depId', 'in', ids).limit(1).executeTakeFirst();
  if (member) throw badRequest(`部门“${nameOf.get(member.depId)}”下还有用户，请先移走这些用户再删除`);
  const child = await db.selectFrom('sys_depart').select('parentId').where('parentId', 'in', ids).where('id', 'not in', ids).limit(1).executeTakeFirst();
  if (child) throw badRequest(`部门“${nameOf.get(String(child.parentId))}”下还有下级部门，请先删除下级部门`);
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('sys_depart_role_permission').where('departId', 'in', ids).execute();
    await trx.deleteFrom('sys_depart_role').where('departId', 'in', ids).execute();
    await trx.deleteFrom('sys_depart_permission').where('departId', 'in', ids).execute();
    await trx.deleteFrom('sys_depart').where('id', 'in', ids).execute();
  });
}
