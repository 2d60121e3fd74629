import { useMemo, useState } from 'react';
import { Button, Modal } from 'antd';
import { createForm, onFieldReact } from '@formily/core';
import { primaryKeyOf, type EntitySchema } from '@shared/entity-meta';
import { useDataProvider, type Values } from '../data-provider';
import { SchemaForm } from '../form/schema-form';
import { useFeedback } from '../hooks/use-feedback';
import { formSchemaOf } from '../schema/screen-schemas';
import { bindServerChecks } from '../schema/server-checks';
import { refName, type FormMode, type ListScreenSchema } from './screen-schema';
import { texts } from '../texts';

export interface FormDialogProps {
  screen: ListScreenSchema;
  entity: EntitySchema;
  mode: FormMode;
  /** The row being edited or shown; absent when adding. */
  record?: Values;
  /** Values fixed by a parent screen: sent with a new record, not shown. */
  fixed?: Values;
  onClose(): void;
  /** Called after a successful save. */
  onSaved(): void;
}

/**
 * A reaction that sets `disabled: false` makes a field editable in Formily, even inside a read-pretty form; in the
 * detail dialog every field is put back to read-pretty whenever a reaction changes its pattern.
 */
function keepReadPretty() {
  onFieldReact('*', (field) => {
    if (field.selfPattern !== undefined && field.selfPattern !== 'readPretty') field.setPattern('readPretty');
  });
}

const DEFAULT_TITLES: Record<FormMode, string> = { add: texts.add, edit: texts.edit, detail: texts.detail };

/**
 * The add / edit / detail dialog of a list screen: an antd Modal with a Formily form inside (FormDialog.Portal of
 * @formily/antd-v5 1.2.4 never opens, see STACK.md). Detail mode is the same form, read-pretty.
 */
export function FormDialog({ screen, entity, mode, record, fixed = {}, onClose, onSaved }: FormDialogProps) {
  const provider = useDataProvider();
  const { message, fail } = useFeedback();
  const [saving, setSaving] = useState(false);
  const api = entity['x-entity'].api!;
  const omit = Object.keys(fixed);
  const schema = useMemo(() => formSchemaOf(screen, entity, omit), [screen, entity, omit.join()]);
  const form = useMemo(() => {
    const created = createForm({ initialValues: record ? { ...record } : {}, readPretty: mode === 'detail', effects: mode === 'detail' ? keepReadPretty : undefined });
    bindServerChecks(created, provider, entity);
    return created;
  }, [record, mode, provider, entity]);
  const spec = screen.form!;

  const submit = async () => {
    const values = (await form.submit()) as Values;
    const names = spec.fields.map(refName).filter((n) => !omit.includes(n));
    const body: Values = { ...fixed };
    for (const n of names) if (values[n] !== undefined) body[n] = values[n];
    const pk = primaryKeyOf(entity);
    setSaving(true);
    try {
      const done = mode === 'add' ? await provider.create({ api, values: body }) : await provider.update({ api, values: { ...body, [pk]: record?.[pk] } });
      void message.success(done.message || texts.operationDone);
      onSaved();
    } catch (e) {
      fail(e);
    } finally {
      setSaving(false);
    }
  };

  const footer =
    mode === 'detail'
      ? [<Button key="close" onClick={onClose}>{texts.close}</Button>]
      : [
          <Button key="cancel" onClick={onClose}>{texts.cancel}</Button>,
          <Button key="submit" type="primary" loading={saving} onClick={() => submit().catch(() => undefined)}>{texts.submit}</Button>,
        ];
  return (
    <Modal open title={spec.titles?.[mode] ?? DEFAULT_TITLES[mode]} width={spec.width ?? 520} onCancel={onClose} footer={footer} maskClosable={false} destroyOnHidden>
      <SchemaForm form={form} schema={schema} labelWidth={spec.labelWidth} />
    </Modal>
  );
}
