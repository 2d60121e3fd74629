import type { FastifyInstance } from 'fastify';
import { readableFields } from '../../../shared/entity-meta.js';
import { departAdmin } from '../../../shared/services/index.js';
import type { AppContext } from '../../context.js';
import { ok } from '../../http/envelope.js';
import { badRequest } from '../../http/errors.js';
import { anything, object, text } from '../../http/route-schema.js';
import { serve } from '../../http/serve.js';
import { sessionOf } from '../../plugins/access.js';
import { crudCall } from '../../services/crud/call.js';
import { addRow, editRow, type CrudCall } from '../../services/crud/mutations.js';
import { idList } from '../../services/crud/params.js';
import type { Row } from '../../services/crud/types.js';
import { departForChange, departRoleForChange, forgetDepartUsers } from '../../services/departs/depart-access.js';
import { contains, pageOf } from '../../services/pickers/paging.js';
import type { Session } from '../../services/session-service.js';

// The department's region scope is checked before each call, so the row itself needs none.
const roleCall = (ctx: AppContext, session: Session): Promise<CrudCall> => crudCall(ctx, ctx.entities.get('sysDepartRole'), session);
const bodyOf = (body: unknown): Row => (body && typeof body === 'object' && !Array.isArray(body) ? (body as Row) : {});
const SORTABLE = new Set(['roleName', 'roleCode', 'createTime']);

/**
 * 部门角色 (/sys/sysDepartRole): a department's roles, which every member of the department holds. Each call checks
 * that the department lies in the caller's region subtree; a role never moves to another department.
 */
export default async function departRoleRoutes(app: FastifyInstance) {
  const ctx = app.ctx;

  serve(app, departAdmin.roleList, {
    config: { access: { perm: 'depart:list' } },
    schema: {
      querystring: object(
        {
          departId: text('部门', { maxLength: 32, minLength: 1 }),
          roleName: text('部门角色名称', { maxLength: 50 }),
          pageNo: text('页码', { maxLength: 6 }),
          pageSize: text('每页条数', { maxLength: 4 }),
          column: text('排序字段', { maxLength: 30 }),
          order: text('排序方式', { maxLength: 4 }),
        },
        ['departId'],
      ),
    },
    handler: async (req) => {
      const { departId, roleName, column, order } = req.query;
      await departForChange(ctx.db, sessionOf(req), departId);
      let q = ctx.db
        .selectFrom('sys_depart_role')
        .select(['id', 'departId', 'roleName', 'roleCode', 'description', 'createTime'])
        .where('departId', '=', departId);
      if (roleName?.trim()) q = q.where(contains('roleName', roleName.trim()));
      const sort = column && SORTABLE.has(column) ? column : 'roleCode';
      return ok(await pageOf(q, req.query, sort, order === 'desc' ? 'desc' : 'asc', (r) => r));
    },
  });

  serve(app, departAdmin.roleById, {
    config: { access: { perm: 'depart:list' } },
    schema: { querystring: object({ id: text('部门角色', { maxLength: 32, minLength: 1 }) }, ['id']) },
    handler: async (req) => {
      await departRoleForChange(ctx.db, sessionOf(req), req.query.id);
      const row = await ctx.db
        .selectFrom('sys_depart_role')
        .select(['id', 'departId', 'roleName', 'roleCode', 'description'])
        .where('id', '=', req.query.id)
        .executeTakeFirstOrThrow();
      return ok(row);
    },
  });

  serve(app, departAdmin.roleAdd, {
    config: { access: { perm: 'depart:add' } },
    schema: { body: anything('部门角色') },
    handler: async (req) => {
      const session = sessionOf(req);
      const body = bodyOf(req.body);
      if (typeof body.departId !== 'string' || !body.departId) throw badRequest('部门不能为空');
      await departForChange(ctx.db, session, body.departId);
      const call = await roleCall(ctx, session);
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

  serve(app, departAdmin.roleEdit, {
    alsoMethods: ['POST'],
    config: { access: { perm: 'depart:edit' } },
    schema: { body: anything('部门角色') },
    handler: async (req) => {
      const session = sessionOf(req);
      const body = bodyOf(req.body);
      if (typeof body.id !== 'string' || !body.id) throw badRequest('部门角色ID不能为空');
      const role = await departRoleForChange(ctx.db, session, body.id);
      if ('departId' in body && body.departId !== role.departId) throw badRequest('部门角色不能移到其他部门');
      await editRow(await roleCall(ctx, session), body);
      return ok(null, '编辑成功!');
    },
  });

  const removeRoles = async (session: Session, ids: string[]) => {
    const roles = [];
    for (const id of ids) roles.push(await departRoleForChange(ctx.db, session, id));
    await ctx.db.transaction().execute(async (trx) => {
      await trx.deleteFrom('sys_depart_role_permission').where('roleId', 'in', ids).execute();
      await trx.deleteFrom('sys_depart_role').where('id', 'in', ids).execute();
    });
    await forgetDepartUsers(ctx.db, ctx.sessions, [...new Set(roles.map((r) => r.departId))]);
  };
  serve(app, departAdmin.roleRemove, {
    alsoMethods: ['POST'],
    config: { access: { perm: 'depart:delete' } },
    schema: { querystring: object({ id: text('部门角色', { maxLength: 64 }) }) },
    handler: async (req) => (await removeRoles(sessionOf(req), idList(req.query.id, '部门角色ID', 1)), ok(null, '删除成功!')),
  });
  serve(app, departAdmin.roleRemoveBatch, {
    alsoMethods: ['POST'],
    config: { access: { perm: 'depart:delete' } },
    schema: { querystring: object({ ids: text('部门角色', { maxLength: 6600 }) }) },
    handler: async (req) => (await removeRoles(sessionOf(req), idList(req.query.ids, '部门角色ID', 200)), ok(null, '批量删除成功!')),
  });
}
