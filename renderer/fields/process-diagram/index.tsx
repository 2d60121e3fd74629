import { useMemo } from 'react';
import { Alert, Space, Spin, Typography } from 'antd';
import { DiagramSvg, LEGEND_COLORS } from './diagram-svg';
import { diagramOf, idList, layoutDiagram } from './model';
import { diagramTexts as t } from './texts';
import { DEFAULT_DEFINITIONS_URL, useDefinition } from './use-definition';

export interface ProcessDiagramProps {
  /** The process key (a definition's `key`, an instance's `processKey`). */
  value?: string | null;
  /** Nodes with an open task: ids, comma-joined or a list (an instance's currNodeIds). */
  current?: string | string[] | null;
  /** Nodes already handled (an instance's visitedNodeIds). */
  visited?: string | string[] | null;
  /** The instance's state: 1 in progress, 2 finished (办结 is marked), 3 withdrawn (已撤回 is marked). */
  status?: string | null;
  /** Route answering the definitions (default /workflow/process/list). */
  url?: string;
  /** `LR` left to right (default) or `TB` top to bottom. */
  direction?: 'LR' | 'TB';
  /** Height of the drawing's box (default 100%: the dialog's). */
  height?: number | string;
}

function Legend() {
  const item = (color: string, text: string) => (
    <Space size={4} key={text}>
      <span style={{ display: 'inline-block', width: 14, height: 10, border: `2px solid ${color}`, borderRadius: 2 }} />
      <Typography.Text type="secondary">{text}</Typography.Text>
    </Space>
  );
  return (
    <Space size={16}>
      {[item(LEGEND_COLORS.current, t.legendCurrent), item(LEGEND_COLORS.visited, t.legendVisited), item(LEGEND_COLORS.idle, t.legendIdle)]}
    </Space>
  );
}

/**
 * ProcessDiagram: a process definition drawn read-only as SVG (laid out by dagre), optionally with an instance's
 * current and visited nodes marked. Fits its box; no pan or zoom.
 */
export function ProcessDiagram({ value, current, visited, status, url = DEFAULT_DEFINITIONS_URL, direction = 'LR', height = '100%' }: ProcessDiagramProps) {
  const key = value ? String(value) : undefined;
  const { definition, error, loading } = useDefinition(url, key);
  const currentKey = idList(current).join(',');
  const visitedKey = idList(visited).join(',');
  const isInstance = !!(currentKey || visitedKey || status);
  const layout = useMemo(
    () =>
      definition
        ? layoutDiagram(diagramOf(definition, { current: idList(currentKey), visited: idList(visitedKey), status: status ?? undefined }), direction)
        : undefined,
    [definition, currentKey, visitedKey, status, direction],
  );
  if (!key) return <Alert type="info" showIcon message={t.noProcess} />;
  if (loading)
    return (
      <Spin tip={t.loading} style={{ display: 'block', padding: 48 }}>
        <div />
      </Spin>
    );
  if (error) return <Alert type="error" showIcon message={t.loadFailed} description={error} />;
  if (!definition || !layout) return <Alert type="warning" showIcon message={t.notFound(key)} />;
  return (
    <div className="zhdj-process-diagram" style={{ display: 'flex', flexDirection: 'column', gap: 8, height, minHeight: 200 }}>
      {isInstance && <Legend />}
      <div style={{ flex: 1, minHeight: 0 }}>
        <DiagramSvg layout={layout} title={t.diagramOf(definition.name)} />
      </div>
    </div>
  );
}

export default ProcessDiagram;
