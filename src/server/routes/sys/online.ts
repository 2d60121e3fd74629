import type { FastifyInstance } from 'fastify';
import { user } from '../../../shared/services/index.js';
import type { OnlineSession } from '../../../shared/services/user.js';
import { ok } from '../../http/envelope.js';
import { badRequest, notFound } from '../../http/errors.js';
import { object, text } from '../../http/route-schema.js';
import { serve } from '../../http/serve.js';
import { sessionOf } from '../../plugins/access.js';
import { contains, pageOf } from '../../services/pickers/paging.js';
import { tokenHash } from '../../services/session-service.js';

/**
 * 在线用户 (issue 16 item 10): the sessions that are neither expired nor revoked, newest login first, and 强制退出, which
 * ends one. Rows name a session by its stored hash: the token itself is never stored, so it cannot be shown.
 */
export default async function onlineRoutes(app: FastifyInstance) {
  const ctx = app.ctx;

  serve(app, user.onlineList, {
    config: { access: { perm: 'online:list' } },
    schema: {
      querystring: object({
        userId: text('用户', { maxLength: 64 }),
        username: text('用户账号', { maxLength: 50 }),
        pageNo: text('页码', { pattern: '^\\d{1,6}$' }),
        pageSize: text('每页条数', { pattern: '^\\d{1,3}$' }),
      }),
    },
    handler: async (req) => {
      let q = ctx.db
        .selectFrom('sys_token as t')
        .innerJoin('sys_user as u', 'u.id', 't.userId')
        .select(['t.tokenHash', 't.userId', 'u.username', 'u.realname', 't.loginIp', 't.createdAt', 't.lastActive'])
        .where('t.revoked', '=', 0)
        .where('t.expiresAt', '>', Date.now())
        // A playground preview is no one being online: the administrator's look as that user, minutes long.
        .where((eb) => eb.or([eb('t.loginVia', 'is', null), eb('t.loginVia', '!=', 'preview')]));
      if (req.query.userId?.trim()) q = q.where('t.userId', '=', req.query.userId.trim());
      if (req.query.username?.trim()) q = q.where(contains('u.username', req.query.username.trim()));
      const own = tokenHash(sessionOf(req).token);
      return ok(
        await pageOf(
          q,
          { pageSize: '20', ...req.query },
          't.createdAt',
          'desc',
          (r): OnlineSession => ({
            tokenHash: r.tokenHash,
            userId: r.userId,
            userId_dictText: r.realname ? `${r.realname}（${r.username}）` : r.username,
            username: r.username,
            realname: r.realname ?? '',
            loginIp: r.loginIp ?? null,
            createdAt: Number(r.createdAt),
            lastActive: Number(r.lastActive ?? r.createdAt),
            current: r.tokenHash === own,
          }),
          't.tokenHash',
        ),
      );
    },
  });

  serve(app, user.forceLogout, {
    config: { access: { perm: 'online:forceLogout' } },
    // The token in the body (the spec's POST), or as the query of a list screen's row action.
    schema: { body: object({ token: text('会话', { maxLength: 64 }) }), querystring: object({ token: text('会话', { maxLength: 64 }) }) },
    handler: async (req) => {
      const token = (req.body.token ?? req.query.token ?? '').trim();
      if (!/^[0-9a-f]{64}$/.test(token)) throw badRequest('请选择要强制退出的会话');
      if (token === tokenHash(sessionOf(req).token)) throw badRequest('不能强制退出当前会话，请使用退出登录');
      const live = await ctx.db.selectFrom('sys_token').select('tokenHash').where('tokenHash', '=', token).where('revoked', '=', 0).executeTakeFirst();
      if (!live) throw notFound('该会话已结束');
      await ctx.sessions.revokeByHash(token);
      return ok(null, '强制退出成功！');
    },
  });
}
