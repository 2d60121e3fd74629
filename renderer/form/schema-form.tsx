import type { ReactNode } from 'react';
import type { Form } from '@formily/core';
import type { ISchema } from '@formily/json-schema';
import { FormProvider } from '@formily/react';
import { FormLayout, PreviewText } from '@formily/antd-v5';
import { SchemaField } from '../schema-field';

export interface SchemaFormProps {
  /** A Formily form (createForm); its pattern decides editable or read-pretty. */
  form: Form;
  /** Formily JSON schema: x-component, x-decorator, x-reactions and x-validator resolve through the registry. */
  schema: ISchema;
  layout?: 'horizontal' | 'vertical' | 'inline';
  /** Label width in px (default 110). */
  labelWidth?: number;
  /** Extra names for the schema's expressions (e.g. `$context` of a form screen). */
  scope?: Record<string, unknown>;
  children?: ReactNode;
}

/** Renders a Formily JSON schema with the registry's components; empty read-pretty values show as "-". */
export function SchemaForm({ form, schema, layout = 'horizontal', labelWidth = 110, scope, children }: SchemaFormProps) {
  return (
    <FormProvider form={form}>
      <PreviewText.Placeholder value="-">
        <FormLayout layout={layout} labelWidth={labelWidth} labelWrap>
          <SchemaField schema={schema} scope={scope} />
          {children}
        </FormLayout>
      </PreviewText.Placeholder>
    </FormProvider>
  );
}
