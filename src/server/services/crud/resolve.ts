import type { CrudAction, EntitySchema } from '../../../shared/entity-meta.js';
import type { EntityCatalog } from '../../entities/catalog.js';

export interface CrudTarget {
  entity: EntitySchema;
  action: CrudAction;
}

/** HTTP methods each generic action answers (JeecgBoot: edit by PUT or POST, deletes by DELETE or POST). */
export const ACTION_METHODS: Record<CrudAction, string[]> = {
  list: ['GET'],
  queryById: ['GET'],
  exportXls: ['GET'],
  add: ['POST'],
  edit: ['PUT', 'POST'],
  delete: ['DELETE', 'POST'],
  deleteBatch: ['DELETE', 'POST'],
  importExcel: ['POST'],
};

/**
 * Entity and action of a path below the API prefix, looked up in the catalog at request time so that a schema
 * edited after start (catalog reload) is served without a restart. Undefined: no such generic route.
 */
export function resolveCrud(catalog: EntityCatalog, path: string): CrudTarget | undefined {
  const slash = path.lastIndexOf('/');
  if (slash <= 0) return undefined;
  const base = path.slice(0, slash);
  const name = path.slice(slash + 1);
  for (const entity of catalog.all()) {
    const meta = entity['x-entity'];
    if (meta.api !== base) continue;
    const action = (Object.hasOwn(meta.aliases ?? {}, name) ? meta.aliases![name] : name) as CrudAction;
    if (meta.crud?.includes(action)) return { entity, action };
  }
  return undefined;
}
