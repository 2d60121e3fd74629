import type { Values } from '../../data-provider';

/** A node of the organisation chart: echarts' tree series data, with the row it stands for. */
export interface ChartNode {
  name: string;
  value?: number;
  row: Values;
  children: ChartNode[];
}

export interface ChartShape {
  /** Property holding a row's key. */
  key: string;
  /** Property holding the parent's key. */
  parent: string;
  /** Property shown as the node's name. */
  label: string;
  /** Property holding a number shown under the name (member count), if any. */
  count?: string;
}

/**
 * The rows as trees: a row whose parent is not among the rows is a top (a community's own organisation, whose
 * parent lies outside the caller's region), children in the rows' order. A loop in bad data cannot recurse forever.
 */
export function buildTree(rows: Values[], shape: ChartShape): ChartNode[] {
  const keys = new Set(rows.map((r) => String(r[shape.key])));
  const byParent = new Map<string, Values[]>();
  for (const r of rows) {
    const p = String(r[shape.parent] ?? '');
    byParent.set(p, [...(byParent.get(p) ?? []), r]);
  }
  const seen = new Set<string>();
  const node = (row: Values): ChartNode => {
    const key = String(row[shape.key]);
    seen.add(key);
    const raw = shape.count ? row[shape.count] : undefined;
    const value = raw === undefined || raw === null || raw === '' ? undefined : Number(raw);
    const children = (byParent.get(key) ?? []).filter((c) => !seen.has(String(c[shape.key]))).map(node);
    return { name: String(row[shape.label] ?? ''), value: Number.isFinite(value) ? value : undefined, row, children };
  };
  return rows.filter((r) => !keys.has(String(r[shape.parent] ?? ''))).map(node);
}

/** Leaves and depth of a forest: the chart's width and height follow them. */
export function treeSize(nodes: ChartNode[]): { leaves: number; depth: number } {
  let leaves = 0;
  let depth = 0;
  const walk = (n: ChartNode, d: number) => {
    depth = Math.max(depth, d);
    if (!n.children.length) leaves += 1;
    n.children.forEach((c) => walk(c, d + 1));
  };
  nodes.forEach((n) => walk(n, 1));
  return { leaves, depth };
}
