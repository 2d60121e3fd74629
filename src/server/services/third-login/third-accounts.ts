/** External identities bound to accounts (sys_third_account): one identity, one account; one per provider and account. */
import type { AppContext } from '../../context.js';
import { badRequest } from '../../http/errors.js';
import { nowText } from '../../../shared/time.js';
import { newId } from '../ids.js';
import { assertMayLogIn } from '../login-variants/account-status.js';

export const IDENTITY_TAKEN = '该第三方账号已绑定其他账号';
export const ACCOUNT_TAKEN = '该账号已绑定其他同类第三方账号，请先在账户设置中解除绑定';
export const BOUND_ACCOUNT_GONE = '绑定的账号已不存在，请联系管理员';

/** The account an external identity is bound to, or null. */
export async function boundUserOf(ctx: AppContext, thirdType: string, subject: string): Promise<string | null> {
  const row = await ctx.db
    .selectFrom('sys_third_account')
    .select('userId')
    .where('thirdType', '=', thirdType)
    .where('thirdUserId', '=', subject)
    .executeTakeFirst();
  return row?.userId ?? null;
}

export async function usernameOf(ctx: AppContext, userId: string): Promise<string | null> {
  return (await ctx.db.selectFrom('sys_user').select('username').where('id', '=', userId).executeTakeFirst())?.username ?? null;
}

/** Refuses a login of the account unless it exists and may log in (frozen, waiting, rejected: their messages). */
export async function assertAccountMayLogIn(ctx: AppContext, userId: string): Promise<void> {
  const user = await ctx.db.selectFrom('sys_user').select(['status']).where('id', '=', userId).executeTakeFirst();
  if (!user) throw badRequest(BOUND_ACCOUNT_GONE);
  assertMayLogIn(user.status);
}

/**
 * Binds the identity to the account. The unique keys decide races: of two bindings of one identity exactly one
 * row is inserted, and the other is refused with the reason.
 */
export async function bindIdentity(ctx: AppContext, thirdType: string, subject: string, userId: string, name: string): Promise<void> {
  const inserted = await ctx.db
    .insertInto('sys_third_account')
    .values({ id: newId(), thirdType, thirdUserId: subject, userId, realname: name.slice(0, 100) || null, createTime: nowText() })
    .onConflict((oc) => oc.doNothing())
    .executeTakeFirst();
  if (Number(inserted.numInsertedOrUpdatedRows ?? 0) > 0) return;
  const owner = await boundUserOf(ctx, thirdType, subject);
  throw badRequest(owner && owner !== userId ? IDENTITY_TAKEN : owner === userId ? '该第三方账号已绑定此账号' : ACCOUNT_TAKEN);
}
