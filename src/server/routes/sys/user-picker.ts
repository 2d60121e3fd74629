import type { FastifyInstance } from 'fastify';
import { pickers } from '../../../shared/services/index.js';
import { ok } from '../../http/envelope.js';
import { badRequest } from '../../http/errors.js';
import { object, text } from '../../http/route-schema.js';
import { serve } from '../../http/serve.js';
import { sessionOf } from '../../plugins/access.js';
import { departsInScope, withDescendants } from '../../services/pickers/depart-scope.js';
import { contains, pageOf } from '../../services/pickers/paging.js';
import { inDeparts, toPickerUser, usersInScope } from '../../services/pickers/user-scope.js';

const SORTABLE = { createTime: 'u.createTime', username: 'u.username', realname: 'u.realname' } as const;
const MAX_NAMES = 500;

/**
 * The user picker's calls (002 §7): users of a department and those below it, paged, and the users behind stored
 * values. Any logged-in user may call them; each answers only users in the caller's region subtree.
 */
export default async function userPickerRoutes(app: FastifyInstance) {
  const { ctx } = app;

  serve(app, pickers.userComponentData, {
    config: { access: 'user' },
    schema: {
      querystring: object({
        departId: text('部门', { maxLength: 32 }),
        username: text('用户账号', { maxLength: 50 }),
        realname: text('用户姓名', { maxLength: 50 }),
        pageNo: text('页码', { pattern: '^\\d{1,6}$' }),
        pageSize: text('每页条数', { pattern: '^\\d{1,3}$' }),
        column: text('排序字段', { maxLength: 30 }),
        order: text('排序方式', { maxLength: 4 }),
        field: text('字段', { maxLength: 500 }),
      }),
    },
    handler: async (req) => {
      const session = sessionOf(req);
      const { departId, username, realname, column = 'createTime', order = 'desc' } = req.query;
      const sortColumn = Object.hasOwn(SORTABLE, column) ? SORTABLE[column as keyof typeof SORTABLE] : undefined;
      if (!sortColumn) throw badRequest(`不支持按“${column.slice(0, 30)}”排序`);
      let q = await usersInScope(ctx, session);
      if (departId) {
        const rows = await departsInScope(ctx, session);
        q = inDeparts(
          q,
          withDescendants(rows, new Set([departId])).map((r) => r.id),
        );
      }
      if (username?.trim()) q = q.where(contains('u.username', username.trim()));
      if (realname?.trim()) q = q.where(contains('u.realname', realname.trim()));
      return ok(await pageOf(q, req.query, sortColumn, order === 'asc' ? 'asc' : 'desc', (r) => toPickerUser(r as Record<string, unknown>), 'u.id'));
    },
  });

  serve(app, pickers.multiUser, {
    config: { access: 'user' },
    schema: { querystring: object({ username: text('用户账号', { maxLength: 20000 }), id: text('用户ID', { maxLength: 20000 }) }) },
    handler: async (req) => {
      const key = req.query.username !== undefined ? 'username' : 'id';
      const wanted = [
        ...new Set(
          String(req.query[key] ?? '')
            .split(',')
            .map((s) => s.trim())
            .filter(Boolean),
        ),
      ];
      if (wanted.length > MAX_NAMES) throw badRequest(`一次最多查询${MAX_NAMES}个用户`);
      if (!wanted.length) return ok([]);
      const rows = await (await usersInScope(ctx, sessionOf(req))).where(key === 'username' ? 'u.username' : 'u.id', 'in', wanted).execute();
      const byKey = new Map(rows.map((r) => [String(r[key]), toPickerUser(r)]));
      return ok(wanted.flatMap((k) => byKey.get(k) ?? []));
    },
  });
}
