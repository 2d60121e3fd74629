import { fieldLabel, primaryKeyOf, type DetailSpec, type EntitySchema } from '../../../shared/entity-meta.js';
import { detailError, type DetailError } from './detail-errors.js';
import { dictFieldsOf, loadDictTexts } from './dict-text.js';
import type { CrudCall } from './mutations.js';
import { rowProblems } from './row-checks.js';
import type { Row } from './types.js';
import { conflictMessage, uniqueProblem } from './unique.js';

/** What a checked detail array writes: the master's rows it keeps (by key) and the new ones. */
export interface DetailPlan {
  updates: Array<{ id: string; data: Row }>;
  inserts: Row[];
}

const filled = (v: unknown) => v !== undefined && v !== null && v !== '';

/**
 * Checks every row of a detail array as a single add (no id) or edit (the id of one of the master's `stored` rows)
 * is checked: the entity's validation, then dictionary, pick, area, file and prefix checks, then its unique value
 * sets against the other rows of the array and the rows of other masters (this master's rows are all replaced).
 * The foreign key (and the order property) are the server's: what the client sent there is overwritten.
 */
export async function checkDetailRows(
  call: CrudCall,
  spec: DetailSpec,
  masterId: string,
  rows: unknown[],
  stored: Row[],
): Promise<{ errors: DetailError[]; plan: DetailPlan }> {
  const { entity } = call;
  const pk = primaryKeyOf(entity);
  const byId = new Map(stored.map((r) => [String(r[pk]), r]));
  const seenIds = new Map<string, number>();
  const seenValues = new Map<string, number>();
  const texts = dictFieldsOf(entity).length ? await loadDictTexts(call.db, entity) : undefined;
  const errors: DetailError[] = [];
  const plan: DetailPlan = { updates: [], inserts: [] };
  for (let i = 0; i < rows.length; i++) {
    const row = i + 1;
    const fail = (problem: { field?: string; message: string }) => void errors.push(detailError(spec, entity, row, problem));
    const raw = rows[i];
    if (!raw || typeof raw !== 'object' || Array.isArray(raw)) {
      fail({ message: '数据格式不正确，应为对象' });
      continue;
    }
    const input: Row = { ...(raw as Row), [spec.foreignKey]: masterId };
    if (spec.orderBy) input[spec.orderBy] = row;
    const rowId = input[pk];
    let existing: Row | undefined;
    if (filled(rowId)) {
      existing = typeof rowId === 'string' ? byId.get(rowId) : undefined;
      if (!existing) {
        fail({ message: '该明细不存在或不属于本条数据' });
        continue;
      }
      const earlier = seenIds.get(rowId as string);
      if (earlier !== undefined) {
        fail({ message: `与第${earlier}行是同一条明细` });
        continue;
      }
      seenIds.set(rowId as string, row);
    } else delete input[pk];
    const { data, errors: invalid } = call.validation.validate(entity, existing ? 'edit' : 'add', input);
    if (invalid.length) {
      invalid.forEach(fail);
      continue;
    }
    const problems = await rowProblems(call, data, existing, texts);
    if (problems.length) {
      problems.forEach(fail);
      continue;
    }
    const after = { ...existing, ...data };
    const repeated =
      repeatedInArray(entity, spec, after, row, seenValues) ??
      (await uniqueProblem(call.db, entity, after, { except: { field: spec.foreignKey, value: masterId } }));
    if (repeated) {
      fail(repeated);
      continue;
    }
    if (existing) {
      delete data[pk];
      plan.updates.push({ id: rowId as string, data });
    } else plan.inserts.push(data);
  }
  return { errors, plan };
}

/** A unique value set (x-entity.unique) this row repeats from an earlier row of the same array. */
function repeatedInArray(
  entity: EntitySchema,
  spec: DetailSpec,
  row: Row,
  number: number,
  seen: Map<string, number>,
): { field: string; message: string } | undefined {
  for (const fields of entity['x-entity'].unique ?? []) {
    if (fields.some((f) => !filled(row[f]))) continue;
    const key = JSON.stringify([fields, fields.map((f) => row[f])]);
    const earlier = seen.get(key);
    const named = fields.filter((f) => f !== spec.foreignKey);
    if (earlier !== undefined)
      return {
        field: named[0] ?? fields[0],
        message: `${named.map((f) => fieldLabel(entity, f)).join('、') || conflictMessage(entity, fields)}与第${earlier}行重复`,
      };
    seen.set(key, number);
  }
  return undefined;
}
