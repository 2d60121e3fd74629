import { useCallback, useEffect, useState } from 'react';
import { useDataProvider } from '../data-provider';

/** A department as the department routes answer it (JeecgBoot's SysDepartTreeModel). */
export interface DepartNode {
  key: string;
  value: string;
  title: string;
  id: string;
  orgCode: string;
  departName: string;
  parentId?: string | null;
  isLeaf?: boolean;
  children?: DepartNode[];
}

export const DEPART_URLS = { tree: '/sys/sysDepart/queryTreeList', search: '/sys/sysDepart/searchBy' } as const;

/** Every node of a tree, depth first. */
export function flatten(nodes: DepartNode[]): DepartNode[] {
  return nodes.flatMap((n) => [n, ...flatten(n.children ?? [])]);
}

export interface DepartTree {
  /** The whole tree in the caller's scope (every node, for names and keys). */
  all: DepartNode[];
  /** What the dialog shows: the whole tree, or the flat result of a search. */
  shown: DepartNode[];
  loading: boolean;
  search(keyWord: string): void;
}

/** The caller's department tree (loaded once per field), and a search that replaces what is shown. */
export function useDepartTree(onError: (e: unknown) => void): DepartTree {
  const provider = useDataProvider();
  const [all, setAll] = useState<DepartNode[]>([]);
  const [found, setFound] = useState<DepartNode[] | null>(null);
  const [loading, setLoading] = useState(true);
  useEffect(() => {
    let live = true;
    provider
      .call({ method: 'GET', url: DEPART_URLS.tree })
      .then(
        (r) => live && setAll((r as DepartNode[]) ?? []),
        (e) => live && onError(e),
      )
      .finally(() => live && setLoading(false));
    return () => void (live = false);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [provider]);
  const search = useCallback(
    (keyWord: string) => {
      const word = keyWord.trim();
      if (!word) return setFound(null);
      setLoading(true);
      provider
        .call({ method: 'GET', url: DEPART_URLS.search, params: { keyWord: word } })
        .then((r) => setFound((r as DepartNode[]) ?? []), onError)
        .finally(() => setLoading(false));
    },
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [provider],
  );
  return { all, shown: found ?? all, loading, search };
}
