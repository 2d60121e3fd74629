import type { EntitySchema, PickSpec } from '../../../shared/entity-meta.js';
import { fieldLabel, pickFields } from '../../../shared/entity-meta.js';
import type { EntityCatalog } from '../../entities/catalog.js';
import { narrowRoles } from '../pickers/role-scope.js';
import type { CrudCall } from './mutations.js';
import { scopeOf, scopeSql } from './scope.js';
import type { Row } from './types.js';
import type { FieldError } from '../../../../validators/messages.js';

/** Most keys one picked field may hold. */
export const MAX_PICKED = 200;

/** The keys a picked value holds: one, or comma-joined ones when the field allows several. */
export function pickedKeys(value: unknown, multiple: boolean): string[] {
  if (value === undefined || value === null || value === '') return [];
  const text = String(value);
  return multiple
    ? [
        ...new Set(
          text
            .split(',')
            .map((s) => s.trim())
            .filter(Boolean),
        ),
      ]
    : [text];
}

/**
 * Every key written to an x-pick property names a row of the referenced entity that the writer may pick: inside
 * their region subtree (the referenced entity's regionScope) and, for roles, not the administrator role unless they
 * are one (src/server/services/pickers/role-scope.ts). One message lists every wrong field; nothing is written.
 */
export async function pickProblems(call: CrudCall, data: Row): Promise<FieldError[]> {
  const wrong: FieldError[] = [];
  for (const [field, spec] of pickFields(call.entity)) {
    if (!(field in data)) continue;
    const label = fieldLabel(call.entity, field);
    const keys = pickedKeys(data[field], spec.multiple ?? false);
    if (!spec.multiple && keys[0]?.includes(',')) {
      wrong.push({ field, message: `${label}只能选择一项` });
      continue;
    }
    if (keys.length > MAX_PICKED) {
      wrong.push({ field, message: `${label}最多选择${MAX_PICKED}项` });
      continue;
    }
    const missing = await unpickable(call, spec, keys);
    if (missing.length) wrong.push({ field, message: `${label}中的“${missing.slice(0, 3).join('，').slice(0, 60)}”不存在或不在您管辖的范围内` });
  }
  return wrong;
}

async function unpickable(call: CrudCall, spec: PickSpec, keys: string[]): Promise<string[]> {
  if (!keys.length) return [];
  const found = new Set((await pickableRows(call, spec, [spec.key], spec.key, keys)).map((r) => String(r[spec.key])));
  return keys.filter((k) => !found.has(k));
}

/** The `columns` of the rows of the picked entity whose `field` is one of `values` and which the writer may pick. */
export async function pickableRows(call: CrudCall, spec: PickSpec, columns: string[], field: string, values: string[]): Promise<Row[]> {
  const target = referenced(call.entities, spec);
  const scope = await scopeOf(call.db, target, call.session);
  let q = call.db.selectFrom(target['x-entity'].table).select(columns).where(field, 'in', values);
  if (scope) q = q.where((eb) => scopeSql(eb, scope));
  if (target.$id === 'sysRole') q = narrowRoles(q, call.session);
  return (await q.execute()) as Row[];
}

function referenced(entities: EntityCatalog, spec: PickSpec): EntitySchema {
  const target = entities.find(spec.entity);
  // check:schemas refuses such a schema; a live-edited one that slipped through is a configuration error.
  if (!target || !(spec.key in target.properties || spec.key === 'id')) throw new Error(`x-pick names ${spec.entity}.${spec.key}, which does not exist`);
  return target;
}
