import { useState } from 'react';
import { connect, mapReadPretty, useField, useForm } from '@formily/react';
import { FormPath, type Field } from '@formily/core';
import { Alert, Input } from 'antd';
import { CloseCircleOutlined, ClusterOutlined } from '@ant-design/icons';
import type { Values } from '../../data-provider';
import { FieldText } from '../../hooks/field-text';
import { pickerTexts } from '../../picker/texts';
import { texts } from '../../texts';
import { clearedValues, mappedValues, ownValue, paramValues, popupConfigError, type ParamValue } from './popup-config';
import { ReportModal } from './report-modal';

export interface PopupReportProps {
  /** The report's code (schemas/reports/<code>.json). */
  code?: string;
  /** Report fields whose values are taken, comma-separated (JeecgBoot orgFields). */
  orgFields?: string;
  /** Form fields (siblings of this one) receiving them, in the same order (JeecgBoot destFields). */
  destFields?: string;
  /** Several rows may be picked; each destination then gets their values comma-joined. */
  multi?: boolean;
  /** self_ parameters of the report: a literal, or `{ "field": "<sibling>" }` read from the form when the popup opens. */
  param?: Record<string, ParamValue>;
  /** "column=asc|desc": the first order of the table. */
  sorter?: string;
  width?: number;
  placeholder?: string;
  disabled?: boolean;
  readOnly?: boolean;
  /** Where the destination fields live when they are not form fields (an editable-table row): read and write there. */
  siblings?: PopupSiblings;
  value?: unknown;
  onChange?(value: unknown): void;
}

export interface PopupSiblings {
  /** This field's own name among them. */
  ownName: string;
  get(name: string): unknown;
  set(values: Record<string, unknown>): void;
}

const shown = (value: unknown) => (value === undefined || value === null ? '' : String(value));

/** JeecgBoot's JPopup: a read-only input that opens a report popup and writes the picked rows into form fields. */
function PopupReportInput({
  code,
  orgFields,
  destFields,
  multi = false,
  param,
  sorter,
  width = 1200,
  placeholder = texts.selectPlaceholder,
  disabled,
  readOnly,
  siblings,
  value,
  onChange,
}: PopupReportProps) {
  const field = useField<Field>();
  const form = useForm();
  const [open, setOpen] = useState(false);
  const [params, setParams] = useState<Record<string, string>>({});
  const config = { code, orgFields, destFields };
  const error = popupConfigError(config);
  if (error) return <Alert type="error" showIcon message={error} />;
  const ownName = siblings?.ownName ?? String(field.path.segments[field.path.segments.length - 1]);
  const sibling = (name: string) => FormPath.parse(field.path).parent().concat(name);
  const write = (values: Record<string, unknown>, own: unknown) => {
    const others = Object.fromEntries(Object.entries(values).filter(([name]) => name !== ownName));
    if (siblings) siblings.set(others);
    else for (const [name, v] of Object.entries(others)) form.setValuesIn(sibling(name), v);
    onChange?.(own);
  };
  const openPopup = () => {
    if (disabled || readOnly) return;
    setParams(paramValues(param, (name) => (siblings ? siblings.get(name) : form.getValuesIn(sibling(name)))));
    setOpen(true);
  };
  const picked = (rows: Values[]) => {
    const mapped = mappedValues(rows, config);
    write(mapped, ownValue(mapped, rows, config, ownName));
  };
  const clear = () => write(clearedValues(config), '');
  const text = shown(value);
  return (
    <>
      <Input
        readOnly
        className="zhdj-popup-report-input"
        value={text}
        placeholder={placeholder}
        disabled={disabled}
        onClick={openPopup}
        onKeyDown={(e) => e.key === 'Enter' && openPopup()}
        prefix={<ClusterOutlined />}
        suffix={text && !disabled && !readOnly ? <CloseCircleOutlined title={pickerTexts.clear} onClick={(e) => (e.stopPropagation(), clear())} /> : <span />}
      />
      {open && <ReportModal open code={code!} multi={multi} width={width} params={params} sorter={sorter} onOk={picked} onClose={() => setOpen(false)} />}
    </>
  );
}

function PopupReportText({ value }: PopupReportProps) {
  return <FieldText>{shown(value)}</FieldText>;
}

export const PopupReport = connect(PopupReportInput, mapReadPretty(PopupReportText));
export default PopupReport;
