/** 个人中心 and 个人设置: a user's own profile, phone and notification switches; nobody else's. */
import { get, put } from './define.js';

/** What 基本设置 saves: only these fields of the caller's own account. */
export interface OwnProfile {
  realname: string;
  email?: string | null;
  sex?: number | null;
  /** A stored path from the upload route (biz avatar). */
  avatar?: string | null;
}

export interface NotifySettings {
  sms: boolean;
  email: boolean;
}

export const editSelf = put<OwnProfile, null>('/sys/user/editSelf');
/** 安全设置's phone change: the current password confirms it is the owner. */
export const changeOwnPhone = put<{ phone: string; password: string }, null>('/sys/user/changeOwnPhone');
export const notifySettings = get<Record<string, never>, NotifySettings>('/sys/user/notifySettings');
export const saveNotifySettings = put<NotifySettings, null>('/sys/user/notifySettings');
