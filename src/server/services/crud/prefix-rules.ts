import type { EntitySchema } from '../../../shared/entity-meta.js';
import { badRequest } from '../../http/errors.js';
import type { Row } from './types.js';

/**
 * The entity's prefix rules (x-entity.prefixRules) on a row as it will be stored: a grid's regionCode must be the
 * first 12 digits of its gridCode, so a grid cannot be filed under another community than its code says.
 */
export function assertPrefixRules(entity: EntitySchema, row: Row): void {
  for (const rule of entity['x-entity'].prefixRules ?? []) {
    const value = row[rule.field];
    const of = row[rule.of];
    if (value === undefined || value === null || of === undefined || of === null) continue;
    if (String(value) !== String(of).slice(0, rule.length)) throw badRequest(rule.message);
  }
}

/** The fields an edit must read from the stored row to check the prefix rules against the changed values. */
export const prefixRuleFields = (entity: EntitySchema): string[] => [...new Set((entity['x-entity'].prefixRules ?? []).flatMap((r) => [r.field, r.of]))];
