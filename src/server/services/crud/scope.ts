import type { ExpressionBuilder, Expression, SqlBool } from 'kysely';
import { sql } from 'kysely';
import { fieldLabel, type EntitySchema } from '../../../shared/entity-meta.js';
import { badRequest, forbidden } from '../../http/errors.js';
import { inSubtree, sessionRange } from '../region-scope.js';
import type { Session } from '../session-service.js';
import { tenantScopeOf, tenantSql } from '../tenants/tenant-scope.js';
import { column, type SqlTraits } from './match.js';
import type { Row, ScopeSpec } from './types.js';

/** The region subtree and tenant a session may touch in an entity, or undefined when it may touch every row. */
export function scopeOf(entity: EntitySchema, session: Session): ScopeSpec | undefined {
  const field = entity['x-entity'].regionScope;
  const range = field ? sessionRange(session) : undefined;
  const tenant = tenantScopeOf(entity, session);
  const region = field && range !== undefined ? { field, range } : undefined;
  return tenant ? { ...region, tenant } : region;
}

/** Rows inside the subtree (a range on the scope column so an index serves it) and of the caller's tenant. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function scopeSql(eb: ExpressionBuilder<any, any>, scope: ScopeSpec, traits?: SqlTraits): Expression<SqlBool> {
  const parts: Expression<SqlBool>[] = [];
  if (scope.field) {
    const col = traits ? column(scope.field, traits) : scope.field;
    if (!scope.range) return sql<SqlBool>`1 = 0`;
    parts.push(eb(col, '>=', scope.range[0]), eb(col, '<', scope.range[1]));
  }
  if (scope.tenant) parts.push(tenantSql(eb, scope.tenant));
  return eb.and(parts);
}

/** A written row must stay inside the writer's subtree; the message names the field. */
export function assertWritable(entity: EntitySchema, scope: ScopeSpec | undefined, data: Row, adding: boolean): void {
  if (!scope?.field) return;
  const label = fieldLabel(entity, scope.field);
  if (!(scope.field in data)) {
    if (adding) throw badRequest(`${label}不能为空`);
    return;
  }
  const value = data[scope.field];
  if (value === null || value === undefined || value === '') throw badRequest(`${label}不能为空`);
  if (!scope.range || !inSubtree(String(value), scope.range[0])) throw forbidden(`${label}不在您管辖的区域内，无权操作`);
}
