import type { EntitySchema } from '../../../shared/entity-meta.js';
import type { Row } from './types.js';
import type { FieldError } from '../../../../validators/messages.js';

/** The broken prefix rules of a row, each with its field. */
export function prefixRuleProblems(entity: EntitySchema, row: Row): FieldError[] {
  return (entity['x-entity'].prefixRules ?? []).flatMap((rule) => {
    const value = row[rule.field];
    const of = row[rule.of];
    if (value === undefined || value === null || of === undefined || of === null) return [];
    return String(value) !== String(of).slice(0, rule.length) ? [{ field: rule.field, message: rule.message }] : [];
  });
}

/** The fields an edit must read from the stored row to check the prefix rules against the changed values. */
export const prefixRuleFields = (entity: EntitySchema): string[] => [...new Set((entity['x-entity'].prefixRules ?? []).flatMap((r) => [r.field, r.of]))];
