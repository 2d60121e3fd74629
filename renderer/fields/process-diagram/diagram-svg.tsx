import type { CSSProperties } from 'react';
import { FONT_SIZE, type DiagramLayout, type EdgeKind, type NodeState, type PlacedEdge, type PlacedNode } from './model';

/** Colours by node state and edge kind (antd's palette: blue current, green visited, grey idle). */
const NODE_STYLE: Record<NodeState, { fill: string; stroke: string; width: number }> = {
  current: { fill: '#e6f4ff', stroke: '#1677ff', width: 3 },
  visited: { fill: '#f6ffed', stroke: '#52c41a', width: 2 },
  idle: { fill: '#ffffff', stroke: '#8c8c8c', width: 1 },
};
const EDGE_COLOR: Record<EdgeKind, string> = { start: '#8c8c8c', forward: '#1677ff', back: '#fa8c16', end: '#595959' };

const pathOf = (e: PlacedEdge) => e.points.map((p, i) => `${i ? 'L' : 'M'}${p.x.toFixed(1)},${p.y.toFixed(1)}`).join(' ');

function NodeShape({ node }: { node: PlacedNode }) {
  const style = NODE_STYLE[node.state];
  const left = node.x - node.width / 2;
  const top = node.y - node.height / 2;
  const rounded = node.kind === 'task' ? 6 : node.height / 2;
  return (
    <g data-node-id={node.id} data-state={node.state} aria-label={[node.label, ...node.details].join('，')}>
      <title>{[node.label, ...node.details].join('\n')}</title>
      <rect x={left} y={top} width={node.width} height={node.height} rx={rounded} fill={style.fill} stroke={style.stroke} strokeWidth={style.width} />
      {node.kind === 'task' ? (
        <>
          <text className="zhdj-node-label" x={node.x} y={top + 22} textAnchor="middle" fontSize={FONT_SIZE + 1} fontWeight={600} fill="#262626">
            {node.label}
          </text>
          <text x={node.x} y={top + 22} textAnchor="middle" fontSize={FONT_SIZE - 1} fill="#595959">
            {node.details.map((d, i) => (
              <tspan key={i} x={node.x} dy={18}>
                {d}
              </tspan>
            ))}
          </text>
        </>
      ) : (
        <text className="zhdj-node-label" x={node.x} y={node.y + FONT_SIZE / 2 - 1} textAnchor="middle" fontSize={FONT_SIZE} fill="#262626">
          {node.label}
        </text>
      )}
    </g>
  );
}

function EdgeLine({ edge }: { edge: PlacedEdge }) {
  const color = EDGE_COLOR[edge.kind];
  return (
    <g data-edge={`${edge.from}>${edge.to}`}>
      <path
        d={pathOf(edge)}
        fill="none"
        stroke={color}
        strokeWidth={1.4}
        strokeDasharray={edge.kind === 'back' ? '5 4' : undefined}
        markerEnd={`url(#zhdj-arrow-${edge.kind})`}
      />
      <text x={edge.labelX} y={edge.labelY + 4} textAnchor="middle" fontSize={FONT_SIZE - 1} fill={color} stroke="#ffffff" strokeWidth={3} paintOrder="stroke">
        {edge.label}
      </text>
    </g>
  );
}

/** The laid-out diagram, scaled to fit its box (never larger than drawn). */
export function DiagramSvg({ layout, title, style }: { layout: DiagramLayout; title: string; style?: CSSProperties }) {
  return (
    <svg
      role="img"
      aria-label={title}
      viewBox={`0 0 ${layout.width} ${layout.height}`}
      preserveAspectRatio="xMidYMid meet"
      style={{ width: '100%', height: '100%', maxWidth: layout.width, maxHeight: layout.height, display: 'block', margin: '0 auto', ...style }}
    >
      <defs>
        {(Object.keys(EDGE_COLOR) as EdgeKind[]).map((kind) => (
          <marker key={kind} id={`zhdj-arrow-${kind}`} viewBox="0 0 10 10" refX="9" refY="5" markerWidth="7" markerHeight="7" orient="auto-start-reverse">
            <path d="M0,0 L10,5 L0,10 z" fill={EDGE_COLOR[kind]} />
          </marker>
        ))}
      </defs>
      {layout.edges.map((e) => (
        <EdgeLine key={`${e.from}>${e.to}`} edge={e} />
      ))}
      {layout.nodes.map((n) => (
        <NodeShape key={n.id} node={n} />
      ))}
    </svg>
  );
}

export const LEGEND_COLORS = { current: NODE_STYLE.current.stroke, visited: NODE_STYLE.visited.stroke, idle: NODE_STYLE.idle.stroke };
