import { fieldLabel, type EntitySchema } from '../../../shared/entity-meta.js';
import { dictFieldsOf, type DictTexts } from './dict-text.js';
import type { Row } from './types.js';
import type { FieldError } from '../../../../validators/messages.js';

/**
 * A dictionary field holds one of its dictionary's enabled item values (sex "9" is refused), a multiple one
 * (x-dict-multiple) comma-joined item values, each checked. A dictionary with no items at all is a configuration gap
 * rather than a user's mistake, so its fields are left unchecked.
 */
export function dictValueProblems(entity: EntitySchema, texts: DictTexts, data: Row): FieldError[] {
  const wrong: FieldError[] = [];
  for (const [field, code] of dictFieldsOf(entity)) {
    const value = data[field];
    if (value === undefined || value === null || value === '') continue;
    const items = texts.get(code);
    if (!items?.size) continue;
    const values = entity.properties[field]['x-dict-multiple'] ? String(value).split(',') : [String(value)];
    const bad = values.find((v) => !items.has(v));
    if (bad !== undefined) wrong.push({ field, message: `${fieldLabel(entity, field)}的值“${bad.slice(0, 20)}”不在可选范围内` });
  }
  return wrong;
}
