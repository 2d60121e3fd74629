import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { sql } from 'kysely';
import type { AppContext } from '../../context.js';
import { AppError, badRequest } from '../../http/errors.js';

/** What a code is for; a code of one purpose never serves another. */
export type SmsPurpose = 'login' | 'register' | 'reset';

export const SMS_CODE_TTL_MS = 5 * 60 * 1000;
export const SMS_RESEND_MS = 60 * 1000;
export const SMS_MAX_TRIES = 5;

export const CODE_MISSING = '验证码已失效，请重新获取';
export const CODE_EXPIRED = '验证码已过期，请重新获取';
export const CODE_VOID = '验证码错误次数过多，已失效，请重新获取';
const PURPOSE_TEXT: Record<SmsPurpose, string> = { login: '登录', register: '注册', reset: '找回密码' };

const digest = (salt: string, code: string) => createHash('sha256').update(`${salt}:${code}`).digest('hex');

/**
 * Makes a new code for a phone and sends it through ctx.sender; the code never reaches the caller. One code a
 * minute per phone, whatever its purpose: the new row replaces the old one in one atomic upsert that does nothing
 * while the old one is younger than a minute, so parallel requests cannot send two. `deliver` false stores the code
 * without sending it (a phone without an account: the answer must not tell that apart).
 */
export async function issueSmsCode(ctx: AppContext, phone: string, purpose: SmsPurpose, deliver = true): Promise<void> {
  const now = Date.now();
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  const salt = randomBytes(16).toString('hex');
  const stored = await sql<{ phone: string }>`
    insert into sys_sms_code (phone, purpose, code_hash, salt, tries, created_at, expires_at)
    values (${phone}, ${purpose}, ${digest(salt, code)}, ${salt}, 0, ${now}, ${now + SMS_CODE_TTL_MS})
    on conflict (phone) do update set
      purpose = excluded.purpose, code_hash = excluded.code_hash, salt = excluded.salt, tries = 0,
      created_at = excluded.created_at, expires_at = excluded.expires_at
    where sys_sms_code.created_at <= ${now - SMS_RESEND_MS}
    returning phone`.execute(ctx.db.withoutPlugins());
  if (!stored.rows.length) throw new AppError(`验证码发送过于频繁，请${await secondsToWait(ctx, phone)}秒后再试`, 429);
  if (!deliver) return;
  try {
    await ctx.sender.send({
      channel: 'sms',
      to: phone,
      text: `【省智慧党建社区服务平台】您的${PURPOSE_TEXT[purpose]}验证码是${code}，5分钟内有效。如非本人操作，请忽略本短信。`,
    });
  } catch {
    // Nothing was delivered: the phone may ask again at once.
    await ctx.db.deleteFrom('sys_sms_code').where('phone', '=', phone).where('codeHash', '=', digest(salt, code)).execute();
    throw badRequest('短信发送失败，请稍后重试');
  }
}

async function secondsToWait(ctx: AppContext, phone: string): Promise<number> {
  const row = await ctx.db.selectFrom('sys_sms_code').select('createdAt').where('phone', '=', phone).executeTakeFirst();
  return Math.max(1, Math.ceil((Number(row?.createdAt ?? 0) + SMS_RESEND_MS - Date.now()) / 1000));
}

/** The hash of a spent code: no digest matches it. The row stays, so the minute between codes still counts from it. */
const SPENT = '';

/**
 * Checks a code and spends it. Every try is counted first (one atomic update), so parallel guesses cannot exceed
 * five; the fifth wrong try voids the code. A right code is spent by the statement that proves it was still
 * there, so it logs in (or resets, or registers) once. Spent, not deleted: a deleted row would let the phone be sent
 * the next code at once (log in, ask again, and so on back to back).
 */
export async function consumeSmsCode(ctx: AppContext, phone: string, purpose: SmsPurpose, code: string): Promise<void> {
  if (!/^\d{6}$/.test(code)) throw badRequest('请输入6位数字验证码');
  // One-word names: the drivers differ in how they hand back snake_case columns.
  const counted = await sql<{ hash: string; salt: string; tries: number; until: number | string }>`
    update sys_sms_code set tries = tries + 1 where phone = ${phone} and purpose = ${purpose} and code_hash <> ${SPENT}
    returning code_hash as hash, salt, tries, expires_at as until`.execute(ctx.db.withoutPlugins());
  const row = counted.rows[0];
  if (!row) throw badRequest(CODE_MISSING);
  const tries = Number(row.tries);
  if (tries > SMS_MAX_TRIES) throw badRequest(CODE_VOID);
  if (Number(row.until) <= Date.now()) throw badRequest(CODE_EXPIRED);
  const right = timingSafeEqual(Buffer.from(digest(row.salt, code)), Buffer.from(row.hash));
  if (!right) {
    const left = SMS_MAX_TRIES - tries;
    throw badRequest(left > 0 ? `验证码错误，还可尝试${left}次` : CODE_VOID);
  }
  const spent = await ctx.db
    .updateTable('sys_sms_code')
    .set({ codeHash: SPENT })
    .where('phone', '=', phone)
    .where('codeHash', '=', row.hash)
    .executeTakeFirst();
  if (Number(spent.numUpdatedRows) !== 1) throw badRequest(CODE_MISSING);
}
