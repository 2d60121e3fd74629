/**
 * The reminders' data (002 §2.1): queryMessList (readMode 1), kept fresh by push and polling like the bell, and
 * reloaded when the list opens.
 */
import { messCenter } from '@shared/services';
import type { Reminder } from '@shared/services/mess-center';
import { fetchResult } from '../../http';
import { usePushedData } from '../../push/use-pushed-data';

const NONE: Reminder[] = [];
const loadReminders = () => fetchResult(messCenter.list, { readMode: '1' }, { notify: false });

export function useReminders() {
  const { data, reload } = usePushedData(loadReminders, NONE);
  return { items: data, reload };
}
