/**
 * The header's reminders (002 §2.1, §7 MessCenterController): what still waits for the caller. Type 1 is a notice:
 * the caller's unread published notices (通知公告) and unread released announcements of the category 通知公告;
 * type 2 is an appeal's process item: an open to-do task of the caller they have not opened yet (or that fell overdue).
 */
import { get } from './define.js';

export interface Reminder {
  /** Type 1: the notice's id (source notice) or the announcement's (source announcement). */
  id: string;
  type: 1 | 2;
  /** Type 1 comes from two places: a notice (TPartNotifController) or an announcement of the category 通知公告. */
  source?: 'notice' | 'announcement';
  title: string;
  /** "YYYY-MM-DD HH:mm:ss"; the header shows the date part. */
  time: string;
  /** Type 2: the process instance and the task (id is the task's); open with eventProc.queryTaskDetail. */
  matterInstId?: string;
  taskId?: string;
}

/** readMode 1: the unread reminders, newest first (REMINDER_MAX at most); their number is the unread count. */
export const list = get<{ readMode: '1' }, Reminder[]>('/MessCenterController/queryMessList');

export const REMINDER_MAX = 100;
