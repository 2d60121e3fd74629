/**
 * The column JSON of the editable table (JeecgBoot JVxeTable style, spec 002 §3 "Editable table column"). Pure data:
 * the model reads key, validateRules, statistics and defaultValue; the view reads the rest.
 */

export const COLUMN_TYPES = [
  'input',
  'textarea',
  'number',
  'select',
  'selectMultiple',
  'dict',
  'date',
  'datetime',
  'time',
  'checkbox',
  'radio',
  'switch',
  'file',
  'image',
  'popup',
  'depart',
  'user',
  'area',
  'biz',
  'progress',
  'hidden',
] as const;

export type ColumnType = (typeof COLUMN_TYPES)[number];

/** One rule of `validateRules`: required, a pattern (preset code of 002 §5 or a regular expression) or unique. */
export interface ValidateRule {
  required?: boolean;
  pattern?: string;
  unique?: boolean;
  /** The column's message, shown instead of the rule's own. */
  message?: string;
}

export type StatisticKind = 'sum' | 'average';

export interface TableColumn {
  key: string;
  title: string;
  type?: ColumnType;
  width?: number;
  validateRules?: ValidateRule[];
  dictCode?: string;
  options?: Array<{ label: string; value: string | number }>;
  statistics?: StatisticKind[];
  defaultValue?: unknown;
  disabled?: boolean;
  placeholder?: string;
  /** Type-specific props handed to the cell editor (e.g. `format` of a date, `maxCount` of an upload). */
  props?: Record<string, unknown>;
  /** A `biz` column: other cells of the row set from the picked row, column key -> its property (`{"memberName": "name"}`). */
  fill?: Record<string, string>;
}

/** A row of the field value: the column keys, plus `id` and whatever else the row carried (kept untouched). */
export type RowValue = Record<string, unknown>;

export const DEFAULT_WIDTH = 160;

export const columnType = (column: TableColumn): ColumnType => column.type ?? 'input';

/** A new row's values: every column's default value (copied, so rows never share an object). */
export function defaultRow(columns: readonly TableColumn[], extra: RowValue = {}): RowValue {
  const row: RowValue = {};
  for (const c of columns) if (c.defaultValue !== undefined) row[c.key] = structuredClone(c.defaultValue);
  return { ...row, ...extra };
}
