import {
  detailSpecs,
  encryptedFields,
  fileFields,
  htmlFields,
  isTenantScoped,
  primaryKeyOf,
  readableFields,
  TENANT_PROPERTY,
  type EntitySchema,
} from '../../../shared/entity-meta.js';
import { nowText } from '../../../shared/time.js';
import type { DynamicDb } from '../../db/tables.js';
import type { Db } from '../../db/connect.js';
import type { EntityCatalog } from '../../entities/catalog.js';
import { notFound } from '../../http/errors.js';
import type { EntityValidation } from '../entity-validation.js';
import { newId } from '../ids.js';
import type { Session } from '../session-service.js';
import { loadDictTexts, withDictText } from './dict-text.js';
import { deleteDetailsOf, loadDetails, saveDetails } from './details.js';
import { keepListsExact } from './list-deltas.js';
import { withCleanHtml } from './html-text.js';
import { withPickText } from './pick-text.js';
import { prefixRuleFields } from './prefix-rules.js';
import { withRegionText } from './region-text.js';
import { assertRow } from './row-checks.js';
import { assertMeetsRules, assertWritable, ruleFields, scopeSql } from './scope.js';
import type { Row, ScopeSpec } from './types.js';
import type { AddHook } from '../workflow/start.js';
import { applyClearWhen, assertNoChildren, assertTreeParent, treeRuleFields } from './tree-rules.js';
import { assertUnique, uniqueViolation } from './unique.js';
import { assertUniqueAcross, uniqueAcrossFields } from './unique-across.js';
import { assertSecretsStayWithTargets, maskedValues, sealWritten, secretTargetColumns } from '../secrets/secret-fields.js';

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
  /** An entity with x-entity.process: the add also starts a process instance, in the same transaction. */
  addHook?: AddHook;
}

const tableOf = (e: EntitySchema) => e['x-entity'].table;
export const hasAudit = (e: EntitySchema) => 'createTime' in e.properties;

/**
 * Runs a write of the rows `keysBefore` / `keysAfter` of the entity's table, in one transaction when the entity has
 * detail tables (master and details are written together) or an add hook, keeping the lists' totals and checkpoints
 * exact across it (list-deltas.ts).
 */
function writing<T>(call: CrudCall, keysBefore: unknown[], keysAfter: (result: T) => unknown[], work: (call: CrudCall) => Promise<T>): Promise<T> {
  const transactional = !!detailSpecs(call.entity).length || !!call.addHook;
  return keepListsExact(call.db, call.entity, { keysBefore, keysAfter, transactional }, (db) => work({ ...call, db }));
}

/** One row by key, within the caller's subtree, with dictionary texts and its detail rows; a row outside it is "not found". */
export async function queryById(call: CrudCall, id: string): Promise<Row> {
  const { db, entity, scope } = call;
  let q = db
    .selectFrom(tableOf(entity))
    .select([...readableFields(entity), ...encryptedFields(entity)])
    .where(primaryKeyOf(entity), '=', id);
  if (scope) q = q.where((eb) => scopeSql(eb, scope));
  const stored = await q.executeTakeFirst();
  if (!stored) throw notFound();
  const row = { ...stored, ...maskedValues(entity, stored) };
  const shown = await withRegionText(db, entity, withDictText(entity, [row], await loadDictTexts(db, entity)), scope?.regionNames);
  const [full] = withCleanHtml(entity, await withPickText(db, entity, shown, scope?.picks));
  return detailSpecs(entity).length ? { ...full, ...(await loadDetails(call, String(row[primaryKeyOf(entity)]))) } : full;
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
  // The writer's tenant, never the client's (read-only): none (shared) only for a caller acting in no tenant.
  if (isTenantScoped(entity)) row[TENANT_PROPERTY] = call.scope?.tenant?.id ?? null;
  return row;
}

/** Adds a row, and its detail rows (x-entity.details) in the same transaction. */
export async function addRow(call: CrudCall, body: unknown): Promise<Row> {
  if (call.addHook) body = call.addHook.prepare(body as Row);
  const data = call.validation.check(call.entity, 'add', body);
  assertWritable(call.entity, call.scope, data, true);
  return writing(
    call,
    [],
    (row) => [row[primaryKeyOf(call.entity)]],
    async (call) => {
      applyClearWhen(call.entity, data);
      await assertTreeParent(call.db, call.entity, call.scope, data);
      await assertRow(call, data);
      const row = newRow(call, data);
      assertMeetsRules(call.scope, row);
      sealWritten(call.entity, row, 'add');
      call.addHook?.beforeInsert(row);
      await assertUnique(call.db, call.entity, row, undefined, call.scope);
      await assertUniqueAcross(call.db, call.entities, call.entity, row);
      await insertRows(call.db, call.entity, [row]);
      await call.addHook?.afterInsert(call.db as unknown as Db, row);
      await saveDetails(call, String(row[primaryKeyOf(call.entity)]), body as Row, true);
      return row;
    },
  );
}

