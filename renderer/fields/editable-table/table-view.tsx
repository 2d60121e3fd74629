import { useEffect, useMemo, useRef, useState, type MutableRefObject, type RefObject } from 'react';
import { flushSync } from 'react-dom';
import { usePermissions } from '../../data-provider';
import type { Option } from '../../hooks/use-dict-options';
import { readAddSettings, throttle, writeAddSettings, type AddSettings } from './model/add-settings';
import { columnType, DEFAULT_WIDTH, type TableColumn } from './model/columns';
import { topics, type TableStore } from './model/table-store';
import type { SharedRows } from './model/shared-rows';
import { HeaderRow, StatisticsFooter } from './header-footer';
import { TableContext, type TableContextValue } from './table-context';
import { tableTexts } from './texts';
import { Toolbar } from './toolbar';
import { useTopic } from './use-store';
import { VirtualBody } from './virtual-body';
import { SubFormPopover, useSubFormOpener } from './sub-form';
import type { EditableTableOptions, EditableTableSubForm } from '@shared/generated/meta-schemas';
import './editable-table.css';

/** The table's options with their defaults applied (index.tsx); the meta-schema says what each one does. */
export type TableViewOptions = Required<
  Pick<EditableTableOptions, 'rowNumber' | 'rowSelection' | 'dragSort' | 'toolbar' | 'maxHeight' | 'rowHeight' | 'insertThrottleMs' | 'storageKey' | 'disabled'>
> &
  Pick<EditableTableOptions, 'authPrefix' | 'addRowSettings' | 'subForm'>;

const HEAD = 40;
const storage = () => (typeof localStorage === 'undefined' ? undefined : localStorage);

/** The table: toolbar, sticky header, virtual body and statistics footer in one scrolling box. */
export function TableView({
  store,
  options,
  dictOptions,
  shared,
}: {
  store: TableStore;
  options: TableViewOptions;
  dictOptions: Record<string, Option[]>;
  shared?: SharedRows;
}) {
  const { rowHeight, maxHeight, storageKey, disabled } = options;
  const scroller = useRef<HTMLDivElement>(null);
  const perms = usePermissions();
  const [settings, setSettings] = useState(() =>
    readAddSettings(storage(), storageKey, { count: 1, position: 'end', scrollToBottom: true, ...options.addRowSettings }),
  );
  const count = useTopic(store, topics.rows, () => store.size);
  const subFormOpener = useRef<(rid: string) => void>(() => undefined);

  const context = useMemo<TableContextValue>(() => {
    const inSubForm = new Set(options.subForm?.columns.map((c) => c.key));
    const columns: TableColumn[] = store.columns.filter((c) => columnType(c) !== 'hidden' && !inSubForm.has(c.key));
    const widths = { select: 44, index: 56, sort: 72, columns: columns.map((c) => c.width ?? DEFAULT_WIDTH), total: 0 };
    widths.total =
      (options.rowSelection ? widths.select : 0) +
      (options.rowNumber ? widths.index : 0) +
      (options.dragSort ? widths.sort : 0) +
      widths.columns.reduce((a, b) => a + b, 0);
    const allowInsert = throttle(options.insertThrottleMs);
    return {
      store,
      columns,
      widths,
      rowHeight,
      rowSelection: options.rowSelection,
      rowNumber: options.rowNumber,
      dragSort: options.dragSort,
      disabled,
      dictOptions,
      insertAt: (i) => allowInsert() && void store.insert(i),
      openSubForm: options.subForm ? (rid) => subFormOpener.current(rid) : undefined,
      shared,
    };
  }, [store, dictOptions, shared, options.subForm, rowHeight, options.rowSelection, options.rowNumber, options.dragSort, options.insertThrottleMs, disabled]);

  // A failed validation scrolls to its first bad cell and focuses it (a sub-form field: opens that row's sub-form).
  useEffect(
    () =>
      store.subscribe(topics.reveal, () => {
        const el = scroller.current;
        const problem = store.revealed;
        if (!el || !problem) return;
        const index = store.indexOf(problem.rid);
        flushSync(() => void (el.scrollTop = Math.max(0, index * rowHeight - (el.clientHeight - HEAD) / 2 + rowHeight / 2)));
        el.dispatchEvent(new Event('scroll'));
        if (options.subForm?.columns.some((c) => c.key === problem.key)) return subFormOpener.current(problem.rid);
        const row = el.querySelector<HTMLElement>(`[data-rid="${problem.rid}"]`);
        const cell = [...(row?.querySelectorAll<HTMLElement>('[data-key]') ?? [])].find((c) => c.dataset.key === problem.key);
        cell?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
        cell?.querySelector<HTMLElement>('input,textarea,button')?.focus();
      }),
    [store, rowHeight, options.subForm],
  );

  const buttons = disabled ? [] : options.toolbar.filter((b) => !options.authPrefix || perms.can(`${options.authPrefix}${b}`));
  const add = () => {
    // The new rows must be in the DOM before the box can scroll to them.
    flushSync(() => store.add(settings.count, settings.position));
    if (settings.scrollToBottom && settings.position === 'end' && scroller.current) scroller.current.scrollTop = scroller.current.scrollHeight;
    else if (settings.position === 'start' && scroller.current) scroller.current.scrollTop = 0;
  };
  const changeSettings = (next: AddSettings) => {
    setSettings(next);
    writeAddSettings(storage(), storageKey, next);
  };
  return (
    <TableContext.Provider value={context}>
      <div className="zhdj-editable-table" data-rows={count}>
        <Toolbar buttons={buttons} settings={settings} onSettings={changeSettings} onAdd={add} />
        <div className="zhdj-et-scroll" ref={scroller} style={{ maxHeight }} role="table">
          <div className="zhdj-et-inner" style={{ width: context.widths.total }}>
            <HeaderRow />
            <VirtualBody scroller={scroller} viewport={maxHeight - HEAD} />
            {options.subForm && <SubFormLayer scroller={scroller} options={options.subForm} opener={subFormOpener} />}
            {!count && <div className="zhdj-et-empty">{tableTexts.empty}</div>}
            <StatisticsFooter />
          </div>
        </div>
      </div>
    </TableContext.Provider>
  );
}

/** Holds which row's sub-form is open; lives inside the table's context, which the opener reads. */
function SubFormLayer({
  scroller,
  options,
  opener,
}: {
  scroller: RefObject<HTMLDivElement>;
  options: EditableTableSubForm;
  opener: MutableRefObject<(rid: string) => void>;
}) {
  const { openRid, open, close } = useSubFormOpener(scroller);
  opener.current = open;
  return openRid ? <SubFormPopover rid={openRid} options={options} onClose={close} offset={HEAD} /> : null;
}
