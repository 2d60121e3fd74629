import type { FastifyInstance } from 'fastify';
import { thirdLogin } from '../../../shared/services/index.js';
import { ok } from '../../http/envelope.js';
import { badRequest } from '../../http/errors.js';
import { object, text } from '../../http/route-schema.js';
import { serve } from '../../http/serve.js';
import { sessionOf } from '../../plugins/access.js';

/** 安全设置 › 账号绑定: the caller's own third-party bindings (docs/operators.md "Third-party login (第三方登录)"). */
export default async function thirdLoginAccountRoutes(app: FastifyInstance) {
  const ctx = app.ctx;
  const { providers } = ctx.config.thirdLogin;

  serve(app, thirdLogin.myBindings, {
    config: { access: 'user' },
    schema: {},
    handler: async (req) => {
      const rows = await ctx.db
        .selectFrom('sys_third_account')
        .select(['thirdType', 'realname', 'createTime'])
        .where('userId', '=', sessionOf(req).user.id)
        .execute();
      return ok(
        providers.map((p) => {
          const row = rows.find((r) => r.thirdType === p.type);
          return { type: p.type, name: p.name, bound: !!row, realname: row?.realname ?? null, createTime: row?.createTime ?? null };
        }),
      );
    },
  });

  serve(app, thirdLogin.unbind, {
    config: { access: 'user' },
    schema: { querystring: object({ thirdType: text('第三方类型', { maxLength: 32 }) }) },
    handler: async (req) => {
      const thirdType = req.query.thirdType ?? '';
      if (!thirdType) throw badRequest('请选择要解除的绑定');
      // Only the caller's own row: the user id comes from the session, never from the request.
      const gone = await ctx.db
        .deleteFrom('sys_third_account')
        .where('userId', '=', sessionOf(req).user.id)
        .where('thirdType', '=', thirdType)
        .executeTakeFirst();
      if (Number(gone.numDeletedRows) === 0) throw badRequest('未绑定该第三方账号');
      return ok(null, '已解除绑定');
    },
  });
}
