import { nowText } from '../../../shared/time.js';
import type { Db } from '../../db/connect.js';
import { newId } from '../ids.js';

/** The candidate opened these tasks: their type-2 reminders leave the header list. */
export async function markSeen(db: Db, taskIds: string[], userId: string): Promise<void> {
  for (const taskId of taskIds) {
    await db
      .insertInto('wf_task_seen')
      .values({ id: newId(), taskId, userId, seenTime: nowText() })
      .onConflict((oc) => oc.columns(['taskId', 'userId']).doNothing())
      .execute();
  }
}
