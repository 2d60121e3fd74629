import type { EntitySchema } from '../../shared/entity-meta.js';
import type { EntityCatalog } from './catalog.js';

/** A master entity carries its detail entities (x-entity.details[].schema), so its form can fill the table's columns. */
function withDetailSchemas(entity: EntitySchema, entities: EntityCatalog): EntitySchema {
  const details = entity['x-entity'].details;
  if (!details?.length) return entity;
  const withSchema = details.map((d) => {
    const detail = entities.find(d.entity);
    return detail ? { ...d, schema: withoutSecrets(detail) } : d;
  });
  return { ...entity, 'x-entity': { ...entity['x-entity'], details: withSchema } };
}

/** Secret properties (password hashes, salts) are never shown, so their definitions are not sent either. */
function withoutSecrets(entity: EntitySchema): EntitySchema {
  const properties = Object.fromEntries(Object.entries(entity.properties).filter(([, p]) => !p['x-secret']));
  return { ...entity, properties, required: entity.required?.filter((r) => r in properties) };
}

/** An entity as a screen gets it: no secrets, its detail entities (from the catalog) inside. */
export const servedSchema = (entity: EntitySchema, entities: EntityCatalog): EntitySchema => withDetailSchemas(withoutSecrets(entity), entities);

/** The entity `id` as a screen gets it (GET /schema/screen/{id}, the playground's snapshot and preview). */
export function servedEntity(entities: EntityCatalog, id: unknown): EntitySchema | undefined {
  const entity = typeof id === 'string' ? entities.find(id) : undefined;
  return entity && servedSchema(entity, entities);
}