export async function insertRows(db: DynamicDb, entity: EntitySchema, rows: Row[]): Promise<void> {
  try {
    for (let i = 0; i < rows.length; i += 200)
      await db
        .insertInto(tableOf(entity))
        .values(rows.slice(i, i + 200))
        .execute();
  } catch (error) {
    throw uniqueViolation(entity, error) ?? error;
  }
}

/** Edits a row; detail arrays the body carries replace the stored detail rows, in the same transaction. */
export function editRow(call: CrudCall, body: unknown): Promise<void> {
  const data = call.validation.check(call.entity, 'edit', body);
  const id = String(data[primaryKeyOf(call.entity)]);
  return writing(
    call,
    [id],
    () => [id],
    (call) => editChecked(call, data, body as Row),
  );
}

async function editChecked(call: CrudCall, data: Row, body: Row): Promise<void> {
  const { db, entity, scope, session } = call;
  const pk = primaryKeyOf(entity);
  const id = String(data[pk]);
  delete data[pk];
  const uniqueFields = [
    ...new Set([...(entity['x-entity'].unique ?? []).flat(), ...prefixRuleFields(entity), ...treeRuleFields(entity), ...uniqueAcrossFields(entity)]),
  ];
  let find = db
    .selectFrom(tableOf(entity))
    .select([...new Set([pk, ...uniqueFields, ...fileFields(entity), ...htmlFields(entity), ...ruleFields(scope), ...secretTargetColumns(entity)])])
    .where(pk, '=', id);
  if (scope) find = find.where((eb) => scopeSql(eb, scope));
  const existing = await find.executeTakeFirst();
  if (!existing) throw notFound();
  assertWritable(entity, scope, data, false);
  applyClearWhen(entity, data, existing);
  await assertTreeParent(db, entity, scope, data, id, existing);
  await assertRow(call, data, existing);
  assertSecretsStayWithTargets(entity, existing, data);
  sealWritten(entity, data, 'edit');
  if (hasAudit(entity)) Object.assign(data, { updateBy: session.user.username, updateTime: nowText() });
  assertMeetsRules(scope, { ...existing, ...data });
  await assertUnique(db, entity, { ...existing, ...data }, id, scope);
  await assertUniqueAcross(db, call.entities, entity, { ...existing, ...data }, id);
  let update = db.updateTable(tableOf(entity)).set(data).where(pk, '=', id);
  if (scope) update = update.where((eb) => scopeSql(eb, scope));
  try {
    const result = await update.executeTakeFirst();
    if (!Number(result.numUpdatedRows)) throw notFound();
  } catch (error) {
    throw uniqueViolation(entity, error) ?? error;
  }
  await saveDetails(call, id, body, false);
}

/**
 * Deletes rows by key, all or none: a key that is missing or outside the caller's subtree deletes nothing. Detail
 * rows go with their master, in the same transaction (the caller's, when `call.db` already is one).
 */
export async function deleteRows(call: CrudCall, ids: string[]): Promise<void> {
  const { entity, scope } = call;
  const pk = primaryKeyOf(entity);
  // Inside a caller's transaction (a tenant deleted with its check) the lists are recounted after it, not carried.
  const inTransaction = (work: (trx: DynamicDb) => Promise<void>) =>
    call.db.isTransaction ? work(call.db) : keepListsExact(call.db, entity, { keysBefore: ids, keysAfter: () => [], transactional: true }, work);
  await inTransaction(async (trx) => {
    await assertNoChildren(trx, entity, ids);
    if (detailSpecs(entity).length) {
      // Touching the masters first checks them and keeps one order of tables (master, then details) in every write.
      let touch = trx
        .updateTable(tableOf(entity))
        .set((eb) => ({ [pk]: eb.ref(pk) }))
        .where(pk, 'in', ids);
      if (scope) touch = touch.where((eb) => scopeSql(eb, scope));
      assertAllFound(ids, Number((await touch.executeTakeFirst()).numUpdatedRows));
      await deleteDetailsOf({ ...call, db: trx }, ids);
    }
    let del = trx.deleteFrom(tableOf(entity)).where(pk, 'in', ids);
    if (scope) del = del.where((eb) => scopeSql(eb, scope));
    // Throwing rolls the transaction back.
    assertAllFound(ids, Number((await del.executeTakeFirst()).numDeletedRows));
  });
}

function assertAllFound(ids: string[], found: number): void {
  if (found === ids.length) return;
  if (ids.length === 1 || found === 0) throw notFound();
  throw notFound(`有${ids.length - found}条数据不存在或不在您管辖的区域内，未删除任何数据`);
}
