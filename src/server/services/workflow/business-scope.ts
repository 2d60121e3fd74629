import { primaryKeyOf } from '../../../shared/entity-meta.js';
import type { DynamicDb } from '../../db/tables.js';
import type { EntityCatalog } from '../../entities/catalog.js';
import { scopeOf } from '../crud/scope.js';
import type { FollowedRows } from '../crud/types.js';
import type { Session } from '../session-service.js';
import { definitionsByKey } from './catalog.js';

/**
 * An instance names its business row (title, code): the caller reads the instance only when the scope of that row's
 * entity (crud/scope.ts: region subtree and data rules) holds the row, so a rule hiding an event hides its instance.
 * One entry per process whose entity narrows the caller's rows, on `wf_instance` (processKey, businessKey); part of
 * wfInstance's scope, so every reader of instances (generic list and queryById, 流程实例) applies it.
 */
export async function businessFollows(db: DynamicDb, entities: EntityCatalog, session: Session): Promise<FollowedRows[]> {
  const follows: FollowedRows[] = [];
  for (const def of definitionsByKey(entities.schemaDir).values()) {
    const entity = entities.find(def.entity);
    const scope = entity ? await scopeOf(db, entity, session) : undefined;
    if (!entity || !scope) continue;
    const target = { table: entity['x-entity'].table, key: primaryKeyOf(entity) };
    follows.push({ table: 'wf_instance', keyColumn: 'businessKey', kindColumn: 'processKey', kindValue: def.key, target, scope });
  }
  return follows;
}
