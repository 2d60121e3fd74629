import type { FastifyInstance } from 'fastify';
import { accountCentre } from '../../../shared/services/index.js';
import { checkRule } from '../../../../validators/rules.js';
import { nowText } from '../../../shared/time.js';
import { ok } from '../../http/envelope.js';
import { badRequest } from '../../http/errors.js';
import { none, object, text, type Schema } from '../../http/route-schema.js';
import { serve } from '../../http/serve.js';
import { sessionOf } from '../../plugins/access.js';
import { countPasswordGuess } from '../../services/login-service.js';
import { verifyPassword } from '../../services/passwords.js';
import { unusableFiles } from '../../services/files/file-refs.js';
import { readNotifySettings, saveNotifySettings } from '../../services/account/notify-settings.js';

/** Refuses keys beyond the listed ones: roles, region, status or another user's id are never taken. */
const strict = <T>(schema: Schema<T>): Schema<T> => ({ ...schema, additionalProperties: false });
const orNull = <T>(schema: Schema<T>): Schema<T | null> => ({
  ...schema,
  type: [schema.type as string, 'null'],
  ...(Array.isArray(schema.enum) ? { enum: [...schema.enum, null] } : {}),
});
const flag = (title: string): Schema<boolean> => ({ type: 'boolean', title });
const sexValue: Schema<number> = { type: 'integer', title: '性别', enum: [1, 2] };

const profileBody = strict(
  object(
    {
      realname: text('用户姓名', { maxLength: 50 }),
      email: orNull(text('邮箱', { maxLength: 45 })),
      sex: orNull(sexValue),
      avatar: orNull(text('头像', { maxLength: 255 })),
    },
    ['realname'],
  ),
);

/**
 * The caller's own account (个人中心, 个人设置). Each route writes the caller's row only, whatever the body says: the
 * body has no id, and any key beyond the listed ones (roles, region, status, username) is refused.
 */
export default async function userSelfRoutes(app: FastifyInstance) {
  const { db } = app.ctx;

  serve(app, accountCentre.editSelf, {
    alsoMethods: ['POST'],
    config: { access: 'user' },
    schema: { body: profileBody },
    handler: async (req) => {
      const own = sessionOf(req);
      const realname = req.body.realname.trim();
      if (!realname) throw badRequest('用户姓名不能为空');
      const email = req.body.email?.trim() || null;
      const emailProblem = email ? checkRule('email', email) : null;
      if (emailProblem) throw badRequest(emailProblem);
      const avatar = req.body.avatar?.trim() || null;
      const current = await db.selectFrom('sys_user').select('avatar').where('id', '=', own.user.id).executeTakeFirstOrThrow();
      if (avatar && avatar !== current.avatar && (await unusableFiles(db, [avatar], own)).length) throw badRequest(`头像文件“${avatar}”不存在或您无权使用`);
      const sex = req.body.sex ?? null;
      await db
        .updateTable('sys_user')
        .set({ realname, email, sex, avatar, updateBy: own.user.username, updateTime: nowText() })
        .where('id', '=', own.user.id)
        .execute();
      return ok(null, '保存成功');
    },
  });

  serve(app, accountCentre.changeOwnPhone, {
    config: { access: 'user' },
    schema: { body: strict(object({ phone: text('手机号', { maxLength: 11 }), password: text('密码', { maxLength: 200 }) }, ['phone', 'password'])) },
    handler: async (req) => {
      const own = sessionOf(req);
      const problem = checkRule('mobile', req.body.phone);
      if (!req.body.phone) throw badRequest('请输入手机号');
      if (problem) throw badRequest(problem);
      const row = await db.selectFrom('sys_user').select('password').where('id', '=', own.user.id).executeTakeFirstOrThrow();
      // Like a wrong old password, a wrong password here is a guess and counts toward the login limits.
      if (!(await countPasswordGuess(app.ctx, own.user.username, req.ip, () => verifyPassword(row.password, req.body.password))))
        throw badRequest('密码输入错误');
      await db
        .updateTable('sys_user')
        .set({ phone: req.body.phone, updateBy: own.user.username, updateTime: nowText() })
        .where('id', '=', own.user.id)
        .execute();
      return ok(null, '手机号已修改');
    },
  });

  serve(app, accountCentre.notifySettings, {
    config: { access: 'user' },
    schema: { querystring: none },
    handler: async (req) => ok(await readNotifySettings(db, sessionOf(req).user.id)),
  });

  serve(app, accountCentre.saveNotifySettings, {
    config: { access: 'user' },
    schema: { body: strict(object({ sms: flag('短信'), email: flag('邮件') }, ['sms', 'email'])) },
    handler: async (req) => {
      await saveNotifySettings(db, sessionOf(req).user.id, req.body);
      return ok(null, '保存成功');
    },
  });
}
