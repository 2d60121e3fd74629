import type { FastifyInstance } from 'fastify';
import { checkRule } from '../../../../validators/rules.js';
import { CONFIRM_MISMATCH, CONFIRM_REQUIRED } from '../../../../validators/password.js';
import { loginVariants } from '../../../shared/services/index.js';
import { nowText } from '../../../shared/time.js';
import { ok } from '../../http/envelope.js';
import { badRequest } from '../../http/errors.js';
import { object, text } from '../../http/route-schema.js';
import { serve } from '../../http/serve.js';
import { sessionOf } from '../../plugins/access.js';
import { newId } from '../../services/ids.js';
import { STATUS_NORMAL, STATUS_PENDING, STATUS_REJECTED } from '../../services/login-variants/account-status.js';
import { accountByPhone, mobileOf } from '../../services/login-variants/phone-input.js';
import { consumeSmsCode } from '../../services/login-variants/sms-codes.js';
import { assertNewPasswordAllowed, storePassword } from '../../services/password-change.js';
import { hashPassword } from '../../services/passwords.js';
import { assertInScope, editUser, userCall } from '../../services/users/user-writes.js';

const passwordFields = { password: text('密码', { maxLength: 200 }), confirmPassword: text('确认密码', { maxLength: 200 }) };
const auditFields = object({
  id: text('用户', { maxLength: 64 }),
  result: text('审核结果', { maxLength: 10 }),
  selectedroles: text('角色', { maxLength: 4000 }),
  regionCode: text('所属区域', { maxLength: 15 }),
});

function checkedNewPassword(body: { password?: string; confirmPassword?: string }, username: string): string {
  const password = body.password ?? '';
  if (!password) throw badRequest('请输入密码');
  if (!body.confirmPassword) throw badRequest(CONFIRM_REQUIRED);
  if (password !== body.confirmPassword) throw badRequest(CONFIRM_MISMATCH);
  assertNewPasswordAllowed(password, username);
  return password;
}

/**
 * Registration, the forgotten-password reset by SMS and the approval of registrations (000 §1, §2.1);
 * docs/developers.md "Login variants". Every input is checked before the SMS code is spent, so a typo costs no code.
 */
export default async function userRegisterRoutes(app: FastifyInstance) {
  const ctx = app.ctx;

  serve(app, loginVariants.register, {
    config: { access: 'public' },
    schema: {
      body: object({
        username: text('用户名', { maxLength: 100 }),
        phone: text('手机号', { maxLength: 20 }),
        smscode: text('验证码', { maxLength: 10 }),
        ...passwordFields,
      }),
    },
    handler: async (req) => {
      const username = (req.body.username ?? '').trim();
      if (!username) throw badRequest('请输入用户名');
      const nameFault = checkRule('userName', username);
      if (nameFault) throw badRequest(nameFault);
      const phone = mobileOf(req.body.phone);
      const password = checkedNewPassword(req.body, username);
      if (!req.body.smscode) throw badRequest('请输入验证码');
      if (await ctx.db.selectFrom('sys_user').select('id').where('username', '=', username).executeTakeFirst()) throw badRequest('用户名已存在');
      if (await accountByPhone(ctx, phone)) throw badRequest('该手机号已注册');
      await consumeSmsCode(ctx, phone, 'register', req.body.smscode.trim());
      // No roles, no region, no department: nothing is granted before an administrator approves (and chooses them).
      await ctx.db
        .insertInto('sys_user')
        .values({
          id: newId(),
          username,
          realname: username,
          phone,
          password: await hashPassword(password),
          status: STATUS_PENDING,
          updatePwd: 0,
          newUser: 0,
          createBy: username,
          createTime: nowText(),
        })
        .execute();
      return ok({ username }, '注册成功，请等待管理员审核');
    },
  });

  serve(app, loginVariants.passwordChange, {
    config: { access: 'public' },
    schema: { body: object({ phone: text('手机号', { maxLength: 20 }), smscode: text('验证码', { maxLength: 10 }), ...passwordFields }) },
    handler: async (req) => {
      const phone = mobileOf(req.body.phone);
      const account = await accountByPhone(ctx, phone);
      const password = checkedNewPassword(req.body, account?.username ?? '');
      if (!req.body.smscode) throw badRequest('请输入验证码');
      await consumeSmsCode(ctx, phone, 'reset', req.body.smscode.trim());
      if (!account) throw badRequest('手机号或验证码错误');
      await storePassword(ctx, account.id, password, false, account.username);
      // Whoever knew the old password is out: every session of the account ends, on every instance.
      await ctx.sessions.revokeAllOf(account.id);
      return ok({ username: account.username }, '密码重置成功，请使用新密码登录');
    },
  });

  serve(app, loginVariants.auditRegistration, {
    alsoMethods: ['POST'],
    config: { access: { perm: 'user:audit' } },
    schema: { body: auditFields, querystring: auditFields },
    handler: async (req) => {
      const input = { ...req.query, ...req.body };
      const id = input.id ?? '';
      const call = await userCall(ctx, sessionOf(req));
      await assertInScope(call, [id]);
      const row = await ctx.db.selectFrom('sys_user').select('status').where('id', '=', id).executeTakeFirstOrThrow();
      if (row.status !== STATUS_PENDING) throw badRequest('该用户不是待审核状态');
      if (input.result === 'reject') {
        await ctx.db
          .updateTable('sys_user')
          .set({ status: STATUS_REJECTED, updateBy: call.session.user.username, updateTime: nowText() })
          .where('id', '=', id)
          .where('status', '=', STATUS_PENDING)
          .execute();
        return ok(null, '已拒绝该注册申请');
      }
      if (input.result !== 'pass') throw badRequest('审核结果只能是通过或拒绝');
      if (!input.selectedroles) throw badRequest('请选择角色');
      if (!input.regionCode) throw badRequest('请选择所属区域');
      // The privilege rules of an edit apply: the roles and region must be the approver's to give.
      await editUser(ctx, call, { id, regionCode: input.regionCode, selectedroles: input.selectedroles });
      await ctx.db
        .updateTable('sys_user')
        .set({ status: STATUS_NORMAL, updateBy: call.session.user.username, updateTime: nowText() })
        .where('id', '=', id)
        .where('status', '=', STATUS_PENDING)
        .execute();
      await ctx.sessions.forgetUser(id);
      return ok(null, '审核通过，该用户现在可以登录');
    },
  });
}
