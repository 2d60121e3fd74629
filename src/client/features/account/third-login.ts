/**
 * Third-party login in the browser (issue 18 item 6): the provider buttons' address, the one-time token's login and
 * the binding of an external identity to an existing account. docs/operators.md "Third-party login (第三方登录)".
 */
import { fillPath, session as sessionApi, thirdLogin, type LoginResult } from '@shared/services';
import { appConfig } from '../../config';
import { fetchResult } from '../../http';
import { setAllDictItems } from '../../stores/dictionaries';
import { clearSessionState, setShowChangePassword, startSession } from '../../stores/session';
import { passwordlessLogin } from './login-variants';
import { passwordChangeDue } from './password-due';
import type { Credentials } from './session-actions';

/** The configured providers; none (or no answer) shows no 第三方登录 area. */
export const thirdProviders = (): Promise<thirdLogin.ThirdProviderInfo[]> => fetchResult(thirdLogin.providers, {}, { notify: false }).catch(() => []);

/** Where a provider button takes the browser: the server's render route, which goes on to the provider. */
export function thirdLoginUrl(thirdType: string, redirect: string | null): string {
  const { path } = fillPath(thirdLogin.render.path, { thirdType });
  return `${appConfig.loginBase}${path}${redirect ? `?redirect=${encodeURIComponent(redirect)}` : ''}`;
}

/** Exchanges the callback's one-time token for a session, stored as every login stores it. */
export const thirdTokenLogin = (token: string, thirdType: string): Promise<LoginResult> =>
  passwordlessLogin(() => fetchResult(thirdLogin.getLoginUser, { token, thirdType }, { notify: false }));

/** The provider's name and the identity's name for the binding page, as the server holds them for this browser. */
export const thirdBindInfo = (thirdType: string, bindToken: string): Promise<thirdLogin.ThirdBindInfo> =>
  fetchResult(thirdLogin.bindInfo, { thirdType, bindToken }, { notify: false });

/** Binds the external identity to the account the credentials prove, then stores the session as /sys/login does. */
export async function bindThirdAccount(thirdType: string, bindToken: string, credentials: Credentials): Promise<LoginResult> {
  let result: LoginResult;
  try {
    result = await fetchResult(thirdLogin.bindAccount, { thirdType, bindToken, ...credentials }, { notify: false });
  } catch (e) {
    clearSessionState();
    throw e;
  }
  startSession(result);
  setAllDictItems(result.sysAllDictItems);
  // A typed password: the easy-password check applies, as at the account login.
  setShowChangePassword(await passwordChangeDue(result, credentials.password, (pwd) => fetchResult(sessionApi.checkEasyPwd, { pwd }, { notify: false })));
  return result;
}
