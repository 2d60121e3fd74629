import { useEffect, useMemo, useState } from 'react';
import { Button, Modal, Spin, Typography } from 'antd';
import { createForm } from '../form/create-form';
import type { EntitySchema } from '@shared/entity-meta';
import { useDataProvider, type Values } from '../data-provider';
import { SchemaForm } from '../form/schema-form';
import { useFeedback } from '../hooks/use-feedback';
import { registry } from '../registry';
import { compileForm } from '../schema/compile-form';
import { componentNames } from '../schema/screen-schemas';
import { texts } from '../texts';
import { fillFromResult } from './row-call';
import { fillTitle } from './sub-screen-dialog';
import type { FormCallAction } from './screen-schema';

interface LinkProps {
  action: FormCallAction;
  entity: EntitySchema;
  record: Values;
  onChanged(): void;
}

/** A row's link that opens a small form and calls a route with its values (a `formCall` action), e.g. 发送测试. */
export function RowFormCallLink({ action, entity, record, onChanged }: LinkProps) {
  const [open, setOpen] = useState(false);
  const done = () => (setOpen(false), action.after?.includes('reload') && onChanged());
  return (
    <>
      <Typography.Link onClick={() => setOpen(true)}>{action.label}</Typography.Link>
      {open && <RowFormCallDialog action={action} entity={entity} record={record} onClose={() => setOpen(false)} onDone={done} />}
    </>
  );
}

/** What a form call sends: fixed params, the row's params, then the form's values. */
export function formCallParams(action: FormCallAction, record: Values, values: Values): Values {
  const fromRow = Object.fromEntries(Object.entries(action.rowParams ?? {}).map(([param, prop]) => [param, record[prop]]));
  return { ...action.params, ...fromRow, ...values };
}

/**
 * The dialog: the action's Formily form (entity properties inherit from the entity, other fields are x-transient with
 * their own title), filled from the row by `values`. Every field's value is a parameter of the call; nothing is saved
 * to the row itself. A refusal keeps the dialog open with the server's message.
 */
function RowFormCallDialog({ action, entity, record, onClose, onDone }: Omit<LinkProps, 'onChanged'> & { onClose(): void; onDone(): void }) {
  const provider = useDataProvider();
  const { message, fail } = useFeedback();
  const [ready, setReady] = useState(false);
  const [sending, setSending] = useState(false);
  const compiled = useMemo(() => compileForm(action.schema, entity), [action, entity]);
  const form = useMemo(
    () => createForm({ initialValues: Object.fromEntries(Object.entries(action.values ?? {}).map(([field, prop]) => [field, record[prop] ?? undefined])) }),
    [action, record],
  );
  useEffect(() => void registry.preload(componentNames(compiled.schema)).then(() => setReady(true)), [compiled]);

  const submit = async () => {
    const values = (await form.submit()) as Values;
    setSending(true);
    try {
      const sent = formCallParams(action, record, values);
      const inQuery = action.method === 'GET' || action.method === 'DELETE';
      const result = await provider.call({ method: action.method, url: action.url, ...(inQuery ? { params: sent } : { data: sent }) });
      void message.success(fillFromResult(action.successMessage, result));
      onDone();
    } catch (e) {
      fail(e);
    } finally {
      setSending(false);
    }
  };
  const footer = [
    <Button key="cancel" onClick={onClose}>
      {texts.cancel}
    </Button>,
    <Button key="submit" type="primary" loading={sending} disabled={!ready} onClick={() => submit().catch(() => undefined)}>
      {action.okText ?? texts.ok}
    </Button>,
  ];
  return (
    <Modal
      open
      title={fillTitle(action.title ?? action.label, record)}
      width={action.width ?? 600}
      onCancel={onClose}
      footer={footer}
      maskClosable={false}
      destroyOnHidden
    >
      {ready ? <SchemaForm form={form} schema={compiled.schema} labelWidth={action.labelWidth} /> : <Spin style={{ display: 'block', margin: '48px auto' }} />}
    </Modal>
  );
}
