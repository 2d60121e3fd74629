import { fieldLabel, writableFields, type EntitySchema } from '../../../shared/entity-meta.js';
import { dateKind, type DateKind } from './excel-dates.js';

export interface SheetColumn {
  field: string;
  title: string;
  dict?: string;
  /** A date property: a real date cell in an export, a date cell or a typed date in an import. */
  date?: DateKind;
}

/**
 * The spreadsheet columns of an entity: its writable (business) properties, titled as in the forms. Export and
 * import use the same list, so an exported file can be edited and imported again.
 */
export function sheetColumns(entity: EntitySchema): SheetColumn[] {
  return writableFields(entity).map((field) => {
    const prop = entity.properties[field];
    const date = dateKind(prop);
    return { field, title: fieldLabel(entity, field), dict: prop['x-dict'], ...(date ? { date } : {}) };
  });
}

/** The ASCII fallback and the RFC 5987 UTF-8 name of a download. */
export function attachment(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
