import { htmlFields, type EntitySchema } from '../../../shared/entity-meta.js';
import { sanitizeRichText } from '../html/sanitize-html.js';
import type { Row } from './types.js';

/**
 * Sanitises the `x-html` fields of rows on their way out: writes already store clean HTML, this also covers rows
 * written before the allowlist existed or by anything other than this server (a migration, a SQL console).
 */
export function withCleanHtml(entity: EntitySchema, rows: Row[]): Row[] {
  const fields = htmlFields(entity);
  if (!fields.length) return rows;
  for (const row of rows) for (const f of fields) if (typeof row[f] === 'string') row[f] = sanitizeRichText(row[f]);
  return rows;
}
