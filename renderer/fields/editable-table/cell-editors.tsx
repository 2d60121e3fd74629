/**
 * The editor of each column type. Plain antd controls where the cell is one; the renderer's own fields (dictionary,
 * pickers, area, popup report) are used by their registered names, so they load lazily and are never copied here.
 */
import { createElement, type ComponentType } from 'react';
import { Checkbox, DatePicker, Input, Progress, Radio, Select, Switch, TimePicker } from 'antd';
import dayjs from 'dayjs';
import { optionTexts, valueList, type Option } from '../../hooks/use-dict-options';
import { deferred } from './display-cell';
import { registry } from '../../registry';
import { columnType, type ColumnType, type TableColumn } from './model/columns';
import type { TableStore } from './model/table-store';
import { NumberCell } from './number-cell';
import { UploadCell } from './upload-cell';

export interface CellEditorProps {
  column: TableColumn;
  value: unknown;
  onChange(value: unknown): void;
  disabled?: boolean;
  store: TableStore;
  rid: string;
  /** The choices of a select, multi-select, radio or dictionary column (a dictionary's loaded once per table). */
  options?: Option[];
  /** A deferred cell just turned into its editor: focus it and open its popup. */
  active?: boolean;
}

/** Registered fields used as cell editors, by column type. */
export const REGISTERED_EDITORS: Partial<Record<ColumnType, string>> = {
  dict: 'DictSelect',
  popup: 'PopupReport',
  depart: 'DepartSelect',
  user: 'UserSelect',
  area: 'AreaSelect',
  biz: 'BizSelect',
};

const FORMATS: Partial<Record<ColumnType, string>> = { date: 'YYYY-MM-DD', datetime: 'YYYY-MM-DD HH:mm:ss', time: 'HH:mm:ss' };
const YES_NO = ['Y', 'N'];
const text = (v: unknown) => (v === undefined || v === null ? '' : String(v));

function DateCell({ column, value, onChange, disabled, active }: CellEditorProps) {
  const format = (column.props?.format as string) ?? FORMATS[columnType(column)]!;
  const parsed = value ? dayjs(String(value), format) : null;
  const change = (d: dayjs.Dayjs | null) => onChange(d ? d.format(format) : null);
  if (columnType(column) === 'time')
    return (
      <TimePicker
        value={parsed}
        format={format}
        onChange={change}
        disabled={disabled}
        placeholder={column.placeholder}
        autoFocus={active}
        defaultOpen={active}
      />
    );
  return (
    <DatePicker
      value={parsed}
      format={format}
      showTime={columnType(column) === 'datetime'}
      onChange={change}
      disabled={disabled}
      placeholder={column.placeholder}
      autoFocus={active}
      defaultOpen={active}
    />
  );
}

function SelectCell({ column, value, onChange, disabled, active }: CellEditorProps) {
  const multiple = columnType(column) === 'selectMultiple';
  return (
    <Select
      style={{ width: '100%' }}
      allowClear
      options={column.options}
      value={multiple ? valueList(value) : (value as string)}
      mode={multiple ? 'multiple' : undefined}
      maxTagCount={1}
      // A multi-select stores its values comma-joined, as JeecgBoot's table does.
      onChange={(v) => onChange(multiple ? (v as unknown[]).join(',') : (v ?? null))}
      disabled={disabled}
      placeholder={column.placeholder}
      autoFocus={active}
      defaultOpen={active}
      {...column.props}
    />
  );
}

function ToggleCell({ column, value, onChange, disabled }: CellEditorProps) {
  const [on, off] = (column.props?.customValue as unknown[]) ?? YES_NO;
  const checked = value === on;
  if (columnType(column) === 'switch') return <Switch checked={checked} onChange={(c) => onChange(c ? on : off)} disabled={disabled} />;
  return <Checkbox checked={checked} onChange={(e) => onChange(e.target.checked ? on : off)} disabled={disabled} />;
}

function RegisteredCell({ column, value, onChange, disabled, store, rid, active }: CellEditorProps) {
  const name = REGISTERED_EDITORS[columnType(column)]!;
  const props: Record<string, unknown> = { ...column.props, value, onChange, disabled, placeholder: column.placeholder };
  if (active) Object.assign(props, { autoFocus: true, defaultOpen: true });
  if (column.dictCode) props.dictCode = column.dictCode;
  if (name === 'PopupReport')
    props.siblings = { ownName: column.key, get: (k: string) => store.cell(rid, k), set: (v: Record<string, unknown>) => store.setCells(rid, v) };
  if (name === 'BizSelect') Object.assign(props, pickedRowProps(column, store, rid));
  return createElement(registry.components[name], props);
}

/**
 * A business picker in a row shows the names the server sent with the row (`<key>_dictText`, so no lookup and never
 * an id), and a pick keeps the new names there and fills the row's `fill` cells from the picked row.
 */
function pickedRowProps(column: TableColumn, store: TableStore, rid: string) {
  const textKey = `${column.key}_dictText`;
  const displayKey = column.props?.displayKey as string | undefined;
  const onPick = (rows: Array<Record<string, unknown>>) => {
    const filled = Object.fromEntries(Object.entries(column.fill ?? {}).map(([key, from]) => [key, rows.length === 1 ? (rows[0][from] ?? null) : null]));
    // Without a displayKey the picker shows what it stores, so there is no name to keep.
    const names = displayKey ? rows.map((r) => String(r[displayKey] ?? '')).join(',') : null;
    store.setCells(rid, { [textKey]: names, ...filled });
  };
  return { valueText: store.cell(rid, textKey), onPick };
}

const choiceText = ({ options, value }: CellEditorProps) => optionTexts(options ?? [], value);
const plainText = ({ value }: CellEditorProps) => text(value);
const DeferredSelect = deferred(SelectCell, choiceText);
const DeferredDate = deferred(DateCell, plainText);

const EDITORS: Record<ColumnType, ComponentType<CellEditorProps>> = {
  input: ({ column, value, onChange, disabled }) => (
    <Input value={text(value)} onChange={(e) => onChange(e.target.value)} disabled={disabled} placeholder={column.placeholder} />
  ),
  textarea: ({ column, value, onChange, disabled }) => (
    <Input.TextArea rows={1} value={text(value)} onChange={(e) => onChange(e.target.value)} disabled={disabled} placeholder={column.placeholder} />
  ),
  number: NumberCell,
  select: DeferredSelect,
  selectMultiple: DeferredSelect,
  date: DeferredDate,
  datetime: DeferredDate,
  time: DeferredDate,
  checkbox: ToggleCell,
  switch: ToggleCell,
  radio: ({ column, value, onChange, disabled }) => (
    <Radio.Group options={column.options} value={value} onChange={(e) => onChange(e.target.value)} disabled={disabled} />
  ),
  file: UploadCell,
  image: UploadCell,
  progress: ({ value }) => <Progress percent={Number(value) || 0} size="small" />,
  dict: deferred(RegisteredCell, choiceText),
  popup: RegisteredCell,
  depart: RegisteredCell,
  user: RegisteredCell,
  area: RegisteredCell,
  biz: RegisteredCell,
  hidden: () => null,
};

export const editorOf = (column: TableColumn): ComponentType<CellEditorProps> => EDITORS[columnType(column)] ?? EDITORS.input;
