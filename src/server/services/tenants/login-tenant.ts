import type { AppContext } from '../../context.js';
import { badRequest, forbidden } from '../../http/errors.js';
import type { Session } from '../session-service.js';
import { loadTenants, tenantRefusal, usableTenants } from './tenant-validity.js';
import { NOT_YOUR_TENANT } from './tenant-scope.js';

export interface TenantOption {
  id: string;
  name: string;
}

/**
 * The tenant part of every login result: the user's tenants that may be entered today (tenantList) and the tenant the
 * session starts in (tenantId): the only one when there is exactly one, else none ('') until the user chooses.
 */
export async function loginTenants(ctx: AppContext, userId: string, token: string): Promise<{ tenantList: TenantOption[]; tenantId: string }> {
  const user = await ctx.db.selectFrom('sys_user').select('relTenantIds').where('id', '=', userId).executeTakeFirstOrThrow();
  const tenantList = usableTenants(await loadTenants(ctx.db, user.relTenantIds, false)).map((t) => ({ id: t.id, name: t.name }));
  const tenantId = tenantList.length === 1 ? tenantList[0].id : '';
  if (tenantId) await ctx.sessions.setTenant(token, tenantId);
  return { tenantList, tenantId };
}

/**
 * The tenants a live session may act in today and the one it acts in ('' when none of them is chosen): the list of
 * 切换租户, and what a second login hands over with the session.
 */
export function sessionTenants(session: Session): { tenantList: TenantOption[]; tenantId: string } {
  const tenantList = usableTenants(session.tenants).map((t) => ({ id: t.id, name: t.name }));
  const tenantId = session.tenantId && tenantList.some((t) => t.id === session.tenantId) ? session.tenantId : '';
  return { tenantList, tenantId };
}

/**
 * Sets the tenant a session acts in (the choice after login, or a later switch): one of the session's tenants (the
 * system administrator: any) that may be entered today.
 */
export async function chooseTenant(ctx: AppContext, session: Session, tenantId: string): Promise<TenantOption> {
  if (!tenantId || tenantId === '0') throw badRequest('请选择租户');
  const tenant = session.tenants.find((t) => t.id === tenantId);
  if (!tenant) throw forbidden(NOT_YOUR_TENANT);
  const refusal = tenantRefusal(tenant);
  if (refusal) throw forbidden(refusal);
  await ctx.sessions.setTenant(session.token, tenant.id);
  return { id: tenant.id, name: tenant.name };
}
