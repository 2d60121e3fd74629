/**
 * The shape of a dashboard screen (`type: "dashboard"`, meta-schema schemas/meta/screen-dashboard.schema.json): a
 * grid of widgets fed by aggregate queries (schemas/aggregates) or by declared GET routes of the service registry.
 */

/** Figures from a declared GET route: a number at `value`, or a list whose items give a label and series values. */
export interface WidgetSource {
  url: string;
  /** Member of the result holding the figure (stat) or the list (charts); default the result itself. */
  value?: string;
  /** Member of each list item that labels it (charts, ranked lists). */
  label?: string;
  /** Members of each list item drawn as series, with their names. */
  series?: Array<{ field: string; name: string }>;
}

interface WidgetBase {
  /** Columns of the 24-column grid it spans (default 24; narrow windows stack widgets). */
  span?: number;
  /** On a canvas dashboard: its box in canvas pixels instead of a span. */
  box?: { x: number; y: number; w: number; h: number };
  title?: string;
}

interface WithData {
  /** Id of an aggregate query (schemas/aggregates/<id>.json). */
  aggregate?: string;
  /** Fixed parameters for the aggregate (names it allows). */
  params?: Record<string, string>;
  source?: WidgetSource;
}

export interface StatWidget extends WidgetBase, WithData {
  kind: 'stat';
  title: string;
  icon?: string;
  /** Text after the figure (人, %, 小时). */
  suffix?: string;
  color?: string;
  /** A workspace path opened by clicking the card (only when the user has that page). */
  link?: string;
}

export interface ChartWidget extends WidgetBase, WithData {
  kind: 'chart';
  chart: 'bar' | 'line' | 'pie';
  title: string;
  /** Height of the chart in pixels (default 300). */
  height?: number;
  /** Bars lie horizontally (long labels). */
  horizontal?: boolean;
  /** A line chart filled below its line. */
  area?: boolean;
  /** Name of the aggregate's series in the legend and tooltip (default the aggregate's title). */
  seriesName?: string;
}

export interface RankWidget extends WidgetBase, WithData {
  kind: 'rank';
  title: string;
  suffix?: string;
}

export interface GreetingWidget extends WidgetBase {
  kind: 'greeting';
  /** Lists the pages of the user's menu below the greeting. */
  shortcuts?: boolean;
}

export interface MapWidget extends WidgetBase {
  kind: 'map';
  title?: string;
  /** Height in pixels (default 400). */
  height?: number;
}

export type DashboardWidget = StatWidget | ChartWidget | RankWidget | GreetingWidget | MapWidget;

export interface DashboardScreenSchema {
  id: string;
  type: 'dashboard';
  title: string;
  widgets: DashboardWidget[];
  /** Seconds between reloads of every figure (polling); absent: loaded once per visit. */
  refresh?: number;
  /**
   * A big screen: laid out on a fixed canvas (e.g. 1920 x 1080, widgets placed by `box`), scaled to fit the window,
   * on a dark background.
   */
  canvas?: { width: number; height: number };
}
