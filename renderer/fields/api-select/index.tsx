import { useEffect, useMemo, useState } from 'react';
import { connect, mapReadPretty, observer, useField } from '@formily/react';
import type { GeneralField } from '@formily/core';
import { Select, type SelectProps } from 'antd';
import { useDataProvider, wasNotified } from '../../data-provider';
import { FieldText } from '../../hooks/field-text';
import { texts } from '../../texts';

type Scalar = string | number | boolean;

export interface ApiSelectProps extends Omit<SelectProps, 'options'> {
  /** The GET route answering an array of options (a path declared in the service registry). */
  url: string;
  /** Fixed request parameters. */
  params?: Record<string, Scalar>;
  /** Request parameters taken from other fields of the form: parameter name -> field path; empty fields are left out. */
  paramsFrom?: Record<string, string>;
  /** The option's text (default label). */
  labelField?: string;
  /** The option's stored value (default value). */
  valueField?: string;
  /** An option is disabled when this member of it holds one of disabledValues (e.g. status 0). */
  disabledField?: string;
  disabledValues?: Scalar[];
}

interface Option {
  label: string;
  value: string;
  disabled?: boolean;
}

/** The request parameters now: fixed ones plus the current values of the fields they are taken from. */
function requestParams(field: GeneralField, params: ApiSelectProps['params'], paramsFrom: ApiSelectProps['paramsFrom']) {
  const out: Record<string, Scalar> = { ...params };
  for (const [name, path] of Object.entries(paramsFrom ?? {})) {
    const v = field.form.getValuesIn(path);
    if (v !== undefined && v !== null && v !== '') out[name] = v as Scalar;
  }
  return out;
}

/** The options the route answers; the stored value stays listed even when the route no longer offers it. */
function useApiOptions(props: ApiSelectProps): Option[] {
  const provider = useDataProvider();
  const field = useField();
  const { url, params, paramsFrom, labelField = 'label', valueField = 'value', disabledField, disabledValues = [] } = props;
  const key = JSON.stringify(requestParams(field, params, paramsFrom));
  const [rows, setRows] = useState<Record<string, unknown>[]>([]);
  useEffect(() => {
    let live = true;
    provider
      .call({ method: 'GET', url, params: JSON.parse(key) })
      .then((r) => live && setRows(Array.isArray(r) ? (r as Record<string, unknown>[]) : []))
      .catch((e) => {
        if (live) setRows([]);
        if (!wasNotified(e)) console.warn(`${url}: ${String((e as Error).message ?? e)}`);
      });
    return () => void (live = false);
  }, [provider, url, key]);
  return useMemo(() => {
    const options = rows.map((r) => ({
      label: String(r[labelField] ?? r[valueField] ?? ''),
      value: String(r[valueField] ?? ''),
      disabled: disabledField !== undefined && disabledValues.some((d) => String(d) === String(r[disabledField])),
    }));
    for (const current of valuesOf(props)) {
      if (!options.some((o) => o.value === current)) options.unshift({ label: current, value: current, disabled: false });
    }
    return options;
  }, [rows, labelField, valueField, disabledField, disabledValues, props.value]);
}

const isMultiple = (props: ApiSelectProps) => props.mode === 'multiple' || props.mode === 'tags';

/** The chosen values as texts: with several allowed, the field holds them comma-joined (JeecgBoot's storage). */
function valuesOf(props: ApiSelectProps): string[] {
  const v = props.value;
  if (v === undefined || v === null || v === '') return [];
  if (Array.isArray(v)) return v.map(String);
  return isMultiple(props) ? String(v).split(',').filter(Boolean) : [String(v)];
}

/** A select whose options a route answers (e.g. the grid-name choice, whose taken names are disabled). */
const ApiSelectInput = observer((props: ApiSelectProps) => {
  const { url, params, paramsFrom, labelField, valueField, disabledField, disabledValues, value, onChange, ...rest } = props;
  const options = useApiOptions(props);
  if (!isMultiple(props))
    return <Select showSearch optionFilterProp="label" placeholder={texts.selectPlaceholder} {...rest} value={value} onChange={onChange} options={options} />;
  const change = (next: string[], chosen: unknown) => onChange?.(next.length ? next.join(',') : '', chosen as never);
  return (
    <Select showSearch optionFilterProp="label" placeholder={texts.selectPlaceholder} {...rest} value={valuesOf(props)} onChange={change} options={options} />
  );
});

const ApiSelectText = observer((props: ApiSelectProps) => {
  const options = useApiOptions(props);
  const labels = valuesOf(props).map((v) => options.find((o) => o.value === v)?.label ?? v);
  return <FieldText>{labels.join('，') || undefined}</FieldText>;
});

export const ApiSelect = connect(ApiSelectInput, mapReadPretty(ApiSelectText));
export default ApiSelect;
