import type { FastifyInstance } from 'fastify';
import { readableFields } from '../../../shared/entity-meta.js';
import { user } from '../../../shared/services/index.js';
import { ok } from '../../http/envelope.js';
import { badRequest } from '../../http/errors.js';
import { anything, numberOrText, object, text } from '../../http/route-schema.js';
import { serve } from '../../http/serve.js';
import { sessionOf } from '../../plugins/access.js';
import { listPageJson, okJson } from '../../services/crud/list-json.js';
import { listSpec } from '../../services/crud/list-spec.js';
import { queryById } from '../../services/crud/mutations.js';
import { idList, type Query } from '../../services/crud/params.js';
import { departsInScope, withDescendants } from '../../services/pickers/depart-scope.js';
import { linksOf } from '../../services/users/user-links.js';
import { addUser, deleteUsers, editUser, FROZEN, NORMAL, setFrozen, userCall } from '../../services/users/user-writes.js';

const byId = { querystring: object({ id: text('用户', { maxLength: 64, minLength: 1 }) }, ['id']) };
const frozenParams = object({ ids: text('用户', { maxLength: 66_000 }), status: numberOrText('状态') });
const byIds = { querystring: object({ ids: text('用户', { maxLength: 66_000, minLength: 1 }) }, ['ids']) };

/**
 * 用户管理 (JeecgBoot's /sys/user): the list (with a department filter), one user with roles and departments, and the
 * writes, each within the caller's region subtree and the privilege rules (services/users/user-privileges.ts).
 * exportXls stays the entity's generic route; passwords are secret and never answered.
 */
export default async function userRoutes(app: FastifyInstance) {
  const ctx = app.ctx;
  const call = (req: Parameters<typeof sessionOf>[0]) => userCall(ctx, sessionOf(req));

  serve(app, user.list, {
    config: { access: { perm: 'user:list' } },
    schema: {},
    handler: async (req, reply) => {
      const c = await call(req);
      const query = (req.query ?? {}) as Query;
      const spec = listSpec(c.entity, query, ['departId']);
      const departId = typeof query.departId === 'string' ? query.departId.trim() : '';
      if (departId) spec.conditions.push({ field: 'id', rule: 'in', values: await membersOf(c.session, departId) });
      return reply.type('application/json; charset=utf-8').send(okJson(await listPageJson(ctx.database, spec, c.scope)));
    },
  });

  serve(app, user.queryById, {
    config: { access: { perm: 'user:list' } },
    schema: byId,
    handler: async (req) => {
      const row = await queryById(await call(req), req.query.id);
      return ok({ ...row, ...(await linksOf(ctx.db, req.query.id)) });
    },
  });

  serve(app, user.add, {
    config: { access: { perm: 'user:add' } },
    schema: { body: anything('用户') },
    handler: async (req) => {
      const c = await call(req);
      const row = await addUser(ctx, c, req.body);
      return ok(
        Object.fromEntries(
          readableFields(c.entity)
            .filter((f) => f in row)
            .map((f) => [f, row[f]]),
        ),
        '添加成功！',
      );
    },
  });

  serve(app, user.edit, {
    alsoMethods: ['POST'],
    config: { access: { perm: 'user:edit' } },
    schema: { body: anything('用户') },
    handler: async (req) => {
      await editUser(ctx, await call(req), req.body);
      return ok(null, '编辑成功!');
    },
  });

  serve(app, user.remove, {
    alsoMethods: ['POST'],
    config: { access: { perm: 'user:delete' } },
    schema: byId,
    handler: async (req) => {
      await deleteUsers(ctx, await call(req), [req.query.id]);
      return ok(null, '删除成功!');
    },
  });

  serve(app, user.removeBatch, {
    alsoMethods: ['POST'],
    config: { access: { perm: 'user:delete' } },
    schema: byIds,
    handler: async (req) => {
      await deleteUsers(ctx, await call(req), idList(req.query.ids, '用户'));
      return ok(null, '批量删除成功!');
    },
  });

  serve(app, user.frozenBatch, {
    alsoMethods: ['POST'],
    config: { access: { perm: 'user:frozen' } },
    // As JeecgBoot, in the body; a list screen's row action sends them as the query.
    schema: { body: frozenParams, querystring: frozenParams },
    handler: async (req) => {
      const status = Number(req.body.status ?? req.query.status);
      if (status !== FROZEN && status !== NORMAL) throw badRequest('状态只能是1（正常）或2（冻结）');
      await setFrozen(ctx, await call(req), idList(req.body.ids ?? req.query.ids, '用户'), status);
      return ok(null, status === FROZEN ? '冻结成功!' : '解冻成功!');
    },
  });

  /** The users of a department and of those below it, among the departments the caller sees. */
  async function membersOf(session: ReturnType<typeof sessionOf>, departId: string): Promise<string[]> {
    const departs = withDescendants(await departsInScope(ctx, session), new Set([departId])).map((d) => d.id);
    if (!departs.length) return [''];
    const rows = await ctx.db.selectFrom('sys_user_depart').select('userId').distinct().where('depId', 'in', departs).execute();
    return rows.length ? rows.map((r) => r.userId) : [''];
  }
}
