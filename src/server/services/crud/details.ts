/**
 * Master-detail (x-entity.details): the detail rows of a master are read with it, saved with it in one transaction
 * and deleted with it. A detail entity has no routes of its own: it is reached only through its master, whose
 * region scope and permissions therefore cover it. docs/configurators.md "Master-detail" describes the contract.
 */
import { DEFAULT_MAX_DETAIL_ROWS, detailSpecs, fileFields, primaryKeyOf, readableFields, type DetailSpec } from '../../../shared/entity-meta.js';
import { nowText } from '../../../shared/time.js';
import { AppError, badRequest } from '../../http/errors.js';
import { detailTitle, type DetailError } from './detail-errors.js';
import { checkDetailRows, type DetailPlan } from './detail-rows.js';
import { loadDictTexts, withDictText } from './dict-text.js';
import { hasAudit, insertRows, newRow, type CrudCall } from './mutations.js';
import { withPickText } from './pick-text.js';
import { prefixRuleFields } from './prefix-rules.js';
import { withRegionText } from './region-text.js';
import { scopeOf } from './scope.js';
import type { Row } from './types.js';
import { uniqueViolation } from './unique.js';

/** Most row problems one refused save answers in `result.errors`. */
const MAX_ERRORS = 200;

/** The call on a detail entity: the master's caller and transaction, no region scope of its own. */
export function detailCall(call: CrudCall, spec: DetailSpec): CrudCall {
  const entity = call.entities.find(spec.entity);
  // check:schemas refuses such a schema; a live-edited one that slipped through is a configuration error.
  if (!entity) throw new Error(`x-entity.details of ${call.entity.$id} names ${spec.entity}, which does not exist`);
  return { ...call, entity, scope: undefined };
}

/**
 * Every detail table of the master `id`: property -> rows in their order, with dictionary, region and pick texts. The
 * names follow the reader's data rules as the master's do: a region, grid or picked row they hide shows its key.
 */
export async function loadDetails(call: CrudCall, id: string): Promise<Row> {
  const out: Row = {};
  for (const spec of detailSpecs(call.entity)) {
    const { db, entity } = detailCall(call, spec);
    const meta = entity['x-entity'];
    const pk = primaryKeyOf(entity);
    let q = db.selectFrom(meta.table).select(readableFields(entity)).where(spec.foreignKey, '=', id);
    q = spec.orderBy ? q.orderBy(spec.orderBy, 'asc') : meta.orderBy ? q.orderBy(meta.orderBy, meta.order ?? 'desc') : q;
    const rows = (await q.orderBy(pk, 'asc').execute()) as Row[];
    // The detail's own scope: it has no region or rules of its own, only the names its rows show (scope.ts).
    const names = await scopeOf(db, entity, call.session, call.entities);
    const shown = await withRegionText(db, entity, withDictText(entity, rows, await loadDictTexts(db, entity)), names?.regionNames);
    out[spec.property] = await withPickText(db, entity, shown, names?.picks);
  }
  return out;
}

/**
 * Saves the detail arrays `body` carries for the master `id` (already written in this transaction): rows with the
 * id of one of its detail rows are updated, rows without an id are inserted, its rows missing from the array are
 * deleted. A detail property absent from an edit's body leaves those rows alone. Every row is checked first; any
 * problem refuses the whole save with the rows and columns named (DetailError list in `result.errors`).
 */
export async function saveDetails(call: CrudCall, id: string, body: Row, adding: boolean): Promise<void> {
  const plans: Array<{ call: CrudCall; spec: DetailSpec; plan: DetailPlan }> = [];
  const errors: DetailError[] = [];
  for (const spec of detailSpecs(call.entity)) {
    if (!(spec.property in body) && !adding) continue;
    const dcall = detailCall(call, spec);
    const title = detailTitle(spec, dcall.entity);
    const value = body[spec.property] ?? [];
    if (!Array.isArray(value)) throw badRequest(`${title}应为列表`);
    if (adding && !value.length) continue;
    const max = spec.max ?? DEFAULT_MAX_DETAIL_ROWS;
    if (value.length > max) throw badRequest(`${title}最多${max}行，现有${value.length}行`);
    const stored = adding ? [] : await storedRows(dcall, spec, id);
    const checked = await checkDetailRows(dcall, spec, id, value, stored);
    errors.push(...checked.errors);
    plans.push({ call: dcall, spec, plan: checked.plan });
  }
  if (errors.length) {
    const first = errors[0];
    const more = errors.length > 1 ? `（共${errors.length}处错误）` : '';
    throw new AppError(`${first.text}${more}`, 400, 400, { errors: errors.slice(0, MAX_ERRORS).map(({ text: _text, ...e }) => e) });
  }
  for (const { call: dcall, spec, plan } of plans) await writePlan(dcall, spec, id, plan);
}

/** The stored detail rows of a master, with what the checks of an update need (unique values, files, prefixes). */
async function storedRows(call: CrudCall, spec: DetailSpec, id: string): Promise<Row[]> {
  const { entity } = call;
  const pk = primaryKeyOf(entity);
  const fields = [...new Set([pk, ...(entity['x-entity'].unique ?? []).flat(), ...prefixRuleFields(entity), ...fileFields(entity)])];
  return (await call.db.selectFrom(entity['x-entity'].table).select(fields).where(spec.foreignKey, '=', id).execute()) as Row[];
}

async function writePlan(call: CrudCall, spec: DetailSpec, id: string, plan: DetailPlan): Promise<void> {
  const { db, entity, session } = call;
  const table = entity['x-entity'].table;
  const pk = primaryKeyOf(entity);
  const kept = plan.updates.map((u) => u.id);
  let del = db.deleteFrom(table).where(spec.foreignKey, '=', id);
  if (kept.length) del = del.where(pk, 'not in', kept);
  await del.execute();
  try {
    for (const { id: rowId, data } of plan.updates) {
      if (hasAudit(entity)) Object.assign(data, { updateBy: session.user.username, updateTime: nowText() });
      await db.updateTable(table).set(data).where(pk, '=', rowId).where(spec.foreignKey, '=', id).execute();
    }
  } catch (error) {
    throw uniqueViolation(entity, error) ?? error;
  }
  await insertRows(
    db,
    entity,
    plan.inserts.map((data) => newRow(call, data)),
  );
}

/** Deletes the detail rows of these masters (the caller deletes the masters next, in the same transaction). */
export async function deleteDetailsOf(call: CrudCall, ids: string[]): Promise<void> {
  for (const spec of detailSpecs(call.entity)) {
    const { db, entity } = detailCall(call, spec);
    await db.deleteFrom(entity['x-entity'].table).where(spec.foreignKey, 'in', ids).execute();
  }
}
