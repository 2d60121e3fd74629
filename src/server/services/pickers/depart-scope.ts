import { tableScope, withinScope, type ScopeSource } from '../crud/scope.js';
import type { Session } from '../session-service.js';
import type { DepartIdNode, DepartTreeNode } from '../../../shared/services/pickers.js';

export interface DepartRow {
  id: string;
  parentId: string | null;
  orgCode: string;
  departName: string;
  regionCode: string | null;
  departOrder: number | null;
}

/**
 * The departments a session may see and pick: those its department list shows (sys_depart's scope: the caller's
 * region subtree and data rules); an administrator sees all but what their rules hide, a user without a region none.
 */
export async function departsInScope(source: ScopeSource, session: Session): Promise<DepartRow[]> {
  const departs = source.db.selectFrom('sys_depart').select(['id', 'parentId', 'orgCode', 'departName', 'regionCode', 'departOrder']);
  const rows = (await withinScope(departs, await tableScope(source, 'sys_depart', session)).execute()) as DepartRow[];
  return rows.sort((a, b) => Number(a.departOrder ?? 0) - Number(b.departOrder ?? 0) || a.orgCode.localeCompare(b.orgCode));
}

export function departNode(row: DepartRow, isLeaf: boolean): DepartTreeNode {
  return {
    key: row.id,
    value: row.id,
    title: row.departName,
    id: row.id,
    parentId: row.parentId && row.parentId !== '0' ? row.parentId : null,
    orgCode: row.orgCode,
    departName: row.departName,
    regionCode: row.regionCode,
    isLeaf,
  };
}

/** Nests the rows; a department whose parent is not among them (out of scope) is a top node. */
export function departTree(rows: DepartRow[]): DepartTreeNode[] {
  const visible = new Set(rows.map((r) => r.id));
  const childrenOf = new Map<string, DepartRow[]>();
  for (const r of rows) if (r.parentId && visible.has(r.parentId)) childrenOf.set(r.parentId, [...(childrenOf.get(r.parentId) ?? []), r]);
  const build = (row: DepartRow): DepartTreeNode => {
    const kids = childrenOf.get(row.id) ?? [];
    const node = departNode(row, !kids.length);
    if (kids.length) node.children = kids.map(build);
    return node;
  };
  return rows.filter((r) => !r.parentId || !visible.has(r.parentId)).map(build);
}

/** The same tree as JeecgBoot's DepartIdModel (key, value, title, children). */
export function idTree(nodes: DepartTreeNode[]): DepartIdNode[] {
  return nodes.map((n) => ({ key: n.key, value: n.value, title: n.title, ...(n.children ? { children: idTree(n.children) } : {}) }));
}

/** The rows of the given departments and every department below them. */
export function withDescendants(rows: DepartRow[], rootIds: Set<string>): DepartRow[] {
  const keep = new Set<string>();
  let added = true;
  while (added) {
    added = false;
    for (const r of rows) {
      if (keep.has(r.id)) continue;
      if (rootIds.has(r.id) || (r.parentId && keep.has(r.parentId))) {
        keep.add(r.id);
        added = true;
      }
    }
  }
  return rows.filter((r) => keep.has(r.id));
}
