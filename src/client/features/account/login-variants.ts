/** Phone login and second login: the other ways in besides account and password (000 §1, §3, §4). */
import { loginVariants, type LoginResult } from '@shared/services';
import { fetchResult } from '../../http';
import { setAllDictItems } from '../../stores/dictionaries';
import {
  clearSessionState,
  setNewUser,
  setShowChangePassword,
  setSmsLogin,
  setTenant,
  setTenantList,
  setToken,
  setUserInfo,
  startSession,
} from '../../stores/session';

/**
 * A login without a typed password (phone code, CAS ticket): the session and dictionaries as every login stores them;
 * only the server's updatePwd brings the change-password prompt. A refusal leaves no half session behind.
 */
export async function passwordlessLogin(answer: () => Promise<LoginResult>): Promise<LoginResult> {
  let result: LoginResult;
  try {
    result = await answer();
  } catch (e) {
    clearSessionState();
    throw e;
  }
  startSession(result);
  setAllDictItems(result.sysAllDictItems);
  setShowChangePassword(result.updatePwd === true);
  return result;
}

/** Logs in with a phone and its SMS code; a forced password change then needs no old password (the server agrees). */
export async function phoneLogin(mobile: string, captcha: string): Promise<LoginResult> {
  const result = await passwordlessLogin(() => fetchResult(loginVariants.phoneLogin, { mobile, captcha }, { notify: false }));
  setSmsLogin(true);
  return result;
}

/**
 * Second login: a token another page or system of the platform already holds (the login page's `token` query
 * parameter) enters without a password; the server answers who it is, the after-login flags and the session's
 * tenants: several and none chosen bring the tenant choice, as after a login.
 */
export async function secondLogin(token: string): Promise<void> {
  // The token is stored only once the server knows it: an unknown one leaves no session behind.
  const result = await fetchResult(loginVariants.doubleLogin, { token }, { notify: false });
  setToken(token);
  setUserInfo(result.userInfo);
  setAllDictItems(result.sysAllDictItems);
  setShowChangePassword(result.updatePwd);
  setNewUser(result.enterSystem === false && result.enterGuide === true);
  setTenant(result.tenantId);
  setTenantList(result.tenantList);
}
