import type { AppContext } from '../context.js';
import { AppError, badRequest } from '../http/errors.js';
import { verifyPassword } from './passwords.js';

export const MAX_FAILURES = 5;
export const FAILURE_WINDOW_MS = 10 * 60 * 1000;
export const LOCK_MS = 10 * 60 * 1000;

/**
 * Checks a username and password with lockout: more than 5 failures within 10 minutes lock the account for
 * 10 minutes, even for the right password. Unknown accounts get the same answer as wrong passwords.
 */
export async function authenticate(ctx: AppContext, username: string, password: string): Promise<string> {
  const { db } = ctx;
  const user = await db
    .selectFrom('sys_user')
    .select(['id', 'password', 'status', 'loginFailCount', 'loginFailFirst', 'lockUntil'])
    .where('username', '=', username)
    .executeTakeFirst();
  const now = Date.now();
  if (!user) throw badRequest('用户名或密码错误');
  if (user.lockUntil && Number(user.lockUntil) > now) {
    const minutes = Math.ceil((Number(user.lockUntil) - now) / 60000);
    throw new AppError(`登录失败次数过多，账号已锁定，请${minutes}分钟后再试`, 400);
  }
  if (!(await verifyPassword(user.password, password))) {
    const windowOpen = user.loginFailFirst && now - Number(user.loginFailFirst) < FAILURE_WINDOW_MS;
    const count = windowOpen ? Number(user.loginFailCount ?? 0) + 1 : 1;
    const locked = count > MAX_FAILURES;
    await db
      .updateTable('sys_user')
      .set({ loginFailCount: locked ? 0 : count, loginFailFirst: locked ? null : windowOpen ? user.loginFailFirst : now, lockUntil: locked ? now + LOCK_MS : null })
      .where('id', '=', user.id)
      .execute();
    if (locked) throw badRequest('登录失败次数过多，账号已锁定，请10分钟后再试');
    throw badRequest(`用户名或密码错误，还可尝试${MAX_FAILURES + 1 - count}次`);
  }
  if (user.status === 2) throw badRequest('该用户已冻结');
  await db.updateTable('sys_user').set({ loginFailCount: 0, loginFailFirst: null, lockUntil: null }).where('id', '=', user.id).execute();
  return user.id;
}
