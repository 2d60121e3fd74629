import type { FastifyInstance, FastifyRequest } from 'fastify';
import { readableFields } from '../../../shared/entity-meta.js';
import { role } from '../../../shared/services/index.js';
import type { AppContext } from '../../context.js';
import { ok } from '../../http/envelope.js';
import { AppError, badRequest, forbidden, notFound } from '../../http/errors.js';
import { anything, object, text } from '../../http/route-schema.js';
import { serve } from '../../http/serve.js';
import { sessionOf } from '../../plugins/access.js';
import { crudCall } from '../../services/crud/call.js';
import { addRow, editRow, type CrudCall } from '../../services/crud/mutations.js';
import { idList } from '../../services/crud/params.js';
import { forgetRoleUsers, roleForChange } from '../../services/roles/role-guard.js';
import { rolePermissionIds, saveRoleGrants } from '../../services/roles/role-grants.js';
import { ADMIN_ROLE, type Session } from '../../services/session-service.js';

const byId = { querystring: object({ id: text('角色', { maxLength: 32, minLength: 1 }) }, ['id']) };
const byIds = { querystring: object({ ids: text('角色', { maxLength: 3300, minLength: 1 }) }, ['ids']) };
const roleCall = (ctx: AppContext, session: Session): Promise<CrudCall> => crudCall(ctx, ctx.entities.get('sysRole'), session);
const splitIds = (v: string | undefined) => [
  ...new Set(
    (v ?? '')
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean),
  ),
];

/**
 * 角色管理 (JeecgBoot's /sys/role) and a role's 授权 (/sys/permission/queryRolePermission, saveRolePermission). Roles
 * have no region; the rules are about power: the administrator role is changed by administrators only, and a
 * grant hands out only what the granter holds (services/roles). The list is the role picker's route (role.ts).
 */
export default async function roleAdminRoutes(app: FastifyInstance) {
  const ctx = app.ctx;
  const session = (req: FastifyRequest) => sessionOf(req);

  serve(app, role.add, {
    config: { access: { perm: 'role:add' } },
    schema: { body: anything('角色') },
    handler: async (req) => {
      const call = await roleCall(ctx, session(req));
      const row = await addRow(call, req.body);
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

  serve(app, role.edit, {
    alsoMethods: ['POST'],
    config: { access: { perm: 'role:edit' } },
    schema: { body: anything('角色') },
    handler: async (req) => {
      const body = (req.body ?? {}) as Record<string, unknown>;
      if (typeof body.id !== 'string' || !body.id) throw badRequest('角色ID不能为空');
      const existing = await roleForChange(ctx.db, session(req), body.id);
      if (existing.roleCode === ADMIN_ROLE && 'roleCode' in body && body.roleCode !== ADMIN_ROLE) throw badRequest('系统管理员角色的编码不能修改');
      await editRow(await roleCall(ctx, session(req)), body);
      return ok(null, '编辑成功!');
    },
  });

  const removeRoles = async (req: FastifyRequest, ids: string[]) => {
    const roles = await ctx.db.selectFrom('sys_role').select(['id', 'roleCode']).where('id', 'in', ids).execute();
    if (roles.length < ids.length) throw notFound(ids.length === 1 ? '角色不存在' : `有${ids.length - roles.length}个角色不存在，未删除任何角色`);
    if (roles.some((r) => r.roleCode === ADMIN_ROLE))
      throw session(req).isAdmin ? badRequest('系统管理员角色不能删除') : forbidden('只有系统管理员可以修改系统管理员角色');
    await forgetRoleUsers(ctx.db, ctx.sessions, ids);
    await ctx.db.transaction().execute(async (trx) => {
      await trx.deleteFrom('sys_role_permission').where('roleId', 'in', ids).execute();
      await trx.deleteFrom('sys_user_role').where('roleId', 'in', ids).execute();
      await trx.deleteFrom('sys_role').where('id', 'in', ids).execute();
    });
  };
  serve(app, role.remove, {
    alsoMethods: ['POST'],
    config: { access: { perm: 'role:delete' } },
    schema: byId,
    handler: async (req) => (await removeRoles(req, [req.query.id]), ok(null, '删除角色成功')),
  });
  serve(app, role.removeBatch, {
    alsoMethods: ['POST'],
    config: { access: { perm: 'role:delete' } },
    schema: byIds,
    handler: async (req) => (await removeRoles(req, idList(req.query.ids, 'ids')), ok(null, '批量删除角色成功')),
  });

  serve(app, role.checkRoleCode, {
    config: { access: { perm: 'role:list' } },
    schema: { querystring: object({ roleCode: text('角色编码', { maxLength: 50, minLength: 1 }), id: text('角色', { maxLength: 32 }) }, ['roleCode']) },
    handler: async (req) => {
      let q = ctx.db.selectFrom('sys_role').select('id').where('roleCode', '=', req.query.roleCode.trim());
      if (req.query.id) q = q.where('id', '<>', req.query.id);
      if (await q.executeTakeFirst()) throw new AppError('角色编码已存在', 400);
      return ok(null, '该值可用！');
    },
  });

  serve(app, role.queryRolePermission, {
    config: { access: { perm: 'role:authorize' } },
    schema: { querystring: object({ roleId: text('角色', { maxLength: 32, minLength: 1 }) }, ['roleId']) },
    handler: async (req) => {
      await roleForChange(ctx.db, session(req), req.query.roleId);
      return ok(await rolePermissionIds(ctx.db, req.query.roleId));
    },
  });

  serve(app, role.saveRolePermission, {
    config: { access: { perm: 'role:authorize' } },
    schema: {
      body: object(
        {
          roleId: text('角色', { maxLength: 32, minLength: 1 }),
          permissionIds: text('权限', { maxLength: 40_000 }),
          lastpermissionIds: text('原有权限', { maxLength: 40_000 }),
        },
        ['roleId', 'permissionIds'],
      ),
    },
    handler: async (req) => {
      const { roleId, permissionIds } = req.body;
      await roleForChange(ctx.db, session(req), roleId);
      await saveRoleGrants(ctx.db, session(req), roleId, splitIds(permissionIds));
      await forgetRoleUsers(ctx.db, ctx.sessions, [roleId]);
      return ok(null, '保存成功！');
    },
  });
}
