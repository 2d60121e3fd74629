import { useEffect, useLayoutEffect, useState, type RefObject } from 'react';
import { flushSync } from 'react-dom';
import { topics } from './model/table-store';
import { RowView } from './row-view';
import { useTable } from './table-context';
import { useTopic } from './use-store';

/** Rows drawn beyond the visible ones on each side, so a small scroll never shows an undrawn row. */
const OVERSCAN = 6;

interface Range {
  start: number;
  end: number;
}

function rangeAt(scrollTop: number, viewport: number, rowHeight: number, count: number): Range {
  const first = Math.floor(scrollTop / rowHeight);
  const start = Math.max(0, first - OVERSCAN);
  const end = Math.min(count, first + Math.ceil(viewport / rowHeight) + 1 + OVERSCAN);
  return { start, end };
}

/**
 * The body of the table: only the rows in (and near) the viewport are in the DOM. The scroll listener renders the
 * new range synchronously (flushSync), so the frame that shows the new scroll position already has its rows.
 */
export function VirtualBody({ scroller, viewport }: { scroller: RefObject<HTMLDivElement>; viewport: number }) {
  const { store, rowHeight } = useTable();
  const ids = useTopic(store, topics.rows, () => store.rowIds());
  const [range, setRange] = useState<Range>(() => rangeAt(0, viewport, rowHeight, ids.length));

  useLayoutEffect(() => {
    const el = scroller.current;
    setRange(rangeAt(el?.scrollTop ?? 0, viewport, rowHeight, ids.length));
  }, [ids, viewport, rowHeight, scroller]);

  useEffect(() => {
    const el = scroller.current;
    if (!el) return;
    const onScroll = () => {
      const next = rangeAt(el.scrollTop, viewport, rowHeight, store.size);
      setRange((current) => {
        if (current.start === next.start && current.end === next.end) return current;
        return next;
      });
    };
    const sync = () => flushSync(onScroll);
    el.addEventListener('scroll', sync, { passive: true });
    return () => el.removeEventListener('scroll', sync);
  }, [scroller, viewport, rowHeight, store]);

  const shown = ids.slice(range.start, range.end);
  return (
    <div className="zhdj-et-body" role="rowgroup" style={{ height: ids.length * rowHeight }}>
      {shown.map((rid, i) => (
        <RowView key={rid} rid={rid} index={range.start + i} />
      ))}
    </div>
  );
}
