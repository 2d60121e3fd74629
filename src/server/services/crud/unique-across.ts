import { primaryKeyOf, type EntitySchema } from '../../../shared/entity-meta.js';
import type { EntityCatalog } from '../../entities/catalog.js';
import type { DynamicDb } from '../../db/tables.js';
import { badRequest } from '../../http/errors.js';
import type { Row } from './types.js';

/**
 * x-entity.uniqueAcross: a value another entity also holds in one of its properties is refused with the rule's
 * message (a party-organisation code is national, whether an organisation of the tree or a grid's party group holds
 * it). Nothing of the other row is told. `ownId` is the row being edited (the other entity never holds it).
 */
export async function assertUniqueAcross(db: DynamicDb, entities: EntityCatalog, entity: EntitySchema, row: Row, ownId?: string): Promise<void> {
  for (const rule of entity['x-entity'].uniqueAcross ?? []) {
    const value = row[rule.field];
    if (value === null || value === undefined || value === '') continue;
    const other = entities.find(rule.entity);
    if (!other) continue;
    const pk = primaryKeyOf(other);
    let q = db.selectFrom(other['x-entity'].table).select(pk).where(rule.property, '=', value);
    if (ownId !== undefined) q = q.where(pk, '<>', ownId);
    if (await q.limit(1).executeTakeFirst()) throw badRequest(rule.message);
  }
}

/** The fields an edit must read from the stored row to check the rules against the changed values. */
export const uniqueAcrossFields = (entity: EntitySchema): string[] => (entity['x-entity'].uniqueAcross ?? []).map((r) => r.field);
