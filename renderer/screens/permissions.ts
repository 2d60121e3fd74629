import { crudPermission, SCREEN_ACTIONS } from '@shared/crud-permissions';
import type { EntitySchema } from '@shared/entity-meta';
import type { Permissions } from '../data-provider';

/**
 * Whether the user may use a screen action: the code comes from the same table the server checks
 * (src/shared/crud-permissions.ts); an action whose route the entity lacks (x-entity.crud) is never offered.
 */
export function canDo(perms: Permissions, entity: EntitySchema, action: string): boolean {
  const crud = SCREEN_ACTIONS[action];
  if (!crud || (entity['x-entity'].crud && !entity['x-entity'].crud.includes(crud))) return false;
  // Reading (detail) needs the list permission, which is the screen's menu permission: seeing the screen is enough.
  // It is a menu code, not a button, so the session's button list would not show it.
  if (crud === 'list') return true;
  const code = crudPermission(entity, crud);
  return !!code && perms.can(code);
}
