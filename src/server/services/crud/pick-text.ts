import { pickFields, type EntitySchema, type PickSpec } from '../../../shared/entity-meta.js';
import type { Db } from '../../db/connect.js';
import type { DynamicDb } from '../../db/tables.js';
import { pickedKeys } from './pick-refs.js';
import { scopeSql } from './scope.js';
import type { Row, ScopeSpec } from './types.js';

/**
 * The names picked rows show by, for the entities the pickers read (DepartSelect, UserSelect, RoleSelect). An x-pick
 * on another entity is named by the `name` property it declares, or else keeps its stored keys as its text.
 */
export const PICK_NAMES: Record<string, { table: string; name: string }> = {
  sysDepart: { table: 'sys_depart', name: 'departName' },
  sysUser: { table: 'sys_user', name: 'realname' },
  sysRole: { table: 'sys_role', name: 'roleName' },
};

/** Where the names of an x-pick's rows are: the pickers' entities, or the `name` property the x-pick declares. */
export function nameSource(p: PickSpec): { table: string; name: string } | undefined {
  if (p.name && p.table) return { table: p.table, name: p.name };
  return Object.hasOwn(PICK_NAMES, p.entity) ? PICK_NAMES[p.entity] : undefined;
}

/** Tables whose rows name the picked values of an entity (a list page showing them depends on their versions). */
export const pickNameTables = (entity: EntitySchema): string[] => pickFields(entity).flatMap(([, p]) => nameSource(p)?.table ?? []);

const named = (p: PickSpec) => nameSource(p) !== undefined;

/**
 * Adds `<field>_dictText` next to every x-pick field of each row: the picked rows' names, comma-joined in the stored
 * order (a key with no row keeps itself), so lists show 水源地社区居委会 rather than an id. One bound `in` query per
 * field and page. The names are those of what the row holds, whoever may pick them now, except rows the reader's
 * data rules hide (`picks`, the scope's: crud/scope.ts), which keep their keys.
 */
export async function withPickText(db: Db, entity: EntitySchema, rows: Row[], picks?: Record<string, ScopeSpec>): Promise<Row[]> {
  const fields = pickFields(entity).filter(([, p]) => named(p));
  if (!fields.length || !rows.length) return rows;
  for (const [field, spec] of fields) {
    const keys = new Set(rows.flatMap((r) => pickedKeys(r[field], spec.multiple ?? false)));
    const names = await namesOf(db as unknown as DynamicDb, spec, [...keys], picks?.[field]);
    for (const row of rows) {
      const picked = pickedKeys(row[field], spec.multiple ?? false);
      row[`${field}_dictText`] = picked.length ? picked.map((k) => names.get(k) ?? k).join(',') : null;
    }
  }
  return rows;
}

async function namesOf(db: DynamicDb, spec: PickSpec, keys: string[], scope: ScopeSpec | undefined): Promise<Map<string, string>> {
  const { table, name } = nameSource(spec)!;
  const names = new Map<string, string>();
  for (let i = 0; i < keys.length; i += 500) {
    let q = db
      .selectFrom(table)
      .select([spec.key, name])
      .where(spec.key, 'in', keys.slice(i, i + 500));
    if (scope) q = q.where((eb) => scopeSql(eb, scope));
    const rows = await q.execute();
    for (const r of rows as Row[]) names.set(String(r[spec.key]), String(r[name] ?? ''));
  }
  return names;
}
