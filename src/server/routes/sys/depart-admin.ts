import type { FastifyInstance } from 'fastify';
import { readableFields } from '../../../shared/entity-meta.js';
import { departAdmin } from '../../../shared/services/index.js';
import type { AppContext } from '../../context.js';
import { ok } from '../../http/envelope.js';
import { badRequest } from '../../http/errors.js';
import { anything, object, text } from '../../http/route-schema.js';
import { serve } from '../../http/serve.js';
import { sessionOf } from '../../plugins/access.js';
import { addRow, editRow, type CrudCall } from '../../services/crud/mutations.js';
import { idList } from '../../services/crud/params.js';
import { crudCall } from '../../services/crud/call.js';
import type { Row } from '../../services/crud/types.js';
import { departForChange } from '../../services/departs/depart-access.js';
import { assertChildrenInside, assertDepartRegion, deleteDeparts } from '../../services/departs/depart-writes.js';
import type { Session } from '../../services/session-service.js';

const departCall = (ctx: AppContext, session: Session): Promise<CrudCall> => crudCall(ctx, ctx.entities.get('sysDepart'), session);
const bodyOf = (body: unknown): Row => (body && typeof body === 'object' && !Array.isArray(body) ? (body as Row) : {});

/**
 * 部门管理's writes (/sys/sysDepart add, edit, delete, deleteBatch). The generic checks of the sysDepart entity (ajv,
 * unique orgCode, region scope, tree parent) run through addRow / editRow; these routes add what departments need:
 * a department lies in its parent's region, and one with users or sub-departments is not deleted.
 */
export default async function departAdminRoutes(app: FastifyInstance) {
  const ctx = app.ctx;

  serve(app, departAdmin.add, {
    config: { access: { perm: 'depart:add' } },
    schema: { body: anything('部门') },
    handler: async (req) => {
      const session = sessionOf(req);
      const body = { ...bodyOf(req.body) };
      await assertDepartRegion(ctx.db, session, body);
      const call = await departCall(ctx, session);
      const row = await addRow(call, body);
      return ok(
        Object.fromEntries(
          readableFields(call.entity)
            .filter((f) => f in row)
            .map((f) => [f, row[f]]),
        ),
        '添加成功！',
      );
    },
  });

  serve(app, departAdmin.edit, {
    alsoMethods: ['POST'],
    config: { access: { perm: 'depart:edit' } },
    schema: { body: anything('部门') },
    handler: async (req) => {
      const session = sessionOf(req);
      const body = bodyOf(req.body);
      if (typeof body.id !== 'string' || !body.id) throw badRequest('部门ID不能为空');
      const stored = await departForChange(ctx.db, session, body.id);
      await assertDepartRegion(ctx.db, session, body, stored);
      if ('regionCode' in body) await assertChildrenInside(ctx.db, body.id, body.regionCode);
      await editRow(await departCall(ctx, session), body);
      return ok(null, '编辑成功!');
    },
  });

  serve(app, departAdmin.remove, {
    alsoMethods: ['POST'],
    config: { access: { perm: 'depart:delete' } },
    schema: { querystring: object({ id: text('部门', { maxLength: 64 }) }) },
    handler: async (req) => (await deleteDeparts(ctx.db, sessionOf(req), idList(req.query.id, '部门ID', 1)), ok(null, '删除成功!')),
  });

  serve(app, departAdmin.removeBatch, {
    alsoMethods: ['POST'],
    config: { access: { perm: 'depart:delete' } },
    schema: { querystring: object({ ids: text('部门', { maxLength: 6600 }) }) },
    handler: async (req) => (await deleteDeparts(ctx.db, sessionOf(req), idList(req.query.ids, '部门ID', 200)), ok(null, '批量删除成功!')),
  });
}
