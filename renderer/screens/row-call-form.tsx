import { useMemo, useState } from 'react';
import { Modal, Typography } from 'antd';
import { createForm } from '@formily/core';
import type { ISchema } from '@formily/json-schema';
import { useDataProvider, type Values } from '../data-provider';
import { SchemaForm } from '../form/schema-form';
import { useFeedback } from '../hooks/use-feedback';
import { texts } from '../texts';
import { fillFromResult } from './row-call';
import type { RowCallAction } from './screen-schema';

/**
 * A call action with a `form`: the link opens a dialog of those fields, and 确定 sends the row's parameters, the fixed
 * ones and the form's values together (the body of a POST or PUT, the query of a GET or DELETE). 用户管理's 重置密码.
 */
export function RowCallForm({ action, record, onChanged }: { action: RowCallAction & { form: NonNullable<RowCallAction['form']> }; record: Values; onChanged(): void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Typography.Link onClick={() => setOpen(true)}>{action.label}</Typography.Link>
      {open && <CallDialog action={action} record={record} onClose={() => setOpen(false)} onDone={() => (setOpen(false), action.after?.includes('reload') && onChanged())} />}
    </>
  );
}

function CallDialog({ action, record, onClose, onDone }: { action: RowCallAction & { form: NonNullable<RowCallAction['form']> }; record: Values; onClose(): void; onDone(): void }) {
  const provider = useDataProvider();
  const { message, fail } = useFeedback();
  const [saving, setSaving] = useState(false);
  const form = useMemo(() => createForm(), []);
  const title = fillFromResult(action.form.title ?? action.label, record);
  const submit = async () => {
    const values = (await form.submit()) as Values;
    const sent = { ...action.params, ...Object.fromEntries(Object.entries(action.rowParams).map(([param, prop]) => [param, record[prop]])), ...values };
    setSaving(true);
    try {
      const inBody = action.method === 'POST' || action.method === 'PUT';
      const result = await provider.call(inBody ? { method: action.method, url: action.url, data: sent } : { method: action.method, url: action.url, params: sent });
      void message.success(fillFromResult(action.successMessage, result));
      onDone();
    } catch (e) {
      fail(e);
    } finally {
      setSaving(false);
    }
  };
  return (
    <Modal open title={title} width={action.form.width ?? 520} onCancel={onClose} onOk={() => void submit().catch(() => undefined)} okText={texts.ok} cancelText={texts.cancel} confirmLoading={saving} maskClosable={false} destroyOnHidden>
      <SchemaForm form={form} schema={action.form.schema as ISchema} />
    </Modal>
  );
}
