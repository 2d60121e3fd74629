/**
 * The one-time values of the third-party login flow, shared by every server instance (table sys_third_ticket):
 * - `state`: the authorisation request's state, with its PKCE verifier, nonce and the page to return to;
 * - `login`: handed to the browser after the provider named a bound identity, exchanged once for a session;
 * - `bind`: handed to the browser for an identity bound to no account, spent by the binding.
 * Only a SHA-256 of each value is stored; a value is spent by the statement that deletes it, so it serves once.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { AppContext } from '../../context.js';

export type TicketKind = 'state' | 'login' | 'bind';

export const TICKET_TTL_MS: Record<TicketKind, number> = { state: 10 * 60_000, login: 2 * 60_000, bind: 10 * 60_000 };

const hashOf = (value: string) => createHash('sha256').update(value).digest('hex');

/** Stores a new one-time value of this kind and answers it (43 URL-safe characters, 256 random bits). */
export async function issueTicket(ctx: AppContext, kind: TicketKind, thirdType: string, payload: object): Promise<string> {
  const value = randomBytes(32).toString('base64url');
  const now = Date.now();
  // Expired values of every kind go with each new one, so the table stays as small as the live flows.
  await ctx.db.deleteFrom('sys_third_ticket').where('expiresAt', '<', now).execute();
  await ctx.db
    .insertInto('sys_third_ticket')
    .values({ ticketHash: hashOf(value), kind, thirdType, payload: JSON.stringify(payload), expiresAt: now + TICKET_TTL_MS[kind] })
    .execute();
  return value;
}

interface LiveTicket<T> {
  thirdType: string;
  payload: T;
}

/** A live value of this kind (any type), without spending it; null when unknown, spent or expired. */
export async function peekTicket<T>(ctx: AppContext, kind: TicketKind, value: string): Promise<LiveTicket<T> | null> {
  if (!value || value.length > 100) return null;
  const row = await ctx.db
    .selectFrom('sys_third_ticket')
    .select(['payload', 'thirdType', 'expiresAt'])
    .where('ticketHash', '=', hashOf(value))
    .where('kind', '=', kind)
    .executeTakeFirst();
  if (!row || Number(row.expiresAt) <= Date.now()) return null;
  return { thirdType: row.thirdType, payload: JSON.parse(row.payload) as T };
}

/** Spends a value of this kind, live or not; answers whether this caller's delete removed it. */
export async function spendTicket(ctx: AppContext, kind: TicketKind, value: string): Promise<boolean> {
  if (!value || value.length > 100) return false;
  const spent = await ctx.db.deleteFrom('sys_third_ticket').where('ticketHash', '=', hashOf(value)).where('kind', '=', kind).executeTakeFirst();
  return Number(spent.numDeletedRows) === 1;
}

/**
 * Spends a value of this kind on any attempt, whatever type it is presented with, so a value that was seen (in a log,
 * in a planted link) and tried once is gone; answers the payload once, to the one caller whose delete removed it,
 * and only for the type it was issued for.
 */
export async function takeTicket<T>(ctx: AppContext, kind: TicketKind, thirdType: string, value: string): Promise<T | null> {
  const live = await peekTicket<T>(ctx, kind, value);
  if (!(await spendTicket(ctx, kind, value)) || !live) return null;
  return live.thirdType === thirdType ? live.payload : null;
}
