import { useCallback, useEffect, useState, type RefObject } from 'react';
import { Button, Card } from 'antd';
import { CloseOutlined } from '@ant-design/icons';
import { useFeedback } from '../../hooks/use-feedback';
import type { EditableTableSubForm } from '@shared/generated/meta-schemas';
import { topics } from './model/table-store';
import { Cell } from './row-view';
import { useTable } from './table-context';
import { tableTexts } from './texts';

/** How often opening a sub-form looks for its row again (the row may still be on its way into the DOM) before giving up. */
export const SUB_FORM_RETRIES = 3;

/**
 * Opening the sub-form of a row: it is anchored to the row's element, which the virtual body may not have drawn yet
 * (the row was scrolled away). The table scrolls to the row and looks again, a frame apart; after more than 3 tries
 * it says 打开子表失败 (002 §5).
 */
export function useSubFormOpener(scroller: RefObject<HTMLDivElement>) {
  const { store, rowHeight } = useTable();
  const { message } = useFeedback();
  const [openRid, setOpenRid] = useState<string | null>(null);
  const open = useCallback(
    (rid: string) => {
      const attempt = (tries: number) => {
        const box = scroller.current;
        if (box?.querySelector(`[data-rid="${rid}"]`)) return setOpenRid(rid);
        if (tries >= SUB_FORM_RETRIES || !box || store.indexOf(rid) < 0) return void message.error(tableTexts.subFormFailed);
        box.scrollTop = store.indexOf(rid) * rowHeight;
        requestAnimationFrame(() => attempt(tries + 1));
      };
      attempt(0);
    },
    [scroller, store, rowHeight, message],
  );
  // A row that is removed closes its sub-form.
  useEffect(() => store.subscribe(topics.rows, () => setOpenRid((rid) => (rid && store.indexOf(rid) < 0 ? null : rid))), [store]);
  return { openRid, open, close: () => setOpenRid(null) };
}

/** The sub-form popover: a card just below its row with the sub-form's fields, edited in place. */
export function SubFormPopover({ rid, options, onClose, offset }: { rid: string; options: EditableTableSubForm; onClose(): void; offset: number }) {
  const { store, rowHeight } = useTable();
  const index = store.indexOf(rid);
  if (index < 0) return null;
  return (
    <Card
      size="small"
      className="zhdj-et-subform"
      style={{ top: offset + (index + 1) * rowHeight }}
      title={`${options.title ?? tableTexts.subForm}（第 ${index + 1} 行）`}
      extra={<Button type="text" size="small" icon={<CloseOutlined />} aria-label={tableTexts.close} onClick={onClose} />}
    >
      {options.columns.map((c) => (
        <div key={c.key} className="zhdj-et-subform-field">
          <span className="zhdj-et-subform-label">{c.title}</span>
          <Cell rid={rid} column={c} width={280} />
        </div>
      ))}
    </Card>
  );
}
