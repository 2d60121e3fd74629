import { sql } from 'kysely';
import type { DynamicDb } from '../../db/tables.js';
import type { EntityCatalog } from '../../entities/catalog.js';
import type { Session } from '../session-service.js';
import { lookupTable } from './allowlist.js';
import { bindValue } from './values.js';
import { conflictMessage, elsewhereMessage } from '../crud/unique.js';
import { scopeOf, withinScope } from '../crud/scope.js';

export interface DuplicateQuery {
  tableName?: string;
  fieldName?: string;
  fieldVal?: string;
  /** The row being edited, which may keep its own value. */
  dataId?: string;
}

/**
 * Whether another row of an allowlisted table already holds a value: `none`, `here` (a row the caller may see) or
 * `elsewhere` (only outside the caller's region). A field that is unique on its own is checked across the whole
 * table (the database refuses a duplicate anywhere, so a scoped answer would wrongly say "available"); any other
 * field of a region-scoped table only within the caller's region. A found value comes with the message save and
 * import give for it (the property's x-messages.unique, else 「<title>已存在」; uniqueElsewhere for another region).
 */
export async function findDuplicate(
  entities: EntityCatalog,
  db: DynamicDb,
  session: Session,
  q: DuplicateQuery,
): Promise<{ found: 'none' | 'here' | 'elsewhere'; message?: string }> {
  const t = lookupTable(entities, q.tableName, session, 'check');
  const field = t.checkField(q.fieldName, '校验字段');
  const raw = q.fieldVal ?? '';
  if (raw === '') return { found: 'none' };
  let qb = db
    .selectFrom(t.table)
    .select(sql<number>`1`.as('one'))
    .where(field, '=', bindValue(t.property(field), raw, t.property(field).title ?? field));
  if (q.dataId) qb = qb.where(t.primaryKey, '<>', bindValue(t.property(t.primaryKey), q.dataId, '数据ID'));
  const scope = await scopeOf(db, t.entity, session);
  const here = { found: 'here', message: conflictMessage(t.entity, [field]) } as const;
  if (!t.isUnique(field)) return (await withinScope(qb, scope).limit(1).executeTakeFirst()) ? here : { found: 'none' };
  if (!(await qb.limit(1).executeTakeFirst())) return { found: 'none' };
  if (!scope || (await withinScope(qb, scope).limit(1).executeTakeFirst())) return here;
  return { found: 'elsewhere', message: elsewhereMessage(t.entity, [field]) };
}
