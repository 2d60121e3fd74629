import type { WorkflowNode } from '../../../shared/workflow-meta.js';
import { nowText } from '../../../shared/time.js';
import type { Db } from '../../db/connect.js';
import type { DynamicDb } from '../../db/tables.js';
import { newId } from '../ids.js';
import { nextSeq, parseCnTime } from './time.js';
import { levelByKey } from '../../../../validators/region-code.js';

export interface NewTask {
  id: string;
  nodeName: string;
  regionCode: string;
  role: string;
  assigneeId: string | null;
}

/** Opens a task at a node for a region (cut to the node's level), due after the node's deadline. */
export async function openTask(
  db: Db,
  instanceId: string,
  node: WorkflowNode,
  regionCode: string,
  options: { prevTaskId?: string; assigneeId?: string | null; now: string },
): Promise<NewTask> {
  const due = nowText(parseCnTime(options.now) + node.deadlineHours * 3600_000);
  const task = {
    id: newId(),
    seq: nextSeq(),
    instanceId,
    nodeId: node.id,
    nodeName: node.name,
    regionCode: regionCode.slice(0, levelByKey(node.level).length),
    role: node.role,
    assigneeId: options.assigneeId ?? null,
    prevTaskId: options.prevTaskId ?? null,
    status: 'open' as const,
    version: 0,
    createTime: options.now,
    dueTime: due,
    overdue: 0 as const,
  };
  await db.insertInto('wf_task').values(task).execute();
  return task;
}

/**
 * Keeps the business row's process columns (procStatus, currTaskNames, overdue, endTime) in step with the instance,
 * in the same transaction as the action, so the generic list shows the state without joining the process tables.
 */
export async function mirrorState(db: Db, table: string, instanceId: string, values: { procStatus: string; endTime?: string }): Promise<void> {
  const open = await db
    .selectFrom('wf_task')
    .select(['nodeId', 'nodeName', 'overdue'])
    .where('instanceId', '=', instanceId)
    .where('status', '=', 'open')
    .execute();
  const names = values.procStatus === '2' ? '已办结' : values.procStatus === '3' ? '已撤回' : [...new Set(open.map((t) => t.nodeName))].join('、');
  const overdue = open.some((t) => t.overdue === 1) ? 1 : 0;
  const set: Record<string, unknown> = { procStatus: values.procStatus, currTaskNames: names };
  if (values.procStatus === '1') set.overdue = overdue;
  if (values.endTime) set.endTime = values.endTime;
  await (db as unknown as DynamicDb).updateTable(table).set(set).where('matterInstId', '=', instanceId).execute();
  await db
    .updateTable('wf_instance')
    .set({ currNodeIds: [...new Set(open.map((t) => t.nodeId))].join(',') || null })
    .where('id', '=', instanceId)
    .execute();
}
