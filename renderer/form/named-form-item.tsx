/**
 * The form item every entity field is decorated with: Formily's FormItem, except that a read-only field the entity
 * marks as naming something (a region, a picked row, a dictionary item: `x-data.named`, set by field-schema.ts) shows
 * the name the server sent beside the value (`<field>_dictText`) rather than the code or id it holds. The widget's
 * own read-only text is the fallback, for a record without that name or a value changed since it was read.
 */
import { createElement, type ComponentProps } from 'react';
import { isField, type GeneralField } from '@formily/core';
import { observer, useField } from '@formily/react';
import { FormItem } from '@formily/antd-v5';
import { FieldText } from '../hooks/field-text';

/** The key of the name the server sends beside a named value. */
export const nameKeyOf = (path: string) => `${path}_dictText`;

/** The name a read-only named field shows, if the form holds one for its current value. */
function shownName(field: GeneralField): string | undefined {
  const marks = field.data as { named?: boolean; multiple?: boolean } | undefined;
  if (!isField(field) || !field.readPretty || !marks?.named) return undefined;
  if (field.value === undefined || field.value === null || field.value === '' || field.value !== field.initialValue) return undefined;
  const name = field.form.getValuesIn(nameKeyOf(field.path.toString()));
  if (typeof name !== 'string' || name === '') return undefined;
  // The server joins several names with ','; the widgets show them joined with '，'.
  return marks.multiple ? name.split(',').join('，') : name;
}

function NamedFormItemBase(props: ComponentProps<typeof FormItem>) {
  const name = shownName(useField());
  if (name === undefined) return createElement(FormItem, props);
  return createElement(FormItem, props, createElement(FieldText, null, name));
}

const Observed = observer(NamedFormItemBase);

// Formily's FormItem is a memo object: copying its members over ours would replace what renders. Only BaseItem is ours to keep.
export const NamedFormItem = Object.assign((props: ComponentProps<typeof FormItem>) => createElement(Observed, props), { BaseItem: FormItem.BaseItem });
