/**
 * 消息中心 (JeecgBoot's /sys/annountCement and /sys/sysAnnouncementSend): announcements, their release to
 * recipients, and each user's received announcements with read state. list and queryById of 通告管理 and the list of
 * 我的消息 are the generic routes of the sysAnnouncement and sysAnnouncementSend entities.
 */
import { crud, type CrudServices } from './crud.js';
import { del, get, post, put } from './define.js';

export const announcements: CrudServices = crud('/sys/annountCement');
/** 我的消息: the caller's own received announcements (x-entity owner). */
export const received: CrudServices = crud('/sys/sysAnnouncementSend');

/** Writes an unreleased announcement; recipients must lie within the writer's scope. */
export const add = post<Record<string, unknown>, Record<string, unknown>>('/sys/annountCement/add');
/** Edits one while it is not released. */
export const edit = put<Record<string, unknown>, null>('/sys/annountCement/edit');
/** Deletes one while it is not released. */
export const remove = del<{ id: string }, null>('/sys/annountCement/delete');
export const removeBatch = del<{ ids: string }, null>('/sys/annountCement/deleteBatch');
/** One announcement: for its managers, and for its recipients while it is released. */
export const queryById = get<{ id: string }, Record<string, unknown>>('/sys/annountCement/queryById');

/** Releases it to its recipients (unreleased or revoked ones) and pushes to them. */
export const release = get<{ id: string }, null>('/sys/annountCement/doReleaseData', { writes: true });
/** Revokes a released one: it leaves the recipients' lists. */
export const revoke = get<{ id: string }, null>('/sys/annountCement/doReovkeData', { writes: true });

/** One unread announcement in the header bell. */
export interface BellItem {
  /** The announcement's id. */
  id: string;
  titile: string;
  msgContent: string | null;
  msgCategory: string;
  priority: 'L' | 'M' | 'H' | string;
  /** The sender's login name. */
  sender: string | null;
  /** The sender's real name (系统管理员), what 发布人 shows; null when the user is gone. */
  senderName: string | null;
  sendTime: string;
  openType: string | null;
  openPage: string | null;
}

/** The caller's unread released announcements: 通知公告 (msgCategory 1) and 系统消息 (2), newest first. */
export interface UserAnnouncements {
  anntMsgList: BellItem[];
  anntMsgTotal: number;
  sysMsgList: BellItem[];
  sysMsgTotal: number;
}
export const listByUser = get<Record<string, never>, UserAnnouncements>('/sys/annountCement/listByUser');

/** Marks one received announcement read (also POST). */
export const markRead = put<{ anntId: string }, null>('/sys/sysAnnouncementSend/editByAnntIdAndUserId');
/** Marks every received announcement read. */
export const readAll = put<Record<string, never>, null>('/sys/sysAnnouncementSend/readAll');
