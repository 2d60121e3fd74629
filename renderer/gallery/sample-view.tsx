/** One gallery sample: its title, the widget (a field in a Formily form, or a whole screen), the live value, its schema. */
import { Component, useEffect, useMemo, useState, type ReactNode } from 'react';
import type { Form } from '@formily/core';
import { createForm } from '../form/create-form';
import type { ISchema } from '@formily/json-schema';
import { observer } from '@formily/react';
import { Alert, Card, Collapse, Spin, Typography } from 'antd';
import { DataProviderContext, PermissionContext } from '../data-provider';
import { SchemaForm } from '../form/schema-form';
import { registry } from '../registry';
import { componentNames } from '../schema/screen-schemas';
import ScreenPage from '../screens/screen-page';
import { demoProvider, type DemoProvider } from './demo-provider';
import type { GalleryEntry, GallerySample } from './gallery-entry';
import { growRows } from './grow-rows';
import { galleryTexts } from './texts';

/** The field's name inside the sample form: the value panel shows `values[SAMPLE_FIELD]`. */
export const SAMPLE_FIELD = 'value';

/** A sample whose widget throws shows the error in place (and the snapshot test fails on it). */
class SampleBoundary extends Component<{ children: ReactNode }, { error: Error | null }> {
  state = { error: null as Error | null };
  static getDerivedStateFromError(error: Error) {
    return { error };
  }
  render() {
    if (!this.state.error) return this.props.children;
    return <Alert className="zhdj-gallery-error" type="error" showIcon message={galleryTexts.renderFailed} description={this.state.error.message} />;
  }
}

/** Formily's ArrayTable marks rows with an index property that is never sent (STACK.md): not part of the value. */
const withoutArrayIndex = (key: string, v: unknown) => (key === '__DO_NOT_USE_THIS_PROPERTY_index__' ? undefined : v);

const ValueView = observer(function ValueView({ form }: { form: Form<Record<string, unknown>> }) {
  const value = form.values[SAMPLE_FIELD];
  return <pre className="zhdj-gallery-value">{value === undefined ? 'undefined' : JSON.stringify(value, withoutArrayIndex, 2)}</pre>;
});

function FieldSample({ sample, rows }: { sample: GallerySample; rows?: number }) {
  const form = useMemo(() => {
    const value = rows !== undefined && Array.isArray(sample.value) ? growRows(sample.value, rows) : sample.value;
    return createForm<Record<string, unknown>>({ values: value === undefined ? {} : { [SAMPLE_FIELD]: value } });
  }, [sample, rows]);
  const schema: ISchema = useMemo(() => ({ type: 'object', properties: { [SAMPLE_FIELD]: sample.schema as ISchema } }), [sample]);
  const [ready, setReady] = useState(false);
  useEffect(() => {
    let live = true;
    void registry.preload(componentNames(schema)).then(() => live && setReady(true));
    return () => void (live = false);
  }, [schema]);
  if (!ready) return <Spin />;
  return (
    <>
      <div className="zhdj-gallery-widget">
        <SchemaForm form={form} schema={schema} labelWidth={120} />
      </div>
      <Typography.Text type="secondary">{galleryTexts.currentValue}</Typography.Text>
      <ValueView form={form} />
    </>
  );
}

function ScreenSample({ sample }: { sample: GallerySample }) {
  return (
    <div className="zhdj-gallery-widget zhdj-gallery-widget-screen">
      <ScreenPage screenId={sample.screen!.id} />
    </div>
  );
}

/** The demo provider of one sample: the entry's answers, and the sample's screen for a screen sample. */
export function sampleProvider(entry: GalleryEntry, sample: GallerySample): DemoProvider {
  const screens = sample.screen && sample.entity ? { [sample.screen.id]: { screen: sample.screen, entity: sample.entity } } : undefined;
  return demoProvider({ answers: entry.demo, screens });
}

const ALLOW_ALL = { can: () => true };

export interface SampleViewProps {
  entry: GalleryEntry;
  sample: GallerySample;
  /** The provider to answer from (default: a fresh one per sample, so one sample's writes stay its own). */
  provider?: DemoProvider;
  /** ?rows=N: a sample whose value is a list of rows starts with N rows (grow-rows.ts). */
  rows?: number;
}

export function SampleView({ entry, sample, provider, rows }: SampleViewProps) {
  const own = useMemo(() => provider ?? sampleProvider(entry, sample), [provider, entry, sample]);
  const shown = entry.kind === 'screen' ? { screen: sample.screen, entity: sample.entity } : sample.schema;
  return (
    <Card size="small" id={`${entry.name}-${sample.key}`} className="zhdj-gallery-sample" data-sample={sample.key} title={sample.title}>
      {sample.description && <Typography.Paragraph type="secondary">{sample.description}</Typography.Paragraph>}
      <DataProviderContext.Provider value={own}>
        <PermissionContext.Provider value={ALLOW_ALL}>
          <SampleBoundary>{entry.kind === 'screen' ? <ScreenSample sample={sample} /> : <FieldSample sample={sample} rows={rows} />}</SampleBoundary>
        </PermissionContext.Provider>
      </DataProviderContext.Provider>
      <Collapse
        size="small"
        ghost
        items={[{ key: 'schema', label: galleryTexts.schema, children: <pre className="zhdj-gallery-schema">{JSON.stringify(shown, null, 2)}</pre> }]}
      />
    </Card>
  );
}
