import { sql } from 'kysely';
import type { Db } from '../../db/connect.js';
import type { DynamicDb } from '../../db/tables.js';
import type { EntityCatalog } from '../../entities/catalog.js';
import { AppError, badRequest } from '../../http/errors.js';
import { lookupTableOf } from './allowlist.js';
import { parseCondition, whereEquals } from './filters.js';

/** The pid of top-level categories. */
export const CATEGORY_ROOT = '0';
const TABLE = 'sys_category';
/** loadOne may match on these fields only. */
const ONE_FIELDS = new Set(['code', 'id', 'name'] as const);
const isOneField = (f: string): f is 'code' | 'id' | 'name' => (ONE_FIELDS as Set<string>).has(f);

/** A category tree node (002 §3): key/value are the id, title/name the name. */
export interface CategoryNode {
  key: string;
  value: string;
  title: string;
  name: string;
  code: string;
  parentId: string;
  leaf: boolean;
  isLeaf: boolean;
  children?: CategoryNode[];
}

interface CategoryRow {
  id: string;
  pid: string;
  code: string;
  name: string;
}

const node = (r: CategoryRow, leaf: boolean): CategoryNode => ({
  key: r.id,
  value: r.id,
  title: r.name,
  name: r.name,
  code: r.code,
  parentId: r.pid,
  leaf,
  isLeaf: leaf,
});

/**
 * Children of a category. Whether a node is a leaf is read from the rows themselves rather than the stored
 * hasChild flag, which generic edits of the table do not keep up to date.
 */
// Untyped: the condition names fields of the category entity, checked against its lookup allowlist.
export async function categoryChildren(entities: EntityCatalog, db: DynamicDb, pid: string, condition?: unknown): Promise<CategoryNode[]> {
  const t = lookupTableOf(categoryEntity(entities));
  const filter = parseCondition(condition);
  let qb = db
    .selectFrom(`${TABLE} as n`)
    .select(['n.id', 'n.pid', 'n.code', 'n.name'])
    .select((eb) =>
      eb
        .exists(
          db
            .selectFrom(`${TABLE} as c`)
            .select(sql<number>`1`.as('one'))
            .whereRef('c.pid', '=', 'n.id'),
        )
        .as('child'),
    )
    .where('n.pid', '=', pid);
  qb = whereEquals(qb, t, filter, 'n');
  const rows = await qb.orderBy('n.code').execute();
  return rows.map((r) => node(r as CategoryRow, !Number(r.child)));
}

/** The id of the category with a code; the root code "0" stands for the top level. */
export async function categoryIdOfCode(db: Db, code: string): Promise<string> {
  if (code === CATEGORY_ROOT) return CATEGORY_ROOT;
  const row = await db.selectFrom(TABLE).select('id').where('code', '=', code).executeTakeFirst();
  if (!row) throw badRequest(`该编码【${code.slice(0, 40)}】不存在，请核实!`);
  return row.id;
}

/** Every category below one, as nested children (the synchronous tree of loadTreeRoot with async=false). */
export async function categorySubtree(db: Db, pid: string): Promise<CategoryNode[]> {
  const rows = await db.selectFrom(TABLE).select(['id', 'pid', 'code', 'name']).orderBy('code').execute();
  const byParent = new Map<string, CategoryRow[]>();
  // A row without a parent (pid null) belongs to no subtree.
  for (const r of rows) if (r.pid !== null) byParent.set(r.pid, [...(byParent.get(r.pid) ?? []), { ...r, pid: r.pid }]);
  const build = (parent: string, seen: Set<string>): CategoryNode[] =>
    (byParent.get(parent) ?? [])
      .filter((r) => !seen.has(r.id))
      .map((r) => {
        const kids = build(r.id, new Set(seen).add(r.id));
        return { ...node(r, kids.length === 0), ...(kids.length ? { children: kids } : {}) };
      });
  return build(pid, new Set([pid]));
}

/** The one category whose code, id or name equals a value. */
export async function categoryOne(db: Db, field: string, val: string): Promise<Record<string, unknown>> {
  if (!isOneField(field)) throw badRequest('字段无效，请检查!');
  const rows = await db.selectFrom(TABLE).select(['id', 'pid', 'code', 'name', 'hasChild']).where(field, '=', val).limit(2).execute();
  if (!rows.length) throw new AppError('查询无果', 200);
  if (rows.length > 1) throw new AppError(`查询数据异常，【${field}】存在多个值：${val.slice(0, 40)}`, 200);
  return rows[0];
}

/** Names of categories by id, in the ids' order; an unknown id is left out, or kept as itself. */
export async function categoryNames(db: Db, ids: string[], keepUnknown: boolean): Promise<string[]> {
  const wanted = [...new Set(ids)];
  const rows = wanted.length ? await db.selectFrom(TABLE).select(['id', 'name']).where('id', 'in', wanted).execute() : [];
  const byId = new Map(rows.map((r) => [r.id, r.name]));
  return ids.flatMap((id) => (byId.has(id) ? [byId.get(id)!] : keepUnknown ? [id] : []));
}

function categoryEntity(entities: EntityCatalog) {
  const entity = entities.byTable(TABLE);
  if (!entity) throw new Error('sys_category entity schema missing');
  return entity;
}
