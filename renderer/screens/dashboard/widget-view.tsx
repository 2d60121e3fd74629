import { Alert, Card, Spin } from 'antd';
import type { DashboardWidget } from './dashboard-schema';
import { ChartView } from './chart-widget';
import { GreetingCard } from './greeting-widget';
import { RegionMap } from './map-widget';
import { RankList } from './rank-widget';
import { StatCard } from './stat-widget';
import { useWidgetData } from './use-widget-data';

type DataWidget = Extract<DashboardWidget, { kind: 'stat' | 'chart' | 'rank' }>;

/** A widget fed by an aggregate or a route: its figures, an error in place of a chart that could not load. */
function DataWidgetView({ widget, tick, dark }: { widget: DataWidget; tick: number; dark: boolean }) {
  const { figures, error } = useWidgetData(widget, tick);
  if (widget.kind === 'stat') return <StatCard widget={widget} figures={figures} error={error} />;
  const body = figures ? (
    widget.kind === 'chart' ? (
      <ChartView widget={widget} figures={figures} dark={dark} />
    ) : (
      <RankList widget={widget} figures={figures} />
    )
  ) : error ? (
    <Alert type="warning" showIcon message={error} />
  ) : (
    <Spin style={{ display: 'block', margin: '48px auto' }} />
  );
  return (
    <Card title={widget.title} data-widget={widget.kind} style={{ height: '100%' }} styles={{ body: widget.box ? { height: 'calc(100% - 56px)' } : undefined }}>
      {body}
    </Card>
  );
}

export function WidgetView({ widget, tick, dark }: { widget: DashboardWidget; tick: number; dark: boolean }) {
  switch (widget.kind) {
    case 'greeting':
      return <GreetingCard widget={widget} />;
    case 'map':
      return (
        <Card
          title={widget.title}
          data-widget="map"
          style={{ height: '100%' }}
          styles={{ body: { padding: 0, height: widget.box ? 'calc(100% - 56px)' : undefined } }}
        >
          <RegionMap height={widget.height} fill={!!widget.box} />
        </Card>
      );
    default:
      return <DataWidgetView widget={widget} tick={tick} dark={dark} />;
  }
}
