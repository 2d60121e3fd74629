import type { AppContext } from '../../context.js';
import { badRequest } from '../../http/errors.js';
import { peekAttempts } from '../login-limits.js';

export const SLIDER_NEEDED = '请先完成滑块验证';
export const SLIDER_STALE = '滑块验证已失效，请重新验证';

/**
 * Whether this account's login needs a slider token now: after `sliderAfter` failures of the account (any address)
 * within the limits' window. A pair or address already at its limit is not asked for one: the login limits refuse
 * it anyway (login-service), and dragging a slider only to hear "too many failures" would be a cruel detour.
 */
export async function sliderNeeded(ctx: AppContext, username: string, address: string): Promise<boolean> {
  const limits = ctx.config.loginLimits;
  if (!Number.isFinite(limits.sliderAfter)) return false;
  const counts = await peekAttempts(ctx.db, username, address, limits);
  if (counts.pair >= limits.pairMax || counts.address >= limits.addressMax) return false;
  return counts.account >= limits.sliderAfter;
}

/**
 * Before a login's password is checked: refuses, writing nothing, a login that needs a slider token and has none
 * or a spent, expired or other user's one. A token given is consumed whether it was needed or not.
 */
export async function checkSliderToken(ctx: AppContext, username: string, address: string, token: string | undefined): Promise<void> {
  const valid = !!token && ctx.sliders.takeToken(token, username);
  if (valid || !(await sliderNeeded(ctx, username, address))) return;
  throw badRequest(token ? SLIDER_STALE : SLIDER_NEEDED);
}
