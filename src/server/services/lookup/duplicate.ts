import { sql } from 'kysely';
import type { Db } from '../../db/connect.js';
import type { EntityCatalog } from '../../entities/catalog.js';
import type { Session } from '../session-service.js';
import { lookupTable } from './allowlist.js';
import { withinScope } from './filters.js';
import { bindValue } from './values.js';

export interface DuplicateQuery {
  tableName?: string;
  fieldName?: string;
  fieldVal?: string;
  /** The row being edited, which may keep its own value. */
  dataId?: string;
}

/**
 * Whether another row of an allowlisted table already holds a value. A field that is unique on its own is checked
 * across the whole table (the database refuses a duplicate anywhere, so a scoped answer would wrongly say
 * "available"); any other field of a region-scoped table only within the caller's region.
 */
export async function isDuplicate(entities: EntityCatalog, db: Db, session: Session, q: DuplicateQuery): Promise<boolean> {
  const t = lookupTable(entities, q.tableName);
  const field = t.field(q.fieldName, '校验字段');
  const raw = q.fieldVal ?? '';
  if (raw === '') return false;
  let qb = db.selectFrom(t.table).select(sql<number>`1`.as('one')).where(field, '=', bindValue(t.property(field), raw, t.property(field).title ?? field));
  if (q.dataId) qb = qb.where(t.primaryKey, '<>', bindValue(t.property(t.primaryKey), q.dataId, '数据ID'));
  if (!t.isUnique(field)) qb = withinScope(qb, t, session);
  return !!(await qb.limit(1).executeTakeFirst());
}
