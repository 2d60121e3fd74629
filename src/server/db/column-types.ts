import type { PropertySchema } from '../../shared/entity-meta.js';

/** SQL type of a property, the same text on SQLite and PostgreSQL. Booleans are stored as 0/1. */
export function sqlType(p: PropertySchema): string {
  switch (p.type) {
    case 'integer':
      return p['x-column']?.bigint ? 'bigint' : 'integer';
    case 'boolean':
      return 'integer';
    case 'number':
      return 'double precision';
    default:
      // Ciphertext is longer than the plain text its maxLength limits.
      if (p['x-encrypted']) return 'text';
      return p.maxLength && p.maxLength <= 4000 ? `varchar(${p.maxLength})` : 'text';
  }
}
