/**
 * The shape of a dashboard screen (`type: "dashboard"`): the types generated from
 * schemas/meta/screen-dashboard.schema.json (`npm run gen`), and each kind of widget picked out of the union.
 */
import type { DashboardWidget } from '@shared/generated/meta-schemas';

export type { DashboardWidget, WidgetSource, DashboardScreen as DashboardScreenSchema } from '@shared/generated/meta-schemas';

export type StatWidget = Extract<DashboardWidget, { kind: 'stat' }>;
export type ChartWidget = Extract<DashboardWidget, { kind: 'chart' }>;
export type RankWidget = Extract<DashboardWidget, { kind: 'rank' }>;
export type GreetingWidget = Extract<DashboardWidget, { kind: 'greeting' }>;
export type MapWidget = Extract<DashboardWidget, { kind: 'map' }>;
