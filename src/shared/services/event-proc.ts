/**
 * 事件与诉求 (002 §2.9, §3, §4 "Appeal", §7 "Appeals and notices"; 000 §2.4): events reported through the eventProc
 * entity's generic routes (each add starts an instance of the appeal process), the process detail with its timeline,
 * the actions, the caller's to-do count and the three lists. The server decides who may act: a hidden button is
 * convenience only.
 */
import { crud, type CrudServices, type ListParams } from './crud.js';
import { get, post, type ApiDef } from './define.js';
import type { Page } from './types.js';
import type { WorkflowAction } from '../generated/meta-schemas.js';

/** 诉求列表 (list: the events of the caller's region), report (add), queryById and exportXls. */
export const events: CrudServices = crud('/EventProcController');

/**
 * The action codes of 002 §3, as the workflow meta-schema (schemas/meta/workflow.schema.json) defines them; push12345
 * is listed but refused (the 12345 hotline is not connected).
 */
export type ActionCode = WorkflowAction['code'];

/** An uploaded file attached to an event or a step (the upload route's answer, 002 §3 "Action submission"). */
export interface AttFile {
  oriFileName?: string;
  sysFlId?: string;
  sysFsId?: string;
  /** The stored path (the upload route's message); the server refuses a path it did not store or the caller may not read. */
  uri: string;
  url?: string;
}

/** One action the caller may take on the task now. `disabled` (ours): shown but not available (push12345). */
export interface TaskAction {
  id: string;
  actionCode: ActionCode;
  actionName: string;
  /** Path under the backend base (no /api prefix): POST an ActionSubmission to it. */
  actionUrl: string;
  disabled?: boolean;
  /** Whether the reason (attDesc) is required: every action except deal (002 §5). */
  reasonRequired: boolean;
  /** Most characters of attDesc: 300 for deal, 500 for the others (002 §5). */
  reasonMax: number;
}

/** A timeline step. taskId -1: the report; -2: the waiting marker (the open task, elapsed time); -3: finished or withdrawn. */
export interface TimelineStep {
  randomId: string;
  taskId: string;
  taskName: string;
  userName: string | null;
  /** "YYYY-MM-DD HH:mm:ss": when the step was taken (the marker -2: when the open task arrived). */
  procTime: string;
  actionCode: ActionCode | 'report' | 'waiting' | 'finished' | 'withdrawn';
  actionName: string;
  extInfo: { phone: string | null };
  /** Dwell time of the task before this step, in ms (the marker -2: elapsed since the open task arrived). */
  costMs: number;
  attDesc: string | null;
  /** 1 when the step has images. */
  isAttr: 0 | 1;
  attrList: AttFile[];
  /** costMs as text, e.g. "2小时5分钟" (under a minute: "1分钟", 002 §9). */
  diffTime: string;
  /** Region name of the task (网格, 社区, 街道) the step belongs to. */
  regionName?: string | null;
  /** The marker -2: whether the open task is past its due time (已超期). */
  overdue?: boolean;
}

/** One task of the instance, in the order they were created. */
export interface BrowseTask {
  taskId: string;
  taskName: string;
  nodeId: string;
  regionCode: string;
  regionName: string | null;
  status: 'open' | 'done' | 'closed';
  createTime: string;
  dueTime: string | null;
  endTime: string | null;
  overdue: boolean;
  /** Real names of the users who may act on it. */
  candidateNames: string[];
}

/** The event's fields as the detail dialog shows them (002 §3 formData). */
export interface EventFormData {
  id: string;
  eventName: string;
  eventCode: string;
  emLevel: string;
  gisAddress: string | null;
  gisLat: number | null;
  gisLon: number | null;
  grid: string;
  gridName: string | null;
  dicEventPushType: string;
  eventPushTypeName: string | null;
  eventDesc: string | null;
  emplType: string | null;
  emplName: string | null;
  phone: string | null;
  eventRemark: string | null;
  images: string | null;
  procStatus: string;
  overdue: 0 | 1;
}

export interface TaskDetail {
  isFinish: boolean;
  /** Report time. */
  firstTime: string;
  /** When it was finished or withdrawn, else null. */
  endTime: string | null;
  systemCurrTime: string;
  /** 已办结, 已撤回, or the open tasks' names joined with "、". */
  currTaskNames: string;
  startUserName: string;
  /** The event's images. */
  attrList: AttFile[];
  /** The timeline: the report (-1), every step taken, then the marker -2 or -3. */
  taskBrowseDetailList: TimelineStep[];
  taskBrowseList: BrowseTask[];
  /** What the caller may do on argTaskId (or on the open task they are a candidate of): empty for others. */
  actionList: TaskAction[];
  formData: EventFormData;
  /** The task the actions apply to (ours), or null. */
  taskId: string | null;
  /** Whether some open task is past its due time (已超期). */
  overdue: boolean;
}

/** The process detail; argTaskId is optional (the caller's open task of the instance is found by the server). */
export const queryTaskDetail = get<{ argMatterInstId: string; argTaskId?: string }, TaskDetail>('/EventPushController/queryTaskDetail');

/** What every actionUrl takes (002 §3). assignRegion / assignUserId (ours): the target of assigned. */
export interface ActionSubmission {
  matterInstId: string;
  taskId: string;
  attDesc?: string;
  attType?: '1';
  attrList?: AttFile[];
  /** assigned: the lower region (a grid, community or street code below the caller's) to hand the event to. */
  assignRegion?: string;
  /** assigned: one user of a lower region instead of all of its staff. */
  assignUserId?: string;
}

export interface ActionResult {
  isFinish: boolean;
  /** The tasks the action created (empty when it ended the instance). */
  nextTasks: { taskId: string; taskName: string; regionCode: string; regionName: string | null }[];
}

const action = (code: ActionCode) => post<ActionSubmission, ActionResult>(`/EventPushController/${code}`);
export const actions: Record<ActionCode, ApiDef<ActionSubmission, ActionResult>> = {
  deal: action('deal'),
  commit: action('commit'),
  assigned: action('assigned'),
  back: action('back'),
  backToInit: action('backToInit'),
  push12345: action('push12345'),
};

/** The side menu's to-do count: open tasks the caller is a candidate of (000 §2.4); declared once, in session.ts. */
export { myTodoCount as queryMyTodoCount } from './session.js';

/** A row of 我的待办 and 已办事项. */
export interface TaskListItem {
  taskId: string;
  matterInstId: string;
  eventId: string;
  eventName: string;
  eventCode: string;
  emLevel: string;
  emLevel_dictText: string | null;
  grid: string;
  gridName: string | null;
  taskName: string;
  regionName: string | null;
  /** When the task arrived. */
  createTime: string;
  dueTime: string | null;
  /** 1: past its due time while open (已超期), or finished after it. */
  overdue: 0 | 1;
  startUserName: string;
  /** The event's state: 1 办理中, 2 已办结, 3 已撤回. */
  procStatus: string;
  procStatus_dictText: string | null;
  /** 已办事项: what the caller did and when. */
  actionCode?: ActionCode;
  actionName?: string;
  procTime?: string;
}

export interface TaskListParams extends ListParams {
  eventName?: string;
}

/** 我的待办: open tasks the caller is a candidate of, oldest due first. */
export const todoList = get<TaskListParams, Page<TaskListItem>>('/EventProcController/queryMyTodoList');
/** 已办事项: the steps the caller took, newest first (one row per step). */
export const doneList = get<TaskListParams, Page<TaskListItem>>('/EventProcController/queryMyDoneList');
