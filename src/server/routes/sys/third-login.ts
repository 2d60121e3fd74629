import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { thirdLogin } from '../../../shared/services/index.js';
import { ok } from '../../http/envelope.js';
import { AppError, badRequest } from '../../http/errors.js';
import { object, text } from '../../http/route-schema.js';
import { serve } from '../../http/serve.js';
import { CLIENT_BASE } from '../../plugins/client.js';
import { provePassword } from '../../services/password-proof.js';
import { loginResult } from '../../services/login-variants/login-result.js';
import { beginAuthorisation, finishAuthorisation, type PendingAuthorisation } from '../../services/third-login/oidc-flow.js';
import { assertAccountMayLogIn, bindIdentity, boundUserOf, usernameOf } from '../../services/third-login/third-accounts.js';
import { issueTicket, peekTicket, spendTicket, takeTicket } from '../../services/third-login/third-tickets.js';
import { markBrowser, sameBrowser } from '../../services/third-login/browser-mark.js';

export const UNKNOWN_TYPE = '未配置该第三方登录方式';
export const STATE_REFUSED = '第三方登录请求无效或已过期，请重新登录';
export const LOGIN_TOKEN_REFUSED = '第三方登录凭证无效或已使用，请重新登录';
export const BIND_TOKEN_REFUSED = '绑定凭证无效或已过期，请重新进行第三方登录';
export const OTHER_BROWSER = '第三方登录须在发起登录的同一浏览器中完成，请重新登录';

/** Each ticket keeps the mark of the browser whose callback issued it (browser-mark.ts). */
interface LoginTicket {
  userId: string;
  browser: string;
}
interface BindTicket {
  subject: string;
  name: string;
  browser: string;
}

