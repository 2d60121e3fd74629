import { useRef } from 'react';
import { ArrayBase } from '@formily/antd-v5';
import { observer } from '@formily/react';
import { Button, Dropdown, Space } from 'antd';
import { MoreOutlined } from '@ant-design/icons';
import { dragSortTexts } from './texts';

export interface DragSortCellProps {
  /** Shows the drag handle (default true); the menu works either way. */
  draggable?: boolean;
  /** Values of a row made by 插入一行 (default: an empty row). */
  insertDefaults?: Record<string, unknown>;
  /** Inserts closer together than this are ignored (default 1500 ms, as the editable table throttles them, 002 §4). */
  insertThrottleMs?: number;
  disabled?: boolean;
}

/**
 * The drag-sort cell of an array table row (002 §2.5): a drag handle and a menu with 上移, 下移 and 插入一行 (a new row
 * below this one). Put it in an `ArrayTable.Column` (type void).
 */
export const DragSortCell = observer(function DragSortCell({ draggable = true, insertDefaults, insertThrottleMs = 1500, disabled }: DragSortCellProps) {
  const array = ArrayBase.useArray();
  const index = ArrayBase.useIndex();
  const lastInsert = useRef(-Infinity);
  if (!array) return null;
  const field = array.field;
  const count = Array.isArray(field.value) ? field.value.length : 0;
  const off = disabled || field.disabled || !field.editable;
  const insert = () => {
    const now = Date.now();
    if (now - lastInsert.current < insertThrottleMs) return;
    lastInsert.current = now;
    void field.insert(index + 1, JSON.parse(JSON.stringify(insertDefaults ?? {})));
  };
  const items = [
    { key: 'up', label: dragSortTexts.moveUp, disabled: index <= 0 },
    { key: 'down', label: dragSortTexts.moveDown, disabled: index >= count - 1 },
    { key: 'insert', label: dragSortTexts.insert },
  ];
  const act = ({ key }: { key: string }) => {
    if (key === 'up') void field.moveUp(index);
    else if (key === 'down') void field.moveDown(index);
    else insert();
  };
  return (
    <Space size={4} className="zhdj-drag-sort-cell">
      {draggable && !off && <ArrayBase.SortHandle />}
      <Dropdown trigger={['click']} disabled={off} menu={{ items, onClick: act }} getPopupContainer={(trigger) => trigger.parentElement ?? document.body}>
        <Button type="text" size="small" icon={<MoreOutlined />} aria-label={dragSortTexts.menu} />
      </Dropdown>
    </Space>
  );
});

export default DragSortCell;
