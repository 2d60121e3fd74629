/** A node of a grant tree as the server answers it (JeecgBoot's TreeModel: key and title, children). */
export interface GrantNode {
  key: string;
  title: string;
  children?: GrantNode[];
}

/** Every key of the tree, depth first. */
export function allKeys(nodes: GrantNode[]): string[] {
  return nodes.flatMap((n) => [n.key, ...allKeys(n.children ?? [])]);
}

/** Each key's parent key (top nodes have none). */
export function parentsOf(nodes: GrantNode[], parent?: string, out = new Map<string, string | undefined>()): Map<string, string | undefined> {
  for (const n of nodes) {
    out.set(n.key, parent);
    parentsOf(n.children ?? [], n.key, out);
  }
  return out;
}

function find(nodes: GrantNode[], key: string): GrantNode | undefined {
  for (const n of nodes) {
    if (n.key === key) return n;
    const hit = find(n.children ?? [], key);
    if (hit) return hit;
  }
  return undefined;
}

/**
 * The checked keys after one node was ticked or cleared. Keys are independent (a menu may be granted without all of
 * its buttons), but ticking a node ticks what lies below it and the menus above it (a button is of no use without
 * its menu), and clearing a node clears what lies below it.
 */
export function toggled(nodes: GrantNode[], checked: string[], key: string, on: boolean): string[] {
  const node = find(nodes, key);
  const below = node ? allKeys([node]) : [key];
  const result = new Set(checked);
  if (!on) {
    for (const k of below) result.delete(k);
    return [...result];
  }
  for (const k of below) result.add(k);
  const parents = parentsOf(nodes);
  for (let p = parents.get(key); p; p = parents.get(p)) result.add(p);
  return [...result];
}
