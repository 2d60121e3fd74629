/** The bell's data (002 §2.2, §4 "Header notice", §8): listByUser, kept fresh by push and polling. */
import { announcement } from '@shared/services';
import type { UserAnnouncements } from '@shared/services/announcement';
import { fetchResult } from '../../http';
import { usePushedData } from '../../push/use-pushed-data';

export { POLL_MS } from '../../push/use-pushed-data';

const EMPTY: UserAnnouncements = { anntMsgList: [], anntMsgTotal: 0, sysMsgList: [], sysMsgTotal: 0 };
const loadBell = () => fetchResult(announcement.listByUser, {}, { notify: false });

export function useBellData() {
  return usePushedData(loadBell, EMPTY);
}
