import { encryptedFields, type EntitySchema } from '../../../shared/entity-meta.js';
import type { Row } from '../crud/types.js';
import { MASK, seal } from './secret-box.js';

/**
 * What the generic writes store for `x-encrypted` properties: a new value sealed, the mask (the form sends back what
 * it was shown) left out so the stored value stays, an empty value as null. On add the mask means "none".
 */
export function sealWritten(entity: EntitySchema, data: Row, mode: 'add' | 'edit'): void {
  for (const field of encryptedFields(entity)) {
    if (!(field in data)) continue;
    const value = data[field];
    if (value === MASK) {
      if (mode === 'edit') delete data[field];
      else data[field] = null;
    } else if (value === null || value === undefined || value === '') data[field] = null;
    else data[field] = seal(String(value));
  }
}

/** The mask for each encrypted property that holds a value, '' for one that does not: never the value. */
export function maskedValues(entity: EntitySchema, stored: Row): Row {
  return Object.fromEntries(encryptedFields(entity).map((f) => [f, stored[f] ? MASK : '']));
}
