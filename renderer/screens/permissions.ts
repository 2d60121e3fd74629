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

/**
 * The permissions inside a list of `entity` embedded in another page (a sub-screen dialog, a detail tab): the host
 * page's, plus the entity's own buttons (`<x-entity.permission>:add` …) as the user's roles grant them, so the list
 * offers 新增/编辑/删除 exactly as on its own page. The host page's buttons are another entity's.
 */
export function embeddedPermissions(perms: Permissions, entity: EntitySchema): Permissions {
  const prefix = entity['x-entity'].permission;
  const granted = perms.granted;
  if (!prefix || !granted) return perms;
  return { can: (action) => perms.can(action) || (action.startsWith(`${prefix}:`) && granted(action)), granted };
}

/**
 * Whether the user may list the rows of `entity` through its generic list route: its list permission
 * (`<x-entity.permission>:list`, a menu code the session's answer carries as a type '1' item). An entity without a
 * prefix is served to administrators only; the client cannot tell, so it is offered and the server answers.
 */
export function canList(perms: Permissions, entity: EntitySchema): boolean {
  const crud = entity['x-entity'].crud;
  if (crud && !crud.includes('list')) return false;
  const code = crudPermission(entity, 'list');
  return !code || (perms.granted ?? perms.can)(code);
}
