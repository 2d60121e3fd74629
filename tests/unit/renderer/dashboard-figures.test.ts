/** What a dashboard widget draws: figures from an aggregate or a route, and the echarts option built from them. */
import { describe, expect, it } from 'vitest';
import { chartOption } from '../../../renderer/screens/dashboard/chart-options';
import { firstValue, formatNumber, fromAggregate, fromSource } from '../../../renderer/screens/dashboard/figures';

const visits = [
  { tian: '2026-11-24', type: '11-24', visit: 5, ip: 2 },
  { tian: '2026-11-25', type: '11-25', visit: 7, ip: '3' },
];

describe('figures', () => {
  it('an aggregate answer: its labels and one series named after the widget or the query', () => {
    const answer = {
      id: 'event-by-status',
      title: '按办理状态',
      rows: [
        { key: '1', label: '办理中', value: 4 },
        { key: '2', label: '已办结', value: 0 },
      ],
    };
    expect(fromAggregate(answer, '事件数')).toEqual({ labels: ['办理中', '已办结'], series: [{ name: '事件数', values: [4, 0] }] });
    expect(fromAggregate(answer).series[0].name).toBe('按办理状态');
  });

  it('a route: one member as a figure, or a list labelled by one member with a series per named member', () => {
    expect(firstValue(fromSource({ todayVisitCount: 12, todayIp: 3 }, { url: '/sys/loginfo', value: 'todayIp' }, '今日IP'))).toBe(3);
    expect(firstValue(fromSource(8, { url: '/EventProcController/queryMyTodoCount' }, '我的待办'))).toBe(8);
    const source = {
      url: '/sys/visitInfo',
      label: 'type',
      series: [
        { field: 'visit', name: '登录次数' },
        { field: 'ip', name: '登录IP数' },
      ],
    };
    expect(fromSource(visits, source, '近七日')).toEqual({
      labels: ['11-24', '11-25'],
      series: [
        { name: '登录次数', values: [5, 7] },
        { name: '登录IP数', values: [2, 3] },
      ],
    });
    expect(firstValue(fromSource(null, { url: '/x' }, 'x'))).toBe(0);
  });

  it('shows thousands separators and at most two decimals', () => {
    expect(formatNumber(1234567)).toBe('1,234,567');
    expect(formatNumber(12.345)).toBe('12.35');
  });
});

describe('chartOption', () => {
  const figures = { labels: ['办理中', '已办结'], series: [{ name: '事件数', values: [4, 1] }] };

  it('a pie: one slice per label with its value, a legend', () => {
    const o = chartOption({ chart: 'pie' }, figures) as { series: Array<{ type: string; data: unknown[] }>; legend: { show: boolean } };
    expect(o.series[0].type).toBe('pie');
    expect(o.series[0].data).toEqual([
      { name: '办理中', value: 4 },
      { name: '已办结', value: 1 },
    ]);
    expect(o.legend.show).toBe(true);
  });

  it('bars: labels on the category axis (the y axis when horizontal), a legend only for several series', () => {
    const up = chartOption({ chart: 'bar' }, figures) as {
      xAxis: { type: string; data?: string[] };
      yAxis: { type: string };
      legend: { show: boolean };
      series: Array<{ type: string; data: number[] }>;
    };
    expect(up.xAxis).toMatchObject({ type: 'category', data: ['办理中', '已办结'] });
    expect(up.yAxis.type).toBe('value');
    expect(up.legend.show).toBe(false);
    expect(up.series).toMatchObject([{ type: 'bar', data: [4, 1] }]);
    const lying = chartOption({ chart: 'bar', horizontal: true }, figures) as { xAxis: { type: string }; yAxis: { type: string; inverse: boolean } };
    expect(lying.xAxis.type).toBe('value');
    expect(lying.yAxis).toMatchObject({ type: 'category', inverse: true });
    const two = chartOption(
      { chart: 'line', area: true },
      {
        labels: ['a'],
        series: [
          { name: 'x', values: [1] },
          { name: 'y', values: [2] },
        ],
      },
    ) as { legend: { show: boolean }; series: Array<{ areaStyle?: unknown }> };
    expect(two.legend.show).toBe(true);
    expect(two.series[1].areaStyle).toBeDefined();
  });
});
