/** Who is logged in: token, user, tenant and the after-login flags (000 §4). Persisted for 7 days. */
import { proxy } from 'valtio';
import type { LoginResult, TenantChoice, UserInfo } from '@shared/services';
import { appConfig } from '../config';
import { getCached, KEYS, removeCached, setCached } from '../storage/cache';

export interface SessionState {
  token: string;
  userInfo: UserInfo | null;
  tenantId: string;
  /** The tenants the login offered; with several and none chosen the choice comes before the workspace. */
  tenantList: TenantChoice[];
  /** The change-password dialog is due (updatePwd or an easy password). */
  showChangePassword: boolean;
  /** The onboarding guide is due (enterGuide); the wizard itself comes in a later version. */
  newUser: boolean;
  /** Backend base address set by the gridPersonList init parameters; empty: the configured default. */
  backendBase: string;
  /** The session began with an SMS code (phone login): a forced password change asks no old password. */
  smsLogin: boolean;
}

const ttl = appConfig.sessionTtlMs;

export const session = proxy<SessionState>({
  token: getCached<string>(KEYS.token) ?? '',
  userInfo: getCached<UserInfo>(KEYS.user),
  tenantId: getCached<string>(KEYS.tenant) ?? '',
  tenantList: getCached<TenantChoice[]>(KEYS.tenantList) ?? [],
  showChangePassword: getCached<boolean>(KEYS.showChangePassword) ?? false,
  newUser: getCached<boolean>(KEYS.newUser) ?? false,
  backendBase: getCached<string>(KEYS.backendBase) ?? '',
  smsLogin: getCached<boolean>(KEYS.smsLogin) ?? false,
});

export function setToken(token: string): void {
  session.token = token;
  setCached(KEYS.token, token, ttl);
}

export function setUserInfo(user: UserInfo): void {
  session.userInfo = user;
  setCached(KEYS.user, user, ttl);
}

export function setTenant(tenantId: string): void {
  session.tenantId = tenantId;
  setCached(KEYS.tenant, tenantId, ttl);
}

export function setTenantList(list: TenantChoice[]): void {
  session.tenantList = list;
  setCached(KEYS.tenantList, list, ttl);
}

/** The login offered several tenants and none is chosen yet. */
export const tenantChoiceDue = (state: Pick<SessionState, 'tenantId' | 'tenantList'>): boolean => state.tenantList.length > 1 && !state.tenantId;

export function setShowChangePassword(show: boolean): void {
  session.showChangePassword = show;
  if (show) setCached(KEYS.showChangePassword, true, ttl);
  else removeCached(KEYS.showChangePassword);
}

export function setNewUser(flag: boolean): void {
  session.newUser = flag;
  if (flag) setCached(KEYS.newUser, true, ttl);
  else removeCached(KEYS.newUser);
}

export function setSmsLogin(flag: boolean): void {
  session.smsLogin = flag;
  if (flag) setCached(KEYS.smsLogin, true, ttl);
  else removeCached(KEYS.smsLogin);
}

export function setBackendBase(base: string): void {
  session.backendBase = base;
  if (base) setCached(KEYS.backendBase, base);
  else removeCached(KEYS.backendBase);
}

/** Stores what a successful login answers (000 §4: token and user for 7 days). */
export function startSession(result: LoginResult): void {
  setToken(result.token);
  setUserInfo(result.userInfo);
  setNewUser(result.enterSystem === false && result.enterGuide === true);
  // Never a tenant of an earlier login: the server's answer, or none until the user chooses.
  setTenant(result.tenantId ?? '');
  setTenantList(result.tenantList ?? []);
  setSmsLogin(false);
}

/** Clears token, user, tenant, the flags and the backend address (the base path is reset). */
export function clearSessionState(): void {
  session.token = '';
  session.userInfo = null;
  session.tenantId = '';
  session.tenantList = [];
  session.showChangePassword = false;
  session.newUser = false;
  session.smsLogin = false;
  for (const key of [
    KEYS.token,
    KEYS.user,
    KEYS.tenant,
    KEYS.tenantList,
    KEYS.showChangePassword,
    KEYS.newUser,
    KEYS.socketUrl,
    KEYS.systemUserId,
    KEYS.smsLogin,
  ])
    removeCached(key);
  setBackendBase('');
}
