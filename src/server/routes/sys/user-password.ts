import type { FastifyInstance } from 'fastify';
import { CONFIRM_MISMATCH_DIALOG, CONFIRM_REQUIRED, isEasyPassword, NO_LOGIN_USER } from '../../../../validators/password.js';
import { ok } from '../../http/envelope.js';
import { badRequest, forbidden, notFound } from '../../http/errors.js';
import { sessionOf } from '../../plugins/access.js';
import { countPasswordGuess } from '../../services/login-service.js';
import { verifyPassword } from '../../services/passwords.js';
import { canReach } from '../../services/region-scope.js';
import { assertNewPasswordAllowed, CHANGED, revokeOtherSessions, SAME_AS_OLD, storePassword } from '../../services/password-change.js';

const text = (v: unknown) => (typeof v === 'string' ? v : '');

interface UpdateBody { username?: unknown; oldpassword?: unknown; password?: unknown; confirmpassword?: unknown }
interface ResetBody { username?: unknown; password?: unknown; confirmpassword?: unknown }

/** The easy-password check, the user's own change and an administrator's reset (000 §5, §7.2, §7.4; 001 §5). */
export default async function userPasswordRoutes(app: FastifyInstance) {
  const ctx = app.ctx;

  // The password travels in the query string (as the client calls it), so this route does not log its requests.
  app.get<{ Querystring: { pwd?: unknown } }>('/sys/user/checkEasyPwd', { config: { access: 'user', duringPasswordChange: true }, logLevel: 'warn' }, async (req) => {
    const pwd = text(req.query?.pwd);
    if (!pwd) throw badRequest('请输入密码');
    return ok(isEasyPassword(pwd, sessionOf(req).user.username));
  });

  app.post<{ Body: UpdateBody }>('/sys/user/updatePassword', { config: { access: 'user', duringPasswordChange: true } }, async (req) => {
    const session = sessionOf(req);
    const body = req.body ?? {};
    const username = text(body.username).trim();
    if (!username) throw badRequest(NO_LOGIN_USER);
    if (username !== session.user.username) throw forbidden('只能修改自己的密码');
    const oldpassword = text(body.oldpassword);
    const password = text(body.password);
    const confirm = text(body.confirmpassword);
    if (!oldpassword) throw badRequest('请输入旧密码');
    if (!password) throw badRequest('请输入新密码');
    if (!confirm) throw badRequest(CONFIRM_REQUIRED);
    const row = await ctx.db.selectFrom('sys_user').select('password').where('id', '=', session.user.id).executeTakeFirst();
    // A wrong old password is a password guess: it counts toward the login limits like a failed login.
    if (!(await countPasswordGuess(ctx, username, req.ip, () => verifyPassword(row?.password, oldpassword)))) throw badRequest('旧密码输入错误！');
    if (password !== confirm) throw badRequest(CONFIRM_MISMATCH_DIALOG);
    assertNewPasswordAllowed(password, username);
    if (password === oldpassword) throw badRequest(SAME_AS_OLD);
    await storePassword(ctx, session.user.id, password, false, username);
    await revokeOtherSessions(ctx, session.user.id, session.token);
    return ok(null, CHANGED);
  });

  app.put<{ Body: ResetBody }>('/sys/user/changePassword', { config: { access: { perm: 'user:changePassword' } } }, async (req) => {
    const session = sessionOf(req);
    const body = req.body ?? {};
    const username = text(body.username).trim();
    const password = text(body.password);
    const confirm = text(body.confirmpassword);
    if (!username) throw badRequest('请选择用户');
    if (!password) throw badRequest('请输入新密码');
    if (!confirm) throw badRequest(CONFIRM_REQUIRED);
    if (password !== confirm) throw badRequest(CONFIRM_MISMATCH_DIALOG);
    const target = await ctx.db.selectFrom('sys_user').select(['id', 'username', 'regionCode']).where('username', '=', username).executeTakeFirst();
    if (!target) throw notFound('用户不存在');
    if (!canReach(session, target.regionCode)) throw forbidden('无权修改该用户的密码');
    assertNewPasswordAllowed(password, target.username);
    // The administrator knows this password, so the user must choose a new one at the next login.
    await storePassword(ctx, target.id, password, true, session.user.username);
    await ctx.sessions.revokeAllOf(target.id);
    return ok(null, CHANGED);
  });
}
