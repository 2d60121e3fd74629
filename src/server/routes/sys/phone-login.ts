import type { FastifyInstance } from 'fastify';
import { loginVariants } from '../../../shared/services/index.js';
import { ok } from '../../http/envelope.js';
import { badRequest, unauthorized } from '../../http/errors.js';
import { object, text } from '../../http/route-schema.js';
import { serve } from '../../http/serve.js';
import { tokenOf } from '../../plugins/access.js';
import { assertMayLogIn } from '../../services/login-variants/account-status.js';
import { loginResult, secondLoginResult } from '../../services/login-variants/login-result.js';
import { accountByPhone, mobileOf, REGISTER_SLIDER_KEY } from '../../services/login-variants/phone-input.js';
import { consumeSmsCode, issueSmsCode, type SmsPurpose } from '../../services/login-variants/sms-codes.js';
import { sessionTenants } from '../../services/tenants/login-tenant.js';

const PURPOSES: Record<string, SmsPurpose> = { '0': 'login', '1': 'register', '2': 'reset' };

/** SMS codes, phone login and second login (000 §1, §3, §7.2); docs/developers.md "Login variants". */
export default async function phoneLoginRoutes(app: FastifyInstance) {
  const ctx = app.ctx;

  serve(app, loginVariants.sendSmsCode, {
    config: { access: 'public' },
    schema: {
      body: object({
        mobile: text('手机号', { maxLength: 20 }),
        smsmode: text('短信类型', { maxLength: 2 }),
        sliderToken: text('滑块验证', { maxLength: 64 }),
      }),
    },
    handler: async (req) => {
      const phone = mobileOf(req.body.mobile);
      const purpose = PURPOSES[req.body.smsmode ?? ''];
      if (!purpose) throw badRequest('短信类型不正确');
      const account = await accountByPhone(ctx, phone);
      if (purpose === 'register') {
        // The slider keeps scripts from making the platform text strangers; registration needs a free phone anyway.
        if (!req.body.sliderToken || !ctx.sliders.takeToken(req.body.sliderToken, REGISTER_SLIDER_KEY(phone))) throw badRequest('请先完成滑块验证');
        if (account) throw badRequest('该手机号已注册');
      }
      // A login or reset code for a phone without an account is kept but not sent: the answer is the same, so it
      // does not tell who has an account.
      await issueSmsCode(ctx, phone, purpose, purpose === 'register' || !!account);
      return ok(null, '验证码已发送，5分钟内有效');
    },
  });

  serve(app, loginVariants.phoneLogin, {
    config: { access: 'public' },
    schema: { body: object({ mobile: text('手机号', { maxLength: 20 }), captcha: text('验证码', { maxLength: 10 }) }) },
    handler: async (req) => {
      const phone = mobileOf(req.body.mobile);
      if (!req.body.captcha) throw badRequest('请输入验证码');
      const account = await accountByPhone(ctx, phone);
      // The login log names the account the phone belongs to, for wrong codes too (the trail of someone guessing).
      req.loginName = account?.username ?? null;
      await consumeSmsCode(ctx, phone, 'login', req.body.captcha.trim());
      if (!account) throw badRequest('手机号或验证码错误');
      assertMayLogIn(account.status);
      const token = await ctx.sessions.issue(account.id, req.ip, 'phone');
      return ok(await loginResult(ctx, account.id, token), '登录成功');
    },
  });

  serve(app, loginVariants.doubleLogin, {
    // The token another page or system of the platform holds, in the body (or X-Access-Token): checked here, so
    // the client stores it only once it is known to be good.
    config: { access: 'public' },
    schema: { body: object({ token: text('令牌', { maxLength: 200 }) }) },
    handler: async (req) => {
      const token = req.body.token || tokenOf(req);
      const session = token ? await ctx.sessions.resolve(token) : null;
      // A preview token is the playground's, for reads of one page: it never becomes another page's login.
      if (!session || session.previewBy) throw unauthorized('Token失效，请重新登录!');
      // The session goes on in the tenant it acts in; the client learns it, and the list for 切换租户 or a choice.
      return ok({ ...(await secondLoginResult(ctx, session.user.id)), ...sessionTenants(session) }, '登录成功');
    },
  });
}
