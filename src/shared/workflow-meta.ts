/**
 * Process definitions (schemas/workflows/<key>.json, meta-schema schemas/meta/workflow.schema.json): the types the
 * server's engine reads, and the rules a meta-schema cannot say, shared by check:schemas and the server's loader.
 */
import type { ProcessDefinition, WorkflowNode } from './generated/meta-schemas.js';
import { levelByKey, levelOf } from '../../validators/region-code.js';

/** The levels a node may wait at. */
export type RegionLevel = WorkflowNode['level'];

/** The level a node may wait at for a code, when it is one of those (a province's or city's code is not). */
export function nodeLevelOf(code: string): RegionLevel | undefined {
  const key = levelOf(code)?.key;
  return key === 'district' || key === 'street' || key === 'community' || key === 'grid' ? key : undefined;
}

export type { WorkflowAction, WorkflowNode } from './generated/meta-schemas.js';
/** A process definition file (the type generated from workflow.schema.json). */
export type WorkflowDefinition = ProcessDefinition;

/** Whether level a lies above level b (district above street above community above grid). */
export const isAbove = (a: RegionLevel, b: RegionLevel) => levelByKey(a).rank < levelByKey(b).rank;

type Path = Array<string | number>;

/** What is wrong with a definition that passed its meta-schema: [path, message] pairs. */
export function workflowProblems(def: WorkflowDefinition, fileKey: string, roleCodes: Set<string> | undefined): Array<[Path, string]> {
  const out: Array<[Path, string]> = [];
  if (def.key !== fileKey) out.push([['key'], `流程编码 ${def.key} 应与文件名 ${fileKey} 相同`]);
  const byId = new Map<string, WorkflowNode>();
  def.nodes.forEach((n, i) => {
    if (byId.has(n.id)) out.push([['nodes', i, 'id'], `节点 ${n.id} 重复`]);
    byId.set(n.id, n);
    if (roleCodes && !roleCodes.has(n.role)) out.push([['nodes', i, 'role'], `角色 ${n.role} 不在 roles.json 中`]);
  });
  def.nodes.forEach((n, i) => {
    const codes = new Set<string>();
    n.actions.forEach((a, j) => {
      const at: Path = ['nodes', i, 'actions', j];
      if (codes.has(a.code)) out.push([[...at, 'code'], `动作 ${a.code} 重复`]);
      codes.add(a.code);
      const targets = a.targets ?? [];
      const needs = a.code === 'commit' || a.code === 'assigned';
      if (needs && !targets.length) out.push([at, `动作 ${a.code} 需要 targets`]);
      if (!needs && targets.length) out.push([[...at, 'targets'], `动作 ${a.code} 不应有 targets`]);
      if (a.code === 'commit' && targets.length > 1) out.push([[...at, 'targets'], '上报只能有一个目标节点']);
      targets.forEach((t, k) => {
        const target = byId.get(t);
        if (!target) return out.push([[...at, 'targets', k], `目标节点 ${t} 不存在`]);
        if (a.code === 'commit' && !isAbove(target.level, n.level)) out.push([[...at, 'targets', k], `上报的目标节点 ${t} 应在更高一级`]);
        if (a.code === 'assigned' && !isAbove(n.level, target.level)) out.push([[...at, 'targets', k], `指派的目标节点 ${t} 应在更低一级`]);
      });
    });
  });
  const levels = def.nodes.map((n) => n.level);
  levels.forEach((l, i) => levels.indexOf(l) !== i && out.push([['nodes', i, 'level'], `区域级别 ${l} 已有节点`]));
  return out;
}
