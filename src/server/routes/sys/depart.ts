import type { FastifyInstance } from 'fastify';
import { session as sessionApi } from '../../../shared/services/index.js';
import { ok } from '../../http/envelope.js';
import { badRequest, forbidden } from '../../http/errors.js';
import { none, object, text } from '../../http/route-schema.js';
import { serve } from '../../http/serve.js';
import { sessionOf } from '../../plugins/access.js';
import { loadUserInfo, userDeparts } from '../../services/user-info.js';

export const NO_DEPARTS = '您尚未设置部门信息!';

/** The logged-in user's departments and the choice of the current one (001 §2 department-switch dialog, §7). */
export default async function departRoutes(app: FastifyInstance) {
  const ctx = app.ctx;

  serve(app, sessionApi.currentUserDeparts, {
    config: { access: 'user' },
    schema: { querystring: none },
    handler: async (req) => {
      const session = sessionOf(req);
      const list = (await userDeparts(ctx.db, session.user.id)).map((d) => ({ id: d.id, orgCode: d.orgCode, departName: d.departName }));
      const current = await ctx.db.selectFrom('sys_user').select('orgCode').where('id', '=', session.user.id).executeTakeFirst();
      return ok({ list, orgCode: current?.orgCode ?? null });
    },
  });

  // The body's username is ignored: a user only ever switches their own department.
  serve(app, sessionApi.selectDepart, {
    config: { access: 'user' },
    schema: { body: object({ orgCode: text('部门编码', { maxLength: 64 }), username: text('用户名', { maxLength: 100 }) }) },
    handler: async (req) => {
      const session = sessionOf(req);
      const orgCode = (req.body.orgCode ?? '').trim();
      const own = await userDeparts(ctx.db, session.user.id);
      if (!own.length) throw badRequest(NO_DEPARTS);
      if (!orgCode) throw badRequest('请选择部门');
      if (!own.some((d) => d.orgCode === orgCode)) throw forbidden('您不属于该部门');
      await ctx.db.updateTable('sys_user').set({ orgCode }).where('id', '=', session.user.id).execute();
      await ctx.sessions.forgetUser(session.user.id);
      return ok({ userInfo: await loadUserInfo(ctx.db, session.user.id) });
    },
  });
}
