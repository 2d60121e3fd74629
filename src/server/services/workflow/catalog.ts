import path from 'node:path';
import type { DefinitionItem, DefinitionNode } from '../../../shared/services/workflow.js';
import type { WorkflowDefinition } from '../../../shared/workflow-meta.js';
import type { Db } from '../../db/connect.js';
import { listDefinitions } from './definitions.js';
import { levelByKey } from '../../../../validators/region-code.js';

/** Role code -> role name, for the roles the definitions name. */
export async function roleNames(db: Db, codes: string[]): Promise<Map<string, string>> {
  if (!codes.length) return new Map();
  const rows = await db
    .selectFrom('sys_role')
    .select(['roleCode', 'roleName'])
    .where('roleCode', 'in', [...new Set(codes)])
    .execute();
  return new Map(rows.map((r) => [r.roleCode, r.roleName]));
}

/** 流程设计's rows: every definition of schemas/workflows with its file, version, node count and names of roles and levels. */
export async function definitionItems(db: Db, schemaDir: string): Promise<DefinitionItem[]> {
  const defs = listDefinitions(schemaDir);
  const roles = await roleNames(
    db,
    defs.flatMap((d) => d.nodes.map((n) => n.role)),
  );
  return defs.map((def) => ({
    ...def,
    id: def.key,
    version: def.version ?? 1,
    nodeCount: def.nodes.length,
    file: path.posix.join('schemas/workflows', `${def.key}.json`),
    nodes: def.nodes.map((n): DefinitionNode => ({ ...n, roleName: roles.get(n.role) ?? n.role, levelName: levelByKey(n.level).name })),
  }));
}

/** Definitions by key (a key whose file is gone is simply absent). */
export function definitionsByKey(schemaDir: string): Map<string, WorkflowDefinition> {
  return new Map(listDefinitions(schemaDir).map((d) => [d.key, d]));
}
