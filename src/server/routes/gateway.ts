import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError, forbidden, notFound } from '../http/errors.js';
import { hasPerm, sessionOf } from '../plugins/access.js';
import { forward, GATEWAY_LIMITS } from '../services/gateway/forward.js';
import { enabledRoute } from '../services/gateway/gateway-route.js';
import { TargetPolicy } from '../services/gateway/target-check.js';

/**
 * The gateway (系统管理 > 网关路由): GET and POST under /api/gateway/<prefix>/ go to the route's target with the route's
 * secret added, for a logged-in caller holding the route's permission (none set: administrators only). The caller's
 * cookies, token and authorization never leave; bodies up to 1 MB, answers up to 5 MB, 10 s (forward.ts). The
 * answer is the target's, not an envelope; the gateway's own refusals are envelopes.
 */
export const QUERY_SECRET_REFUSED = '该网关路由的密钥位于查询参数中，已停止转发：请管理员将密钥位置改为“请求头”后保存';

export default async function gatewayRoutes(app: FastifyInstance) {
  const { db, config } = app.ctx;
  const policy = new TargetPolicy(config.gatewayAllowedHosts);
  // Bodies pass through as they came (this plugin's routes only).
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: GATEWAY_LIMITS.requestBytes }, (_req, body, done) => done(null, body));

  const handler = async (req: FastifyRequest, reply: import('fastify').FastifyReply) => {
    const { prefix, '*': rest = '' } = req.params as { prefix: string; '*'?: string };
    const route = /^[a-z][a-z0-9-]{0,39}$/.test(prefix) ? await enabledRoute(db, prefix) : undefined;
    if (!route) throw notFound('网关路由不存在或已停用');
    const session = sessionOf(req);
    if (route.perms ? !hasPerm(session, route.perms) : !session.isAdmin) throw forbidden();
    // A target that echoes its request would hand a query-string secret to the caller; such rows (saved before the
    // rule) are not forwarded until an administrator moves the secret to a header. The server's own calls
    // (gateway-json.ts: the Tianditu key, which Tianditu accepts only as tk) never pass a target's answer on.
    if (route.secretKind === 'query' && route.secret) throw new AppError(QUERY_SECRET_REFUSED, 403);
    const raw = req.raw.url ?? '';
    const q = raw.indexOf('?');
    const path = (q < 0 ? raw : raw.slice(0, q)).slice(`${config.apiPrefix}/gateway/${prefix}/`.length) || rest;
    const answer = await forward(policy, route, {
      method: req.method as 'GET' | 'POST',
      path,
      query: q < 0 ? '' : raw.slice(q + 1),
      headers: req.headers,
      body: Buffer.isBuffer(req.body) ? req.body : undefined,
    });
    // Whatever the target answers is never a page of this origin.
    return reply
      .code(answer.status)
      .headers({ ...answer.headers, 'x-content-type-options': 'nosniff', 'content-security-policy': "sandbox; default-src 'none'" })
      .send(answer.body);
  };
  app.route({ method: ['GET', 'POST'], url: '/gateway/:prefix/*', config: { access: 'user' }, handler });
}
