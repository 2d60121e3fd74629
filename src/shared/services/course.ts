/** Help documents of menu entries (001 §3, §7 courseController). */
import { get } from './define.js';

export interface HelpDocument {
  id: string;
  menuId: string;
  menuName?: string | null;
  oriFileName: string;
  /** Stored path, downloaded through the static route with the token query. */
  fsUri: string;
  downloadSum: number;
}

/** The document linked to a menu entry, or null. */
export const byMenu = get<{ menuId: string }, HelpDocument | null>('/courseController/getInfoByMenuId');
/** Counts a download (before the browser fetches the file). */
export const countDownload = get<{ id: string }, null>('/courseController/addDownloadSum');
