/** The region tree of the division select as antd tree data, and its search by name (pure, tested). */
import type { RegionOption } from '../../hooks/use-region-options';

export type DivisionNode = RegionOption;
/** The tree nodes (002 §6: a non-admin cannot choose their own region node) and a code's title, as RegionTreeSelect. */
export { regionOptions as divisionNodes, titleOf } from '../../hooks/use-region-options';

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
