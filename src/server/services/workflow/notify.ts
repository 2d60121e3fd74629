import type { AppContext } from '../../context.js';
import { candidateUsers } from './candidates.js';
import type { NewTask } from './tasks.js';

/**
 * After the commit: the candidates of new tasks get a push, so their to-do count and reminders (type 2) reload. A
 * push that fails is dropped: the action itself is done and their lists show it at their next poll (every 6 s).
 */
export async function notifyNewTasks(ctx: AppContext, tasks: NewTask[], title: string): Promise<void> {
  for (const task of tasks) {
    try {
      const users = await candidateUsers(ctx.db, task);
      await ctx.push.toUsers(
        users.map((u) => u.id),
        { cmd: 'user', msgId: task.id, msgTxt: `您有新的待办诉求：${title}` },
      );
    } catch {
      // Dropped on purpose (see above).
    }
  }
}
