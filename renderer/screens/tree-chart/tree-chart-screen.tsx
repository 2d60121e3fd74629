import { useEffect, useRef, useState } from 'react';
import { Alert, Card, Empty, Spin } from 'antd';
import { primaryKeyOf, type EntitySchema } from '@shared/entity-meta';
import { useDataProvider, type Values } from '../../data-provider';
import type { TreeScreenSchema } from '../screen-schema';
import { defaultSort } from '../use-list-data';
import { texts } from '../../texts';
import { buildTree, treeSize, type ChartNode } from './build-tree';
import { loadTreeEcharts } from './load-echarts';

type ChartScreen = Extract<TreeScreenSchema, { mode: 'chart' }>;

const PAGE = 1000;
const MAX_PAGES = 10;

/** Every row of the entity the caller may read (the list route, so their region scope applies), in the default order. */
async function allRows(provider: ReturnType<typeof useDataProvider>, entity: EntitySchema): Promise<Values[]> {
  const sort = defaultSort(entity);
  const rows: Values[] = [];
  for (let pageNo = 1; pageNo <= MAX_PAGES; pageNo += 1) {
    const { records, total } = await provider.list({
      api: entity['x-entity'].api!,
      params: { pageNo, pageSize: PAGE, ...(sort.column ? { column: sort.column, order: sort.order } : {}) },
    });
    rows.push(...records);
    if (rows.length >= total || !records.length) break;
  }
  return rows;
}

const shown = (row: Values, f: string) => row[`${f}_dictText`] ?? row[f];

/** What a node says: its name and, with a count property, the count under it (0 人 too; nothing when unknown). */
const nodeLabel = (n: ChartNode) => (n.value === undefined ? n.name : `${n.name}\n${texts.chartCount(n.value)}`);

/** The entity's tree as a read-only organisation chart drawn top-down (echarts' tree series, loaded on first use). */
export function TreeChartScreen({ screen, entity }: { screen: ChartScreen; entity: EntitySchema }) {
  const provider = useDataProvider();
  const box = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<{ status: 'loading' } | { status: 'failed'; message: string } | { status: 'ready'; tops: ChartNode[] }>({
    status: 'loading',
  });

  useEffect(() => {
    let live = true;
    allRows(provider, entity).then(
      (rows) => {
        const shape = { key: primaryKeyOf(entity), parent: screen.tree.parent, label: screen.tree.label ?? primaryKeyOf(entity), count: screen.chart?.count };
        if (live) setState({ status: 'ready', tops: buildTree(rows, shape) });
      },
      (e: unknown) => live && setState({ status: 'failed', message: e instanceof Error ? e.message : texts.listFailed }),
    );
    return () => void (live = false);
  }, [provider, entity, screen]);

  useEffect(() => {
    if (state.status !== 'ready' || !state.tops.length || !box.current) return;
    const el = box.current;
    let chart: { dispose(): void; resize(): void } | undefined;
    let live = true;
    const root: ChartNode = state.tops.length === 1 ? state.tops[0] : { name: screen.title, row: {}, children: state.tops };
    const describe = screen.chart?.describe ?? [];
    const tooltip = (n: ChartNode) =>
      [
        n.name,
        ...describe
          .map((f) => [entity.properties[f]?.title ?? f, shown(n.row, f)] as const)
          .filter(([, v]) => v !== undefined && v !== null && v !== '')
          .map(([t, v]) => `${t}：${String(v)}`),
      ].join('<br/>');
    void loadTreeEcharts().then((echarts) => {
      if (!live) return;
      const instance = echarts.init(el, undefined, { renderer: 'svg' });
      chart = instance;
      instance.setOption({
        tooltip: { trigger: 'item', formatter: (p: { data: ChartNode }) => tooltip(p.data) },
        series: [
          {
            type: 'tree',
            data: [root],
            orient: 'TB',
            layout: 'orthogonal',
            initialTreeDepth: -1,
            expandAndCollapse: true,
            roam: true,
            top: 40,
            bottom: 80,
            left: 60,
            right: 60,
            symbol: 'roundRect',
            symbolSize: [14, 14],
            edgeShape: 'polyline',
            label: {
              position: 'bottom',
              distance: 8,
              formatter: (p: { data: ChartNode }) => nodeLabel(p.data),
              fontSize: 12,
              lineHeight: 16,
              width: 110,
              overflow: 'break',
            },
            leaves: { label: { position: 'bottom', rotate: 0, align: 'center' } },
          },
        ],
      });
    });
    const onResize = () => chart?.resize();
    window.addEventListener('resize', onResize);
    return () => {
      live = false;
      window.removeEventListener('resize', onResize);
      chart?.dispose();
    };
  }, [state, screen, entity]);

  if (state.status === 'failed') return <Alert type="error" showIcon message={texts.listFailed} description={state.message} />;
  const size = state.status === 'ready' ? treeSize(state.tops) : { leaves: 0, depth: 0 };
  return (
    <Card variant="borderless" title={screen.title} className="zhdj-tree-chart-screen" data-screen={screen.id}>
      {state.status === 'loading' && <Spin style={{ display: 'block', margin: '48px auto' }} />}
      {state.status === 'ready' && !state.tops.length && <Empty description={texts.chartNoRows} />}
      {state.status === 'ready' && state.tops.length > 0 && (
        <div style={{ overflowX: 'auto' }}>
          <div
            ref={box}
            className="zhdj-tree-chart"
            data-nodes={countNodes(state.tops)}
            style={{ width: Math.max(800, size.leaves * 130), height: Math.max(360, size.depth * 130 + 120), margin: '0 auto' }}
          />
        </div>
      )}
    </Card>
  );
}

const countNodes = (nodes: ChartNode[]): number => nodes.reduce((n, c) => n + 1 + countNodes(c.children), 0);
