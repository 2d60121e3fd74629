/** Logging in and out, loading the menu and the dictionary cache: the session's server round trips. */
import { dict, permission, session as sessionApi, type LoginResult } from '@shared/services';
import { fetchResult } from '../../http';
import { setAllDictItems } from '../../stores/dictionaries';
import { endSession } from '../../stores/end-session';
import { setPermissions } from '../../stores/permissions';
import { clearSessionState, session, setShowChangePassword, startSession } from '../../stores/session';
import { passwordChangeDue } from './password-due';

export interface Credentials {
  username: string;
  password: string;
  captcha?: string;
  checkKey?: string;
  /** The slider's one-time token, when the account's login needs one. */
  sliderToken?: string;
}

/** Logs in; stores token, user and dictionaries for 7 days and decides on the change-password prompt. */
export async function login(credentials: Credentials): Promise<LoginResult> {
  let result: LoginResult;
  try {
    result = await fetchResult(sessionApi.login, credentials, { notify: false });
  } catch (e) {
    // A failed login leaves no stale token or backend address behind (000 §4).
    clearSessionState();
    throw e;
  }
  startSession(result);
  setAllDictItems(result.sysAllDictItems);
  const due = await passwordChangeDue(result, credentials.password, (pwd) => fetchResult(sessionApi.checkEasyPwd, { pwd }, { notify: false }));
  setShowChangePassword(due);
  return result;
}

/** Tells the server (failures do not matter: the local session ends either way) and clears everything local. */
export async function logout(): Promise<void> {
  if (session.token) {
    try {
      await fetchResult(sessionApi.logout, {}, { notify: false });
    } catch {
      // The token may already be invalid; logging out locally is what counts.
    }
  }
  endSession();
}

/** Fetches the menu and button permissions; an empty menu is a failure (000 §8). */
export async function loadPermissions(): Promise<void> {
  setPermissions(await fetchResult(permission.userPermissionByToken, {}));
}

/** The dictionary cache refresh: server cache first, then every item again. */
export async function reloadDictionaries(): Promise<void> {
  await fetchResult(dict.refreshCache, {});
  setAllDictItems(await fetchResult(dict.queryAllDictItems, {}));
}
