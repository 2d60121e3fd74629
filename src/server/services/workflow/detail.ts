import type { ActionCode, AttFile, BrowseTask, EventFormData, TaskAction, TaskDetail, TimelineStep } from '../../../shared/services/event-proc.js';
import { nowText } from '../../../shared/time.js';
import type { AppContext } from '../../context.js';
import type { DynamicDb } from '../../db/tables.js';
import { notFound } from '../../http/errors.js';
import { hasPerm } from '../../plugins/access.js';
import { loadDictTexts, withDictText } from '../crud/dict-text.js';
import { readerNamesOf } from '../crud/region-text.js';
import { scopeOf, withinScope } from '../crud/scope.js';
import type { Session } from '../session-service.js';
import { candidateUsers, isCandidate } from './candidates.js';
import { loadDefinition, nodeOf } from './definitions.js';
import { reasonRule } from './reasons.js';
import { durationText, parseCnTime } from './time.js';
import { markSeen } from './seen.js';
import { newId } from '../ids.js';

/**
 * The process detail (002 §2.9, §3): the event, its tasks, the timeline with its markers, and the actions the caller
 * may take. Readable by users whose scope of the event's entity (region subtree and data rules, as its list) holds the
 * event, and by anyone who is or was one of its handlers. A region or grid the caller's data rules hide is shown by its
 * code, to handlers too.
 */
