/**
 * The 党/行政 binding (TBaseRegionController isBinding, editDAndXZ, ediDOrXz): a party organisation leads at most
 * one administrative node (street, community or grid: bindCode), and a node is led by at most one organisation.
 * Binding files the organisation under that node (regionCode), so who may see it follows whom it serves.
 */
import type { AppContext } from '../../context.js';
import { badRequest, forbidden, notFound } from '../../http/errors.js';
import { loadDictTexts, withDictText } from '../crud/dict-text.js';
import { withRegionText } from '../crud/region-text.js';
import { canReach, sessionRange } from '../region-scope.js';
import type { Session } from '../session-service.js';
import { nowText } from '../../../shared/time.js';
import type { PartOrgBinding, RegionBinding } from '../../../shared/services/region.js';

const CODE = /^(\d{2}|\d{4}|\d{6}|\d{9}|\d{12}|\d{15})$/;

/** Whether the session may read an organisation filed under `regionCode`. */
function mayRead(session: Session, regionCode: string): boolean {
  const range = sessionRange(session);
  return range === undefined || (range !== null && regionCode >= range[0] && regionCode < range[1]);
}

/** A region or grid code the caller may reach and that exists; the refusals name what is wrong. */
async function reachableNode(ctx: AppContext, session: Session, code: string, refusal: string): Promise<void> {
  if (!CODE.test(code)) throw badRequest('区划代码格式不正确');
  if (!canReach(session, code)) throw forbidden(refusal);
  const found =
    code.length === 15
      ? await ctx.db.selectFrom('t_base_grid').select('id').where('gridCode', '=', code).executeTakeFirst()
      : await ctx.db.selectFrom('t_base_region').select('id').where('regionCode', '=', code).executeTakeFirst();
  if (!found) throw badRequest('区划代码不存在');
}

/** Whether a region or grid is already led by an organisation; its name only when the caller may read it. */
export async function isBinding(ctx: AppContext, session: Session, code: string): Promise<RegionBinding> {
  await reachableNode(ctx, session, code, '该区域不在您管辖的区域内');
  const org = await ctx.db.selectFrom('t_part_org').select(['id', 'orgName', 'regionCode']).where('bindCode', '=', code).executeTakeFirst();
  if (!org) return { bound: false, orgId: null, orgName: null };
  return mayRead(session, org.regionCode) ? { bound: true, orgId: org.id, orgName: org.orgName } : { bound: true, orgId: null, orgName: null };
}

/** An organisation's binding as the binding dialog edits it; one the caller may not read is "not found". */
export async function bindingInfo(ctx: AppContext, session: Session, id: string): Promise<PartOrgBinding> {
  const org = await ctx.db
    .selectFrom('t_part_org')
    .select(['id', 'orgName', 'orgCode', 'dicPartOrgType', 'parentId', 'regionCode', 'bindCode'])
    .where('id', '=', id)
    .executeTakeFirst();
  if (!org || !mayRead(session, org.regionCode)) throw notFound('党组织不存在或不在您管辖的区域内');
  const parent = org.parentId ? await ctx.db.selectFrom('t_part_org').select(['orgName', 'regionCode']).where('id', '=', org.parentId).executeTakeFirst() : undefined;
  const entity = ctx.entities.find('partOrg')!;
  const [row] = await withRegionText(ctx.db, entity, withDictText(entity, [{ ...org }], await loadDictTexts(ctx.db, entity)));
  return { ...(row as unknown as PartOrgBinding), parentName: parent && mayRead(session, parent.regionCode) ? parent.orgName : null };
}

/**
 * Binds organisation `id` to the node `bindCode`, or unbinds it when `bindCode` is empty. Refused: an organisation
 * or node outside the caller's region, an unknown node, a node another organisation leads.
 */
export async function saveBinding(ctx: AppContext, session: Session, id: string, bindCode: string | null): Promise<PartOrgBinding> {
  const current = await bindingInfo(ctx, session, id);
  const code = bindCode?.trim() || null;
  if (code) {
    await reachableNode(ctx, session, code, '该区域不在您管辖的区域内，无权绑定');
    const other = await ctx.db.selectFrom('t_part_org').select(['id', 'orgName', 'regionCode']).where('bindCode', '=', code).where('id', '<>', id).executeTakeFirst();
    if (other) throw badRequest(mayRead(session, other.regionCode) ? `该区域已绑定党组织“${other.orgName}”，请先解除原绑定` : '该区域已绑定其他党组织，请先解除原绑定');
  }
  const filed = code ? { regionCode: code } : {};
  await ctx.db.updateTable('t_part_org').set({ bindCode: code, ...filed, updateBy: session.user.username, updateTime: nowText() }).where('id', '=', current.id).execute();
  return bindingInfo(ctx, session, id);
}
