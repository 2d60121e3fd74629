import { readableFields, type EntitySchema } from '../../../shared/entity-meta.js';
import type { EntityCatalog } from '../../entities/catalog.js';

/**
 * The list permission whose data rules narrow an entity's rows (`${x-entity.permission}:list`), or undefined. An
 * entity sharing its permission with the entity its menu lists (`dataRules: false`: 部门角色 beside 部门) has none,
 * so a rule names exactly one entity and is checked against the properties it narrows.
 */
export const ruleListPerm = (entity: EntitySchema): string | undefined =>
  entity['x-entity'].permission && entity['x-entity'].dataRules !== false ? `${entity['x-entity'].permission}:list` : undefined;

/** The entity whose generic list a permission guards and whose rows its data rules narrow, if any. */
export function guardedEntity(entities: EntityCatalog, perms: string | null | undefined): EntitySchema | undefined {
  const codes = (perms ?? '')
    .split(',')
    .map((c) => c.trim())
    .filter(Boolean);
  const named = entities.all().filter((e) => e['x-entity'].api && codes.includes(ruleListPerm(e) ?? ''));
  // Two entities a rule could name: neither, rather than checking the rule against one and applying it to both.
  return named.length === 1 ? named[0] : undefined;
}

/** The properties a rule may name: the entity's readable ones (never secrets), the allowlist of rule columns. */
export function ruleColumns(entity: EntitySchema): Array<{ value: string; label: string }> {
  return readableFields(entity).map((f) => ({ value: f, label: entity.properties[f]?.title ?? f }));
}
