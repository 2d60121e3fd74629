import { useMemo, useState } from 'react';
import { Alert, Button, Modal, Spin } from 'antd';
import { detailOf, primaryKeyOf, type EntitySchema } from '@shared/entity-meta';
import { useDataProvider, type Values } from '../data-provider';
import { SchemaForm } from '../form/schema-form';
import { useFeedback } from '../hooks/use-feedback';
import { formSchemaOf } from '../schema/screen-schemas';
import { saveRecord, useRecordForm } from './record-form';
import type { FormMode, SourceWrites, TableParts } from './screen-schema';
import { useRecord } from './use-record';
import { texts } from '../texts';

export interface FormDialogProps {
  screen: TableParts;
  entity: EntitySchema;
  mode: FormMode;
  /** The row being edited or shown; absent when adding. */
  record?: Values;
  /** Values fixed by a parent screen: sent with a new record, not shown. */
  fixed?: Values;
  /** Values a new record starts with (the screen's `preset`): shown and editable. */
  initial?: Values;
  onClose(): void;
  /** Called after a successful save. */
  onSaved(): void;
  /** The list source's own add and edit routes, when it has them. */
  writes?: SourceWrites;
}

/**
 * The add / edit / detail dialog of a list screen: an antd Modal with a Formily form inside (FormDialog.Portal of
 * @formily/antd-v5 1.2.4 never opens, see STACK.md). Detail mode is the same form, read-pretty. A form showing a
 * detail table (x-entity.details), a sent transient field (x-send) or an encrypted one (x-encrypted, shown as its mask)
 * reads the record by queryById first: a list row carries none of them.
 */
export function FormDialog(props: FormDialogProps) {
  const { screen, entity, record } = props;
  // Detail rows and sent transient fields (x-send) are not in a list row: the record is read by queryById first.
  const withDetails = useMemo(
    () => formSchemaOf(screen, entity).fields.some((f) => detailOf(entity, f) || !(f in entity.properties) || entity.properties[f]['x-encrypted']),
    [screen, entity],
  );
  const id = record && withDetails ? String(record[primaryKeyOf(entity)]) : undefined;
  const loaded = useRecord(entity, id);
  if (!id) return <DialogBody {...props} />;
  return (
    <DialogBody
      {...props}
      record={loaded.status === 'ready' ? loaded.record : undefined}
      loading={loaded.status !== 'ready'}
      failure={loaded.status === 'failed' ? loaded.message : undefined}
    />
  );
}

/** The screen's own title for the mode, else one naming the entity (新增定时任务, 系统通告详情): a bare 新增 says nothing. */
export function dialogTitle(screen: TableParts, entity: EntitySchema, mode: FormMode): string {
  const own = screen.form?.titles?.[mode];
  if (own) return own;
  return mode === 'detail' ? `${entity.title}${texts.detail}` : `${mode === 'add' ? texts.add : texts.edit}${entity.title}`;
}

interface BodyProps extends FormDialogProps {
  /** The record is still being read (or could not be: `failure`). */
  loading?: boolean;
  failure?: string;
}

function DialogBody({ screen, entity, mode, record, fixed = {}, initial, onClose, onSaved, loading, failure, writes }: BodyProps) {
  const provider = useDataProvider();
  const { message, fail } = useFeedback();
  const [saving, setSaving] = useState(false);
  const omit = Object.keys(fixed);
  const compiled = useMemo(() => formSchemaOf(screen, entity, omit), [screen, entity, omit.join()]);
  // A new record's form holds the fixed values too (not shown), so its fields may read them (ApiSelect paramsFrom),
  // and the preset values of the screen.
  const startValues = useMemo(() => (omit.length || initial ? { ...fixed, ...initial } : undefined), [omit.join(), initial]);
  const form = useRecordForm(entity, mode === 'add' ? startValues : record, mode === 'detail');
  const spec = screen.form!;

  const submit = async () => {
    const values = (await form.submit()) as Values;
    setSaving(true);
    try {
      const id = mode === 'add' ? undefined : String(record?.[primaryKeyOf(entity)]);
      const done = await saveRecord({ provider, entity, values, fields: compiled.fields, fixed, id, writes });
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
      ? [
          <Button key="close" onClick={onClose}>
            {texts.close}
          </Button>,
        ]
      : [
          <Button key="cancel" onClick={onClose}>
            {texts.cancel}
          </Button>,
          <Button key="submit" type="primary" loading={saving} disabled={loading} onClick={() => submit().catch(() => undefined)}>
            {texts.submit}
          </Button>,
        ];
  return (
    <Modal open title={dialogTitle(screen, entity, mode)} width={spec.width ?? 520} onCancel={onClose} footer={footer} maskClosable={false} destroyOnHidden>
      {failure ? (
        <Alert type="error" showIcon message={failure} />
      ) : loading ? (
        <Spin style={{ display: 'block', margin: '48px auto' }} />
      ) : (
        <SchemaForm form={form} schema={compiled.schema} labelWidth={spec.labelWidth} />
      )}
    </Modal>
  );
}
