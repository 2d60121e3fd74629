/**
 * Ties a third-party login to the browser that started it (issue 31 item 2): `render` gives the browser a random
 * mark in an HttpOnly cookie (kept if it has one) and the state remembers the mark's SHA-256; the callback, the
 * binding and the login token check that the browser presenting them carries the same mark. A binding or login
 * link taken from one browser and opened in another (a planted `thirdBind`) is refused there.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

export const BROWSER_MARK_COOKIE = 'zhdj_third_browser';
/** Long enough for a state's 10 minutes at the provider and a binding token's 10 minutes after the callback. */
const MAX_AGE_SECONDS = 30 * 60;
const MARK = /^[\w-]{43}$/;

const hashOf = (mark: string) => createHash('sha256').update(mark).digest('hex');

function markOf(req: FastifyRequest): string | null {
  for (const pair of (req.headers.cookie ?? '').split(';')) {
    const at = pair.indexOf('=');
    if (at > 0 && pair.slice(0, at).trim() === BROWSER_MARK_COOKIE) {
      const value = pair.slice(at + 1).trim();
      return MARK.test(value) ? value : null;
    }
  }
  return null;
}

/** The SHA-256 of the mark this request's browser carries, or null without one. */
export function browserOf(req: FastifyRequest): string | null {
  const mark = markOf(req);
  return mark ? hashOf(mark) : null;
}

/** Marks the browser for a new flow (its mark kept, so two tabs' flows both hold); answers the mark's SHA-256. */
export function markBrowser(req: FastifyRequest, reply: FastifyReply, cookiePath: string): string {
  const mark = markOf(req) ?? randomBytes(32).toString('base64url');
  const secure = req.protocol === 'https' ? '; Secure' : '';
  // Lax: the provider sends the browser back by a top-level navigation, which carries it.
  reply.header('set-cookie', `${BROWSER_MARK_COOKIE}=${mark}; Path=${cookiePath}; Max-Age=${MAX_AGE_SECONDS}; HttpOnly; SameSite=Lax${secure}`);
  return hashOf(mark);
}

/** Whether the request's browser carries the mark a ticket was issued for. */
export const sameBrowser = (req: FastifyRequest, expected: string | undefined): boolean => !!expected && browserOf(req) === expected;
