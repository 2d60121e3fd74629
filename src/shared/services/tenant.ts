/**
 * 系统管理 > 租户管理 (JeecgBoot's /sys/tenant). list and queryById are the sysTenant entity's generic routes; add,
 * edit and the deletes are the server's own (a date range check; a tenant users belong to is not deleted).
 */
import { crud, type CrudServices } from './crud.js';
import { del, get, post, put } from './define.js';

export const tenants: CrudServices = crud('/sys/tenant');

export const add = post<Record<string, unknown>, unknown>('/sys/tenant/add');
export const edit = put<Record<string, unknown>, null>('/sys/tenant/edit');
export const remove = del<{ id: string }, null>('/sys/tenant/delete');
export const removeBatch = del<{ ids: string }, null>('/sys/tenant/deleteBatch');

export interface TenantOption {
  id: string;
  name: string;
  status: number;
}
/** Every tenant (id, name, status), for the tenant picker of the user form; any logged-in user. */
export const queryList = get<{ status?: string }, TenantOption[]>('/sys/tenant/queryList');

/** The tenants the logged-in user may enter today and the one the session acts in ('' when none). */
export const currentUserTenants = get<Record<string, never>, { list: Array<{ id: string; name: string }>; tenantId: string }>(
  '/sys/tenant/getCurrentUserTenant',
);
/** Chooses the tenant the session acts in (after login, or a switch): one of the user's own that may be entered. */
export const selectTenant = post<{ tenantId: string }, { id: string; name: string }>('/sys/selectTenant');
