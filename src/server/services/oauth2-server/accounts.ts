import type { Account } from 'oidc-provider';
import type { Db } from '../../db/connect.js';
import { STATUS_FROZEN, STATUS_PENDING, STATUS_REJECTED } from '../login-variants/account-status.js';

const BARRED = new Set<number | null>([STATUS_FROZEN, STATUS_PENDING, STATUS_REJECTED]);

/** The claims each scope releases (userinfo, and the ID token when no access token is issued). */
export const SCOPE_CLAIMS = {
  openid: ['sub'],
  profile: ['name', 'preferred_username'],
  phone: ['phone_number'],
} as const;

/**
 * oidc-provider's findAccount: a platform user by id, only while the account may log in (a frozen, waiting or rejected
 * account has no account here, so its codes and sessions stop working at once), and not while it must change its
 * password (set by an administrator's reset): no code, token or userinfo until the user has chosen one in the
 * platform. sub = the user id.
 */
export async function findAccount(db: Db, id: string): Promise<Account | undefined> {
  if (typeof id !== 'string' || !id) return undefined;
  const user = await db.selectFrom('sys_user').select(['id', 'username', 'realname', 'phone', 'status', 'updatePwd']).where('id', '=', id).executeTakeFirst();
  if (!user || BARRED.has(user.status ?? null) || user.updatePwd === 1) return undefined;
  return {
    accountId: user.id,
    claims: () => ({
      sub: user.id,
      name: user.realname || user.username,
      preferred_username: user.username,
      ...(user.phone ? { phone_number: user.phone } : {}),
    }),
  };
}
