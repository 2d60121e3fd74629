/**
 * What a chart widget's option draws, rendered by echarts itself (its SVG renderer, no canvas needed): legends with
 * visible words and slice labels that are not cut. 事件统计's donuts showed 「已…」 and the legends of the donuts and of
 * 近七日访问 coloured squares with no words.
 */
import { afterEach, describe, expect, it } from 'vitest';
import * as echarts from 'echarts/core';
import { BarChart, LineChart, PieChart } from 'echarts/charts';
import { GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import { SVGRenderer } from 'echarts/renderers';
import { chartOption } from '../../../renderer/screens/dashboard/chart-options';
import type { Figures } from '../../../renderer/screens/dashboard/figures';

echarts.use([BarChart, LineChart, PieChart, GridComponent, LegendComponent, TooltipComponent, SVGRenderer]);

type Drawn = { text: string; fill: string };
const charts: Array<{ dispose(): void }> = [];
afterEach(() => charts.splice(0).forEach((c) => c.dispose()));

/** The texts echarts draws for the option in a box of the given size, with their fill. */
function draw(option: Record<string, unknown>, width: number, height = 300): Drawn[] {
  const chart = echarts.init(null, undefined, { renderer: 'svg', ssr: true, width, height });
  charts.push(chart);
  chart.setOption({ ...option, animation: false });
  return [...chart.renderToSVGString().matchAll(/<text([^>]*)>([^<]*)<\/text>/g)].map((m) => ({ text: m[2], fill: /fill="([^"]*)"/.exec(m[1])?.[1] ?? '' }));
}

const sources: Figures = { labels: ['居民上报', '网格员上报', '12345热线', '部门转办', '其他渠道'], series: [{ name: '事件数', values: [12, 30, 2, 5, 1] }] };
const visits: Figures = {
  labels: ['11-21', '11-22', '11-23'],
  series: [
    { name: '登录次数', values: [5, 9, 3] },
    { name: '登录IP数', values: [2, 4, 1] },
  ],
};
const visible = (d: Drawn) => d.fill !== '' && d.fill !== 'none';

describe('chart drawing', () => {
  it.each([200, 300, 420])('a donut %i px wide names every slice in its legend and cuts no label', (width) => {
    const drawn = draw(chartOption({ chart: 'pie' }, sources), width);
    for (const name of sources.labels)
      expect(
        drawn.find((d) => d.text === name && visible(d)),
        name,
      ).toBeDefined();
    expect(drawn.filter((d) => /\.\.\.|…/.test(d.text))).toEqual([]);
    expect(drawn.filter((d) => d.text.endsWith('%')).map((d) => d.text)).toEqual(['24%', '60%', '4%', '10%', '2%']);
  });

  it('bars of two series (近七日访问) have a legend with both names in words', () => {
    const drawn = draw(chartOption({ chart: 'bar' }, visits), 500);
    expect(drawn.filter((d) => d.text === '登录次数' || d.text === '登录IP数').map(visible)).toEqual([true, true]);
  });

  it('on the dark big screen the legend words take the light colour', () => {
    const drawn = draw(chartOption({ chart: 'line' }, visits, true), 500);
    expect(drawn.filter((d) => d.text.startsWith('登录')).map((d) => d.fill)).toEqual(['#d9e6ff', '#d9e6ff']);
  });
});