/** Third-party login through external OpenID Connect providers; docs/operators.md "Third-party login (第三方登录)". */
export default async function thirdLoginRoutes(app: FastifyInstance) {
  const ctx = app.ctx;
  const settings = ctx.config.thirdLogin;
  const providerOf = (type: string) => settings.providers.find((p) => p.type === type);
  const typeParams = { params: object({ thirdType: text('第三方类型', { maxLength: 32 }) }, ['thirdType']) };
  const bindBody = { thirdType: text('第三方类型', { maxLength: 32 }), bindToken: text('绑定凭证', { maxLength: 100 }) };
  /**
   * The live binding ticket of this type, presented by the browser it was issued to. Anything else spends it: a
   * binding link planted in another browser is void from its first use there.
   */
  const liveBinding = async (req: FastifyRequest, body: { thirdType?: string; bindToken?: string }) => {
    const bindToken = body.bindToken ?? '';
    const live = await peekTicket<BindTicket>(ctx, 'bind', bindToken);
    const provider = providerOf(body.thirdType ?? '');
    if (!live || live.thirdType !== provider?.type || !sameBrowser(req, live.payload.browser)) {
      await spendTicket(ctx, 'bind', bindToken);
      throw badRequest(provider ? BIND_TOKEN_REFUSED : UNKNOWN_TYPE);
    }
    return { provider, bindToken, ticket: live.payload };
  };

  /** The login page with the outcome in its query: the browser routes answer redirects, never an envelope. */
  const toLoginPage = (reply: FastifyReply, query: Record<string, string>) => reply.redirect(`${CLIENT_BASE}user/login?${new URLSearchParams(query)}`, 302);
  const refuse = (req: FastifyRequest, reply: FastifyReply, error: unknown) => {
    if (!(error instanceof AppError)) throw error;
    if (error.status >= 500) req.log.warn({ thirdType: (req.params as { thirdType?: string }).thirdType }, `third-party login: ${error.message}`);
    return toLoginPage(reply, { thirdError: error.message });
  };

  serve(app, thirdLogin.providers, {
    config: { access: 'public' },
    schema: {},
    handler: async () => ok(settings.providers.map((p) => ({ type: p.type, name: p.name }))),
  });

  serve(app, thirdLogin.render, {
    config: { access: 'public' },
    schema: { ...typeParams, querystring: object({ redirect: text('登录后页面', { maxLength: 1000 }) }) },
    handler: async (req, reply) => {
      try {
        const provider = providerOf(req.params.thirdType);
        if (!provider) throw badRequest(UNKNOWN_TYPE);
        const origin = settings.publicUrl || `${req.protocol}://${req.host}`;
        const redirectUri = `${origin}${ctx.config.apiPrefix}/sys/thirdLogin/${provider.type}/callback`;
        // Only a path of this client, never another site: the page opened after the login.
        const wanted = req.query.redirect ?? '';
        const returnPath = /^\/(?![/\\])/.test(wanted) ? wanted : '';
        const browser = markBrowser(req, reply, `${ctx.config.apiPrefix}/sys/thirdLogin/`);
        const url = await beginAuthorisation(provider, settings.timeoutMs, { redirectUri, returnPath, browser }, (pending) =>
          issueTicket(ctx, 'state', provider.type, pending),
        );
        return reply.redirect(url, 302);
      } catch (error) {
        return refuse(req, reply, error);
      }
    },
  });

  serve(app, thirdLogin.callback, {
    config: { access: 'public' },
    schema: {
      ...typeParams,
      querystring: object({ code: text('授权码', { maxLength: 2048 }), state: text('state', { maxLength: 100 }), error: text('错误', { maxLength: 100 }) }),
    },
    handler: async (req, reply) => {
      try {
        // The state is spent whatever follows (another type too): a callback, right or wrong, never comes twice.
        const pending = await takeTicket<PendingAuthorisation>(ctx, 'state', req.params.thirdType, req.query.state ?? '');
        const provider = providerOf(req.params.thirdType);
        if (!provider) throw badRequest(UNKNOWN_TYPE);
        const error = req.query.error;
        if (error) throw badRequest(error === 'access_denied' ? '已取消第三方登录' : `第三方登录被拒绝：${error.replace(/[^\w.-]/g, '')}`);
        if (!pending) throw badRequest(STATE_REFUSED);
        // Only the browser that went to the provider may come back with its code (no code is exchanged otherwise).
        if (!sameBrowser(req, pending.browser)) throw badRequest(OTHER_BROWSER);
        const browser = pending.browser;
        // The callback as the provider was told it (the public address), with the query as it arrived.
        const callbackUrl = new URL(pending.redirectUri);
        callbackUrl.search = req.url.includes('?') ? req.url.slice(req.url.indexOf('?')) : '';
        const identity = await finishAuthorisation(provider, settings.timeoutMs, callbackUrl, req.query.state!, pending);
        const back: Record<string, string> = pending.returnPath ? { redirect: pending.returnPath } : {};
        const userId = await boundUserOf(ctx, provider.type, identity.subject);
        if (userId) {
          const token = await issueTicket(ctx, 'login', provider.type, { userId, browser } satisfies LoginTicket);
          return toLoginPage(reply, { thirdToken: token, thirdType: provider.type, ...back });
        }
        const bindToken = await issueTicket(ctx, 'bind', provider.type, { subject: identity.subject, name: identity.name, browser } satisfies BindTicket);
        // Only the token: the page asks bindInfo for the names, so no text in the address is ever shown as verified.
        return toLoginPage(reply, { thirdBind: bindToken, thirdType: provider.type, ...back });
      } catch (error) {
        return refuse(req, reply, error);
      }
    },
  });

  serve(app, thirdLogin.getLoginUser, {
    config: { access: 'public' },
    schema: { params: object({ token: text('凭证', { maxLength: 100 }), thirdType: text('第三方类型', { maxLength: 32 }) }, ['token', 'thirdType']) },
    handler: async (req) => {
      // Spent by any attempt, with a wrong type too: a token seen somewhere and tried once is gone.
      const ticket = await takeTicket<LoginTicket>(ctx, 'login', req.params.thirdType, req.params.token);
      const provider = providerOf(req.params.thirdType);
      if (!provider) throw badRequest(UNKNOWN_TYPE);
      if (!ticket || !sameBrowser(req, ticket.browser)) throw badRequest(LOGIN_TOKEN_REFUSED);
      // The login log names the account, a refused (frozen, waiting) one too.
      req.loginName = await usernameOf(ctx, ticket.userId);
      await assertAccountMayLogIn(ctx, ticket.userId);
      const token = await ctx.sessions.issue(ticket.userId, req.ip);
      return ok(await loginResult(ctx, ticket.userId, token), '登录成功');
    },
  });

  serve(app, thirdLogin.bindInfo, {
    config: { access: 'public' },
    schema: { body: object(bindBody) },
    handler: async (req) => {
      const { provider, ticket } = await liveBinding(req, req.body);
      return ok({ provider: provider.name, name: ticket.name });
    },
  });

  serve(app, thirdLogin.bindAccount, {
    config: { access: 'public' },
    schema: {
      body: object({
        ...bindBody,
        username: text('用户名', { maxLength: 100 }),
        password: text('密码', { maxLength: 200 }),
        captcha: text('验证码', { maxLength: 20 }),
        checkKey: text('验证码key', { maxLength: 64 }),
        sliderToken: text('滑块验证', { maxLength: 64 }),
      }),
    },
    handler: async (req) => {
      const { provider, bindToken } = await liveBinding(req, req.body);
      // A wrong password keeps the token, so its owner can type again: it answers only in the browser holding the
      // mark, and every password tried counts toward the login limits. The right password spends it.
      const userId = await provePassword(ctx, req.body, req.ip);
      const ticket = await takeTicket<BindTicket>(ctx, 'bind', provider.type, bindToken);
      if (!ticket) throw badRequest(BIND_TOKEN_REFUSED);
      await bindIdentity(ctx, provider.type, ticket.subject, userId, ticket.name);
      const token = await ctx.sessions.issue(userId, req.ip);
      return ok(await loginResult(ctx, userId, token), '绑定成功');
    },
  });
}
