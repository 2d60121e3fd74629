/** The echarts option of a chart widget (pure: tested without a canvas). */
import type { ChartWidget } from './dashboard-schema';
import type { Figures } from './figures';

/**
 * A text colour only where one is wanted: echarts copies an explicit `color: undefined` over its default, and a legend
 * text without a colour is drawn with no fill (coloured squares with no words).
 */
const colored = (color: string | undefined): { color?: string } => (color ? { color } : {});

export function chartOption(widget: Pick<ChartWidget, 'chart' | 'horizontal' | 'area'>, figures: Figures, dark = false): Record<string, unknown> {
  const text = colored(dark ? '#d9e6ff' : undefined);
  const legend = { show: figures.series.length > 1 || widget.chart === 'pie', bottom: 0, textStyle: text };
  if (widget.chart === 'pie') {
    const s = figures.series[0] ?? { name: '', values: [] };
    return {
      tooltip: { trigger: 'item', formatter: '{b}：{c}（{d}%）' },
      // Every name in the legend, wrapped onto more lines when the box is narrow (a paged legend hid most of them).
      legend: { ...legend, type: 'plain', itemGap: 12 },
      series: [
        {
          type: 'pie',
          name: s.name,
          radius: ['30%', '52%'],
          center: ['50%', '42%'],
          percentPrecision: 1,
          // Names beside a slice were cut to 「已…」 in a narrow box; the legend names the slices, a slice its share.
          label: { ...text, formatter: '{d}%' },
          labelLine: { length: 8, length2: 8 },
          data: figures.labels.map((name, i) => ({ name, value: s.values[i] ?? 0 })),
        },
      ],
    };
  }
  const category = { type: 'category', data: figures.labels, axisLabel: { ...text, hideOverlap: true } };
  const value = { type: 'value', minInterval: 1, axisLabel: text, splitLine: { lineStyle: { color: dark ? '#1f3a63' : '#eee' } } };
  return {
    tooltip: { trigger: 'axis' },
    legend,
    grid: { left: 8, right: 16, top: 24, bottom: legend.show ? 32 : 8, containLabel: true },
    xAxis: widget.horizontal ? value : category,
    yAxis: widget.horizontal ? { ...category, inverse: true } : value,
    series: figures.series.map((s) => ({
      type: widget.chart,
      name: s.name,
      data: s.values,
      smooth: widget.chart === 'line',
      ...(widget.area ? { areaStyle: { opacity: 0.25 } } : {}),
      ...(widget.chart === 'bar' ? { barMaxWidth: 28 } : {}),
    })),
  };
}
