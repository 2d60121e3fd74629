/**
 * The pure part of the process detail (spec 002 §2.9, §3, §4 "Appeal"): the shapes EventPushController/queryTaskDetail
 * answers, the status line, dwell and elapsed times, and the marker step that ends the timeline.
 */
import dayjs from 'dayjs';

export interface ProcessFile {
  url?: string;
  uri?: string;
  oriFileName?: string;
  sysFlId?: string;
  sysFsId?: string;
}

/** One step of the timeline; taskId -1, -2 and -3 are markers (-2 waiting, -3 finished or withdrawn). */
export interface TimelineStep {
  randomId?: string;
  taskId: string | number;
  taskName?: string;
  userName?: string;
  procTime?: string;
  actionCode?: string;
  actionName?: string;
  extInfo?: { phone?: string } | null;
  costMs?: number | null;
  attDesc?: string | null;
  isAttr?: boolean | number | string;
  attrList?: ProcessFile[] | null;
  diffTime?: string;
}

export interface ProcessAction {
  id?: string;
  actionCode: string;
  actionName: string;
  actionUrl: string;
}

export interface ProcessFormData {
  eventName?: string;
  eventCode?: string;
  emLevel?: string | number;
  gisAddress?: string;
  gisLat?: number | string | null;
  gisLon?: number | string | null;
  gridName?: string;
  dicEventPushType?: string;
  eventPushTypeName?: string;
  eventDesc?: string | null;
  emplType?: string | number | null;
  emplName?: string;
  phone?: string;
  eventRemark?: string | null;
  [k: string]: unknown;
}

export interface TaskDetail {
  isFinish: boolean | number | string;
  firstTime?: string;
  endTime?: string | null;
  systemCurrTime?: string;
  currTaskNames?: string | string[] | null;
  startUserName?: string;
  attrList?: ProcessFile[] | null;
  taskBrowseDetailList?: TimelineStep[] | null;
  taskBrowseList?: TimelineStep[] | null;
  actionList?: ProcessAction[] | null;
  formData: ProcessFormData;
}

export const WAITING = -2;
export const ENDED = -3;

const truthy = (v: unknown) => v === true || v === 1 || v === '1' || v === 'true';
export const isFinished = (d: Pick<TaskDetail, 'isFinish'>): boolean => truthy(d.isFinish);

const code = (step?: TimelineStep) => (step?.actionCode ?? '').toLowerCase();
const steps = (d: TaskDetail) => d.taskBrowseDetailList ?? [];
const isMarker = (s: TimelineStep) => Number(s.taskId) === WAITING || Number(s.taskId) === ENDED;
/** The last step somebody took (a marker is nobody's step). */
const lastStep = (d: TaskDetail) =>
  steps(d)
    .filter((s) => !isMarker(s))
    .at(-1);

/** Finished and the last step withdrew it (backToInit). */
export function isWithdrawn(d: TaskDetail): boolean {
  return isFinished(d) && code(lastStep(d)) === 'backtoinit';
}

const names = (v: TaskDetail['currTaskNames']) => (Array.isArray(v) ? v.join('、') : (v ?? ''));

/** 已办结, 已撤回, or the names of the current tasks. */
export function statusLine(d: TaskDetail): string {
  if (isWithdrawn(d)) return '已撤回';
  if (isFinished(d)) return '已办结';
  return names(d.currTaskNames) || '办理中';
}

/** A duration as 天/小时/分钟, whole minutes; anything shorter than a minute reads 1分钟 (002 §9). */
export function durationText(ms: number | null | undefined): string {
  const minutes = Math.floor(Math.max(0, Number(ms) || 0) / 60000);
  const d = Math.floor(minutes / 1440);
  const h = Math.floor((minutes % 1440) / 60);
  const m = minutes % 60;
  const text = `${d ? `${d}天` : ''}${h ? `${h}小时` : ''}${m ? `${m}分钟` : ''}`;
  return text || '1分钟';
}

/** The time between two "YYYY-MM-DD HH:mm:ss" texts (0 when either is missing). */
export function elapsedMs(from?: string | null, to?: string | null): number {
  if (!from || !to) return 0;
  const diff = dayjs(to).diff(dayjs(from));
  return Number.isFinite(diff) ? Math.max(0, diff) : 0;
}

/**
 * The task the instance waits for: after a back or assigned last step the one before the last step's task in the
 * browse list, otherwise the one after it; the server's current task names when the list does not say.
 */
function waitingTaskName(d: TaskDetail): string {
  const last = lastStep(d);
  const list = d.taskBrowseList ?? [];
  const at = last ? list.findIndex((t) => String(t.taskId) === String(last.taskId) || (t.taskName && t.taskName === last.taskName)) : -1;
  const backwards = ['back', 'assigned'].includes(code(last));
  const picked = at >= 0 ? list[backwards ? at - 1 : at + 1] : undefined;
  return picked?.taskName || names(d.currTaskNames);
}

/** The marker step that ends the timeline: waiting (-2) with the elapsed time, or finished / withdrawn (-3). */
export function markerStep(d: TaskDetail): TimelineStep {
  const last = lastStep(d);
  if (isFinished(d)) return { taskId: ENDED, randomId: 'end', taskName: isWithdrawn(d) ? '已撤回' : '已办结', procTime: d.endTime ?? last?.procTime };
  const since = last?.procTime ?? d.firstTime;
  return { taskId: WAITING, randomId: 'waiting', taskName: waitingTaskName(d), diffTime: durationText(elapsedMs(since, d.systemCurrTime)) };
}

/**
 * The steps the dialog shows: the history the server sent, ending with one marker. A server that appends its own
 * marker (it knows the process definition) is believed; otherwise the marker is worked out here as 002 §4 says.
 */
export function timelineOf(d: TaskDetail): TimelineStep[] {
  const all = steps(d);
  const history = all.filter((s) => !isMarker(s));
  const served = all.filter(isMarker).at(-1);
  return [...history, served ?? markerStep({ ...d, taskBrowseDetailList: history })];
}

/** 个人 when emplType is 1 or missing, otherwise 单位 (002 §2.9). */
export const appellantType = (emplType: ProcessFormData['emplType']): string =>
  emplType === undefined || emplType === null || emplType === '' || String(emplType) === '1' ? '个人' : '单位';

/** 1 一般, 2 紧急, anything else 特急. */
export const urgencyText = (emLevel: ProcessFormData['emLevel']): string => (String(emLevel) === '1' ? '一般' : String(emLevel) === '2' ? '紧急' : '特急');
