import type { AppContext } from '../context.js';
import { badRequest } from '../http/errors.js';
import { authenticate } from './login-service.js';
import { checkSliderToken } from './slider/slider-gate.js';

/** What a password sign-in sends: account, password, the picture captcha and its key, the slider token. */
export interface PasswordProofInput {
  username?: string;
  password?: string;
  captcha?: string;
  checkKey?: string;
  sliderToken?: string;
}

/**
 * Proves an account by its password with everything /sys/login asks, wherever a password proves an account (the
 * login, binding a third-party identity, signing in for an application): both filled in, the picture captcha when
 * it is switched on, the slider after failures, and the failure limits. Answers the user's id; refusals are 400s.
 */
export async function provePassword(ctx: AppContext, input: PasswordProofInput, address: string): Promise<string> {
  const username = (input.username ?? '').trim();
  const password = input.password ?? '';
  if (!username) throw badRequest('请输入用户名');
  if (!password) throw badRequest('请输入密码');
  if (ctx.config.captcha) {
    if (!input.captcha) throw badRequest('请输入验证码');
    if (!ctx.captchas.check(input.checkKey ?? '', input.captcha)) throw badRequest('验证码错误');
  }
  await checkSliderToken(ctx, username, address, input.sliderToken || undefined);
  return authenticate(ctx, username, password, address);
}
