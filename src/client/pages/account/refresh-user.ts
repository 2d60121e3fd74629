import { session as sessionApi } from '@shared/services';
import { fetchResult } from '../../http';
import { setUserInfo } from '../../stores/session';

/** Reads the logged-in user again after a change of their own (header name and avatar follow). */
export async function refreshUserInfo(): Promise<void> {
  const r = await fetchResult(sessionApi.queryLoginUser, {});
  if (r?.userInfo) setUserInfo(r.userInfo);
}
