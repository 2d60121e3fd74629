/**
 * 工作流 (issue 15 item 6): the process definitions (schemas/workflows, read-only: editing is the JSON file) for 流程设计,
 * the instances for 流程实例 (within the caller's region; currNodeIds and visitedNodeIds are what the diagram marks)
 * and 我的任务 (the caller's open tasks across processes).
 */
import { crud, type CrudServices } from './crud.js';
import { get } from './define.js';
import type { Page } from './types.js';
import type { WorkflowDefinition, WorkflowNode } from '../workflow-meta.js';

export type { WorkflowDefinition, WorkflowNode, WorkflowAction, RegionLevel } from '../workflow-meta.js';

/** A node as 流程设计 shows it: its candidate role and region level by name. */
export interface DefinitionNode extends WorkflowNode {
  /** The role's name (网格员), or its code when no such role exists. */
  roleName: string;
  /** 网格, 社区, 街道, 区县. */
  levelName: string;
}

/** A definition as the engine reads it, with what 流程设计 lists beside it. */
export interface DefinitionItem extends WorkflowDefinition {
  /** The key again: the list's row key. */
  id: string;
  /** The definition's version (the file's `version`, 1 when it has none). */
  version: number;
  nodeCount: number;
  /** The JSON file under schemas/workflows that defines it. */
  file: string;
  nodes: DefinitionNode[];
}

/** Every process definition, nodes with their role, level, deadline and actions with their targets (process:list). */
export const definitions = get<Record<string, never>, DefinitionItem[]>('/workflow/process/list');

/** list (processKey, title, status filters) and queryById (processInstance:list): the wfInstance entity's rows. */
export const instances: CrudServices = crud('/workflow/processInstance');

export interface InstanceListParams {
  pageNo?: string | number;
  pageSize?: string | number;
  /** Contains (the business title: an event's name). */
  title?: string;
  processKey?: string;
  /** 1 进行中, 2 已办结, 3 已撤回. */
  status?: string;
  /** startTime (default) or endTime. */
  column?: string;
  order?: 'asc' | 'desc';
}

export interface InstanceListItem {
  id: string;
  processKey: string;
  /** The definition's name (诉求办理流程), the key when its file is gone. */
  processName: string;
  businessKey: string;
  /** The business title (an event's name). */
  title: string | null;
  /** The business row's code (an event's eventCode), when the definition names a codeField. */
  businessCode: string | null;
  regionCode: string;
  regionCode_dictText: string | null;
  status: string;
  /** 进行中, 已办结, 已撤回. */
  status_dictText: string;
  startUserName: string | null;
  startTime: string;
  endTime: string | null;
  /** Names of the open tasks, joined with 、 (empty once ended). */
  currTaskNames: string;
  /** Node ids with an open task, comma-joined. */
  currNodeIds: string | null;
  /** Node ids whose tasks were handled (done or closed), comma-joined, in first-visit order. */
  visitedNodeIds: string;
}

/** 流程实例: instances within the caller's region, newest first, with their open tasks and visited nodes (processInstance:list). */
export const instanceList = get<InstanceListParams, Page<InstanceListItem>>('/workflow/processInstance/queryInstanceList');

export interface MyTaskListParams {
  pageNo?: string | number;
  pageSize?: string | number;
  /** Contains (the business title). */
  title?: string;
  processKey?: string;
}

export interface MyTaskItem {
  /** The task again: the list's row key. */
  id: string;
  /** The task (argTaskId of the handling dialog). */
  taskId: string;
  /** The instance (argMatterInstId of the handling dialog). */
  matterInstId: string;
  processKey: string;
  processName: string;
  taskName: string;
  /** The business title (an event's name). */
  title: string | null;
  /** When the task arrived. */
  createTime: string;
  dueTime: string | null;
  overdue: 0 | 1;
  /** Who the task waits for: the one user it was assigned to, else the node's role and the task's region (社区管理员（水源地社区）). */
  candidate: string;
}

/** 我的任务: the caller's open tasks across processes, the earliest due first (any logged-in user, only their own). */
export const myTasks = get<MyTaskListParams, Page<MyTaskItem>>('/workflow/task/myTaskList');
