import { nowText } from '../../../shared/time.js';
import type { AppContext } from '../../context.js';
import type { DynamicDb } from '../../db/tables.js';
import { candidateUsers } from './candidates.js';
import { loadDefinition } from './definitions.js';

/**
 * The deadline job: open tasks past their due time are marked 已超期 (the task and its event), their candidates'
 * read marks are removed so the reminder comes back as 已超期, and the candidates get a push. Each task is marked by
 * a conditional update, so two instances running the job at once mark and remind it once.
 */
export async function markOverdueTasks(ctx: AppContext): Promise<number> {
  const { db } = ctx;
  const now = nowText();
  const due = await db
    .selectFrom('wf_task')
    .innerJoin('wf_instance', 'wf_instance.id', 'wf_task.instanceId')
    .select(['wf_task.id', 'wf_task.instanceId', 'wf_task.regionCode', 'wf_task.role', 'wf_task.assigneeId', 'wf_instance.processKey', 'wf_instance.title'])
    .where('wf_task.status', '=', 'open')
    .where('wf_task.overdue', '=', 0)
    .where('wf_task.dueTime', '<=', now)
    .execute();
  let marked = 0;
  for (const task of due) {
    const table = ctx.entities.get(loadDefinition(ctx.config.schemaDir, task.processKey).entity)['x-entity'].table;
    const done = await db.transaction().execute(async (trx) => {
      const r = await trx
        .updateTable('wf_task')
        .set({ overdue: 1 })
        .where('id', '=', task.id)
        .where('status', '=', 'open')
        .where('overdue', '=', 0)
        .executeTakeFirst();
      if (Number(r.numUpdatedRows) !== 1) return false;
      await trx.deleteFrom('wf_task_seen').where('taskId', '=', task.id).execute();
      await (trx as unknown as DynamicDb).updateTable(table).set({ overdue: 1 }).where('matterInstId', '=', task.instanceId).execute();
      return true;
    });
    if (!done) continue;
    marked++;
    const users = await candidateUsers(db, task);
    await ctx.push
      .toUsers(
        users.map((u) => u.id),
        { cmd: 'user', msgId: task.id, msgTxt: `诉求已超期：${task.title ?? ''}` },
      )
      .catch(() => undefined);
  }
  return marked;
}
