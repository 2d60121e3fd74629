import type { FastifyInstance } from 'fastify';
import { session } from '../../../shared/services/index.js';
import { provePassword } from '../../services/password-proof.js';
import { loginResult } from '../../services/login-variants/login-result.js';
import { loadUserInfo } from '../../services/user-info.js';
import { ok } from '../../http/envelope.js';
import { badRequest } from '../../http/errors.js';
import { none, object, text, yesNo } from '../../http/route-schema.js';
import { serve } from '../../http/serve.js';
import { sessionOf, tokenOf } from '../../plugins/access.js';

const loginBody = object({
  username: text('用户名', { maxLength: 100 }),
  password: text('密码', { maxLength: 200 }),
  captcha: text('验证码', { maxLength: 20 }),
  checkKey: text('验证码key', { maxLength: 64 }),
  remember_me: yesNo('记住我'),
  sliderToken: text('滑块验证', { maxLength: 64 }),
});

/** Login, logout and captcha: 000 §3, §4, §7.2. */
export default async function loginRoutes(app: FastifyInstance) {
  const ctx = app.ctx;
  const captchas = ctx.captchas;

  serve(app, session.randomImage, {
    config: { access: 'public' },
    schema: { params: object({ key: text('验证码key') }, ['key']) },
    handler: async (req) => {
      if (!/^[\w-]{1,64}$/.test(req.params.key)) throw badRequest('验证码key不正确');
      // With the captcha switched off the answer is null, which tells the login page to hide the captcha field.
      if (!ctx.config.captcha) return ok(null);
      return ok(captchas.create(req.params.key));
    },
  });

  serve(app, session.login, {
    config: { access: 'public' },
    schema: { body: loginBody },
    handler: async (req) => {
      const userId = await provePassword(ctx, req.body, req.ip);
      const token = await ctx.sessions.issue(userId, req.ip);
      return ok(await loginResult(ctx, userId, token), '登录成功');
    },
  });

  serve(app, session.logout, {
    config: { access: 'user', duringPasswordChange: true, anyTenant: true },
    schema: { body: none },
    handler: async (req) => {
      await ctx.sessions.revoke(tokenOf(req)!);
      return ok(null, '退出登录成功！');
    },
  });

  serve(app, session.queryLoginUser, {
    alsoMethods: ['POST'],
    config: { access: 'user', duringPasswordChange: true },
    schema: { querystring: none },
    handler: async (req) => ok({ userInfo: await loadUserInfo(ctx.db, sessionOf(req).user.id) }),
  });
}
