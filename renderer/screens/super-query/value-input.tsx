import { useEffect, useMemo, useRef } from 'react';
import { onFieldValueChange } from '@formily/core';
import { createForm } from '../../form/create-form';
import { FormProvider } from '@formily/react';
import { toJS } from '@formily/reactive';
import { SchemaField } from '../../schema-field';
import type { Widget } from './fields';

export interface ValueInputProps {
  widget: Widget;
  value: unknown;
  onChange(value: unknown): void;
}

/**
 * The value widget of one row: a registered field type in a one-field Formily form, so widgets that read their
 * field (pickers that keep a text beside the value) work as they do in any form. A new widget makes a new form.
 */
export function ValueInput({ widget, value, onChange }: ValueInputProps) {
  const changed = useRef(onChange);
  changed.current = onChange;
  const key = JSON.stringify(widget);
  const form = useMemo(() => createForm({ values: { v: value }, effects: () => onFieldValueChange('v', (f) => changed.current(toJS(f.value))) }), [key]);
  useEffect(() => {
    // Compared as JSON: the form holds observable copies, the row plain values.
    if (JSON.stringify(toJS(form.values.v) ?? null) !== JSON.stringify(value ?? null)) form.setValuesIn('v', value);
  }, [form, value]);
  const schema = useMemo(
    () => ({
      type: 'object',
      properties: { v: { type: widget.multiple ? 'array' : 'string', 'x-component': widget.component, 'x-component-props': widget.props } },
    }),
    [key],
  );
  return (
    <FormProvider form={form}>
      <SchemaField schema={schema} />
    </FormProvider>
  );
}
