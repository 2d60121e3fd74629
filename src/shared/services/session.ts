/** Session, login and account calls (000 §7.2, 001 §7). */
import { get, post, put } from './define.js';
import type { Depart, InitParam, LoginResult, UserInfo } from './types.js';

export const randomImage = get<{ key: string }, string | null>('/sys/randomImage/{key}', { base: 'login' });
export const login = post<
  { username: string; password: string; captcha?: string; checkKey?: string; remember_me?: boolean; sliderToken?: string },
  LoginResult
>('/sys/login', { base: 'login' });
/** After a few failures of an account its login needs a slider token: a challenge if so (required), else none. */
/** `purpose: 'register'` (username: the mobile being registered): always a challenge, for the registration's code. */
export const sliderChallenge = post<{ username: string; purpose?: 'register' }, { required: boolean; challengeId: string | null }>(
  '/sys/sliderVerify/challenge',
  { base: 'login' },
);
/** A finished drag of the challenge's slider (samples [x, y, ms] from its start); a token for one login. */
export const sliderCheck = post<
  { username: string; purpose?: 'register'; challengeId: string; distance: number; track: Array<[number, number, number]> },
  { token: string }
>('/sys/sliderVerify/check', { base: 'login' });
export const logout = post<Record<string, never>, null>('/sys/logout');
export const queryLoginUser = get<Record<string, never>, { userInfo: UserInfo }>('/UserInfoController/queryLoginUser');
export const checkEasyPwd = get<{ pwd: string }, boolean>('sys/user/checkEasyPwd');
export const updatePassword = post<{ username: string; oldpassword: string; password: string; confirmpassword: string }, null>('sys/user/updatePassword');
/** The forced first-login change: a new password (encrypted with the transport cipher) without the old one. */
export const forcedPasswordChange = post<{ newPwd: string; loginType?: string }, null>('/PwdvalController/notVerOldPwdupdatePwd');
/** An administrator sets another user's password; that user must change it at the next login. */
export const resetUserPassword = put<{ username: string; password: string; confirmpassword: string }, null>('/sys/user/changePassword');
export const currentUserDeparts = get<Record<string, never>, { list: Depart[]; orgCode: string | null }>('/sys/user/getCurrentUserDeparts');
export const selectDepart = post<{ orgCode: string; username: string }, { userInfo: UserInfo }>('/sys/selectDepart');

/** The gridPersonList entry: init parameters by region code and an outside token (000 §2.2). */
export const threeImplInitParam = get<{ argRegionCode: string; token: string }, InitParam>('/ThreeimplController/queryInitParam', { base: 'login' });
/** App-wide init parameters (sadnessMode). */
export const systemInitParam = get<Record<string, never>, InitParam>('MSystemController/queryInitParam', { base: 'login' });
export const serviceTel = get<Record<string, never>, string>('/SysController/queryServiceTel');
export const myTodoCount = get<Record<string, never>, number>('/EventProcController/queryMyTodoCount');
