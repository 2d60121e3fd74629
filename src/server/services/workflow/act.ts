import type { ActionCode, ActionResult, ActionSubmission, AttFile } from '../../../shared/services/event-proc.js';
import { nowText } from '../../../shared/time.js';
import type { AppContext } from '../../context.js';
import { AppError, badRequest, forbidden, notFound } from '../../http/errors.js';
import { hasPerm } from '../../plugins/access.js';
import { readerNamesOf } from '../crud/region-text.js';
import { unusableFiles } from '../files/file-refs.js';
import { newId } from '../ids.js';
import type { Session } from '../session-service.js';
import { isCandidate } from './candidates.js';
import { loadDefinition, nodeOf } from './definitions.js';
import { notifyNewTasks } from './notify.js';
import { checkReason } from './reasons.js';
import { targetOf } from './targets.js';
import { mirrorState, openTask, type NewTask } from './tasks.js';
import { nextSeq, parseCnTime } from './time.js';

export const TAKEN = '该任务已被他人处理或已变化，您的操作未生效，请刷新后查看最新状态';
const MAX_FILES = 4;

/**
 * One action on one open task, in one transaction. The task is closed with a conditional update on its status and
 * version: of two candidates acting at once exactly one update matches, the other is answered TAKEN (409) and
 * nothing of theirs is written.
 */
export async function act(ctx: AppContext, session: Session, code: ActionCode, body: ActionSubmission): Promise<ActionResult> {
  const { db } = ctx;
  const task = await db.selectFrom('wf_task').selectAll().where('id', '=', body.taskId).where('instanceId', '=', body.matterInstId).executeTakeFirst();
  const instance = task && (await db.selectFrom('wf_instance').selectAll().where('id', '=', task.instanceId).executeTakeFirst());
  if (!task || !instance) throw notFound('该诉求或任务不存在');
  const def = loadDefinition(ctx.config.schemaDir, instance.processKey);
  const entity = ctx.entities.get(def.entity);
  const node = nodeOf(def, task.nodeId);
  const action = node.actions.find((a) => a.code === code);
  if (!hasPerm(session, `${entity['x-entity'].permission}:${code}`)) throw forbidden();
  if (task.status !== 'open' || instance.status !== '1') throw new AppError(TAKEN, 409);
  if (!isCandidate(session, task)) throw forbidden('您不是该任务的办理人，无权办理');
  if (!action) throw badRequest(`${node.name}环节不能进行该操作`);
  if (action.disabled) throw badRequest(`${action.name}暂未开通，无法${action.name}`);
  const attDesc = checkReason(code, action.name, body.attDesc);
  const files = await checkFiles(ctx, session, body.attrList);
  const target = await targetOf(db, def, action, task, instance.regionCode, body);

  const now = nowText();
  const ends = target ? null : code === 'backToInit' ? '3' : '2';
  let opened: NewTask | undefined;
  await db.transaction().execute(async (trx) => {
    const closed = await trx
      .updateTable('wf_task')
      .set({ status: 'done', version: task.version + 1, endTime: now, handlerId: session.user.id, actionCode: code })
      .where('id', '=', task.id)
      .where('status', '=', 'open')
      .where('version', '=', task.version)
      .executeTakeFirst();
    if (Number(closed.numUpdatedRows) !== 1) throw new AppError(TAKEN, 409);
    const user = await trx.selectFrom('sys_user').select('phone').where('id', '=', session.user.id).executeTakeFirst();
    await trx
      .insertInto('wf_step')
      .values({
        id: newId(),
        seq: nextSeq(),
        instanceId: instance.id,
        taskId: task.id,
        userId: session.user.id,
        userName: session.user.realname,
        phone: user?.phone ?? null,
        actionCode: code,
        actionName: action.name,
        attDesc,
        attrList: files.length ? JSON.stringify(files) : null,
        procTime: now,
        costMs: Math.max(0, parseCnTime(now) - parseCnTime(task.createTime)),
      })
      .execute();
    if (target) {
      opened = await openTask(trx, instance.id, target.node, target.regionCode, { prevTaskId: task.id, assigneeId: target.assigneeId, now });
    } else {
      await trx.updateTable('wf_task').set({ status: 'closed', endTime: now }).where('instanceId', '=', instance.id).where('status', '=', 'open').execute();
      const ended = await trx
        .updateTable('wf_instance')
        .set({ status: ends!, endTime: now })
        .where('id', '=', instance.id)
        .where('status', '=', '1')
        .executeTakeFirst();
      if (Number(ended.numUpdatedRows) !== 1) throw new AppError(TAKEN, 409);
    }
    await mirrorState(trx, entity['x-entity'].table, instance.id, { procStatus: ends ?? '1', endTime: ends ? now : undefined });
  });
  if (opened) await notifyNewTasks(ctx, [opened], instance.title ?? '');
  const names = opened ? await readerNamesOf(db, ctx.entities, session, [opened.regionCode]) : new Map<string, string>();
  return {
    isFinish: !!ends,
    nextTasks: opened
      ? [{ taskId: opened.id, taskName: opened.nodeName, regionCode: opened.regionCode, regionName: names.get(opened.regionCode) ?? null }]
      : [],
  };
}

/** Images of a step: at most four files this server stored that the caller may read. */
async function checkFiles(ctx: AppContext, session: Session, list: AttFile[] | undefined): Promise<AttFile[]> {
  const files = (list ?? []).filter((f) => f && typeof f.uri === 'string' && f.uri);
  if (files.length > MAX_FILES) throw badRequest(`最多可上传${MAX_FILES}张图片`);
  const bad = await unusableFiles(
    ctx.db,
    files.map((f) => f.uri),
    session,
  );
  if (bad.length) throw badRequest(`图片“${bad[0].slice(0, 60)}”不存在或您无权使用`);
  return files.map((f) => ({ uri: f.uri, url: f.url, oriFileName: f.oriFileName, sysFlId: f.sysFlId, sysFsId: f.sysFsId }));
}
