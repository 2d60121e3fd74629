/**
 * The diagram of a process definition as a graph (pure): a start, the definition's nodes, the two ends (办结, 已撤回)
 * and the actions as labelled edges; then laid out by dagre (no layout of our own). The engine's rules decide the
 * edges: an instance starts at the node of the reporter's level (so 开始 leads to every node), 上报 and 指派 lead
 * to their targets, 驳回 reopens the task the current one came from (so it leads back to every node whose 上报 or
 * 指派 reaches this one), 处置 ends it (办结) and 撤回 withdraws it. Disabled actions lead nowhere.
 */
import dagre from '@dagrejs/dagre';
import type { WorkflowDefinition, WorkflowNode } from '@shared/workflow-meta';
import { LEVELS } from '@validators/region-code';
import { diagramTexts as t } from './texts';

export const START_ID = '__start';
export const FINISHED_ID = '__finished';
export const WITHDRAWN_ID = '__withdrawn';

export type NodeState = 'current' | 'visited' | 'idle';
export type EdgeKind = 'start' | 'forward' | 'back' | 'end';

/** A node as 流程设计's route answers it may carry its role's and level's names. */
export type DiagramDefinition = Omit<WorkflowDefinition, 'nodes'> & { nodes: Array<WorkflowNode & { roleName?: string; levelName?: string }> };

export interface DiagramNode {
  id: string;
  kind: 'start' | 'task' | 'end';
  label: string;
  /** Lines under the label: role and level, deadline, actions not yet available. */
  details: string[];
  state: NodeState;
}

export interface DiagramEdge {
  from: string;
  to: string;
  /** Action names of every action from `from` to `to`, joined with 、. */
  label: string;
  /** `forward` when any of its actions moves forward (上报, 指派), `back` when all return (驳回). */
  kind: EdgeKind;
}

export interface Highlight {
  /** Node ids with an open task. */
  current?: string[];
  /** Node ids already handled. */
  visited?: string[];
  /** The instance's state: 1 in progress, 2 finished (办结), 3 withdrawn (已撤回). */
  status?: string;
}

export interface DiagramModel {
  nodes: DiagramNode[];
  edges: DiagramEdge[];
}

/** A comma-joined text or a list as a list of ids (the list rows carry comma-joined ids). */
export function idList(value: string | string[] | null | undefined): string[] {
  if (Array.isArray(value)) return value.filter(Boolean);
  return typeof value === 'string'
    ? value
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean)
    : [];
}

function nodeDetails(n: DiagramDefinition['nodes'][number]): string[] {
  const level = n.levelName ?? LEVELS.find((l) => l.key === n.level)?.name ?? n.level;
  const lines = [`${n.roleName ?? n.role} · ${level}`, t.hours(n.deadlineHours)];
  const off = n.actions.filter((a) => a.disabled).map((a) => a.name);
  if (off.length) lines.push(t.notOpen(off.join('、')));
  return lines;
}

/** The graph of a definition, with the nodes of an instance marked. */
export function diagramOf(def: DiagramDefinition, highlight: Highlight = {}): DiagramModel {
  const current = new Set(highlight.current ?? []);
  const visited = new Set(highlight.visited ?? []);
  const isInstance = current.size > 0 || visited.size > 0 || !!highlight.status;
  const stateOf = (id: string): NodeState => (current.has(id) ? 'current' : visited.has(id) ? 'visited' : 'idle');
  const nodes: DiagramNode[] = [
    { id: START_ID, kind: 'start', label: t.start, details: [], state: isInstance ? 'visited' : 'idle' },
    ...def.nodes.map((n): DiagramNode => ({ id: n.id, kind: 'task', label: n.name, details: nodeDetails(n), state: stateOf(n.id) })),
  ];
  const raw: Array<{ from: string; to: string; name: string; kind: EdgeKind }> = def.nodes.map((n) => ({
    from: START_ID,
    to: n.id,
    name: t.startEdge,
    kind: 'start',
  }));
  const ends = new Set<string>();
  for (const n of def.nodes) {
    for (const a of n.actions) {
      if (a.disabled) continue;
      if (a.code === 'commit' || a.code === 'assigned') for (const to of a.targets ?? []) raw.push({ from: n.id, to, name: a.name, kind: 'forward' });
      if (a.code === 'deal' || a.code === 'backToInit') {
        const to = a.code === 'deal' ? FINISHED_ID : WITHDRAWN_ID;
        ends.add(to);
        raw.push({ from: n.id, to, name: a.name, kind: 'end' });
      }
      if (a.code === 'back') {
        for (const from of def.nodes) {
          if (from.actions.some((x) => !x.disabled && (x.code === 'commit' || x.code === 'assigned') && x.targets?.includes(n.id)))
            raw.push({ from: n.id, to: from.id, name: a.name, kind: 'back' });
        }
      }
    }
  }
  if (ends.has(FINISHED_ID)) nodes.push({ id: FINISHED_ID, kind: 'end', label: t.finished, details: [], state: highlight.status === '2' ? 'current' : 'idle' });
  if (ends.has(WITHDRAWN_ID))
    nodes.push({ id: WITHDRAWN_ID, kind: 'end', label: t.withdrawn, details: [], state: highlight.status === '3' ? 'current' : 'idle' });
  return { nodes, edges: mergeEdges(raw) };
}

