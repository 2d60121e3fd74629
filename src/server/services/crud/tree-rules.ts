import type { Expression, ExpressionBuilder, SqlBool } from 'kysely';
import { primaryKeyOf, type EntitySchema } from '../../../shared/entity-meta.js';
import type { DynamicDb } from '../../db/tables.js';
import { badRequest } from '../../http/errors.js';
import { scopeSql } from './scope.js';
import type { Condition, Row, ScopeSpec } from './types.js';

type Eb = ExpressionBuilder<any, any>;
/** Deeper than any real organisation chart; a longer walk up means the stored rows already hold a loop. */
const MAX_DEPTH = 64;

/** Stores `field` empty when `if` holds one of `equals` (x-entity.clearWhen), judged on the row as it will be. */
export function applyClearWhen(entity: EntitySchema, data: Row, stored: Row = {}): void {
  for (const rule of entity['x-entity'].clearWhen ?? []) {
    const value = rule.if in data ? data[rule.if] : stored[rule.if];
    if (value !== null && value !== undefined && rule.equals.includes(String(value))) data[rule.field] = null;
  }
}

/** The stored fields an edit must read to judge the tree and clearing rules. */
export const treeRuleFields = (entity: EntitySchema): string[] => {
  const meta = entity['x-entity'];
  return [...(meta.tree ? [meta.tree.parent] : []), ...(meta.clearWhen ?? []).map((r) => r.if)];
};

/**
 * A written row's parent (x-entity.tree) must be the root or a row the writer may read, and, for an edit of row
 * `id`, neither the row itself nor one below it: the rows stay one tree without loops. An edit that keeps the
 * stored parent keeps it even when the writer cannot read it (a community's organisation under the street's).
 */
export async function assertTreeParent(
  db: DynamicDb,
  entity: EntitySchema,
  scope: ScopeSpec | undefined,
  data: Row,
  id?: string,
  stored: Row = {},
): Promise<void> {
  const tree = entity['x-entity'].tree;
  if (!tree || !(tree.parent in data)) return;
  const parent = data[tree.parent];
  if (id !== undefined && parent !== undefined && parent !== null && String(parent) === String(stored[tree.parent] ?? '')) return;
  if (parent === null || parent === undefined || parent === '') {
    data[tree.parent] = tree.root;
    return;
  }
  if (String(parent) === tree.root) return;
  const table = entity['x-entity'].table;
  const pk = primaryKeyOf(entity);
  const key = tree.key ?? pk;
  let visible = db.selectFrom(table).select(key).where(key, '=', parent);
  if (scope) visible = visible.where((eb) => scopeSql(eb, scope));
  if (!(await visible.executeTakeFirst())) throw badRequest('上级节点不存在或不在您管辖的区域内');
  if (id === undefined) return;
  const own = key === pk ? id : String(((await db.selectFrom(table).select(key).where(pk, '=', id).executeTakeFirst()) as Row | undefined)?.[key] ?? id);
  let at: unknown = parent;
  for (let depth = 0; depth < MAX_DEPTH && at !== undefined && at !== null && String(at) !== tree.root; depth++) {
    if (String(at) === own) throw badRequest('上级节点不能是本节点或其下级节点');
    const up = (await db.selectFrom(table).select(tree.parent).where(key, '=', at).executeTakeFirst()) as Row | undefined;
    at = up?.[tree.parent] ?? undefined;
  }
}

/** Deleting rows that still have children (other than rows deleted with them) would orphan those children. */
export async function assertNoChildren(db: DynamicDb, entity: EntitySchema, ids: string[]): Promise<void> {
  const tree = entity['x-entity'].tree;
  if (!tree || !ids.length) return;
  const pk = primaryKeyOf(entity);
  const table = entity['x-entity'].table;
  const keys = tree.key && tree.key !== pk ? db.selectFrom(table).select(tree.key).where(pk, 'in', ids) : ids;
  const child = await db.selectFrom(table).select(pk).where(tree.parent, 'in', keys).where(pk, 'not in', ids).limit(1).executeTakeFirst();
  if (child) throw badRequest('该节点下还有下级节点，请先删除或移走下级节点');
}

/** Whether a list condition asks for the top of the tree (`parent = root`). */
export function isTreeTop(entity: EntitySchema, c: Condition): boolean {
  const tree = entity['x-entity'].tree;
  return !!tree && c.field === tree.parent && c.rule === 'eq' && String(c.value) === tree.root;
}

/** The root condition, also matching rows stored without a parent (seeded departments and regions have none). */
export function treeRootSql(eb: Eb, entity: EntitySchema, atRoot: Expression<SqlBool>): Expression<SqlBool> {
  return eb.or([atRoot, eb(entity['x-entity'].tree!.parent, 'is', null)]);
}

/**
 * The top of the tree as a scoped caller sees it: the root's children and every row whose parent the caller may
 * not read (a community's own organisation, whose parent is the street's), so the tree starts where their scope does.
 */
export function treeTopSql(db: DynamicDb, eb: Eb, entity: EntitySchema, scope: ScopeSpec, atRoot: Expression<SqlBool>): Expression<SqlBool> {
  const tree = entity['x-entity'].tree!;
  const readable = db
    .selectFrom(entity['x-entity'].table)
    .select(tree.key ?? primaryKeyOf(entity))
    .where((inner) => scopeSql(inner, scope));
  return eb.or([atRoot, eb(tree.parent, 'not in', readable)]);
}
