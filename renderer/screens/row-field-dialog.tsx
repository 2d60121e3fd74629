import { useMemo } from 'react';
import { Modal } from 'antd';
import { createForm } from '../form/create-form';
import { Field, FormProvider } from '@formily/react';
import type { Values } from '../data-provider';
import { registry } from '../registry';
import { fillTitle } from './sub-screen-dialog';
import type { FieldDialogAction } from './screen-schema';

export interface RowFieldDialogProps {
  action: FieldDialogAction;
  /** The row whose `action.value` property the component shows. */
  record: Values;
  onClose(): void;
  /** The component reported its work done (`onDone`): the dialog closes, and the table reloads with `after: ["reload"]`. */
  onDone(): void;
}

/**
 * A field component alone in a dialog for one row (the grid's drawing, say): a one-field Formily form holding the
 * row's value, so the component gets the field it expects; nothing is saved from the form itself, the component
 * saves through its own routes and says so with `onDone`.
 */
export function RowFieldDialog({ action, record, onClose, onDone }: RowFieldDialogProps) {
  const form = useMemo(() => createForm({ initialValues: { value: record[action.value] } }), [action, record]);
  const component = registry.get(action.component);
  const rowProps = Object.fromEntries(Object.entries(action.rowProps ?? {}).map(([prop, from]) => [prop, record[from]]));
  return (
    <Modal open title={fillTitle(action.title ?? action.label, record)} width={action.width ?? 1000} footer={null} onCancel={onClose} destroyOnHidden>
      <div className="zhdj-row-field-dialog" style={{ height: action.height ?? '75vh' }}>
        <FormProvider form={form}>
          <Field name="value" component={[component, { ...action.props, ...rowProps, onDone }]} />
        </FormProvider>
      </div>
    </Modal>
  );
}
