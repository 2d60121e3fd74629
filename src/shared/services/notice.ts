/**
 * 通知公告 (TPartNotifController): notices written as drafts for target regions, published once to the users of
 * those regions, and each recipient's read state. list and queryById of the management list and the list of 我的通知
 * (TPartNotifController/my) are the generic routes of the tPartNotif and tPartNotifUser entities.
 */
import { del, get, post, put } from './define.js';

/** Writes a draft; the target regions must lie within the writer's region. */
export const add = post<Record<string, unknown>, Record<string, unknown>>('/TPartNotifController/add');
/** Edits a draft (a published notice is refused). */
export const edit = put<Record<string, unknown>, null>('/TPartNotifController/edit');
/** Deletes one notice; a published one leaves its recipients' lists with it. */
export const remove = del<{ id: string }, null>('/TPartNotifController/delete');
export const removeBatch = del<{ ids: string }, null>('/TPartNotifController/deleteBatch');
/** Publishes a draft to the users of its target regions (answers how many) and pushes to them. */
export const publish = get<{ id: string }, number>('/TPartNotifController/publish', { writes: true });

/** The notice detail dialog (002 §2.10, §3 Notice). */
export interface NoticeDetail {
  id: string;
  notifTitle: string;
  pushTime: string | null;
  pushEmpl: string | null;
  notifAbs: string | null;
  /** Sanitised HTML. */
  notifCont: string | null;
  /** Stored image paths, comma-joined. */
  notifImages: string | null;
  /** The caller's unread notices after this read (never below 0). */
  unreadCount: number;
}

/** readMode 1 marks the notice read for the caller (when they received it). */
export interface NoticeQuery {
  id: string;
  readMode?: '1';
}

/** A recipient opens a notice they received (我的通知, the header reminders). */
export const queryByIdUserCity = get<NoticeQuery, NoticeDetail>('/TPartNotifController/queryNotifByIdUserCity');
/** A manager opens a notice of their region (通知公告); readMode 1 also marks it read when they received it. */
export const queryByIdCity = get<NoticeQuery, NoticeDetail>('/TPartNotifController/queryNotifByIdCity');
