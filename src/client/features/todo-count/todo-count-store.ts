/**
 * The caller's to-do count (000 §2.4, §7.2 EventProcController/queryMyTodoCount), shown beside 我的待办. The
 * server's figure arrives on load, on every push and by polling; an action taken here lowers it by one at once
 * (002 §4, never below 0) so the menu does not wait for the next load.
 */
import { proxy } from 'valtio';

/** The menu entry the count stands beside. */
export const TODO_MENU_PATH = '/event/todo';

export const todoCount = proxy({ count: 0 });

/** A count the server sent (anything that is not a number counts as 0). */
export function setTodoCount(value: unknown): void {
  const n = Number(value);
  todoCount.count = Number.isFinite(n) && n > 0 ? Math.floor(n) : 0;
}

/** One task fewer, never below 0. */
export function dropTodoCount(): void {
  todoCount.count = Math.max(0, todoCount.count - 1);
}
