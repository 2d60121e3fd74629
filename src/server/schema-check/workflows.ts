import path from 'node:path';
import { workflowProblems, type WorkflowDefinition } from '../../shared/workflow-meta.js';
import type { EntityInfo } from './entities.js';
import type { SchemaFolder } from './load.js';
import { metaValidator } from './meta.js';
import type { Report } from './report.js';

/** Process definitions: shape, key = file name, nodes, targets and roles exist, the entity names the process. */
export function checkWorkflows(folder: SchemaFolder, entities: Map<string, EntityInfo>, report: Report): void {
  const validate = metaValidator('workflow');
  const roles = folder.seeds.get('roles')?.json as Array<{ roleCode: string }> | undefined;
  const roleCodes = roles ? new Set(roles.map((r) => r.roleCode)) : undefined;
  const keys = new Set<string>();
  for (const { file, json } of folder.workflows) {
    // The file names the process (its key must equal it): a definition with problems still exists for its entity.
    keys.add(path.basename(file, '.json'));
    if (!validate(json)) {
      report.addAjv(file, validate.errors);
      continue;
    }
    const def = json as WorkflowDefinition;
    for (const [segments, message] of workflowProblems(def, path.basename(file, '.json'), roleCodes)) report.add(file, segments, message);
    const entity = entities.get(def.entity);
    if (!entity) report.add(file, ['entity'], `实体 ${def.entity} 不存在`);
    else if (entity.resolved['x-entity'].process !== def.key) report.add(file, ['entity'], `实体 ${def.entity} 的 x-entity.process 应为 ${def.key}`);
  }
  for (const { file, json } of folder.entities) {
    const process = (json as { 'x-entity'?: { process?: string } })['x-entity']?.process;
    if (process && !keys.has(process)) report.add(file, ['x-entity', 'process'], `流程 ${process} 不存在（schemas/workflows/${process}.json）`);
  }
}
