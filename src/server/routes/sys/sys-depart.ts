import type { FastifyInstance } from 'fastify';
import { pickers } from '../../../shared/services/index.js';
import { ok } from '../../http/envelope.js';
import { none, object, text } from '../../http/route-schema.js';
import { serve } from '../../http/serve.js';
import { sessionOf } from '../../plugins/access.js';
import { departNode, departsInScope, departTree, idTree, withDescendants, type DepartRow } from '../../services/pickers/depart-scope.js';

const splitIds = (ids: string | undefined) =>
  new Set(
    (ids ?? '')
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean),
  );
const hasChildren = (rows: DepartRow[]) => new Set(rows.map((r) => r.parentId).filter(Boolean));

/**
 * The department trees of the department picker (002 §2.5, §7), JeecgBoot's SysDepartTreeModel shape. Any logged-in
 * user may call them (pickers sit on business screens); each answers only the departments in the caller's region
 * subtree, so a community official never sees another community's departments.
 */
export default async function sysDepartRoutes(app: FastifyInstance) {
  const { ctx } = app;
  const { db } = ctx;

  serve(app, pickers.departTreeList, {
    config: { access: 'user' },
    schema: { querystring: object({ ids: text('部门ID', { maxLength: 4000 }) }) },
    handler: async (req) => {
      const rows = await departsInScope(ctx, sessionOf(req));
      const ids = splitIds(req.query.ids);
      if (!ids.size) return ok(departTree(rows));
      const parents = hasChildren(rows);
      return ok(rows.filter((r) => ids.has(r.id)).map((r) => departNode(r, !parents.has(r.id))));
    },
  });

  serve(app, pickers.departTreeSync, {
    config: { access: 'user' },
    schema: { querystring: object({ pid: text('上级部门', { maxLength: 32 }) }) },
    handler: async (req) => {
      const rows = await departsInScope(ctx, sessionOf(req));
      const pid = req.query.pid?.trim();
      const visible = new Set(rows.map((r) => r.id));
      const parents = hasChildren(rows);
      const level = pid ? rows.filter((r) => r.parentId === pid) : rows.filter((r) => !r.parentId || !visible.has(r.parentId));
      return ok(level.map((r) => departNode(r, !parents.has(r.id))));
    },
  });

  serve(app, pickers.departIdTree, {
    config: { access: 'user' },
    schema: { querystring: none },
    handler: async (req) => ok(idTree(departTree(await departsInScope(ctx, sessionOf(req))))),
  });

  serve(app, pickers.departSearch, {
    config: { access: 'user' },
    schema: { querystring: object({ keyWord: text('部门名称', { maxLength: 100 }) }) },
    handler: async (req) => {
      const keyWord = (req.query.keyWord ?? '').trim();
      const rows = await departsInScope(ctx, sessionOf(req));
      const parents = hasChildren(rows);
      // Matched in memory: the rows are the caller's scope already, and no pattern built from input reaches SQL.
      return ok(rows.filter((r) => !keyWord || r.departName.includes(keyWord)).map((r) => departNode(r, !parents.has(r.id))));
    },
  });

  serve(app, pickers.myDepartTree, {
    config: { access: 'user' },
    schema: { querystring: none },
    handler: async (req) => {
      const session = sessionOf(req);
      const own = await db.selectFrom('sys_user_depart').select('depId').where('userId', '=', session.user.id).execute();
      const rows = await departsInScope(ctx, session);
      return ok(departTree(withDescendants(rows, new Set(own.map((o) => o.depId)))));
    },
  });
}
