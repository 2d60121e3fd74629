import { columnName, fieldLabel, primaryKeyOf, type EntitySchema } from '../../../shared/entity-meta.js';
import type { Db } from '../../db/connect.js';
import { badRequest, type AppError } from '../../http/errors.js';
import type { Row } from './types.js';

const conflict = (entity: EntitySchema, fields: string[]) => badRequest(`${fields.map((f) => fieldLabel(entity, f)).join('、')}已存在`);

/**
 * Refuses a row that would repeat a unique value set (x-entity.unique) of another row, naming the fields.
 * `row` holds the values after the write; a set with an empty value constrains nothing (SQL's NULL rule).
 */
export async function assertUnique(db: Db, entity: EntitySchema, row: Row, ownId?: string): Promise<void> {
  const pk = primaryKeyOf(entity);
  for (const fields of entity['x-entity'].unique ?? []) {
    if (fields.some((f) => row[f] === null || row[f] === undefined)) continue;
    let q = db.selectFrom(entity['x-entity'].table).select(pk);
    for (const f of fields) q = q.where(f, '=', row[f]);
    if (ownId !== undefined) q = q.where(pk, '<>', ownId);
    if (await q.limit(1).executeTakeFirst()) throw conflict(entity, fields);
  }
}

/** A unique violation the check above could not see (a concurrent insert), as the same message; else undefined. */
export function uniqueViolation(entity: EntitySchema, error: unknown): AppError | undefined {
  const e = error as { code?: string; constraint?: string; message?: string };
  const sqlite = e.code === 'SQLITE_CONSTRAINT_UNIQUE' || e.code === 'SQLITE_CONSTRAINT_PRIMARYKEY';
  if (!sqlite && e.code !== '23505') return undefined;
  const text = `${e.constraint ?? ''} ${e.message ?? ''}`;
  for (const fields of entity['x-entity'].unique ?? []) {
    const cols = fields.map(columnName);
    const table = entity['x-entity'].table;
    const pgName = `uq_${table}_${cols.join('_')}`.slice(0, 63);
    const sqliteText = cols.map((c) => `${table}.${c}`).join(', ');
    if (text.includes(pgName) || text.includes(sqliteText)) return conflict(entity, fields);
  }
  return badRequest('数据已存在，不能重复添加');
}
