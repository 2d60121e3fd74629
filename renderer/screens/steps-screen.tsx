import { useMemo, useState } from 'react';
import { Button, Card, Result, Space, Steps } from 'antd';
import { primaryKeyOf, type EntitySchema } from '@shared/entity-meta';
import { useDataProvider, useNavigator, type Values } from '../data-provider';
import { SchemaForm } from '../form/schema-form';
import { useFeedback } from '../hooks/use-feedback';
import { ActiveStepContext } from '../layout/step-pane';
import { openTarget } from './open-target';
import { saveRecord, useRecordForm } from './record-form';
import type { StepsScreenSchema } from './screen-schema';
import { compileSteps, firstStepInError, paneName } from './steps-form';
import { RecordGate, type PageScreenProps } from './use-record';
import { texts } from '../texts';

/** A multi-step form over one record (`?id=` continues one): per-step leave rules and saves, the last step saves all. */
export function StepsScreen({ screen, entity, params }: PageScreenProps<StepsScreenSchema>) {
  const [round, setRound] = useState(0);
  const id = round ? undefined : params.id;
  const again = () => setRound((r) => r + 1);
  return (
    <RecordGate entity={entity} id={id}>
      {(record) => <StepsBody key={round} screen={screen} entity={entity} record={record} id={id} again={again} />}
    </RecordGate>
  );
}

interface BodyProps {
  screen: StepsScreenSchema;
  entity: EntitySchema;
  record?: Values;
  id?: string;
  /** Starts a new record from the first step. */
  again(): void;
}

function StepsBody({ screen, entity, record, id: initialId, again }: BodyProps) {
  const provider = useDataProvider();
  const navigator = useNavigator();
  const { message, fail } = useFeedback();
  const compiled = useMemo(() => compileSteps(screen.steps, entity), [screen, entity]);
  const form = useRecordForm(entity, record);
  const [current, setCurrent] = useState(0);
  const [id, setId] = useState(initialId);
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState<Values | null>(null);
  const step = screen.steps[current];
  const last = current === screen.steps.length - 1;

  const save = async (upTo: number) => {
    const fields = compiled.fields.slice(0, upTo + 1).flat();
    const saved = await saveRecord({ provider, entity, values: form.values as Values, fields, id });
    if (saved.id) {
      setId(saved.id);
      // The form now edits that record: its server checks (uniqueness) must not count it as another one.
      form.setValuesIn(primaryKeyOf(entity), saved.id);
    }
    return saved;
  };
  const run = async (work: () => Promise<void>) => {
    setBusy(true);
    try {
      await work();
    } catch (e) {
      // Validation failures are shown at their fields; anything else is the server's message.
      if (!Array.isArray(e)) fail(e);
    } finally {
      setBusy(false);
    }
  };
  const next = () =>
    run(async () => {
      if (step.leave !== 'free') await form.validate(`${paneName(current)}.*`);
      if (step.save === 'record') void message.success((await save(current)).message || texts.stepSaved);
      setCurrent(current + 1);
    });
  const finish = () =>
    run(async () => {
      try {
        await form.validate();
      } catch (errors) {
        const addresses = form.errors.map((e) => String(e.address));
        setCurrent(firstStepInError(addresses, screen.steps.length) ?? current);
        throw errors;
      }
      const saved = await save(screen.steps.length - 1);
      void message.success(saved.message || texts.operationDone);
      setDone({ ...(form.values as Values), id: saved.id ?? id });
    });

  if (done) {
    const extra = [
      screen.done.again ? (
        <Button key="again" onClick={again}>
          {screen.done.again}
        </Button>
      ) : null,
      screen.done.next ? (
        <Button key="next" type="primary" onClick={() => openTarget(navigator, screen.done.next!, done)}>
          {screen.done.next.label}
        </Button>
      ) : null,
    ].filter(Boolean);
    return <Result status="success" title={screen.done.title} subTitle={screen.done.description} extra={extra} className="zhdj-steps-done" />;
  }
  return (
    <Card variant="borderless" title={screen.title} className="zhdj-steps-screen" data-screen={screen.id}>
      <Steps current={current} items={screen.steps.map((s) => ({ title: s.title, description: s.description }))} style={{ marginBottom: 24 }} />
      <ActiveStepContext.Provider value={current}>
        <SchemaForm form={form} schema={compiled.schema} labelWidth={screen.labelWidth} />
      </ActiveStepContext.Provider>
      <Space style={{ marginTop: 8 }}>
        {current > 0 && step.back !== false && (
          <Button onClick={() => setCurrent(current - 1)} disabled={busy}>
            {texts.prevStep}
          </Button>
        )}
        {last ? (
          <Button type="primary" loading={busy} onClick={() => void finish()}>
            {texts.finish}
          </Button>
        ) : (
          <Button type="primary" loading={busy} onClick={() => void next()}>
            {texts.nextStep}
          </Button>
        )}
      </Space>
    </Card>
  );
}