export async function taskDetail(ctx: AppContext, session: Session, instanceId: string, taskId: string | undefined): Promise<TaskDetail> {
  const { db } = ctx;
  const instance = await db.selectFrom('wf_instance').selectAll().where('id', '=', instanceId).executeTakeFirst();
  if (!instance) throw notFound('该诉求不存在');
  const tasks = await db.selectFrom('wf_task').selectAll().where('instanceId', '=', instance.id).orderBy('seq').execute();
  const steps = await db.selectFrom('wf_step').selectAll().where('instanceId', '=', instance.id).orderBy('seq').execute();
  const involved =
    tasks.some((t) => t.status === 'open' && isCandidate(session, t)) ||
    steps.some((s) => s.userId === session.user.id) ||
    instance.startUserId === session.user.id;
  const def = loadDefinition(ctx.config.schemaDir, instance.processKey);
  const entity = ctx.entities.get(def.entity);
  const events = (db as unknown as DynamicDb).selectFrom(entity['x-entity'].table).selectAll().where('matterInstId', '=', instance.id);
  const raw = await (involved ? events : withinScope(events, await scopeOf(db, entity, session))).executeTakeFirst();
  if (!raw) throw notFound(involved ? '该诉求不存在' : '该诉求不存在或不在您管辖的区域内');
  const [event] = withDictText(entity, [raw], await loadDictTexts(db, entity));
  const names = await readerNamesOf(db, ctx.entities, session, [
    ...new Set([instance.regionCode, ...(event.grid ? [String(event.grid)] : []), ...tasks.map((t) => t.regionCode)]),
  ]);
  const now = nowText();
  const open = tasks.filter((t) => t.status === 'open');
  const isFinish = instance.status !== '1';
  const browse: BrowseTask[] = [];
  for (const t of tasks) {
    browse.push({
      taskId: t.id,
      taskName: t.nodeName,
      nodeId: t.nodeId,
      regionCode: t.regionCode,
      regionName: names.get(t.regionCode) ?? null,
      status: t.status,
      createTime: t.createTime,
      dueTime: t.dueTime,
      endTime: t.endTime,
      overdue: t.overdue === 1,
      candidateNames: t.status === 'open' ? (await candidateUsers(db, t)).map((u) => u.realname) : [],
    });
  }
  const actionTask = open.find((t) => t.id === taskId && isCandidate(session, t)) ?? open.find((t) => isCandidate(session, t));
  if (open.some((t) => isCandidate(session, t)))
    await markSeen(
      db,
      open.filter((t) => isCandidate(session, t)).map((t) => t.id),
      session.user.id,
    );
  const actionList: TaskAction[] = actionTask
    ? nodeOf(def, actionTask.nodeId)
        .actions.filter((a) => hasPerm(session, `${entity['x-entity'].permission}:${a.code}`) && (a.code !== 'back' || actionTask.prevTaskId))
        .map((a) => ({
          id: `${actionTask.id}-${a.code}`,
          actionCode: a.code,
          actionName: a.name,
          actionUrl: `/EventPushController/${a.code}`,
          disabled: a.disabled || undefined,
          reasonRequired: reasonRule(a.code).required,
          reasonMax: reasonRule(a.code).max,
        }))
    : [];

  const timeline: TimelineStep[] = [
    marker('-1', '诉求上报', instance.startUserName, instance.startTime, 'report', '上报', 0, await phoneOf(ctx, instance.startUserId)),
  ];
  for (const s of steps) {
    const files = s.attrList ? (JSON.parse(s.attrList) as AttFile[]) : [];
    const task = tasks.find((t) => t.id === s.taskId);
    timeline.push({
      randomId: s.id,
      taskId: s.taskId,
      taskName: task?.nodeName ?? '',
      userName: s.userName,
      procTime: s.procTime,
      actionCode: s.actionCode as ActionCode,
      actionName: s.actionName ?? '',
      extInfo: { phone: s.phone },
      costMs: Number(s.costMs ?? 0),
      attDesc: s.attDesc,
      isAttr: files.length ? 1 : 0,
      attrList: files,
      diffTime: durationText(Number(s.costMs ?? 0)),
      regionName: task ? (names.get(task.regionCode) ?? null) : null,
    });
  }
  if (isFinish) {
    const withdrawn = instance.status === '3';
    const total = parseCnTime(instance.endTime ?? now) - parseCnTime(instance.startTime);
    timeline.push(
      marker(
        '-3',
        withdrawn ? '已撤回' : '已办结',
        null,
        instance.endTime ?? now,
        withdrawn ? 'withdrawn' : 'finished',
        withdrawn ? '撤回' : '办结',
        total,
        null,
      ),
    );
  } else {
    for (const t of open) {
      const waited = parseCnTime(now) - parseCnTime(t.createTime);
      const who = browse.find((b) => b.taskId === t.id)!.candidateNames.join('、') || null;
      timeline.push({
        ...marker('-2', `${t.nodeName}（${names.get(t.regionCode) ?? t.regionCode}）`, who, t.createTime, 'waiting', '待办理', waited, null),
        overdue: t.overdue === 1,
        regionName: names.get(t.regionCode) ?? null,
      });
    }
  }

  const images = String(event.images ?? '')
    .split(',')
    .filter(Boolean);
  const formData = {
    ...(event as unknown as EventFormData),
    gridName: names.get(String(event.grid)) ?? null,
    eventPushTypeName: (event.dicEventPushType_dictText as string | null) ?? null,
    overdue: event.overdue === 1 ? 1 : 0,
  } as EventFormData;
  return {
    isFinish,
    firstTime: instance.startTime,
    endTime: instance.endTime,
    systemCurrTime: now,
    currTaskNames: instance.status === '2' ? '已办结' : instance.status === '3' ? '已撤回' : [...new Set(open.map((t) => t.nodeName))].join('、'),
    startUserName: instance.startUserName ?? '',
    attrList: images.map((uri) => ({ uri })),
    taskBrowseDetailList: timeline,
    taskBrowseList: browse,
    actionList,
    formData,
    taskId: actionTask?.id ?? null,
    overdue: open.some((t) => t.overdue === 1),
  };
}

function marker(
  taskId: string,
  taskName: string,
  userName: string | null,
  procTime: string,
  actionCode: TimelineStep['actionCode'],
  actionName: string,
  costMs: number,
  phone: string | null,
): TimelineStep {
  return {
    randomId: newId(),
    taskId,
    taskName,
    userName,
    procTime,
    actionCode,
    actionName,
    extInfo: { phone },
    costMs,
    attDesc: null,
    isAttr: 0,
    attrList: [],
    diffTime: durationText(costMs),
  };
}

async function phoneOf(ctx: AppContext, userId: string): Promise<string | null> {
  return (await ctx.db.selectFrom('sys_user').select('phone').where('id', '=', userId).executeTakeFirst())?.phone ?? null;
}
