import type { EntitySchema } from '../../../shared/entity-meta.js';
import type { AppContext } from '../../context.js';
import type { Session } from '../session-service.js';
import type { CrudCall } from './mutations.js';
import { scopeOf } from './scope.js';

/** A single-entity operation of this caller, within their scope (region, tenant and data rules, scope.ts). */
export async function crudCall(ctx: AppContext, entity: EntitySchema, session: Session): Promise<CrudCall> {
  return { db: ctx.db, validation: ctx.validation, entities: ctx.entities, entity, session, scope: await scopeOf(ctx.db, entity, session, ctx.entities) };
}
