import { sql } from 'kysely';
import type { Db } from '../db/connect.js';

/** How many failed logins are tolerated, read from the environment (see docs/operators.md "Login limits"). */
export interface LoginLimits {
  /** Failures of one account from one address before that pair is refused for `lockMs`. */
  pairMax: number;
  /** Failures from one address, over all accounts, before the address is refused for `lockMs`. */
  addressMax: number;
  /** Failures of one account, over all addresses, after which every further failure is answered slowly. */
  slowAfter: number;
  /** Counts restart this long after a key's first failure; a refused pair or address waits for that. */
  windowMs: number;
  /** Failures of one account, over all addresses, after which a login needs a slider token (Infinity: never). */
  sliderAfter: number;
}

export function readLoginLimits(env: NodeJS.ProcessEnv): LoginLimits {
  const n = (name: string, fallback: number) => (env[name] && Number(env[name]) > 0 ? Number(env[name]) : fallback);
  return {
    pairMax: n('LOGIN_MAX_FAILURES', 5),
    addressMax: n('LOGIN_MAX_FAILURES_PER_ADDRESS', 30),
    slowAfter: n('LOGIN_SLOW_AFTER', 3),
    windowMs: 10 * 60 * 1000,
    sliderAfter: env.LOGIN_SLIDER_AFTER === 'off' ? Number.POSITIVE_INFINITY : n('LOGIN_SLIDER_AFTER', 3),
  };
}

export interface AttemptCounts {
  pair: number;
  address: number;
  account: number;
}

const keys = (username: string, address: string) => ({ pair: `pair:${username}\u001f${address}`, address: `addr:${address}`, account: `acct:${username}` });

/**
 * Counts an attempt as a failure before the password is checked, in one atomic statement per key (an upsert that
 * restarts the window when it has passed), so parallel guesses cannot all slip under the limit. A successful
 * login takes its counts back (forgive).
 */
export async function reserveAttempt(db: Db, username: string, address: string, limits: LoginLimits): Promise<AttemptCounts> {
  const now = Date.now();
  const since = now - limits.windowMs;
  const out = {} as AttemptCounts;
  for (const [kind, key] of Object.entries(keys(username, address)) as Array<[keyof AttemptCounts, string]>) {
    const row = await sql<{ failures: number }>`
      insert into sys_login_attempt (attempt_key, failures, first_at) values (${key}, 1, ${now})
      on conflict (attempt_key) do update set
        failures = case when sys_login_attempt.first_at < ${since} then 1 else sys_login_attempt.failures + 1 end,
        first_at = case when sys_login_attempt.first_at < ${since} then ${now} else sys_login_attempt.first_at end
      returning failures`.execute(db.withoutPlugins());
    out[kind] = Number(row.rows[0].failures);
  }
  return out;
}

/** The counts within their window as they stand, without counting anything (0 for a key with none). */
export async function peekAttempts(db: Db, username: string, address: string, limits: LoginLimits): Promise<AttemptCounts> {
  const k = keys(username, address);
  const rows = await db
    .selectFrom('sys_login_attempt')
    .select(['attemptKey', 'failures'])
    .where('attemptKey', 'in', Object.values(k))
    .where('firstAt', '>=', Date.now() - limits.windowMs)
    .execute();
  const of = (key: string) => Number(rows.find((r) => r.attemptKey === key)?.failures ?? 0);
  return { pair: of(k.pair), address: of(k.address), account: of(k.account) };
}

/**
 * A successful login: the pair and the account start afresh, and the address takes back the one attempt this login
 * reserved, keeping the failures of others (an office behind one address logs in all day).
 */
export async function forgiveAttempt(db: Db, username: string, address: string): Promise<void> {
  const k = keys(username, address);
  await db.deleteFrom('sys_login_attempt').where('attemptKey', 'in', [k.pair, k.account]).execute();
  await db
    .updateTable('sys_login_attempt')
    .set((eb) => ({ failures: eb('failures', '-', 1) }))
    .where('attemptKey', '=', k.address)
    .where('failures', '>', 0)
    .execute();
}

/** A new password (reset or changed): the account's failures, from every address, no longer count. */
export async function forgetAccountFailures(db: Db, username: string): Promise<void> {
  await db
    .deleteFrom('sys_login_attempt')
    .where((eb) =>
      eb.or([eb('attemptKey', '=', `acct:${username}`), sql<boolean>`attempt_key like ${`pair:${username.replace(/[%_\\]/g, '\\$&')}\u001f%`} escape '\\'`]),
    )
    .execute();
}

/** Removes counters whose window has passed (called now and then; they would restart anyway). */
export async function sweepAttempts(db: Db, limits: LoginLimits): Promise<void> {
  await db
    .deleteFrom('sys_login_attempt')
    .where('firstAt', '<', Date.now() - limits.windowMs)
    .execute();
}
