/** The region tree of the division select as antd tree data, and its search by name (pure, tested). */
import type { RegionNode } from '../../data-provider';

export interface DivisionNode {
  key: string;
  title: string;
  disabled?: boolean;
  children?: DivisionNode[];
}

/** Spec 002 §6: a non-admin cannot choose their own region node, only the regions below it. */
export function divisionNodes(nodes: RegionNode[], user: { regionCode: string; isAdmin: boolean }): DivisionNode[] {
  return nodes.map((n) => ({
    key: n.regionCode,
    title: n.regionName,
    disabled: !user.isAdmin && n.regionCode === user.regionCode,
    children: n.children?.length ? divisionNodes(n.children, user) : undefined,
  }));
}

/**
 * The nodes whose name contains `keyword`, with their ancestors (so the tree still reads from the top), and the
 * keys to expand to show them. An empty keyword keeps the whole tree with its top nodes open.
 */
export function searchTree(nodes: DivisionNode[], keyword: string): { nodes: DivisionNode[]; expanded: string[] } {
  const word = keyword.trim();
  if (!word) return { nodes, expanded: nodes.map((n) => n.key) };
  const expanded: string[] = [];
  const walk = (list: DivisionNode[]): DivisionNode[] =>
    list.flatMap((n) => {
      const children = walk(n.children ?? []);
      if (children.length) expanded.push(n.key);
      return n.title.includes(word) || children.length ? [{ ...n, children: children.length ? children : undefined }] : [];
    });
  return { nodes: walk(nodes), expanded };
}

/** The title of a code in the tree, or undefined when it is not there. */
export function titleOf(nodes: DivisionNode[], key: string): string | undefined {
  for (const n of nodes) {
    if (n.key === key) return n.title;
    const inner = n.children && titleOf(n.children, key);
    if (inner) return inner;
  }
  return undefined;
}
