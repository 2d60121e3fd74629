/**
 * The 党/行政 binding (TBaseRegionController isBinding, editDAndXZ, ediDOrXz): a party organisation leads at most
 * one administrative node (street, community or grid: bindCode), and a node is led by at most one organisation.
 * Binding files the organisation under that node (regionCode), so who may see it follows whom it serves.
 */
import type { AppContext } from '../../context.js';
import { badRequest, forbidden, notFound } from '../../http/errors.js';
import { loadDictTexts, withDictText } from '../crud/dict-text.js';
import { withRegionText } from '../crud/region-text.js';
import { assertMeetsRules, tableScope, withinScope } from '../crud/scope.js';
import type { ScopeSpec } from '../crud/types.js';
import { canReach } from '../region-scope.js';
import type { Session } from '../session-service.js';
import { nowText } from '../../../shared/time.js';
import type { PartOrgBinding, RegionBinding } from '../../../shared/services/region.js';
import { isGridCode, isRegionCode } from '../../../../validators/region-code.js';

const orgScope = (ctx: AppContext, session: Session) => tableScope(ctx, 't_part_org', session);

/** Whether the organisation `id` lies in the caller's party-org scope (region subtree and data rules). */
async function mayRead(ctx: AppContext, scope: ScopeSpec | undefined, id: string): Promise<boolean> {
  return !!(await withinScope(ctx.db.selectFrom('t_part_org').select('id').where('id', '=', id), scope).executeTakeFirst());
}

/** A region or grid code the caller may reach and whose row their list shows; the refusals name what is wrong. */
async function reachableNode(ctx: AppContext, session: Session, code: string, refusal: string): Promise<void> {
  if (!isRegionCode(code)) throw badRequest('区划代码格式不正确');
  if (!canReach(session, code)) throw forbidden(refusal);
  const found = isGridCode(code)
    ? await withinScope(
        ctx.db.selectFrom('t_base_grid').select('id').where('gridCode', '=', code),
        await tableScope(ctx, 't_base_grid', session),
      ).executeTakeFirst()
    : await withinScope(
        ctx.db.selectFrom('t_base_region').select('id').where('regionCode', '=', code),
        await tableScope(ctx, 't_base_region', session),
      ).executeTakeFirst();
  if (!found) throw badRequest('区划代码不存在');
}

/** Whether a region or grid is already led by an organisation; its name only when the caller may read it. */
export async function isBinding(ctx: AppContext, session: Session, code: string): Promise<RegionBinding> {
  await reachableNode(ctx, session, code, '该区域不在您管辖的区域内');
  const org = await ctx.db.selectFrom('t_part_org').select(['id', 'orgName']).where('bindCode', '=', code).executeTakeFirst();
  if (!org) return { bound: false, orgId: null, orgName: null };
  return (await mayRead(ctx, await orgScope(ctx, session), org.id))
    ? { bound: true, orgId: org.id, orgName: org.orgName }
    : { bound: true, orgId: null, orgName: null };
}

/** An organisation's binding as the binding dialog edits it; one the caller may not read is "not found". */
export async function bindingInfo(ctx: AppContext, session: Session, id: string): Promise<PartOrgBinding> {
  const scope = await orgScope(ctx, session);
  const orgs = ctx.db.selectFrom('t_part_org').select(['id', 'orgName', 'orgCode', 'dicPartOrgType', 'parentId', 'regionCode', 'bindCode']);
  const org = await withinScope(orgs.where('id', '=', id), scope).executeTakeFirst();
  if (!org) throw notFound('党组织不存在或不在您管辖的区域内');
  const parent = org.parentId
    ? await withinScope(ctx.db.selectFrom('t_part_org').select('orgName').where('id', '=', org.parentId), scope).executeTakeFirst()
    : undefined;
  const entity = ctx.entities.find('partOrg')!;
  const [row] = await withRegionText(ctx.db, entity, withDictText(entity, [{ ...org }], await loadDictTexts(ctx.db, entity)), scope?.regionNames);
  return { ...(row as unknown as PartOrgBinding), parentName: parent?.orgName ?? null };
}

/**
 * Binds organisation `id` to the node `bindCode`, or unbinds it when `bindCode` is empty. Refused: an organisation
 * or node outside the caller's region, an unknown node, a node another organisation leads.
 */
export async function saveBinding(ctx: AppContext, session: Session, id: string, bindCode: string | null): Promise<PartOrgBinding> {
  const scope = await orgScope(ctx, session);
  const current = await withinScope(ctx.db.selectFrom('t_part_org').selectAll().where('id', '=', id), scope).executeTakeFirst();
  if (!current) throw notFound('党组织不存在或不在您管辖的区域内');
  const code = bindCode?.trim() || null;
  if (code) {
    await reachableNode(ctx, session, code, '该区域不在您管辖的区域内，无权绑定');
    const other = await ctx.db.selectFrom('t_part_org').select(['id', 'orgName']).where('bindCode', '=', code).where('id', '<>', id).executeTakeFirst();
    if (other)
      throw badRequest(
        (await mayRead(ctx, scope, other.id)) ? `该区域已绑定党组织“${other.orgName}”，请先解除原绑定` : '该区域已绑定其他党组织，请先解除原绑定',
      );
  }
  const filed = code ? { regionCode: code } : {};
  // As the list's edit: the organisation after the write must still meet the writer's data rules.
  assertMeetsRules(scope, { ...current, bindCode: code, ...filed });
  await ctx.db
    .updateTable('t_part_org')
    .set({ bindCode: code, ...filed, updateBy: session.user.username, updateTime: nowText() })
    .where('id', '=', current.id)
    .execute();
  return bindingInfo(ctx, session, id);
}
