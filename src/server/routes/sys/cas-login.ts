import type { FastifyInstance } from 'fastify';
import { loginVariants } from '../../../shared/services/index.js';
import { ok } from '../../http/envelope.js';
import { AppError, badRequest } from '../../http/errors.js';
import { object, text } from '../../http/route-schema.js';
import { serve } from '../../http/serve.js';
import { casIsOn } from '../../services/cas/cas-config.js';
import { loginResult } from '../../services/login-variants/login-result.js';
import { accountOfCasUser, CAS_OFF, FOREIGN_SERVICE, isServiceUnder, validateTicket } from '../../services/cas/cas-validate.js';

/** CAS single sign-on (000 §2.2, §7.2); docs/operators.md "CAS single sign-on". */
export default async function casLoginRoutes(app: FastifyInstance) {
  const ctx = app.ctx;

  serve(app, loginVariants.casValidateLogin, {
    config: { access: 'public' },
    schema: { querystring: object({ ticket: text('票据', { maxLength: 512 }), service: text('服务地址', { maxLength: 2048 }) }) },
    handler: async (req) => {
      const { cas } = ctx.config;
      // Without our public address CAS stays off (readCasConfig refuses to start so): never the request's Host.
      if (!casIsOn(cas)) throw new AppError(CAS_OFF, 404);
      const ticket = (req.query.ticket ?? '').trim();
      const service = (req.query.service ?? '').trim();
      if (!ticket) throw badRequest('缺少单点登录票据');
      if (!service) throw badRequest('缺少服务地址');
      // A ticket issued for another application must not open a session here: its service is not one of ours.
      if (!isServiceUnder(service, cas.serviceUrl)) throw badRequest(FOREIGN_SERVICE);
      const username = await validateTicket(cas, ticket, service);
      req.loginName = username;
      const userId = await accountOfCasUser(ctx, username);
      const token = await ctx.sessions.issue(userId, req.ip);
      return ok(await loginResult(ctx, userId, token), '登录成功');
    },
  });
}
