import { isEasyPassword, isPasswordStrict, PASSWORD_MESSAGE, TOO_SIMPLE } from '../../../validators/password.js';
import type { AppContext } from '../context.js';
import { badRequest } from '../http/errors.js';
import { hashPassword, verifyPassword } from './passwords.js';
import { nowText } from '../../shared/time.js';
import { forgetAccountFailures } from './login-limits.js';

export const SAME_AS_OLD = '新密码不能与旧密码相同';
export const CHANGED = '密码修改成功！';

/** The server's rules for any new password: the dialog's strict rule, then the easy-password check. */
export function assertNewPasswordAllowed(password: string, username: string): void {
  if (!isPasswordStrict(password)) throw badRequest(PASSWORD_MESSAGE);
  if (isEasyPassword(password, username)) throw badRequest(TOO_SIMPLE);
}

export async function assertDiffersFromCurrent(ctx: AppContext, userId: string, password: string): Promise<void> {
  const row = await ctx.db.selectFrom('sys_user').select('password').where('id', '=', userId).executeTakeFirst();
  if (await verifyPassword(row?.password, password)) throw badRequest(SAME_AS_OLD);
}

/**
 * Stores a new password. `mustChange` is the updatePwd flag: set when an administrator chose the password, cleared
 * when the user chose it. Clearing the lock counters lets a locked-out user log in with a password just reset.
 */
export async function storePassword(ctx: AppContext, userId: string, password: string, mustChange: boolean, by: string): Promise<void> {
  await ctx.db
    .updateTable('sys_user')
    .set({
      password: await hashPassword(password),
      updatePwd: mustChange ? 1 : 0,
      loginFailCount: 0,
      loginFailFirst: null,
      lockUntil: null,
      updateBy: by,
      updateTime: nowText(),
    })
    .where('id', '=', userId)
    .execute();
  const user = await ctx.db.selectFrom('sys_user').select('username').where('id', '=', userId).executeTakeFirst();
  if (user) await forgetAccountFailures(ctx.db, user.username);
}

/** Ends every session of a user except the one making the change. */
export function revokeOtherSessions(ctx: AppContext, userId: string, keepToken: string): Promise<void> {
  return ctx.sessions.revokeOthersOf(userId, keepToken);
}
