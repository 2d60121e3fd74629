/**
 * Login variants (000 §1, §3, §7.2): SMS codes, phone login, second login, registration, password reset by SMS,
 * the approval of registrations in 用户管理 and the public statistics page. See docs/developers.md "Login variants".
 */
import { get, post, put } from './define.js';
import type { AllDictItems, LoginResult, TenantChoice, UserInfo } from './types.js';

/** What an SMS code is for (JeecgBoot's smsmode): 0 phone login, 1 registration, 2 password reset. */
export type SmsMode = '0' | '1' | '2';

/**
 * Sends a 6-digit code to the phone through the server's message sender (never in the answer). One a minute per
 * phone; registration (smsmode 1) needs a slider token earned for `register:<mobile>`.
 */
export const sendSmsCode = post<{ mobile: string; smsmode: SmsMode; sliderToken?: string }, null>('/sys/sms', { base: 'login' });
/** Logs in by phone and SMS code; answers as /sys/login. */
export const phoneLogin = post<{ mobile: string; captcha: string }, LoginResult>('/sys/phoneLogin', { base: 'login' });

/**
 * The second-login result (000 §3): the token's user again, with the after-login flags and the dictionaries, and
 * the tenants the session may act in with the one it acts in ('' when none is chosen yet).
 */
export interface SecondLoginResult {
  userInfo: UserInfo;
  updatePwd: boolean;
  enterSystem: boolean;
  enterGuide: boolean;
  sysAllDictItems: AllDictItems;
  tenantList: TenantChoice[];
  tenantId: string;
}
/** Second login: a live token of this platform (in the body, or X-Access-Token) enters without a password. */
export const doubleLogin = post<{ token?: string }, SecondLoginResult>('/UloginController/doubleLogin', { base: 'login' });

/** A registration: the account waits for an administrator's approval (status 3 待审核). */
export const register = post<{ username: string; password: string; confirmPassword: string; phone: string; smscode: string }, { username: string }>(
  '/sys/user/register',
  { base: 'login' },
);
/** Forgotten password: the SMS code sent to the account's phone proves the identity; every session ends. */
export const passwordChange = post<{ phone: string; smscode: string; password: string; confirmPassword: string }, { username: string }>(
  '/sys/user/passwordChange',
  { base: 'login' },
);
/**
 * 用户管理: approves (pass, with the roles and region the account gets) or rejects (reject) a registration waiting
 * for approval. JSON body, or the query (a list screen's call row action).
 */
export const auditRegistration = put<{ id: string; result: 'pass' | 'reject'; selectedroles?: string; regionCode?: string }, null>(
  '/sys/user/auditRegistration',
);

/** One figure of the public statistics page. */
export interface PublicFigure {
  key: string;
  title: string;
  value: number;
}
/** The figures an administrator chose to publish (系统参数 公开统计指标), nothing else; no login. */
export const publicStatistics = get<Record<string, never>, PublicFigure[]>('/SysController/srepStatistics', { base: 'login' });

/**
 * CAS single sign-on (000 §2.2, §7.2): the ticket the CAS server handed back to `service` (one of this client's own
 * addresses) is validated by the server against the CAS server; answers as /sys/login. A GET that logs a user in:
 * the login log records it.
 */
export const casValidateLogin = get<{ ticket: string; service: string }, LoginResult>('/sys/cas/client/validateLogin', { base: 'login', writes: true });
