import { useEffect, useMemo, useState } from 'react';
import { connect, mapReadPretty } from '@formily/react';
import { Alert, Button, Select } from 'antd';
import { SearchOutlined } from '@ant-design/icons';
import { useDataProvider, type Values } from '../../data-provider';
import { FieldText } from '../../hooks/field-text';
import type { QueryItem } from '../../picker/query-form';
import { pickerTexts } from '../../picker/texts';
import { texts } from '../../texts';
import { BIZ_DEFAULTS, lookupParams, valueKeyOf, valuesOf, type BizColumn, type BizKeys } from './biz-config';
import { BizModal } from './biz-modal';

export interface BizSelectProps extends BizKeys {
  /** Base of a generic CRUD api (an entity's x-entity.api): rows come from `${api}/list`, within the caller's scope. */
  api?: string;
  /** The table's columns. */
  columns?: BizColumn[];
  /** What is chosen, e.g. 网格: the dialog is 选择网格, the panel 已选网格 N. */
  name?: string;
  /** The field of the fixed query input (default the stored key) and its label (default name). */
  queryParamCode?: string;
  queryParamText?: string;
  /** More query fields, shown on 展开. */
  queryConfig?: Array<Omit<QueryItem, 'hidden'>>;
  /** Fixed list parameters sent with every page (filters of the api's entity). */
  params?: Record<string, string | number>;
  multiple?: boolean;
  rowKey?: string;
  width?: number;
  ellipsisLength?: number;
  /** Show the 选择 button beside the select (default true); without it a click on the select opens the dialog. */
  buttons?: boolean;
  selectButtonText?: string;
  placeholder?: string;
  disabled?: boolean;
  readOnly?: boolean;
  value?: unknown;
  onChange?(value: string): void;
  /** The stored values' names as the server sent them (`<field>_dictText`, comma-joined in their order): shown without a lookup. */
  valueText?: unknown;
  /** Hears the rows picked in the dialog before the value changes (an editable-table row fills its other cells from them). */
  onPick?(rows: Values[]): void;
}

/** The rows `valueText` names, when it names each stored value. */
function namedRows(valueText: unknown, values: string[], valueKey: string, displayKey: string): Values[] {
  const names = typeof valueText === 'string' ? valueText.split(',') : [];
  return names.length === values.length ? values.map((v, i) => ({ [valueKey]: v, [displayKey]: names[i] })) : [];
}

/** Rows of the stored values: named by `valueText`, else looked up once per value through the list (002 §7 value lookup). */
function useValueRows(props: BizSelectProps, valueKey: string) {
  const provider = useDataProvider();
  const [learnt, setLearnt] = useState<Values[]>([]);
  const values = valuesOf(props.value);
  const named = namedRows(props.valueText, values, valueKey, props.displayKey ?? valueKey);
  const known = named.length ? named : learnt;
  const missing = values.filter((v) => !known.some((r) => String(r[valueKey]) === v));
  useEffect(() => {
    if (!props.api || !missing.length) return;
    let live = true;
    provider.list({ api: props.api, params: { ...props.params, ...lookupParams(valueKey, missing) } }).then(
      (r) => live && setLearnt((k) => [...k, ...r.records.filter((row) => !k.some((x) => String(x[valueKey]) === String(row[valueKey])))]),
      () => undefined,
    );
    return () => void (live = false);
  }, [provider, props.api, missing.join(',')]);
  const rows = values.map((v) => known.find((r) => String(r[valueKey]) === v)).filter((r): r is Values => !!r);
  return {
    values,
    rows,
    remember: (more: Values[]) => setLearnt((k) => [...k.filter((x) => !more.some((m) => String(m[valueKey]) === String(x[valueKey]))), ...more]),
  };
}

/** JeecgBoot's JSelectBizComponent: a select of the chosen rows and a dialog to choose them from a list. */
function BizSelectInput(props: BizSelectProps) {
  const {
    api,
    columns,
    name = '',
    multiple = true,
    rowKey = BIZ_DEFAULTS.rowKey,
    width = BIZ_DEFAULTS.width,
    ellipsisLength = BIZ_DEFAULTS.ellipsisLength,
    buttons = true,
    selectButtonText = pickerTexts.choose,
    placeholder = texts.selectPlaceholder,
    disabled,
    readOnly,
    onChange,
  } = props;
  const valueKey = valueKeyOf(props);
  const displayKey = props.displayKey ?? valueKey;
  const { values, rows, remember } = useValueRows(props, valueKey);
  const [open, setOpen] = useState(false);
  const queryItems = useMemo<QueryItem[]>(
    () => [{ field: props.queryParamCode ?? valueKey, label: props.queryParamText ?? name }, ...(props.queryConfig ?? []).map((q) => ({ ...q, hidden: true }))],
    [props.queryParamCode, props.queryParamText, name, valueKey, JSON.stringify(props.queryConfig)],
  );
  if (!api || !columns?.length) return <Alert type="error" showIcon message={pickerTexts.bizMisconfigured} />;
  const options = values.map((v) => {
    const row = rows.find((r) => String(r[valueKey]) === v);
    return { value: v, label: row ? String(row[`${displayKey}_dictText`] ?? row[displayKey] ?? v) : v };
  });
  const start = () => !disabled && !readOnly && setOpen(true);
  const chosen = (picked: Values[]) => {
    remember(picked);
    props.onPick?.(picked);
    onChange?.(picked.map((r) => String(r[valueKey])).join(','));
  };
  return (
    <div className="zhdj-biz-select-box" style={{ display: 'flex', gap: 8 }}>
      <Select
        mode="multiple"
        style={{ flex: 1, minWidth: 0 }}
        open={false}
        allowClear
        disabled={disabled}
        placeholder={placeholder}
        value={values}
        options={options}
        onChange={(v: string[]) => onChange?.(v.join(','))}
        onClick={() => !buttons && start()}
      />
      {buttons && (
        <Button type="primary" icon={<SearchOutlined />} disabled={disabled || readOnly} onClick={start}>
          {selectButtonText}
        </Button>
      )}
      {open && (
        <BizModal
          title={`${pickerTexts.choose}${name}`}
          name={name}
          api={api}
          columns={columns}
          queryItems={queryItems}
          params={props.params ?? {}}
          multiple={multiple}
          rowKey={rowKey}
          width={width}
          ellipsisLength={ellipsisLength}
          initial={rows}
          onOk={chosen}
          onClose={() => setOpen(false)}
        />
      )}
    </div>
  );
}

function BizSelectText(props: BizSelectProps) {
  const valueKey = valueKeyOf(props);
  const displayKey = props.displayKey ?? valueKey;
  const { values, rows } = useValueRows(props, valueKey);
  return (
    <FieldText>
      {values
        .map((v) => {
          const r = rows.find((x) => String(x[valueKey]) === v);
          return r ? String(r[`${displayKey}_dictText`] ?? r[displayKey]) : v;
        })
        .join('，')}
    </FieldText>
  );
}

export const BizSelect = connect(BizSelectInput, mapReadPretty(BizSelectText));
export default BizSelect;
