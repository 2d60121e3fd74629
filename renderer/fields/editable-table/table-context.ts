import { createContext, useContext } from 'react';
import type { Option } from '../../hooks/use-dict-options';
import type { TableColumn } from './model/columns';
import type { TableStore } from './model/table-store';
import type { SharedRows } from './model/shared-rows';
import type { TableViewOptions } from './table-view';

/** What every row and cell of one table reads; one stable object per table, so rows re-render only on their own props. */
export interface TableContextValue {
  store: TableStore;
  /** The shown columns (hidden ones left out). */
  columns: TableColumn[];
  widths: { select: number; index: number; sort: number; columns: number[]; total: number };
  rowHeight: number;
  rowSelection: TableViewOptions['rowSelection'];
  rowNumber: boolean;
  dragSort: boolean;
  disabled: boolean;
  /** The items of each dictionary the columns name, loaded once for the whole table (cells show their labels). */
  dictOptions: Record<string, Option[]>;
  /** Opens the sub-form popover of a row (only when the table has a sub-form). */
  openSubForm?: (rid: string) => void;
  /** The live link to the other users of a shared table (option `shared`), when joined. */
  shared?: SharedRows;
  /** Inserts an empty row before `index`, unless the throttle (1500 ms) refuses it. */
  insertAt(index: number): void;
}

export const TableContext = createContext<TableContextValue | null>(null);

export function useTable(): TableContextValue {
  const value = useContext(TableContext);
  if (!value) throw new Error('EditableTable 的单元格只能在表格里使用');
  return value;
}
