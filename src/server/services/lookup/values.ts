import type { PropertySchema } from '../../../shared/entity-meta.js';
import { badRequest } from '../../http/errors.js';

export type Bound = string | number;

/**
 * A client-given value made fit for a bound parameter compared with a column: PostgreSQL refuses to compare an
 * integer column with "abc", so that is answered here with a message instead of a database error.
 */
export function bindValue(p: PropertySchema, raw: unknown, label: string): Bound {
  if (raw === null || raw === undefined || typeof raw === 'object') throw badRequest(`${label}的值不正确`);
  const text = String(raw);
  if (text.length > 1000) throw badRequest(`${label}的值过长`);
  const trimmed = text.trim();
  switch (p.type) {
    case 'integer':
      if (!/^-?\d{1,15}$/.test(trimmed)) throw badRequest(`${label}的值应为整数`);
      return Number(trimmed);
    case 'boolean':
      if (/^(1|true)$/i.test(trimmed)) return 1;
      if (/^(0|false)$/i.test(trimmed)) return 0;
      throw badRequest(`${label}的值应为是或否`);
    case 'number':
      if (trimmed === '' || !Number.isFinite(Number(trimmed))) throw badRequest(`${label}的值应为数字`);
      return Number(trimmed);
    default:
      return text;
  }
}

/** Whether a raw value fits a column's type (for lists of keys, where misfits are simply not found). */
export function fits(p: PropertySchema, raw: string): boolean {
  try {
    bindValue(p, raw, '');
    return true;
  } catch {
    return false;
  }
}
