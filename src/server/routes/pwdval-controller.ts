import type { FastifyInstance } from 'fastify';
import { decryptPwd } from '../../../validators/pwd-cipher.js';
import { ok } from '../http/envelope.js';
import { badRequest, forbidden } from '../http/errors.js';
import { session as sessionApi } from '../../shared/services/index.js';
import { object, text } from '../http/route-schema.js';
import { serve } from '../http/serve.js';
import { sessionOf } from '../plugins/access.js';
import { assertDiffersFromCurrent, assertNewPasswordAllowed, CHANGED, revokeOtherSessions, storePassword } from '../services/password-change.js';

/**
 * The forced first-login change (001 §2 change-password dialog, §7): a new password without the old one. The
 * original let any session change its password this way; here it is allowed only while the account's updatePwd
 * flag says the password must be changed (seeded accounts, passwords reset by an administrator).
 */
export default async function pwdvalRoutes(app: FastifyInstance) {
  const ctx = app.ctx;

  serve(app, sessionApi.forcedPasswordChange, {
    config: { access: 'user', duringPasswordChange: true },
    schema: { body: object({ newPwd: text('新密码', { maxLength: 1000 }), loginType: text('登录类型', { maxLength: 20 }) }) },
    handler: async (req) => {
      const session = sessionOf(req);
      const user = await ctx.db.selectFrom('sys_user').select(['updatePwd']).where('id', '=', session.user.id).executeTakeFirst();
      if (user?.updatePwd !== 1) throw forbidden('当前账号无需强制修改密码，请输入旧密码修改');
      const cipher = req.body.newPwd ?? '';
      if (!cipher) throw badRequest('请输入新密码');
      const password = decryptPwd(cipher, ctx.config.pwdAesKey);
      if (password === null) throw badRequest('新密码无法解密，请刷新页面后重试');
      assertNewPasswordAllowed(password, session.user.username);
      await assertDiffersFromCurrent(ctx, session.user.id, password);
      await storePassword(ctx, session.user.id, password, false, session.user.username);
      await revokeOtherSessions(ctx, session.user.id, session.token);
      return ok(null, CHANGED);
    },
  });
}
