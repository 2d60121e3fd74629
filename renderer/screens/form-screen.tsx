import { useMemo, useState } from 'react';
import { Button, Card, Space } from 'antd';
import { primaryKeyOf, type EntitySchema } from '@shared/entity-meta';
import { useDataProvider, useNavigator, type Values } from '../data-provider';
import { SchemaForm } from '../form/schema-form';
import { useFeedback } from '../hooks/use-feedback';
import { compileForm } from '../schema/compile-form';
import { openTarget } from './open-target';
import { saveRecord, useRecordForm } from './record-form';
import type { FormScreenSchema } from './screen-schema';
import { RecordGate, type PageScreenProps } from './use-record';
import { texts } from '../texts';

/** One record on a page of its own: add without `?id=`, edit with it. */
export function FormScreen({ screen, entity, params }: PageScreenProps<FormScreenSchema>) {
  return <RecordGate entity={entity} id={params.id}>{(record) => <FormBody key={params.id ?? 'new'} screen={screen} entity={entity} record={record} id={params.id} />}</RecordGate>;
}

function FormBody({ screen, entity, record, id: initialId }: { screen: FormScreenSchema; entity: EntitySchema; record?: Values; id?: string }) {
  const provider = useDataProvider();
  const navigator = useNavigator();
  const { message, fail } = useFeedback();
  const compiled = useMemo(() => compileForm(screen.schema, entity), [screen, entity]);
  const form = useRecordForm(entity, record);
  const [id, setId] = useState(initialId);
  const [saving, setSaving] = useState(false);

  const submit = async () => {
    const values = (await form.submit()) as Values;
    setSaving(true);
    try {
      const done = await saveRecord({ provider, entity, values, fields: compiled.fields, id });
      void message.success(done.message || texts.operationDone);
      // A second save of a new record edits what the first one added.
      if (done.id) {
        setId(done.id);
        form.setValuesIn(primaryKeyOf(entity), done.id);
      }
      if (screen.afterSave) openTarget(navigator, screen.afterSave, { ...values, id: done.id });
    } catch (e) {
      fail(e);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Card variant="borderless" title={screen.title} className="zhdj-form-screen" data-screen={screen.id}>
      <SchemaForm form={form} schema={compiled.schema} labelWidth={screen.labelWidth}>
        <Space style={{ marginTop: 8 }}>
          <Button type="primary" loading={saving} onClick={() => submit().catch(() => undefined)}>{screen.submitLabel ?? texts.submit}</Button>
        </Space>
      </SchemaForm>
    </Card>
  );
}
