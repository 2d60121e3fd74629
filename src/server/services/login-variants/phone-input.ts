import { checkRule } from '../../../../validators/rules.js';
import type { AppContext } from '../../context.js';
import { badRequest } from '../../http/errors.js';

/** A mobile number as typed (trimmed), or a refusal with the shared rule's message. */
export function mobileOf(value: string | undefined): string {
  const phone = (value ?? '').trim();
  if (!phone) throw badRequest('请输入手机号');
  const fault = checkRule('mobile', phone);
  if (fault) throw badRequest(fault);
  return phone;
}

/** The account registered with this phone (sys_user.phone is unique), if any. */
export function accountByPhone(ctx: AppContext, phone: string) {
  return ctx.db.selectFrom('sys_user').select(['id', 'username', 'status']).where('phone', '=', phone).executeTakeFirst();
}

/** The slider key of a registration: a username can hold no colon, so it never meets an account's key. */
export const REGISTER_SLIDER_KEY = (phone: string): string => `register:${phone}`;
