import { fieldLabel, type EntitySchema } from '../../../shared/entity-meta.js';
import type { Db } from '../../db/connect.js';
import { badRequest } from '../../http/errors.js';
import { dictFieldsOf, loadDictTexts, type DictTexts } from './dict-text.js';
import type { Row } from './types.js';

/**
 * A dictionary field holds one of its dictionary's enabled item values (sex "9" is refused). A dictionary with no
 * items at all is a configuration gap rather than a user's mistake, so its fields are left unchecked.
 */
export function assertDictValues(entity: EntitySchema, texts: DictTexts, data: Row): void {
  const wrong: string[] = [];
  for (const [field, code] of dictFieldsOf(entity)) {
    const value = data[field];
    if (value === undefined || value === null || value === '') continue;
    const items = texts.get(code);
    if (!items?.size || items.has(String(value))) continue;
    wrong.push(`${fieldLabel(entity, field)}的值“${String(value).slice(0, 20)}”不在可选范围内`);
  }
  if (wrong.length) throw badRequest(wrong.join('；'));
}

/** The same check, loading the entity's dictionaries first (single add or edit). */
export async function checkDictValues(db: Db, entity: EntitySchema, data: Row): Promise<void> {
  if (!dictFieldsOf(entity).length) return;
  assertDictValues(entity, await loadDictTexts(db, entity), data);
}
