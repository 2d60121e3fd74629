import { useEffect, useMemo, useState } from 'react';
import { Alert, Button, Card, Empty, Space, Tabs } from 'antd';
import type { ISchema } from '@formily/json-schema';
import type { EntitySchema } from '@shared/entity-meta';
import { useNavigator, usePermissions, type Values } from '../data-provider';
import { SchemaForm } from '../form/schema-form';
import { compileForm } from '../schema/compile-form';
import { DetailPicker, optionText } from './detail-picker';
import { EmbeddedList } from './embedded-list';
import { openTarget } from './open-target';
import { useRecordForm } from './record-form';
import type { DetailScreenSchema, DetailTab } from './screen-schema';
import { fixedValues } from './sub-screen-dialog';
import { useListableScreens } from './use-listable';
import { RecordGate, type PageScreenProps } from './use-record';
import { texts } from '../texts';

/** One record read-only (`?id=`, or the one chosen in the page's search box): its fields in up to 4 responsive columns, then tabs of related rows. */
export function DetailScreen({ screen, entity, params }: PageScreenProps<DetailScreenSchema>) {
  const [id, setId] = useState(params.id);
  useEffect(() => setId(params.id), [params.id]);
  const { pick } = screen;
  if (!pick) {
    if (!id) return <Alert type="error" showIcon message={texts.noRecordId} />;
    return (
      <RecordGate entity={entity} id={id}>
        {(record) => <DetailBody screen={screen} entity={entity} record={record!} />}
      </RecordGate>
    );
  }
  return (
    <RecordGate key={id ?? ''} entity={entity} id={id}>
      {(record) => {
        const picker = <DetailPicker pick={pick} entity={entity} value={id} valueText={record && optionText(pick, record)} onPick={setId} />;
        if (!record) {
          return (
            <Card variant="borderless" title={screen.title} className="zhdj-detail-screen" data-screen={screen.id}>
              {picker}
              <Empty style={{ marginTop: 48 }} description={texts.pickRecordHint} />
            </Card>
          );
        }
        return <DetailBody screen={screen} entity={entity} record={record} picker={picker} />;
      }}
    </RecordGate>
  );
}

const isBlank = (v: unknown) => v === undefined || v === null || v === '';

/** A tab's list, or a note when the record leaves a value of its filter empty (an empty filter would list everything). */
function TabBody({ tab, record, entity }: { tab: DetailTab; record: Values; entity: EntitySchema }) {
  const missing = Object.values(tab.filter).find((own) => isBlank(record[own]));
  if (missing) return <Empty description={texts.tabFilterEmpty(entity.properties[missing]?.title ?? missing)} />;
  // A reverse relation (the masters whose detail rows point here) is read-only: a new master would not point here.
  return <EmbeddedList screenId={tab.screen} fixed={fixedValues(tab.filter, record, tab.through)} readOnly={tab.readOnly || !!tab.through} />;
}

function DetailBody({ screen, entity, record, picker }: { screen: DetailScreenSchema; entity: EntitySchema; record: Values; picker?: React.ReactNode }) {
  const navigator = useNavigator();
  const perms = usePermissions();
  const form = useRecordForm(entity, record, true);
  const schema = useMemo((): ISchema => {
    const { properties } = compileForm(screen.schema, entity).schema;
    const layout = { minWidth: 260, maxColumns: screen.columns ?? 3 };
    return { type: 'object', properties: { grid: { type: 'void', 'x-component': 'Columns', 'x-component-props': layout, properties } } };
  }, [screen, entity]);
  const actions = (screen.actions ?? []).filter((a) => (!a.perm || perms.can(a.perm)) && navigator.canOpen?.(a.path) !== false);
  // A tab whose list the user may not read is left out (its route would answer 403); none shows until that is known.
  const listable = useListableScreens((screen.tabs ?? []).map((t) => t.screen));
  const tabs = (screen.tabs ?? [])
    .filter((tab) => listable?.has(tab.screen))
    .map((tab) => ({ key: tab.screen + JSON.stringify(tab.filter), label: tab.title, children: <TabBody tab={tab} record={record} entity={entity} /> }));
  return (
    <Card
      variant="borderless"
      title={screen.title}
      className="zhdj-detail-screen"
      data-screen={screen.id}
      extra={
        actions.length ? (
          <Space>
            {actions.map((a) => (
              <Button key={a.label} onClick={() => openTarget(navigator, a, record)}>
                {a.label}
              </Button>
            ))}
          </Space>
        ) : undefined
      }
    >
      {picker && <div style={{ marginBottom: 16 }}>{picker}</div>}
      <SchemaForm form={form} schema={schema} />
      {tabs.length > 0 && <Tabs items={tabs} destroyOnHidden={false} />}
    </Card>
  );
}
