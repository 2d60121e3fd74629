/**
 * Third-party login through an external OpenID Connect provider configured by environment (000 §1, §3; issue 18
 * item 6). See docs/operators.md "Third-party login (第三方登录)".
 */
import { del, get, post } from './define.js';
import type { LoginResult } from './types.js';

/** A configured provider as the login page shows it: its thirdType and button label, nothing else. */
export interface ThirdProviderInfo {
  type: string;
  name: string;
}
/** The configured providers (none: the login page shows no 第三方登录 area). */
export const providers = get<Record<string, never>, ThirdProviderInfo[]>('/sys/thirdLogin/providers', { base: 'login' });

/**
 * Opened by the browser (not fetched): redirects to the provider's login with state, nonce and PKCE (S256).
 * `redirect` is the client page to open after the login.
 */
export const render = get<{ thirdType: string; redirect?: string }, never>('/sys/thirdLogin/render/{thirdType}', { base: 'login', timestamp: false });
/**
 * Where the provider sends the browser back (code and state, or error): answers a redirect to the login page with
 * `thirdToken` (a bound identity), `thirdBind` (an identity to bind to an account) or `thirdError` (the reason).
 */
export const callback = get<{ thirdType: string; code?: string; state?: string; error?: string }, never>('/sys/thirdLogin/{thirdType}/callback', {
  base: 'login',
  timestamp: false,
});
/** Exchanges the one-time login token of the callback for a session; answers as /sys/login. */
export const getLoginUser = get<{ token: string; thirdType: string }, LoginResult>('/sys/thirdLogin/getLoginUser/{token}/{thirdType}', {
  base: 'login',
  writes: true,
});
/** Who is being bound, as the server knows it: the provider's configured name and the name the provider gave. */
export interface ThirdBindInfo {
  provider: string;
  name: string;
}
/**
 * The names for the binding page, from the binding token (never from the address): refused, and the token spent,
 * unless this browser is the one that started the login.
 */
export const bindInfo = post<{ thirdType: string; bindToken: string }, ThirdBindInfo>('/sys/thirdLogin/bindInfo', { base: 'login' });
/**
 * Binds the external identity of a binding token to the existing account the username and password prove (with the
 * captcha, slider and failure limits of /sys/login), then logs in; answers as /sys/login.
 */
export const bindAccount = post<
  { thirdType: string; bindToken: string; username: string; password: string; captcha?: string; checkKey?: string; sliderToken?: string },
  LoginResult
>('/sys/thirdLogin/bindAccount', { base: 'login' });

/** One configured provider as the caller's 账号绑定 list shows it. */
export interface MyThirdBinding {
  type: string;
  name: string;
  bound: boolean;
  /** The external name at binding time, when the provider gave one. */
  realname: string | null;
  /** When it was bound (yyyy-MM-dd HH:mm:ss), null when not bound. */
  createTime: string | null;
}
/** 安全设置 › 账号绑定: the caller's binding per configured provider. */
export const myBindings = get<Record<string, never>, MyThirdBinding[]>('/sys/thirdLogin/myBindings');
/** Removes the caller's own binding to a provider; that provider then logs the caller in only after a new binding. */
export const unbind = del<{ thirdType: string }, null>('/sys/thirdLogin/unbind');
