import { useMemo } from 'react';
import { Alert, Button, Card, Space, Tabs } from 'antd';
import type { ISchema } from '@formily/json-schema';
import type { EntitySchema } from '@shared/entity-meta';
import { useNavigator, usePermissions, type Values } from '../data-provider';
import { SchemaForm } from '../form/schema-form';
import { compileForm } from '../schema/compile-form';
import { EmbeddedList } from './embedded-list';
import { openTarget } from './open-target';
import { useRecordForm } from './record-form';
import type { DetailScreenSchema } from './screen-schema';
import { fixedValues } from './sub-screen-dialog';
import { RecordGate, type PageScreenProps } from './use-record';
import { texts } from '../texts';

/** One record read-only (`?id=`): its fields in up to 4 responsive columns, then tabs of related rows. */
export function DetailScreen({ screen, entity, params }: PageScreenProps<DetailScreenSchema>) {
  if (!params.id) return <Alert type="error" showIcon message={texts.noRecordId} />;
  return <RecordGate entity={entity} id={params.id}>{(record) => <DetailBody screen={screen} entity={entity} record={record!} />}</RecordGate>;
}

function DetailBody({ screen, entity, record }: { screen: DetailScreenSchema; entity: EntitySchema; record: Values }) {
  const navigator = useNavigator();
  const perms = usePermissions();
  const form = useRecordForm(entity, record, true);
  const schema = useMemo((): ISchema => {
    const { properties } = compileForm(screen.schema, entity).schema;
    const layout = { minWidth: 260, maxColumns: screen.columns ?? 3 };
    return { type: 'object', properties: { grid: { type: 'void', 'x-component': 'Columns', 'x-component-props': layout, properties } } };
  }, [screen, entity]);
  const actions = (screen.actions ?? []).filter((a) => (!a.perm || perms.can(a.perm)) && navigator.canOpen?.(a.path) !== false);
  const tabs = (screen.tabs ?? []).map((tab) => ({
    key: tab.screen,
    label: tab.title,
    children: <EmbeddedList screenId={tab.screen} fixed={fixedValues(tab.filter, record)} />,
  }));
  return (
    <Card
      variant="borderless"
      title={screen.title}
      className="zhdj-detail-screen"
      data-screen={screen.id}
      extra={actions.length ? <Space>{actions.map((a) => <Button key={a.label} onClick={() => openTarget(navigator, a, record)}>{a.label}</Button>)}</Space> : undefined}
    >
      <SchemaForm form={form} schema={schema} />
      {tabs.length > 0 && <Tabs items={tabs} destroyOnHidden={false} />}
    </Card>
  );
}