/** One edge per ordered pair of nodes, naming every action it stands for (上报、驳回). */
function mergeEdges(raw: Array<{ from: string; to: string; name: string; kind: EdgeKind }>): DiagramEdge[] {
  const byPair = new Map<string, DiagramEdge & { names: string[] }>();
  for (const e of raw) {
    const key = `${e.from}\u0000${e.to}`;
    const had = byPair.get(key);
    if (!had) byPair.set(key, { from: e.from, to: e.to, label: '', kind: e.kind, names: [e.name] });
    else {
      if (!had.names.includes(e.name)) had.names.push(e.name);
      if (had.kind === 'back' && e.kind !== 'back') had.kind = e.kind;
    }
  }
  return [...byPair.values()].map(({ names, ...e }) => ({ ...e, label: names.join('、') }));
}

export interface Point {
  x: number;
  y: number;
}

export interface PlacedNode extends DiagramNode {
  /** Centre. */
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface PlacedEdge extends DiagramEdge {
  points: Point[];
  /** Centre of the label. */
  labelX: number;
  labelY: number;
}

export interface DiagramLayout {
  width: number;
  height: number;
  nodes: PlacedNode[];
  edges: PlacedEdge[];
}

export const FONT_SIZE = 13;
const LINE = 18;
/** Width of a text at FONT_SIZE: CJK characters are square, others about half as wide. */
export const textWidth = (text: string, size = FONT_SIZE) => [...text].reduce((w, c) => w + (/[\u0000-\u00ff]/.test(c) ? size * 0.6 : size), 0);

function nodeSize(n: DiagramNode): { width: number; height: number } {
  if (n.kind !== 'task') return { width: Math.max(64, textWidth(n.label) + 28), height: 36 };
  const widest = Math.max(textWidth(n.label, FONT_SIZE + 1), ...n.details.map((d) => textWidth(d, FONT_SIZE - 1)));
  return { width: Math.max(150, widest + 28), height: 16 + LINE * (1 + n.details.length) };
}

/** Positions of every node and the route of every edge, by dagre (`LR`: left to right, `TB`: top to bottom). */
export function layoutDiagram(model: DiagramModel, direction: 'LR' | 'TB' = 'LR'): DiagramLayout {
  const g = new dagre.graphlib.Graph({ multigraph: true });
  g.setGraph({ rankdir: direction, nodesep: 36, ranksep: 90, edgesep: 16, marginx: 12, marginy: 12 });
  g.setDefaultEdgeLabel(() => ({}));
  for (const n of model.nodes) g.setNode(n.id, nodeSize(n));
  model.edges.forEach((e, i) => g.setEdge(e.from, e.to, { width: textWidth(e.label, FONT_SIZE - 1) + 8, height: 18, labelpos: 'c' }, `e${i}`));
  dagre.layout(g);
  const nodes = model.nodes.map((n): PlacedNode => {
    const p = g.node(n.id);
    return { ...n, x: p.x ?? 0, y: p.y ?? 0, width: p.width, height: p.height };
  });
  const edges = model.edges.map((e, i): PlacedEdge => {
    const p = g.edge({ v: e.from, w: e.to, name: `e${i}` });
    const points = p.points ?? [];
    const mid = points[Math.floor(points.length / 2)] ?? { x: 0, y: 0 };
    return { ...e, points, labelX: p.x ?? mid.x, labelY: p.y ?? mid.y };
  });
  const graph = g.graph();
  return { width: Math.ceil(graph.width ?? 0), height: Math.ceil(graph.height ?? 0), nodes, edges };
}
