import type { FastifyInstance } from 'fastify';
import { user } from '../../../shared/services/index.js';
import { ok } from '../../http/envelope.js';
import { badRequest } from '../../http/errors.js';
import { object, text } from '../../http/route-schema.js';
import { serve } from '../../http/serve.js';
import { sessionOf } from '../../plugins/access.js';
import { departsInScope } from '../../services/pickers/depart-scope.js';
import { contains, pageOf } from '../../services/pickers/paging.js';
import { rolesInScope } from '../../services/pickers/role-scope.js';
import { toPickerUser, usersInScope } from '../../services/pickers/user-scope.js';
import { roleIdsOf } from '../../services/users/user-links.js';
import { assertInScope, userCall } from '../../services/users/user-writes.js';

const UNIQUE_FIELDS = { username: '用户账号已存在', phone: '手机号已存在', email: '邮箱已存在' } as const;
const page = { pageNo: text('页码', { pattern: '^\\d{1,6}$' }), pageSize: text('每页条数', { pattern: '^\\d{1,3}$' }) };

/** The user screen's helper calls: uniqueness on blur, a user's roles, a department's users, a role's users. */
export default async function userQueryRoutes(app: FastifyInstance) {
  const ctx = app.ctx;

  // Uniqueness is over every user (the database's rule), answered as free or taken only: no user is shown.
  serve(app, user.checkOnlyUser, {
    config: { access: { perm: 'user:list' } },
    schema: {
      querystring: object({
        username: text('用户账号', { maxLength: 100 }),
        phone: text('手机号', { maxLength: 100 }),
        email: text('邮箱', { maxLength: 100 }),
        id: text('用户', { maxLength: 64 }),
      }),
    },
    handler: async (req) => {
      const field = (Object.keys(UNIQUE_FIELDS) as Array<keyof typeof UNIQUE_FIELDS>).find((f) => req.query[f]?.trim());
      if (!field) throw badRequest('请提供要校验的用户账号、手机号或邮箱');
      let q = ctx.db.selectFrom('sys_user').select('id').where(field, '=', req.query[field]!.trim());
      if (req.query.id) q = q.where('id', '<>', req.query.id);
      const taken = !!(await q.executeTakeFirst());
      return ok(!taken, taken ? UNIQUE_FIELDS[field] : '该值可用！');
    },
  });

  serve(app, user.queryUserRole, {
    config: { access: { perm: 'user:list' } },
    schema: { querystring: object({ userid: text('用户', { maxLength: 64, minLength: 1 }) }, ['userid']) },
    handler: async (req) => {
      await assertInScope(await userCall(ctx, sessionOf(req)), [req.query.userid]);
      return ok(await roleIdsOf(ctx.db, req.query.userid));
    },
  });

  serve(app, user.queryUserByDepId, {
    config: { access: { perm: 'user:list' } },
    schema: { querystring: object({ id: text('部门', { maxLength: 64, minLength: 1 }), realname: text('用户姓名', { maxLength: 50 }) }, ['id']) },
    handler: async (req) => {
      const session = sessionOf(req);
      if (!(await departsInScope(ctx, session)).some((d) => d.id === req.query.id)) throw badRequest('部门不存在或不在您管辖的范围内');
      let q = (await usersInScope(ctx, session)).where('u.id', 'in', (eb) =>
        eb.selectFrom('sys_user_depart as ud').select('ud.userId').where('ud.depId', '=', req.query.id),
      );
      if (req.query.realname?.trim()) q = q.where(contains('u.realname', req.query.realname.trim()));
      return ok((await q.orderBy('u.username').limit(1000).execute()).map((r) => toPickerUser(r)));
    },
  });

  serve(app, user.userListByLev, {
    config: { access: { perm: 'user:list' } },
    schema: {
      body: object({
        roleId: text('角色', { maxLength: 64 }),
        roleCode: text('角色编码', { maxLength: 50 }),
        username: text('用户账号', { maxLength: 50 }),
        realname: text('用户姓名', { maxLength: 50 }),
        ...page,
      }),
    },
    handler: async (req) => {
      const session = sessionOf(req);
      const { roleId, roleCode, username, realname } = req.body;
      if (!roleId && !roleCode) throw badRequest('请选择角色');
      let roles = rolesInScope(ctx.db, session);
      roles = roleId ? roles.where('id', '=', roleId) : roles.where('roleCode', '=', roleCode!);
      const role = await roles.executeTakeFirst();
      if (!role) throw badRequest('角色不存在');
      let q = (await usersInScope(ctx, session)).where('u.id', 'in', (eb) =>
        eb.selectFrom('sys_user_role as ur').select('ur.userId').where('ur.roleId', '=', role.id),
      );
      if (username?.trim()) q = q.where(contains('u.username', username.trim()));
      if (realname?.trim()) q = q.where(contains('u.realname', realname.trim()));
      return ok(await pageOf(q, req.body, 'u.username', 'asc', (r) => toPickerUser(r as Record<string, unknown>), 'u.id'));
    },
  });
}
