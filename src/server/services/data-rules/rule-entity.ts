import { readableFields, type EntitySchema } from '../../../shared/entity-meta.js';
import type { EntityCatalog } from '../../entities/catalog.js';

/** The entity whose generic list a permission guards (its perms hold `${x-entity.permission}:list`), if any. */
export function guardedEntity(entities: EntityCatalog, perms: string | null | undefined): EntitySchema | undefined {
  const codes = (perms ?? '').split(',').map((c) => c.trim()).filter(Boolean);
  return entities.all().find((e) => e['x-entity'].api && e['x-entity'].permission && codes.includes(`${e['x-entity'].permission}:list`));
}

/** The properties a rule may name: the entity's readable ones (never secrets), the allowlist of rule columns. */
export function ruleColumns(entity: EntitySchema): Array<{ value: string; label: string }> {
  return readableFields(entity).map((f) => ({ value: f, label: entity.properties[f]?.title ?? f }));
}
