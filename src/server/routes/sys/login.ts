import type { FastifyInstance } from 'fastify';
import { CaptchaStore } from '../../services/captcha.js';
import { authenticate } from '../../services/login-service.js';
import { allDictItems } from '../../services/dict-service.js';
import { loadUserInfo, userDeparts } from '../../services/user-info.js';
import { ok } from '../../http/envelope.js';
import { badRequest } from '../../http/errors.js';
import { sessionOf, tokenOf } from '../../plugins/access.js';

interface LoginBody {
  username?: unknown;
  password?: unknown;
  captcha?: unknown;
  checkKey?: unknown;
}

const text = (v: unknown) => (typeof v === 'string' ? v : '');

/** Login, logout and captcha: 000 §3, §4, §7.2. */
export default async function loginRoutes(app: FastifyInstance) {
  const ctx = app.ctx;
  const captchas = new CaptchaStore();

  app.get<{ Params: { key: string } }>('/sys/randomImage/:key', { config: { access: 'public' } }, async (req) => {
    if (!/^[\w-]{1,64}$/.test(req.params.key)) throw badRequest('验证码key不正确');
    // With the captcha switched off the answer is null, which tells the login page to hide the captcha field.
    if (!ctx.config.captcha) return ok(null);
    return ok(captchas.create(req.params.key));
  });

  app.post<{ Body: LoginBody }>('/sys/login', { config: { access: 'public' } }, async (req) => {
    const body = req.body ?? {};
    const username = text(body.username).trim();
    const password = text(body.password);
    if (!username) throw badRequest('请输入用户名');
    if (!password) throw badRequest('请输入密码');
    if (ctx.config.captcha) {
      if (!text(body.captcha)) throw badRequest('请输入验证码');
      if (!captchas.check(text(body.checkKey), text(body.captcha))) throw badRequest('验证码错误');
    }
    const userId = await authenticate(ctx, username, password, req.ip);
    const token = await ctx.sessions.issue(userId);
    return ok(await loginResult(userId, token), '登录成功');
  });

  app.post('/sys/logout', { config: { access: 'user', duringPasswordChange: true } }, async (req) => {
    await ctx.sessions.revoke(tokenOf(req)!);
    return ok(null, '退出登录成功！');
  });

  app.route({
    method: ['GET', 'POST'],
    url: '/UserInfoController/queryLoginUser',
    config: { access: 'user', duringPasswordChange: true },
    handler: async (req) => {
      const session = sessionOf(req);
      const userInfo = await loadUserInfo(ctx.db, session.user.id);
      return ok({ userInfo });
    },
  });

  async function loginResult(userId: string, token: string) {
    const userInfo = (await loadUserInfo(ctx.db, userId))!;
    const flags = await ctx.db.selectFrom('sys_user').select(['updatePwd', 'newUser']).where('id', '=', userId).executeTakeFirstOrThrow();
    const departs = await userDeparts(ctx.db, userId);
    return {
      token,
      userInfo,
      sysAllDictItems: await allDictItems(ctx.db),
      departs,
      multi_depart: departs.length > 1 ? 2 : departs.length === 1 ? 1 : 0,
      updatePwd: flags.updatePwd === 1,
      enterSystem: flags.newUser !== 1,
      enterGuide: flags.newUser === 1,
      subsystemList: [],
      spartServerNetAddr: '',
    };
  }
}
