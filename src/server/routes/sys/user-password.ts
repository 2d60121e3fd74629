import type { FastifyInstance } from 'fastify';
import { CONFIRM_MISMATCH_DIALOG, CONFIRM_REQUIRED, isEasyPassword, NO_LOGIN_USER } from '../../../../validators/password.js';
import { ok } from '../../http/envelope.js';
import { badRequest, forbidden, notFound } from '../../http/errors.js';
import { session } from '../../../shared/services/index.js';
import { object, text } from '../../http/route-schema.js';
import { serve } from '../../http/serve.js';
import { sessionOf } from '../../plugins/access.js';
import { countPasswordGuess } from '../../services/login-service.js';
import { verifyPassword } from '../../services/passwords.js';
import { canReach } from '../../services/region-scope.js';
import { assertManageable } from '../../services/users/user-privileges.js';
import { assertNewPasswordAllowed, CHANGED, revokeOtherSessions, SAME_AS_OLD, storePassword } from '../../services/password-change.js';

const password = (title: string) => text(title, { maxLength: 200 });
const username = text('用户名', { maxLength: 100 });
const updateBody = object({ username, oldpassword: password('旧密码'), password: password('新密码'), confirmpassword: password('确认密码') });
const resetBody = object({ username, password: password('新密码'), confirmpassword: password('确认密码') });

/** The easy-password check, the user's own change and an administrator's reset (000 §5, §7.2, §7.4; 001 §5). */
export default async function userPasswordRoutes(app: FastifyInstance) {
  const ctx = app.ctx;

  // The password travels in the query string (as the client calls it), so this route does not log its requests.
  serve(app, session.checkEasyPwd, {
    config: { access: 'user', duringPasswordChange: true },
    logLevel: 'warn',
    schema: { querystring: object({ pwd: password('密码') }) },
    handler: async (req) => {
      if (!req.query.pwd) throw badRequest('请输入密码');
      return ok(isEasyPassword(req.query.pwd, sessionOf(req).user.username));
    },
  });

  serve(app, session.updatePassword, {
    config: { access: 'user', duringPasswordChange: true },
    schema: { body: updateBody },
    handler: async (req) => {
      const own = sessionOf(req);
      const name = (req.body.username ?? '').trim();
      if (!name) throw badRequest(NO_LOGIN_USER);
      if (name !== own.user.username) throw forbidden('只能修改自己的密码');
      const { oldpassword = '', password: next = '', confirmpassword: confirm = '' } = req.body;
      // Signed in by an SMS code and made to change the password: the phone proved who it is, and the user may
      // never have known the old password (set by an administrator). Any other change needs the old one.
      const oldNeeded = !(own.smsProven && own.mustChangePassword) || oldpassword !== '';
      if (oldNeeded && !oldpassword) throw badRequest('请输入旧密码');
      if (!next) throw badRequest('请输入新密码');
      if (!confirm) throw badRequest(CONFIRM_REQUIRED);
      const row = await ctx.db.selectFrom('sys_user').select('password').where('id', '=', own.user.id).executeTakeFirst();
      // A wrong old password is a password guess: it counts toward the login limits like a failed login.
      if (oldNeeded && !(await countPasswordGuess(ctx, name, req.ip, () => verifyPassword(row?.password, oldpassword)))) throw badRequest('旧密码输入错误！');
      if (next !== confirm) throw badRequest(CONFIRM_MISMATCH_DIALOG);
      assertNewPasswordAllowed(next, name);
      if (oldNeeded ? next === oldpassword : await verifyPassword(row?.password, next)) throw badRequest(SAME_AS_OLD);
      await storePassword(ctx, own.user.id, next, false, name);
      await revokeOtherSessions(ctx, own.user.id, own.token);
      return ok(null, CHANGED);
    },
  });

  serve(app, session.resetUserPassword, {
    config: { access: { perm: 'user:changePassword' } },
    schema: { body: resetBody },
    handler: async (req) => {
      const own = sessionOf(req);
      const name = (req.body.username ?? '').trim();
      const { password: next = '', confirmpassword: confirm = '' } = req.body;
      if (!name) throw badRequest('请选择用户');
      if (!next) throw badRequest('请输入新密码');
      if (!confirm) throw badRequest(CONFIRM_REQUIRED);
      if (next !== confirm) throw badRequest(CONFIRM_MISMATCH_DIALOG);
      const target = await ctx.db.selectFrom('sys_user').select(['id', 'username', 'regionCode']).where('username', '=', name).executeTakeFirst();
      if (!target) throw notFound('用户不存在');
      if (!canReach(own, target.regionCode)) throw forbidden('无权修改该用户的密码');
      await assertManageable(ctx.db, own, [target.id]);
      assertNewPasswordAllowed(next, target.username);
      // The administrator knows this password, so the user must choose a new one at the next login.
      await storePassword(ctx, target.id, next, true, own.user.username);
      await ctx.sessions.revokeAllOf(target.id);
      return ok(null, CHANGED);
    },
  });
}
