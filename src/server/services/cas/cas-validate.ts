/** Validates a CAS service ticket against the configured CAS server and finds the account it names (000 §2.2). */
import type { AppContext } from '../../context.js';
import { AppError, badRequest } from '../../http/errors.js';
import { assertMayLogIn } from '../login-variants/account-status.js';
import type { CasConfig } from './cas-config.js';
import { MalformedCasAnswer, parseCasAnswer } from './cas-response.js';

export const CAS_OFF = '未启用单点登录';
export const FOREIGN_SERVICE = '服务地址不属于本系统，单点登录被拒绝';
export const TICKET_REFUSED = '单点登录票据无效或已使用，请重新登录';
export const CAS_UNREACHABLE = '单点登录服务器无响应，请稍后重试';
export const CAS_UNREADABLE = '单点登录服务器的应答无法识别，请稍后重试';
export const NO_ACCOUNT = '单点登录账号在本系统中不存在，请联系管理员';

/** A CAS answer larger than this is not a serviceResponse. */
const MAX_ANSWER_BYTES = 64 * 1024;

/**
 * Whether `service` lies under `base` (an absolute URL ending in /): same scheme, host and port, and a path
 * below base's. Compared as parsed URLs, so https://ours.example.org.evil.example/ is not ours.
 */
export function isServiceUnder(service: string, base: string): boolean {
  let s: URL;
  let b: URL;
  try {
    s = new URL(service);
    b = new URL(base);
  } catch {
    return false;
  }
  if (s.username || s.password) return false;
  return s.origin === b.origin && s.pathname.startsWith(b.pathname) && !/\/\.\.?(\/|$)/.test(decodeURIComponent(s.pathname));
}

/** Asks the CAS server about the ticket; any trouble on the way (down, slow, odd answer) is a refusal, never a 500. */
export async function validateTicket(cas: CasConfig, ticket: string, service: string): Promise<string> {
  const url = new URL(`${cas.serverUrl}${cas.protocol === 3 ? '/p3' : ''}/serviceValidate`);
  url.searchParams.set('ticket', ticket);
  url.searchParams.set('service', service);
  let text: string;
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(cas.timeoutMs), redirect: 'error' });
    if (!response.ok || !response.body) throw new AppError(CAS_UNREADABLE, 502);
    text = await readLimited(response.body, MAX_ANSWER_BYTES);
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw new AppError(CAS_UNREACHABLE, 502);
  }
  try {
    const answer = parseCasAnswer(text);
    if (!answer.ok) throw badRequest(TICKET_REFUSED);
    return answer.user;
  } catch (error) {
    if (error instanceof MalformedCasAnswer) throw new AppError(CAS_UNREADABLE, 502);
    throw error;
  }
}

/** The body as text, refused once it grows past `max` bytes (whatever Content-Length claimed). */
async function readLimited(body: ReadableStream<Uint8Array>, max: number): Promise<string> {
  const chunks: Uint8Array[] = [];
  let size = 0;
  const reader = body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > max) {
      await reader.cancel().catch(() => undefined);
      throw new AppError(CAS_UNREADABLE, 502);
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/** The existing account of a CAS user name, if it may log in; no account is ever made here. */
export async function accountOfCasUser(ctx: AppContext, username: string): Promise<string> {
  const user = await ctx.db.selectFrom('sys_user').select(['id', 'status']).where('username', '=', username).executeTakeFirst();
  if (!user) throw badRequest(NO_ACCOUNT);
  assertMayLogIn(user.status);
  return user.id;
}
