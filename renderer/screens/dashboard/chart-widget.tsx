import { useEffect, useRef } from 'react';
import { Empty } from 'antd';
import type { ChartWidget as ChartSpec } from './dashboard-schema';
import { chartOption } from './chart-options';
import type { Figures } from './figures';
import { texts } from '../../texts';

/** Whether this browser draws on a canvas (echarts' renderer); a test DOM does not. */
function canvasWorks(): boolean {
  try {
    return !!document.createElement('canvas').getContext('2d');
  } catch {
    return false;
  }
}

type Chart = { setOption(o: unknown, notMerge?: boolean): void; resize(): void; dispose(): void };

/** An echarts chart of the figures; echarts is loaded on first use. Follows the size of its box. */
export function ChartView({ widget, figures, dark }: { widget: ChartSpec; figures: Figures; dark?: boolean }) {
  const ref = useRef<HTMLDivElement>(null);
  const chart = useRef<Chart | null>(null);
  const empty = !figures.labels.length;

  useEffect(() => {
    const el = ref.current;
    if (!el || empty || !canvasWorks()) return;
    let live = true;
    let observer: ResizeObserver | null = null;
    import('./echarts-lib')
      .then(({ echarts }) => {
        if (!live) return;
        chart.current = echarts.init(el) as unknown as Chart;
        chart.current.setOption(chartOption(widget, figures, dark), true);
        observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(() => chart.current?.resize());
        observer?.observe(el);
      })
      // No canvas (an old browser, a test DOM) or a failed chunk: the box stays empty, the other widgets work.
      .catch(() => undefined);
    return () => {
      live = false;
      observer?.disconnect();
      chart.current?.dispose();
      chart.current = null;
    };
    // The chart is made once per box; new figures only change its option (below).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [empty]);

  useEffect(() => {
    chart.current?.setOption(chartOption(widget, figures, dark), true);
  }, [widget, figures, dark]);

  if (empty) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={texts.dashboardNoData} />;
  return <div ref={ref} className="zhdj-dashboard-chart" data-chart={widget.chart} style={{ height: widget.box ? '100%' : (widget.height ?? 300) }} />;
}
