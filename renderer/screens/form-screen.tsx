import { useEffect, useMemo, useRef, useState } from 'react';
import { Alert, Button, Card, Space, Spin } from 'antd';
import { primaryKeyOf, type EntitySchema } from '@shared/entity-meta';
import { useDataProvider, useNavigator, type Values } from '../data-provider';
import { SchemaForm } from '../form/schema-form';
import { useFeedback } from '../hooks/use-feedback';
import { compileForm } from '../schema/compile-form';
import { saveThrough, useFormSource } from './form-source';
import { openTarget } from './open-target';
import { saveRecord, useRecordForm } from './record-form';
import type { FormScreenSchema } from './screen-schema';
import type { PageScreenProps } from './use-record';
import { texts } from '../texts';

/** What a host holding a form screen (a wizard step) may do with it instead of its own buttons. */
export interface FormHandle {
  /** Validates and saves; false when a field is invalid (shown at the field) or the save failed (shown). */
  save(): Promise<boolean>;
  /** Whether the values differ from those loaded. */
  isModified(): boolean;
}

export interface FormScreenProps extends PageScreenProps<FormScreenSchema> {
  /** Hosted: no buttons of its own; the host gets the handle. */
  onReady?(handle: FormHandle): void;
}

/** One record on a page of its own: add without `?id=`, edit with it, or the record the screen's source names. */
export function FormScreen({ screen, entity, params, onReady }: FormScreenProps) {
  const loaded = useFormSource(screen, entity, params.id);
  if (loaded.status === 'loading') return <Spin style={{ display: 'block', margin: '48px auto' }} />;
  if (loaded.status === 'failed') return <Alert type="error" showIcon message={loaded.message} />;
  return <FormBody key={params.id ?? 'new'} screen={screen} entity={entity} record={loaded.record} context={loaded.context} id={params.id} onReady={onReady} />;
}

interface BodyProps {
  screen: FormScreenSchema;
  entity: EntitySchema;
  record?: Values;
  context: Values;
  id?: string;
  onReady?(handle: FormHandle): void;
}

function FormBody({ screen, entity, record, context, id: initialId, onReady }: BodyProps) {
  const provider = useDataProvider();
  const navigator = useNavigator();
  const { message, fail } = useFeedback();
  const compiled = useMemo(() => compileForm(screen.schema, entity), [screen, entity]);
  const form = useRecordForm(entity, record);
  const scope = useMemo(() => ({ $context: context }), [context]);
  const pk = primaryKeyOf(entity);
  const [id, setId] = useState(initialId ?? (record?.[pk] as string | undefined));
  const [saving, setSaving] = useState(false);
  const snapshot = () => JSON.stringify(compiled.fields.map((f) => (form.values as Values)[f] ?? null));
  const baseline = useRef<string | null>(null);
  useEffect(() => void (baseline.current = snapshot()), [form]);

  const save = async (): Promise<boolean> => {
    if (saving) return false;
    let values: Values;
    try {
      values = (await form.submit()) as Values;
    } catch {
      return false;
    }
    setSaving(true);
    try {
      if (screen.source) {
        void message.success(await saveThrough(provider, screen.source.save, values, compiled.fields, pk));
      } else {
        const done = await saveRecord({ provider, entity, values, fields: compiled.fields, id });
        void message.success(done.message || texts.operationDone);
        // A second save of a new record edits what the first one added.
        if (done.id) {
          setId(done.id);
          form.setValuesIn(pk, done.id);
        }
        if (screen.afterSave) openTarget(navigator, screen.afterSave, { ...values, [pk]: done.id ?? id });
      }
      baseline.current = snapshot();
      return true;
    } catch (e) {
      fail(e);
      return false;
    } finally {
      setSaving(false);
    }
  };
  useEffect(() => void onReady?.({ save, isModified: () => baseline.current !== null && snapshot() !== baseline.current }));

  return (
    <Card variant="borderless" title={onReady ? undefined : screen.title} className="zhdj-form-screen" data-screen={screen.id}>
      <SchemaForm form={form} schema={compiled.schema} labelWidth={screen.labelWidth} scope={scope}>
        {!onReady && (
          <Space style={{ marginTop: 8 }}>
            <Button type="primary" loading={saving} onClick={() => void save()}>
              {screen.submitLabel ?? texts.submit}
            </Button>
          </Space>
        )}
      </SchemaForm>
    </Card>
  );
}
