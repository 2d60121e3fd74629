/** The pure parts of the business-component select (JeecgBoot JSelectBizComponent), 002 §7 and §9. */

/** A column of the picker's table (antd column subset). */
export interface BizColumn {
  title: string;
  dataIndex: string;
  width?: number;
  /** The user may sort by it (sent as column / order to the list). */
  sorter?: boolean;
}

export interface BizKeys {
  /** [id key, code key]: which row property is stored (002 §9: default id,id). */
  returnKeys?: [string, string];
  /** Store returnKeys[0] instead of returnKeys[1]. */
  returnId?: boolean;
  /** Row property shown in the select; default the stored one. */
  displayKey?: string;
}

export const BIZ_DEFAULTS = {
  pageSize: 5,
  pageSizes: ['5', '10', '20', '30'],
  width: 900,
  scrollY: 240,
  ellipsisLength: 12,
  rowKey: 'id',
  returnKeys: ['id', 'id'] as [string, string],
};

/** The row property the field stores. */
export function valueKeyOf({ returnKeys = BIZ_DEFAULTS.returnKeys, returnId = false }: BizKeys): string {
  return returnId ? returnKeys[0] : returnKeys[1];
}

/** The stored comma-joined value as a list. */
export function valuesOf(value: unknown): string[] {
  if (value === undefined || value === null || value === '') return [];
  return (Array.isArray(value) ? value.map(String) : String(value).split(',')).map((v) => v.trim()).filter(Boolean);
}

/**
 * The list parameters that look the stored values up (002 §7): the value key as the comma-joined values with a
 * trailing comma, so the server matches exactly those values (an `in`, never a like), on one page of their count.
 */
export function lookupParams(valueKey: string, values: string[]): Record<string, string | number> {
  return { [valueKey]: values.join(',') + ',', pageNo: 1, pageSize: values.length };
}

/** JeecgListMixin's `field` parameter: the columns the table shows. */
export function fieldParam(columns: BizColumn[]): string {
  return ['id', ...columns.map((c) => c.dataIndex)].join(',');
}

/** A cell cut to `length` characters with an ellipsis (-1: never cut). */
export function ellipsis(text: string, length: number): string {
  return length >= 0 && [...text].length > length ? [...text].slice(0, length).join('') + '...' : text;
}

/** The selection after a row click: multi toggles it, single replaces the selection (002 §4). */
export function toggleRow<T>(selected: T[], row: T, keyOf: (r: T) => string, multiple: boolean): T[] {
  const key = keyOf(row);
  if (!multiple) return [row];
  return selected.some((r) => keyOf(r) === key) ? selected.filter((r) => keyOf(r) !== key) : [...selected, row];
}
