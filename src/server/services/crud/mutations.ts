import { fileFields, primaryKeyOf, readableFields, type EntitySchema } from '../../../shared/entity-meta.js';
import { nowText } from '../../../shared/time.js';
import type { DynamicDb } from '../../db/tables.js';
import type { EntityCatalog } from '../../entities/catalog.js';
import { notFound } from '../../http/errors.js';
import type { EntityValidation } from '../entity-validation.js';
import { newId } from '../ids.js';
import type { Session } from '../session-service.js';
import { loadDictTexts, withDictText } from './dict-text.js';
import { checkDictValues } from './dict-values.js';
import { assertFileRefs } from './file-ref-check.js';
import { assertPicks } from './pick-refs.js';
import { assertAreas } from './area-check.js';
import { withPickText } from './pick-text.js';
import { assertPrefixRules, prefixRuleFields } from './prefix-rules.js';
import { withRegionText } from './region-text.js';
import { assertWritable, scopeSql } from './scope.js';
import type { Row, ScopeSpec } from './types.js';
import { assertUnique, uniqueViolation } from './unique.js';

/** What a single-entity operation needs: the entity, the caller, and the caller's region subtree in it. */
export interface CrudCall {
  /** Untyped: the table and its columns come from the entity schema (the entity catalog is the allowlist). */
  db: DynamicDb;
  validation: EntityValidation;
  /** Every entity: x-pick properties name the entity whose rows they hold. */
  entities: EntityCatalog;
  entity: EntitySchema;
  session: Session;
  scope: ScopeSpec | undefined;
}

const tableOf = (e: EntitySchema) => e['x-entity'].table;
const hasAudit = (e: EntitySchema) => 'createTime' in e.properties;

/** One row by key, within the caller's subtree, with dictionary texts; a row outside it is "not found". */
export async function queryById(call: CrudCall, id: string): Promise<Row> {
  const { db, entity, scope } = call;
  let q = db.selectFrom(tableOf(entity)).select(readableFields(entity)).where(primaryKeyOf(entity), '=', id);
  if (scope) q = q.where((eb) => scopeSql(eb, scope));
  const row = await q.executeTakeFirst();
  if (!row) throw notFound();
  const shown = await withRegionText(db, entity, withDictText(entity, [row], await loadDictTexts(db, entity)));
  return (await withPickText(db, entity, shown))[0];
}

/** A new row from already-validated data: defaults, key and audit columns filled by the server. */
export function newRow(call: CrudCall, data: Row): Row {
  const { entity, session } = call;
  const row: Row = {};
  // Read-only properties too: their default is their first value (a download count starts at 0).
  for (const [f, prop] of Object.entries(entity.properties)) {
    if (prop.default !== undefined && data[f] === undefined && !prop['x-secret']) row[f] = prop.default;
  }
  Object.assign(row, data);
  const pk = primaryKeyOf(entity);
  if (row[pk] === undefined) row[pk] = newId();
  if (hasAudit(entity)) Object.assign(row, { createBy: session.user.username, createTime: nowText() });
  return row;
}

export async function addRow(call: CrudCall, body: unknown): Promise<Row> {
  const data = call.validation.check(call.entity, 'add', body);
  assertWritable(call.entity, call.scope, data, true);
  assertPrefixRules(call.entity, data);
  await checkDictValues(call.db, call.entity, data);
  await assertPicks(call, data);
  assertAreas(call, data);
  await assertFileRefs(call, data);
  const row = newRow(call, data);
  await assertUnique(call.db, call.entity, row, undefined, call.scope);
  await insertRows(call.db, call.entity, [row]);
  return row;
}

export async function insertRows(db: DynamicDb, entity: EntitySchema, rows: Row[]): Promise<void> {
  try {
    for (let i = 0; i < rows.length; i += 200) await db.insertInto(tableOf(entity)).values(rows.slice(i, i + 200)).execute();
  } catch (error) {
    throw uniqueViolation(entity, error) ?? error;
  }
}

export async function editRow(call: CrudCall, body: unknown): Promise<void> {
  const { db, entity, scope, session } = call;
  const pk = primaryKeyOf(entity);
  const data = call.validation.check(entity, 'edit', body);
  const id = String(data[pk]);
  delete data[pk];
  const uniqueFields = [...new Set([...(entity['x-entity'].unique ?? []).flat(), ...prefixRuleFields(entity)])];
  let find = db.selectFrom(tableOf(entity)).select([...new Set([pk, ...uniqueFields, ...fileFields(entity)])]).where(pk, '=', id);
  if (scope) find = find.where((eb) => scopeSql(eb, scope));
  const existing = await find.executeTakeFirst();
  if (!existing) throw notFound();
  assertWritable(entity, scope, data, false);
  assertPrefixRules(entity, { ...existing, ...data });
  await checkDictValues(db, entity, data);
  await assertPicks(call, data);
  assertAreas(call, data);
  await assertFileRefs(call, data, existing);
  if (hasAudit(entity)) Object.assign(data, { updateBy: session.user.username, updateTime: nowText() });
  await assertUnique(db, entity, { ...existing, ...data }, id, scope);
  let update = db.updateTable(tableOf(entity)).set(data).where(pk, '=', id);
  if (scope) update = update.where((eb) => scopeSql(eb, scope));
  try {
    const result = await update.executeTakeFirst();
    if (!Number(result.numUpdatedRows)) throw notFound();
  } catch (error) {
    throw uniqueViolation(entity, error) ?? error;
  }
}

/** Deletes rows by key, all or none: a key that is missing or outside the caller's subtree deletes nothing. */
export async function deleteRows(call: CrudCall, ids: string[]): Promise<void> {
  const { entity, scope } = call;
  const pk = primaryKeyOf(entity);
  await call.db.transaction().execute(async (trx) => {
    let del = trx.deleteFrom(tableOf(entity)).where(pk, 'in', ids);
    if (scope) del = del.where((eb) => scopeSql(eb, scope));
    const result = await del.executeTakeFirst();
    const deleted = Number(result.numDeletedRows);
    if (deleted === ids.length) return;
    // Throwing rolls the transaction back.
    if (ids.length === 1 || deleted === 0) throw notFound();
    throw notFound(`有${ids.length - deleted}条数据不存在或不在您管辖的区域内，未删除任何数据`);
  });
}
