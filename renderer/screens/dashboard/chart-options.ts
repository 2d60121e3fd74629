/** The echarts option of a chart widget (pure: tested without a canvas). */
import type { ChartWidget } from './dashboard-schema';
import type { Figures } from './figures';

export function chartOption(widget: Pick<ChartWidget, 'chart' | 'horizontal' | 'area'>, figures: Figures, dark = false): Record<string, unknown> {
  const textColor = dark ? '#d9e6ff' : undefined;
  const legend = { show: figures.series.length > 1 || widget.chart === 'pie', bottom: 0, textStyle: { color: textColor } };
  if (widget.chart === 'pie') {
    const s = figures.series[0] ?? { name: '', values: [] };
    return {
      tooltip: { trigger: 'item', formatter: '{b}：{c}（{d}%）' },
      legend: { ...legend, type: 'scroll' },
      series: [{ type: 'pie', name: s.name, radius: ['40%', '68%'], center: ['50%', '45%'], label: { color: textColor }, data: figures.labels.map((name, i) => ({ name, value: s.values[i] ?? 0 })) }],
    };
  }
  const category = { type: 'category', data: figures.labels, axisLabel: { color: textColor, hideOverlap: true } };
  const value = { type: 'value', minInterval: 1, axisLabel: { color: textColor }, splitLine: { lineStyle: { color: dark ? '#1f3a63' : '#eee' } } };
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
