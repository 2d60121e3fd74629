import type { CrudAction, EntitySchema } from './entity-meta.js';

/**
 * The permission code each generic CRUD action needs, `${x-entity.permission}:<code>`: the server checks it and the
 * renderer shows or hides buttons by it, so the two cannot disagree. Reading one row is part of listing, and a
 * batch delete is a delete: the menus grant list/add/edit/delete/exportXls/importExcel buttons.
 */
export const ACTION_PERMISSION: Record<CrudAction, string> = {
  list: 'list',
  queryById: 'list',
  exportXls: 'exportXls',
  add: 'add',
  edit: 'edit',
  delete: 'delete',
  deleteBatch: 'delete',
  importExcel: 'importExcel',
};

/** Toolbar and row actions of list screens -> the generic action they call. Detail reads a row the list shows. */
export const SCREEN_ACTIONS: Record<string, CrudAction> = {
  add: 'add',
  addChild: 'add',
  batchDelete: 'deleteBatch',
  export: 'exportXls',
  import: 'importExcel',
  edit: 'edit',
  detail: 'list',
  delete: 'delete',
};

/**
 * The code guarding an action of an entity, or undefined when the entity names no permission prefix: such an
 * entity is served to administrators only (check:schemas refuses one that has an api without a prefix).
 */
export function crudPermission(entity: EntitySchema, action: CrudAction): string | undefined {
  const prefix = entity['x-entity'].permission;
  return prefix ? `${prefix}:${ACTION_PERMISSION[action]}` : undefined;
}
