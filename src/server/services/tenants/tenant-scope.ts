import { type Expression, type ExpressionBuilder, type SqlBool } from 'kysely';
import { isTenantScoped, TENANT_PROPERTY, type EntitySchema } from '../../../shared/entity-meta.js';
import { forbidden } from '../../http/errors.js';
import type { Session } from '../session-service.js';
import { tenantRefusal, usableTenants } from './tenant-validity.js';

export const NOT_YOUR_TENANT = '无权访问该租户的数据';
export const CHOOSE_TENANT_FIRST = '请先选择租户';

/** The tenant rows of a tenant-scoped entity are limited to: `id`'s rows and the shared ones (no tenant). */
export interface TenantScope {
  field: string;
  /** Null: the caller has no tenant and reaches the shared rows only. */
  id: string | null;
}

/**
 * The tenant a request acts in. A tenant header naming a tenant (not empty, not JeecgBoot's "0") selects among the
 * session's own tenants, and only one that may be entered today; without one, the tenant the session chose at login,
 * while it may still be entered. Null: no tenant. Refusals are 403 with the reason.
 */
export function requestTenant(session: Session, header: string | undefined): string | null {
  const wanted = header && header !== '0' ? header : session.tenantId;
  if (!wanted) return null;
  const tenant = session.tenants.find((t) => t.id === wanted);
  if (!tenant) {
    if (wanted === header) throw forbidden(NOT_YOUR_TENANT);
    // The chosen tenant was taken from the user (or deleted) since the login: as if none had been chosen.
    return null;
  }
  const refusal = tenantRefusal(tenant);
  if (refusal) throw forbidden(refusal);
  return tenant.id;
}

/**
 * The tenant limit of a caller in an entity, or undefined when there is none: an entity without x-entity.tenantScope,
 * or the system administrator acting in no tenant (every row). A user with tenants they may enter but none chosen is
 * refused (请先选择租户) rather than shown the shared rows only, as is a user whose tenants are all frozen or ended;
 * a user in no tenant at all reaches the shared rows.
 */
export function tenantScopeOf(entity: EntitySchema, session: Session): TenantScope | undefined {
  if (!isTenantScoped(entity)) return undefined;
  if (session.tenantId) return { field: TENANT_PROPERTY, id: session.tenantId };
  if (session.isAdmin) return undefined;
  if (usableTenants(session.tenants).length) throw forbidden(CHOOSE_TENANT_FIRST);
  // Only frozen or ended tenants: no shared rows either, so nothing written here leaks out of them.
  if (session.tenants.length) throw forbidden(tenantRefusal(session.tenants[0]));
  return { field: TENANT_PROPERTY, id: null };
}

/** The rows a tenant limit lets through: the tenant's own and the shared ones (empty tenant). */
export function tenantSql(eb: ExpressionBuilder<any, any>, tenant: TenantScope, alias?: string): Expression<SqlBool> {
  const col = alias ? `${alias}.${tenant.field}` : tenant.field;
  const shared = eb.or([eb(col, 'is', null), eb(col, '=', '')]);
  return tenant.id ? eb.or([eb(col, '=', tenant.id), shared]) : shared;
}

/** Whether a stored row's tenant is inside the limit (the same rule as tenantSql, for a row already read). */
export const tenantAllows = (tenant: TenantScope, value: unknown): boolean => value === null || value === undefined || value === '' || value === tenant.id;
