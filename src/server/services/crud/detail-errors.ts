import { fieldLabel, type DetailSpec, type EntitySchema } from '../../../shared/entity-meta.js';
import { rowProblemText } from '../../../../validators/row-message.js';

/**
 * One problem of a refused master-detail save, as `result.errors` answers it so the client can mark the cell:
 * the detail property, the 1-based row, the property of the detail row (absent for a problem of the whole row, such
 * as an id that is not one of the master's rows), its title and the message. `text` is the sentence of the
 * envelope's message: 采购明细第3行「数量」：须大于0, or 采购明细第3行：数量不能为空 when the message names the column.
 */
export interface DetailError {
  property: string;
  row: number;
  field?: string;
  title?: string;
  message: string;
  text: string;
}

export const detailTitle = (spec: DetailSpec, detail: EntitySchema): string => spec.title ?? detail.title;

export function detailError(spec: DetailSpec, detail: EntitySchema, row: number, problem: { field?: string; message: string }): DetailError {
  const table = detailTitle(spec, detail);
  if (!problem.field) return { property: spec.property, row, message: problem.message, text: rowProblemText(row, undefined, problem.message, table) };
  const title = fieldLabel(detail, problem.field);
  return { property: spec.property, row, field: problem.field, title, message: problem.message, text: rowProblemText(row, title, problem.message, table) };
}
