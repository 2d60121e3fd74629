import { columnName, fieldLabel, primaryKeyOf, type EntitySchema } from '../../../shared/entity-meta.js';
import type { DynamicDb } from '../../db/tables.js';
import { badRequest, type AppError } from '../../http/errors.js';
import { inSubtree } from '../region-scope.js';
import { meetsRules, ruleFields } from './scope.js';
import { tenantAllows } from '../tenants/tenant-scope.js';
import type { Row, ScopeSpec } from './types.js';
import type { FieldError } from '../../../../validators/messages.js';

/** The first field's x-messages.unique words it (本社区已有同名网格), else the fields are named. */
export const conflictMessage = (entity: EntitySchema, fields: string[]) =>
  entity.properties[fields[0]]?.['x-messages']?.unique ?? `${fields.map((f) => fieldLabel(entity, f)).join('、')}已存在`;
const conflict = (entity: EntitySchema, fields: string[]) => badRequest(conflictMessage(entity, fields));

/**
 * What a caller is told about a value held by a row outside their region: that it is registered elsewhere, and
 * nothing of that row (a person is registered in one place; a community worker must ask for a transfer).
 * The property's x-messages.uniqueElsewhere words it for a field, e.g. the resident's ID card number.
 */
export function elsewhereMessage(entity: EntitySchema, fields: string[]): string {
  return (
    entity.properties[fields[0]]?.['x-messages']?.uniqueElsewhere ?? `${fields.map((f) => fieldLabel(entity, f)).join('、')}已在其他区域登记，无法重复登记`
  );
}

/**
 * Refuses a row that would repeat a unique value set (x-entity.unique) of another row, naming the fields; when
 * that row lies outside the caller's region (`scope`), with the "registered elsewhere" message instead.
 * `row` holds the values after the write; a set with an empty value constrains nothing (SQL's NULL rule).
 */
export async function assertUnique(db: DynamicDb, entity: EntitySchema, row: Row, ownId?: string, scope?: ScopeSpec): Promise<void> {
  const problem = await uniqueProblem(db, entity, row, { ownId, scope });
  if (problem) throw badRequest(problem.message);
}

export interface UniqueOptions {
  /** The row's own key (an edit): its stored values are no conflict. */
  ownId?: string;
  scope?: ScopeSpec;
  /** Rows whose `field` holds `value` are no conflict either (detail rows of the master being saved: replaced). */
  except?: { field: string; value: unknown };
}

/** The same check as a problem naming the first field of the repeated set, or undefined. */
export async function uniqueProblem(
  db: DynamicDb,
  entity: EntitySchema,
  row: Row,
  { ownId, scope, except }: UniqueOptions = {},
): Promise<FieldError | undefined> {
  const pk = primaryKeyOf(entity);
  const scopeFields = [...new Set([scope?.field, scope?.tenant?.field, ...ruleFields(scope)].filter((f): f is string => !!f))];
  for (const fields of entity['x-entity'].unique ?? []) {
    if (fields.some((f) => row[f] === null || row[f] === undefined)) continue;
    let q = db.selectFrom(entity['x-entity'].table).select([pk, ...scopeFields]);
    for (const f of fields) q = q.where(f, '=', row[f]);
    if (ownId !== undefined) q = q.where(pk, '<>', ownId);
    if (except) q = q.where(except.field, '<>', except.value);
    const other = (await q.limit(1).executeTakeFirst()) as Row | undefined;
    if (!other) continue;
    // A row the caller's data rules hide reads as registered elsewhere too: the answer must not tell it exists here.
    const inside =
      !scope || (insideRegion(scope, other) && (!scope.tenant || tenantAllows(scope.tenant, other[scope.tenant.field])) && meetsRules(scope, other));
    return {
      field: fields.find((f) => f !== except?.field) ?? fields[0],
      message: inside ? conflictMessage(entity, fields) : elsewhereMessage(entity, fields),
    };
  }
  return undefined;
}

/** Whether a row read for a unique check lies in the caller's region subtree (or the entity has none). */
function insideRegion(scope: ScopeSpec, other: Row): boolean {
  if (!scope.field) return true;
  return !!scope.range && inSubtree(String(other[scope.field] ?? ''), scope.range[0]);
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
