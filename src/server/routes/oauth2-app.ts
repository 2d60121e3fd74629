import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { oauth2App } from '../../shared/services/index.js';
import { ok } from '../http/envelope.js';
import { badRequest } from '../http/errors.js';
import { object, text } from '../http/route-schema.js';
import { serve } from '../http/serve.js';
import { CLIENT_BASE } from '../plugins/client.js';
import { provePassword } from '../services/password-proof.js';
import { oauth2Provider } from '../services/oauth2-server/provider.js';

export const INTERACTION_GONE = '登录请求已失效，请回到应用重新发起登录';
export const CLIENT_GONE = '该应用未在本平台登记，或已被停用';
export const CHANGE_PASSWORD_FIRST = '请先登录本平台修改初始密码，再登录该应用';

const uidParams = object({ uid: text('登录请求', { maxLength: 64, pattern: '^[\\w-]{1,64}$' }) }, ['uid']);
const loginBody = object({
  username: text('用户名', { maxLength: 100 }),
  password: text('密码', { maxLength: 200 }),
  captcha: text('验证码', { maxLength: 20 }),
  checkKey: text('验证码key', { maxLength: 64 }),
  sliderToken: text('滑块验证', { maxLength: 64 }),
});

/**
 * The sign-in page's side of the authorisation server (docs/operators.md "OAuth2 authorisation server"): the provider sends
 * the browser to interactionEntry, which forwards to /oauth2-app/login?uid=; the page reads the request and signs in
 * with the rules of /sys/login. The provider's interaction cookie (path /api/oauth2-app/interaction/<uid>) ties each
 * call to the browser that started the request.
 */
export default async function oauth2AppRoutes(app: FastifyInstance) {
  const ctx = app.ctx;

  /** The waiting request of this browser under this uid, and its client; refuses a stale or foreign one. */
  async function waiting(req: FastifyRequest, reply: FastifyReply, uid: string) {
    const provider = await oauth2Provider(ctx, req);
    const interaction = await provider.interactionDetails(req.raw, reply.raw).catch(() => undefined);
    if (!interaction || interaction.uid !== uid) throw badRequest(INTERACTION_GONE);
    const client = await provider.Client.find(String(interaction.params.client_id ?? ''));
    if (!client) throw badRequest(CLIENT_GONE);
    return { provider, interaction, client };
  }

  serve(app, oauth2App.interactionEntry, {
    config: { access: 'public' },
    schema: { params: uidParams },
    handler: async (req, reply) => reply.redirect(`${CLIENT_BASE}oauth2-app/login?uid=${encodeURIComponent(req.params.uid)}`, 303),
  });

  serve(app, oauth2App.interactionDetails, {
    config: { access: 'public' },
    schema: { params: uidParams },
    handler: async (req, reply) => {
      const { interaction, client } = await waiting(req, reply, req.params.uid);
      const allowed = new Set(String(client.scope ?? '').split(' '));
      const scopes = String(interaction.params.scope ?? '')
        .split(' ')
        .filter((s) => allowed.has(s));
      return ok({ uid: interaction.uid, clientName: String(client.clientName ?? client.clientId), scopes });
    },
  });

  serve(app, oauth2App.interactionLogin, {
    config: { access: 'public' },
    schema: { params: uidParams, body: loginBody },
    handler: async (req, reply) => {
      const { provider } = await waiting(req, reply, req.params.uid);
      req.loginName = (req.body.username ?? '').trim();
      const accountId = await provePassword(ctx, req.body, req.ip);
      // The platform lets nobody work with an initial or expired password (its sessions answer 403 until it is changed).
      const user = await ctx.db.selectFrom('sys_user').select('updatePwd').where('id', '=', accountId).executeTakeFirst();
      if (user?.updatePwd === 1) throw badRequest(CHANGE_PASSWORD_FIRST);
      // remember: false — the authorisation server's own session ends with the browser.
      const redirectTo = await provider.interactionResult(req.raw, reply.raw, { login: { accountId, remember: false } }, { mergeWithLastSubmission: false });
      return ok({ redirectTo }, '登录成功');
    },
  });

  serve(app, oauth2App.interactionAbort, {
    config: { access: 'public' },
    schema: { params: uidParams },
    handler: async (req, reply) => {
      const { provider } = await waiting(req, reply, req.params.uid);
      const redirectTo = await provider.interactionResult(
        req.raw,
        reply.raw,
        { error: 'access_denied', error_description: 'End-User aborted interaction' },
        { mergeWithLastSubmission: false },
      );
      return ok({ redirectTo });
    },
  });
}
