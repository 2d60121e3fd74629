import { memo, useCallback, useSyncExternalStore } from 'react';
import { Button, Checkbox, Dropdown, Radio } from 'antd';
import { HolderOutlined, MoreOutlined, ProfileOutlined } from '@ant-design/icons';
import { dragSortTexts } from '../drag-sort-cell/texts';
import { editorOf } from './cell-editors';
import type { TableColumn } from './model/columns';
import type { SharedRows } from './model/shared-rows';
import { topics } from './model/table-store';
import { useTable } from './table-context';
import { tableTexts } from './texts';
import { useCell, useTopic } from './use-store';

/** One data cell: subscribes to its own value and error only, so typing re-renders this cell alone. */
export const Cell = memo(function Cell({ rid, column, width, locked }: { rid: string; column: TableColumn; width: number; locked?: boolean }) {
  const { store, disabled, dictOptions } = useTable();
  const { value, error } = useCell(store, rid, column.key);
  const options = column.options ?? (column.dictCode ? dictOptions[column.dictCode] : undefined);
  const Editor = editorOf(column);
  return (
    <div className={error ? 'zhdj-et-cell zhdj-et-cell-error' : 'zhdj-et-cell'} style={{ width }} data-key={column.key} role="cell">
      <Editor
        column={column}
        value={value}
        onChange={(v) => store.setCell(rid, column.key, v)}
        disabled={disabled || locked || column.disabled}
        store={store}
        rid={rid}
        options={options}
      />
      {error && <div className="zhdj-et-cell-message">{error}</div>}
    </div>
  );
});

function SelectCell({ rid, locked }: { rid: string; locked: boolean }) {
  const { store, rowSelection, widths } = useTable();
  const selected = useTopic(store, topics.selection, () => store.isSelected(rid));
  const Control = rowSelection === 'radio' ? Radio : Checkbox;
  return (
    <div className="zhdj-et-cell zhdj-et-fixed" style={{ width: widths.select }}>
      <Control checked={selected} disabled={locked} aria-label="选择" onChange={(e) => store.select(rid, e.target.checked, rowSelection || 'checkbox')} />
    </div>
  );
}

/** The drag-sort cell (002 §2.5): a handle to drag the row, and a menu with 上移, 下移, 插入一行 and 删除. */
function SortCell({ rid, index, locked }: { rid: string; index: number; locked: boolean }) {
  const { store, widths, insertAt, disabled: tableDisabled } = useTable();
  const disabled = tableDisabled || locked;
  const items = [
    { key: 'up', label: dragSortTexts.moveUp, disabled: index <= 0 },
    { key: 'down', label: dragSortTexts.moveDown, disabled: index >= store.size - 1 },
    { key: 'insert', label: dragSortTexts.insert },
    { key: 'remove', label: tableTexts.remove, danger: true },
  ];
  const act = ({ key }: { key: string }) => {
    if (key === 'up') store.move(index, index - 1);
    else if (key === 'down') store.move(index, index + 1);
    else if (key === 'insert') insertAt(index + 1);
    else store.remove([rid]);
  };
  return (
    <div className="zhdj-et-cell zhdj-et-fixed" style={{ width: widths.sort }}>
      {!disabled && (
        <span className="zhdj-et-handle" draggable onDragStart={(e) => e.dataTransfer.setData('text/x-row-index', String(index))}>
          <HolderOutlined />
        </span>
      )}
      <Dropdown trigger={['click']} disabled={disabled} menu={{ items, onClick: act }}>
        <Button type="text" size="small" icon={<MoreOutlined />} aria-label={dragSortTexts.menu} />
      </Dropdown>
    </div>
  );
}

export interface RowViewProps {
  rid: string;
  index: number;
}

const NO_LOCKS = () => () => undefined;

/** The lock another user holds on a row of a shared table (re-renders when the locks change). */
function useRowLock(shared: SharedRows | undefined, rid: string) {
  const subscribe = useCallback((fn: () => void) => (shared ? shared.subscribe('locks', fn) : NO_LOCKS()), [shared]);
  return useSyncExternalStore(subscribe, () => shared?.lockOf(rid));
}

/** One row, absolutely placed by the virtual body; re-rendered when its position changes, not when a cell does. */
export const RowView = memo(function RowView({ rid, index }: RowViewProps) {
  const { store, columns, widths, rowHeight, rowSelection, rowNumber, dragSort, openSubForm, shared } = useTable();
  const lock = useRowLock(shared, rid);
  const locked = Boolean(lock);
  return (
    <div
      className={locked ? 'zhdj-et-row zhdj-et-row-locked' : 'zhdj-et-row'}
      role="row"
      aria-disabled={locked || undefined}
      data-index={index}
      data-rid={rid}
      style={{ top: index * rowHeight, height: rowHeight, width: widths.total }}
      // Editing a row of a shared table locks it for the others until the focus leaves the row.
      onFocus={() => shared?.focus(rid)}
      onBlur={(e) => !e.currentTarget.contains(e.relatedTarget as Node | null) && shared?.blur(rid)}
      onDragOver={(e) => {
        if (!dragSort) return;
        e.preventDefault();
      }}
      onDrop={(e) => {
        const from = Number(e.dataTransfer.getData('text/x-row-index'));
        if (dragSort && Number.isInteger(from)) store.move(from, index);
      }}
    >
      {lock && <div className="zhdj-et-lock">{tableTexts.lockedBy(lock.name)}</div>}
      {rowSelection && <SelectCell rid={rid} locked={locked} />}
      {rowNumber && (
        <div className="zhdj-et-cell zhdj-et-fixed zhdj-et-index" style={{ width: widths.index }}>
          {index + 1}
          {openSubForm && <Button type="text" size="small" icon={<ProfileOutlined />} aria-label={tableTexts.subForm} onClick={() => openSubForm(rid)} />}
        </div>
      )}
      {dragSort && <SortCell rid={rid} index={index} locked={locked} />}
      {columns.map((c, i) => (
        <Cell key={c.key} rid={rid} column={c} width={widths.columns[i]} locked={locked} />
      ))}
    </div>
  );
});
