/**
 * 工作流 (issue 15 item 6): the process definitions (schemas/workflows, read-only: editing is the JSON file) for 流程设计,
 * and the instances for 流程实例 (the wfInstance entity's generic list within the caller's region; currNodeIds are the
 * nodes to highlight on the diagram). 我的任务 is eventProc.todoList.
 */
import { crud, type CrudServices } from './crud.js';
import { get } from './define.js';
import type { WorkflowDefinition } from '../workflow-meta.js';

export type { WorkflowDefinition, WorkflowNode, WorkflowAction, RegionLevel } from '../workflow-meta.js';

/** Every process definition, nodes with their role, level, deadline and actions with their targets (process:list). */
export const definitions = get<Record<string, never>, WorkflowDefinition[]>('/workflow/process/list');

/** list (processKey, title, status filters) and queryById (processInstance:list). */
export const instances: CrudServices = crud('/workflow/processInstance');
