import { nowText } from '../../../shared/time.js';
import type { Db } from '../../db/connect.js';
import { tenantIdsOf } from './tenant-users.js';

/** A tenant as sessions need it: whether it may be entered today. */
export interface TenantInfo {
  id: string;
  name: string;
  status: number | null;
  beginDate: string | null;
  endDate: string | null;
}

/** Today in China Standard Time (YYYY-MM-DD), the calendar the tenants' begin and end dates are written in. */
export const todayCst = (at = Date.now()): string => nowText(at).slice(0, 10);

/**
 * Why a tenant cannot be entered today (frozen, not begun, ended), or undefined when it can: status 正常 (1) and
 * today within its begin and end dates, both inclusive.
 */
export function tenantRefusal(tenant: TenantInfo, today = todayCst()): string | undefined {
  if (Number(tenant.status) !== 1) return `租户“${tenant.name}”已冻结，无法进入`;
  if (tenant.beginDate && today < tenant.beginDate) return `租户“${tenant.name}”尚未生效（开始日期${tenant.beginDate}），无法进入`;
  if (tenant.endDate && today > tenant.endDate) return `租户“${tenant.name}”已过期（结束日期${tenant.endDate}），无法进入`;
  return undefined;
}

/** The tenants of a list that may be entered today, in the list's order. */
export const usableTenants = (tenants: TenantInfo[], today = todayCst()): TenantInfo[] => tenants.filter((t) => !tenantRefusal(t, today));

/**
 * The tenants a session may choose among: the user's own (relTenantIds) or, for the system administrator, every
 * tenant. Unknown ids in relTenantIds (a tenant deleted meanwhile) are left out.
 */
export async function loadTenants(db: Db, relTenantIds: string | null, all: boolean): Promise<TenantInfo[]> {
  const own = tenantIdsOf(relTenantIds);
  if (!all && !own.length) return [];
  const rows = await db
    .selectFrom('sys_tenant')
    .select(['id', 'name', 'status', 'beginDate', 'endDate'])
    .$if(!all, (q) => q.where('id', 'in', own))
    .orderBy('name')
    .orderBy('id')
    .execute();
  return rows.map((r) => ({
    id: String(r.id),
    name: String(r.name),
    status: r.status === null ? null : Number(r.status),
    beginDate: r.beginDate ?? null,
    endDate: r.endDate ?? null,
  }));
}
