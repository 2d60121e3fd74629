import fs from 'node:fs';
import path from 'node:path';
import { workflowProblems, type WorkflowDefinition, type WorkflowNode, type RegionLevel } from '../../../shared/workflow-meta.js';

const cache = new Map<string, WorkflowDefinition>();

/**
 * A process definition of schemas/workflows, read once per schema folder and key. check:schemas validates the files;
 * a definition that still breaks the shared rules stops here rather than moving events to nowhere.
 */
export function loadDefinition(schemaDir: string, key: string): WorkflowDefinition {
  const file = path.join(schemaDir, 'workflows', `${key}.json`);
  let def = cache.get(file);
  if (!def) {
    def = JSON.parse(fs.readFileSync(file, 'utf8')) as WorkflowDefinition;
    const problems = workflowProblems(def, key, undefined);
    if (problems.length) throw new Error(`${file}: ${problems.map(([, m]) => m).join('; ')}`);
    cache.set(file, def);
  }
  return def;
}

/** Every definition of the folder (流程设计). */
export function listDefinitions(schemaDir: string): WorkflowDefinition[] {
  const dir = path.join(schemaDir, 'workflows');
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .sort()
    .map((f) => loadDefinition(schemaDir, path.basename(f, '.json')));
}

export function nodeOf(def: WorkflowDefinition, id: string): WorkflowNode {
  const node = def.nodes.find((n) => n.id === id);
  if (!node) throw new Error(`process ${def.key} has no node ${id}`);
  return node;
}

export const nodeAtLevel = (def: WorkflowDefinition, level: RegionLevel) => def.nodes.find((n) => n.level === level);
