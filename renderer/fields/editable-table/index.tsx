import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import type { Field } from '@formily/core';
import { observer, useField } from '@formily/react';
import { raw } from '@formily/reactive';
import { Spin } from 'antd';
import { registry } from '../../registry';
import { REGISTERED_EDITORS } from './cell-editors';
import type { EditableTableProps } from '@shared/generated/meta-schemas';
import { columnType, type RowValue } from './model/columns';
import { TableStore, topics } from './model/table-store';
import { TableView, type TableViewOptions } from './table-view';
import { useTableDicts } from './use-table-dicts';
import { useSharedRows } from './use-shared-rows';
import type { SharedRows } from './model/shared-rows';
import type { Option } from '../../hooks/use-dict-options';
import { rowProblemText } from '@validators/row-message';

/** The field's props: the value and its change handler, and the options of the meta-schema (schemas/meta/editable-table.schema.json). */
export type EditableTableFieldProps = EditableTableProps & {
  /** The rows: plain objects of the column keys (plus `id` and any other keys a row carried, kept untouched). */
  value?: RowValue[];
  onChange?(value: RowValue[]): void;
};

const asRows = (value: unknown): RowValue[] =>
  Array.isArray(value) ? (raw(value) as RowValue[]).map((r) => (r && typeof r === 'object' ? (raw(r) as RowValue) : {})) : [];

/**
 * The editable table (002 §2.8) as a Formily field whose value is an array of rows. Cells edit a small store, not
 * Formily's array: a keystroke re-renders one cell and hands the field a new array. The field gets a validator that
 * checks every row before submit, scrolls to the first bad cell and fails with "第N行「列」：message" (validators/row-message.ts).
 */
export const EditableTable = observer(function EditableTable(props: EditableTableFieldProps) {
  const field = useField<Field>() as Field | undefined;
  const { value, onChange, columns } = props;
  // Formily hands the component a deep copy of its props on every render (toJS): the columns are compared as JSON.
  const allColumns = [...(columns ?? []), ...(props.subForm?.columns ?? [])];
  const columnsKey = JSON.stringify(allColumns);
  const store = useMemo(() => new TableStore(allColumns, asRows(value)), [columnsKey]); // eslint-disable-line react-hooks/exhaustive-deps
  const emitted = useRef<unknown>(store.value());

  // A value set from outside (a loaded record, form.setValues) replaces the rows; our own commits come back as is.
  useLayoutEffect(() => {
    const given = Array.isArray(value) ? raw(value) : value;
    if (given !== emitted.current && !(given === undefined && store.size === 0)) {
      store.reset(asRows(value));
      emitted.current = store.value();
    }
  }, [value, store]);

  const change = useRef(onChange);
  change.current = onChange;
  useEffect(
    () =>
      store.subscribe(topics.value, () => {
        emitted.current = store.value();
        change.current?.(store.value());
      }),
    [store],
  );

  useEffect(() => {
    if (!field || !('validator' in field)) return;
    const before = field.validator;
    const own = {
      // Not while typing (each cell checks itself); on submit and form.validate(), which run every trigger type.
      triggerType: 'onBlur' as const,
      validator: () => {
        const problem = store.validateAll();
        if (!problem) return '';
        store.reveal(problem);
        const column = store.columns.find((c) => c.key === problem.key);
        return rowProblemText(problem.index + 1, column?.title ?? problem.key, problem.message);
      },
    };
    field.validator = [...(Array.isArray(before) ? before : before ? [before] : []), own] as Field['validator'];
    return () => void (field.validator = before);
  }, [field, store]);

  const disabled = Boolean(props.disabled || field?.disabled || field?.readOnly || field?.readPretty);
  const recordId = props.shared && !disabled ? field?.form?.values?.[props.sharedIdField ?? 'id'] : undefined;
  const shared = useSharedRows(
    store,
    props.sharedEntity && (typeof recordId === 'string' || typeof recordId === 'number') && recordId !== ''
      ? { entity: props.sharedEntity, id: String(recordId), field: String(field?.address ?? 'rows') }
      : null,
  );

  const dicts = useTableDicts(store.columns);
  const editors = useMemo(() => store.columns.flatMap((c) => REGISTERED_EDITORS[columnType(c)] ?? []), [store]);
  const [loaded, setLoaded] = useState(false);
  useEffect(() => {
    let live = true;
    void registry.preload(editors).then(() => live && setLoaded(true));
    return () => void (live = false);
  }, [editors]);

  const options: TableViewOptions = {
    rowNumber: props.rowNumber ?? true,
    rowSelection: props.rowSelection ?? 'checkbox',
    dragSort: props.dragSort ?? false,
    toolbar: props.toolbar ?? ['add', 'batch_delete'],
    authPrefix: props.authPrefix,
    maxHeight: props.maxHeight ?? 400,
    rowHeight: props.rowHeight ?? 61,
    insertThrottleMs: props.insertThrottleMs ?? 1500,
    addRowSettings: props.addRowSettings,
    storageKey: props.storageKey ?? String(field?.address ?? 'editable-table'),
    subForm: props.subForm,
    disabled,
  };
  if (!loaded || !dicts) return <Spin />;
  return <MemoTable store={store} options={options} dictOptions={dicts} shared={shared} />;
});

/** Re-renders only when an option changes: a commit of a typed cell re-renders the field wrapper, not the table. */
function MemoTable({
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
  const key = JSON.stringify(options);
  // eslint-disable-next-line react-hooks/exhaustive-deps
  return useMemo(() => <TableView store={store} options={options} dictOptions={dictOptions} shared={shared} />, [store, dictOptions, shared, key]);
}

export default EditableTable;
