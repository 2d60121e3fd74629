import { primaryKeyOf } from '../../../shared/entity-meta.js';
import { crudPermission } from '../../../shared/crud-permissions.js';
import type { SharedTableRef } from '../../../shared/services/shared-table.js';
import type { DynamicDb } from '../../db/tables.js';
import type { EntityCatalog } from '../../entities/catalog.js';
import { hasPerm } from '../../plugins/access.js';
import { scopeOf, scopeSql } from '../crud/scope.js';
import type { Session } from '../session-service.js';

const NOT_READABLE = '该数据不存在或您无权查看';

/**
 * Whether the caller may read the record a shared table belongs to, as its queryById would answer it: the entity has
 * generic routes, the caller holds its list permission, and the row lies within the caller's region scope. Answers
 * null, or the refusal's message.
 */
export async function recordRefusal(db: DynamicDb, entities: EntityCatalog, session: Session, ref: SharedTableRef): Promise<string | null> {
  const entity = entities.find(ref.entity);
  const meta = entity?.['x-entity'];
  if (!entity || !meta?.api || meta.owner || (meta.crud && !meta.crud.includes('queryById'))) return NOT_READABLE;
  const perm = crudPermission(entity, 'queryById');
  if (perm ? !hasPerm(session, perm) : !session.isAdmin) return '您没有查看该数据的权限';
  const scope = await scopeOf(db, entity, session);
  const pk = primaryKeyOf(entity);
  let q = db.selectFrom(meta.table).select(pk).where(pk, '=', ref.id);
  if (scope) q = q.where((eb) => scopeSql(eb, scope));
  return (await q.executeTakeFirst()) ? null : NOT_READABLE;
}
