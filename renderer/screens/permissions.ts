import type { CrudAction, EntitySchema } from '@shared/entity-meta';
import type { Permissions } from '../data-provider';

/** Toolbar and row actions -> the generic route they call and the permission code it needs (see crud/resolve.ts). */
export const SCREEN_ACTIONS: Record<string, { crud: CrudAction; perm: string | null }> = {
  add: { crud: 'add', perm: 'add' },
  batchDelete: { crud: 'deleteBatch', perm: 'delete' },
  export: { crud: 'exportXls', perm: 'exportXls' },
  import: { crud: 'importExcel', perm: 'importExcel' },
  edit: { crud: 'edit', perm: 'edit' },
  // Detail shows a row the list already shows: whoever sees the screen may open it.
  detail: { crud: 'list', perm: null },
  delete: { crud: 'delete', perm: 'delete' },
};

/** The permission code guarding a CRUD action of an entity: `${x-entity.permission}:${code}`. */
export function permOf(entity: EntitySchema, code: string): string {
  return `${entity['x-entity'].permission ?? entity.$id}:${code}`;
}

/** Whether the user may use a screen action; an action whose route the entity lacks (x-entity.crud) is never offered. */
export function canDo(perms: Permissions, entity: EntitySchema, action: string): boolean {
  const target = SCREEN_ACTIONS[action];
  const crud = entity['x-entity'].crud;
  if (!target || (crud && !crud.includes(target.crud))) return false;
  return target.perm === null || perms.can(permOf(entity, target.perm));
}
