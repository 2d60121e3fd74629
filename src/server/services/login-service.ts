import { setTimeout as sleep } from 'node:timers/promises';
import type { AppContext } from '../context.js';
import { AppError } from '../http/errors.js';
import { assertMayLogIn } from './login-variants/account-status.js';
import { forgiveAttempt, reserveAttempt, sweepAttempts, type AttemptCounts } from './login-limits.js';
import { hashPassword, verifyPassword } from './passwords.js';

export const WRONG = '用户名或密码错误';
export const TOO_MANY = '登录失败次数过多，请10分钟后再试';

// Unknown accounts are checked against this hash, so they cost the same time as known ones.
let dummyHash: Promise<string> | undefined;
const dummy = () => (dummyHash ??= hashPassword('not-a-password-of-anyone'));
let lastSweep = 0;

/** A growing pause before answering an account's failures beyond `slowAfter`: 250 ms, doubling, at most 4 s. */
export function failureDelayMs(accountFailures: number, slowAfter: number): number {
  return accountFailures > slowAfter ? Math.min(250 * 2 ** (accountFailures - slowAfter - 1), 4000) : 0;
}

/**
 * Checks a username and password against the login limits (login-limits.ts): the attempt is counted before the
 * password is checked; a pair or address over its limit is refused without a check; an account's failures beyond
 * a few are answered ever more slowly instead of locking the account, so a stranger cannot lock its owner out.
 * Unknown accounts get the same answer, after the same work, as wrong passwords.
 */
export async function authenticate(ctx: AppContext, username: string, password: string, address: string): Promise<string> {
  const { db } = ctx;
  const limits = ctx.config.loginLimits;
  if (Date.now() - lastSweep > limits.windowMs) {
    lastSweep = Date.now();
    await sweepAttempts(db, limits);
  }
  const counts = await reserveAttempt(db, username, address, limits);
  if (counts.pair > limits.pairMax || counts.address > limits.addressMax) return refuse(counts, limits.slowAfter, TOO_MANY);
  const user = await db.selectFrom('sys_user').select(['id', 'password', 'status']).where('username', '=', username).executeTakeFirst();
  const right = await verifyPassword(user?.password ?? (await dummy()), password);
  if (!user || !right) {
    return refuse(counts, limits.slowAfter, `${WRONG}，还可尝试${limits.pairMax + 1 - counts.pair}次`);
  }
  await forgiveAttempt(db, username, address);
  assertMayLogIn(user.status);
  return user.id;
}

/** Counts a wrong old password (password change) like a failed login of that account from that address. */
export async function countPasswordGuess(ctx: AppContext, username: string, address: string, check: () => Promise<boolean>): Promise<boolean> {
  const limits = ctx.config.loginLimits;
  const counts = await reserveAttempt(ctx.db, username, address, limits);
  if (counts.pair > limits.pairMax || counts.address > limits.addressMax) await refuse(counts, limits.slowAfter, TOO_MANY);
  if (await check()) {
    await forgiveAttempt(ctx.db, username, address);
    return true;
  }
  await sleep(failureDelayMs(counts.account, limits.slowAfter));
  return false;
}

async function refuse(counts: AttemptCounts, slowAfter: number, message: string): Promise<never> {
  await sleep(failureDelayMs(counts.account, slowAfter));
  throw new AppError(message, 400);
}
