import { sql } from 'kysely';
import type { DynamicDb } from '../../db/tables.js';
import type { EntityCatalog } from '../../entities/catalog.js';
import { badRequest } from '../../http/errors.js';
import type { Session } from '../session-service.js';
import { lookupTable } from './allowlist.js';
import { parseCondition, whereEquals } from './filters.js';
import { MAX_TABLE_ITEMS } from './table-dict.js';
import { bindValue } from './values.js';
import { scopeOf, withinScope } from '../crud/scope.js';

/** Query of GET /sys/dict/loadTreeData: every name in it is checked against the lookup allowlist. */
export interface TreeQuery {
  pid?: string;
  tableName?: string;
  text?: string;
  code?: string;
  pidField?: string;
  hasChildField?: string;
  /** '1' (default): hasChildField = '1' means the node has children; '0': hasChildField is itself an is-leaf flag. */
  converIsLeafVal?: string;
  condition?: string;
}

export interface TreeNode {
  key: string;
  value: string;
  title: string;
  parentId: string | null;
  leaf: boolean;
  /** The same as leaf, under the name antd's tree components read. */
  isLeaf: boolean;
}

const isOne = (v: unknown) => v === true || String(v) === '1';
const kind = (type: string | undefined) => (type === 'integer' || type === 'number' || type === 'boolean' ? 'number' : 'text');

/**
 * The children of `pid` (or the roots: pidField empty or null) of an allowlisted table, scoped to the caller's
 * region. Without a hasChildField a node is a leaf when no row (in scope, meeting the condition) names it parent.
 */
export async function loadTree(entities: EntityCatalog, db: DynamicDb, session: Session, q: TreeQuery): Promise<TreeNode[]> {
  const t = lookupTable(entities, q.tableName, session, 'read');
  const text = t.field(q.text, '显示字段');
  const code = t.field(q.code, '值字段');
  const pidField = t.field(q.pidField, '父级字段');
  const hasChild = q.hasChildField ? t.field(q.hasChildField, '子节点标识字段') : undefined;
  const condition = parseCondition(q.condition);
  // A node's children are the rows whose pidField equals its code: PostgreSQL cannot compare text with a number.
  if (kind(t.property(pidField).type) !== kind(t.property(code).type)) throw badRequest('父级字段与值字段的类型不一致');

  const scope = await scopeOf(db, t.entity, session);
  let children = db
    .selectFrom(`${t.table} as c`)
    .select(sql<number>`1`.as('one'))
    .whereRef(`c.${pidField}`, '=', `n.${code}`);
  children = whereEquals(withinScope(children, scope, 'c'), t, condition, 'c');
  let qb = db
    .selectFrom(`${t.table} as n`)
    .select((eb) => [
      eb.ref(`n.${code}`).as('key'),
      eb.ref(`n.${text}`).as('title'),
      eb.ref(`n.${pidField}`).as('parent'),
      hasChild ? eb.ref(`n.${hasChild}`).as('child') : eb.exists(children).as('child'),
    ]);
  if (q.pid) {
    qb = qb.where(`n.${pidField}`, '=', bindValue(t.property(pidField), q.pid, '父级'));
  } else {
    const blankable = kind(t.property(pidField).type) === 'text';
    qb = qb.where((eb) => (blankable ? eb.or([eb(`n.${pidField}`, '=', ''), eb(`n.${pidField}`, 'is', null)]) : eb(`n.${pidField}`, 'is', null)));
  }
  qb = whereEquals(withinScope(qb, scope, 'n'), t, condition, 'n');
  const rows = await qb
    .orderBy(`n.${t.sortField(code, text)}`)
    .limit(MAX_TABLE_ITEMS)
    .execute();
  const leafWhenOne = q.converIsLeafVal === '0';
  return rows.map((r) => {
    const leaf = hasChild ? (leafWhenOne ? isOne(r.child) : !isOne(r.child)) : !Number(r.child);
    const key = String(r.key);
    return { key, value: key, title: r.title == null ? '' : String(r.title), parentId: r.parent == null ? null : String(r.parent), leaf, isLeaf: leaf };
  });
}
