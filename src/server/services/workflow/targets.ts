import type { ActionSubmission } from '../../../shared/services/event-proc.js';
import { nodeLevelOf, type WorkflowAction, type WorkflowDefinition, type WorkflowNode } from '../../../shared/workflow-meta.js';
import type { Db } from '../../db/connect.js';
import { badRequest } from '../../http/errors.js';
import { namesOf } from '../crud/region-text.js';
import { nodeOf } from './definitions.js';
import { levelByKey } from '../../../../validators/region-code.js';

export interface Target {
  node: WorkflowNode;
  regionCode: string;
  assigneeId: string | null;
}

interface OpenTask {
  regionCode: string;
  prevTaskId: string | null;
}

/** Where commit, assigned and back lead from a task; deal, backToInit lead nowhere (the instance ends). */
export async function targetOf(
  db: Db,
  def: WorkflowDefinition,
  action: WorkflowAction,
  task: OpenTask,
  instanceRegion: string,
  body: ActionSubmission,
): Promise<Target | null> {
  switch (action.code) {
    case 'commit':
      return { node: nodeOf(def, action.targets![0]), regionCode: task.regionCode, assigneeId: null };
    case 'assigned':
      return assignTarget(db, def, action, task, instanceRegion, body);
    case 'back': {
      if (!task.prevTaskId) throw badRequest('当前为首个办理环节，无法驳回');
      const prev = await db.selectFrom('wf_task').select(['nodeId', 'regionCode', 'assigneeId']).where('id', '=', task.prevTaskId).executeTakeFirstOrThrow();
      return { node: nodeOf(def, prev.nodeId), regionCode: prev.regionCode, assigneeId: prev.assigneeId };
    }
    default:
      return null;
  }
}

/** A lower region of the task's own (default: the event's own region at the first target level), or one user there. */
async function assignTarget(
  db: Db,
  def: WorkflowDefinition,
  action: WorkflowAction,
  task: OpenTask,
  instanceRegion: string,
  body: ActionSubmission,
): Promise<Target> {
  const nodes = action.targets!.map((t) => nodeOf(def, t));
  let regionCode: string;
  let assigneeId: string | null = null;
  if (body.assignUserId) {
    const user = await db.selectFrom('sys_user').select(['id', 'regionCode']).where('id', '=', body.assignUserId).where('status', '=', 1).executeTakeFirst();
    if (!user?.regionCode || !below(user.regionCode, task.regionCode)) throw badRequest('指派的人员不存在或不在您管辖的下级区域');
    regionCode = user.regionCode;
    assigneeId = user.id;
  } else if (body.assignRegion) {
    regionCode = body.assignRegion;
    if (!below(regionCode, task.regionCode)) throw badRequest('指派的区域应为您管辖的下级区域');
  } else {
    const first = nodes[0];
    regionCode = instanceRegion.slice(0, levelByKey(first.level).length);
  }
  const node = nodes.find((n) => n.level === nodeLevelOf(regionCode));
  if (!node) throw badRequest(`只能指派到${nodes.map((n) => n.name).join('或')}`);
  // A check that the region exists: no name reaches the caller, so every row counts.
  if (!(await namesOf(db, [regionCode], undefined)).has(regionCode)) throw badRequest('指派的区域不存在');
  if (assigneeId) {
    const role = await db
      .selectFrom('sys_user_role')
      .innerJoin('sys_role', 'sys_role.id', 'sys_user_role.roleId')
      .select('sys_role.roleCode')
      .where('sys_user_role.userId', '=', assigneeId)
      .where('sys_role.roleCode', '=', node.role)
      .executeTakeFirst();
    if (!role) throw badRequest(`指派的人员不能办理${node.name}`);
  }
  return { node, regionCode, assigneeId };
}

const below = (code: string, root: string) => /^\d+$/.test(code) && code.length > root.length && code.startsWith(root);
