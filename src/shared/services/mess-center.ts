/**
 * The header's reminders (002 §2.1, §7 MessCenterController): what still waits for the caller. Type 1 is a notice:
 * for now the caller's unread released announcements of the category 通知公告 (the notices area does not exist yet);
 * type 2 is an appeal's process item, produced once the appeals area exists (none yet).
 */
import { get } from './define.js';

export interface Reminder {
  /** Type 1: the announcement's id (its detail is /sys/annountCement/queryById). */
  id: string;
  type: 1 | 2;
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
