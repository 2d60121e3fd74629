/**
 * The party-organisation tree as the caller may see it (TBaseRegionController queryAllPartTree, queryPartTreeDesc):
 * the organisations the caller's party-org list shows (region subtree and data rules); an organisation whose parent
 * the caller may not see (a community's own, under the street's) is a top of their tree.
 */
import type { AppContext } from '../../context.js';
import { notFound } from '../../http/errors.js';
import { loadDictTexts, withDictText } from '../crud/dict-text.js';
import { withRegionText } from '../crud/region-text.js';
import { tableScope, withinScope } from '../crud/scope.js';
import type { ScopeSpec } from '../crud/types.js';
import type { Session } from '../session-service.js';
import type { PartOrgNode } from '../../../shared/services/region.js';

const NODE_FIELDS = ['id', 'parentId', 'orgName', 'orgCode', 'dicPartOrgType', 'secretary', 'phone', 'regionCode', 'bindCode', 'sortNo'] as const;
const ROOT = '0';

/** Every organisation the session may read, in tree order (sortNo, then name), with dictionary and region texts. */
async function readableOrgs(ctx: AppContext, session: Session): Promise<PartOrgNode[]> {
  const orgs = ctx.db.selectFrom('t_part_org').select([...NODE_FIELDS]);
  const scope = await tableScope(ctx, 't_part_org', session);
  const rows = await withinScope(orgs, scope).orderBy('sortNo').orderBy('orgName').orderBy('id').execute();
  return decorate(
    ctx,
    rows.map((r) => ({ ...r, parentId: r.parentId ?? ROOT })),
    scope?.regionNames,
  );
}

async function decorate(ctx: AppContext, rows: Array<Record<string, unknown>>, hide: ScopeSpec['regionNames']): Promise<PartOrgNode[]> {
  const entity = ctx.entities.find('partOrg')!;
  const shown = await withRegionText(ctx.db, entity, withDictText(entity, rows, await loadDictTexts(ctx.db, entity)), hide);
  return shown as unknown as PartOrgNode[];
}

/** The caller's tops: organisations at the root or whose parent they cannot read. */
const topsOf = (rows: PartOrgNode[]) => {
  const ids = new Set(rows.map((r) => r.id));
  return rows.filter((r) => r.parentId === ROOT || !ids.has(r.parentId));
};

/**
 * The whole tree the caller may read; with `orgName`, only the organisations whose name contains it and their
 * ancestors (so each match is shown where it sits), every node with `children` (empty for a leaf).
 */
export async function partTree(ctx: AppContext, session: Session, orgName?: string): Promise<PartOrgNode[]> {
  const rows = await readableOrgs(ctx, session);
  const byId = new Map(rows.map((r) => [r.id, r]));
  let keep: Set<string> | undefined;
  const needle = orgName?.trim();
  if (needle) {
    keep = new Set();
    for (const r of rows) {
      if (!r.orgName.includes(needle)) continue;
      for (let at: PartOrgNode | undefined = r; at && !keep.has(at.id); at = byId.get(at.parentId)) keep.add(at.id);
    }
  }
  const kids = new Map<string, PartOrgNode[]>();
  for (const r of rows) if (!keep || keep.has(r.id)) kids.set(r.parentId, [...(kids.get(r.parentId) ?? []), r]);
  const build = (node: PartOrgNode, seen: Set<string>): PartOrgNode => {
    const next = new Set(seen).add(node.id);
    return { ...node, children: (kids.get(node.id) ?? []).filter((c) => !next.has(c.id)).map((c) => build(c, next)) };
  };
  return topsOf(rows)
    .filter((r) => !keep || keep.has(r.id))
    .map((r) => build(r, new Set()));
}

/**
 * One level for lazy loading: the children of `argPid` (empty or "0": the caller's tops), each with `hasChild`.
 * A node the caller may not read answers 404, as a missing one does.
 */
export async function partTreeLevel(ctx: AppContext, session: Session, argPid?: string): Promise<PartOrgNode[]> {
  const rows = await readableOrgs(ctx, session);
  const pid = argPid?.trim() || ROOT;
  if (pid !== ROOT && !rows.some((r) => r.id === pid)) throw notFound('党组织不存在或不在您管辖的区域内');
  const level = pid === ROOT ? topsOf(rows) : rows.filter((r) => r.parentId === pid);
  const parents = new Set(rows.map((r) => r.parentId));
  return level.map((r) => ({ ...r, hasChild: parents.has(r.id) }));
}
