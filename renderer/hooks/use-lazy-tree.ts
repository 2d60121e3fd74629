import { useCallback, useEffect, useState } from 'react';
import type { TreeNode } from '../data-provider';

/** A row of antd TreeSelect's simple mode: parents by pId, children loaded when a node opens. */
export interface FlatNode {
  id: string;
  pId: string;
  value: string;
  title: string;
  isLeaf: boolean;
  disabled?: boolean;
}

const flatten = (nodes: TreeNode[], pId: string): FlatNode[] =>
  nodes.map((n) => ({ id: n.key, pId, value: n.value, title: n.title, isLeaf: Boolean(n.leaf), disabled: n.disabled }));

/**
 * A tree that loads one level at a time: `loadLevel(undefined)` gives the roots, `loadLevel(key)` a node's children.
 * `enabled` false (a bad configuration) loads nothing. A failed load leaves the level empty.
 */
export function useLazyTree(loadLevel: (parentKey?: string) => Promise<TreeNode[]>, deps: unknown[], enabled = true) {
  const [nodes, setNodes] = useState<FlatNode[]>([]);
  useEffect(() => {
    if (!enabled) return;
    let live = true;
    loadLevel().then(
      (roots) => live && setNodes(flatten(roots, '')),
      () => live && setNodes([]),
    );
    return () => void (live = false);
  }, [enabled, ...deps]);
  const loadData = useCallback(async ({ id }: { id?: unknown; key?: unknown }) => {
    if (id === undefined || id === null) return;
    const children = await loadLevel(String(id)).catch(() => [] as TreeNode[]);
    setNodes((prev) => [...prev.filter((n) => n.pId !== String(id)), ...flatten(children, String(id))]);
  }, deps);
  return { nodes, loadData };
}
