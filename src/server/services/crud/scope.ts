import type { ExpressionBuilder, Expression, SqlBool } from 'kysely';
import { sql } from 'kysely';
import { fieldLabel, type EntitySchema } from '../../../shared/entity-meta.js';
import { badRequest, forbidden } from '../../http/errors.js';
import { inSubtree, sessionRange } from '../region-scope.js';
import type { Session } from '../session-service.js';
import { column, type SqlTraits } from './match.js';
import type { Row, ScopeSpec } from './types.js';

/** The region subtree a session may touch in an entity, or undefined when it may touch every row. */
export function scopeOf(entity: EntitySchema, session: Session): ScopeSpec | undefined {
  const field = entity['x-entity'].regionScope;
  const range = field ? sessionRange(session) : undefined;
  return field && range !== undefined ? { field, range } : undefined;
}

/** Rows inside the subtree, as a range on the scope column so an index serves it. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function scopeSql(eb: ExpressionBuilder<any, any>, scope: ScopeSpec, traits?: SqlTraits): Expression<SqlBool> {
  const col = traits ? column(scope.field, traits) : scope.field;
  if (!scope.range) return sql<SqlBool>`1 = 0`;
  return eb.and([eb(col, '>=', scope.range[0]), eb(col, '<', scope.range[1])]);
}

/** A written row must stay inside the writer's subtree; the message names the field. */
export function assertWritable(entity: EntitySchema, scope: ScopeSpec | undefined, data: Row, adding: boolean): void {
  if (!scope) return;
  const label = fieldLabel(entity, scope.field);
  if (!(scope.field in data)) {
    if (adding) throw badRequest(`${label}不能为空`);
    return;
  }
  const value = data[scope.field];
  if (value === null || value === undefined || value === '') throw badRequest(`${label}不能为空`);
  if (!scope.range || !inSubtree(String(value), scope.range[0])) throw forbidden(`${label}不在您管辖的区域内，无权操作`);
}
