import { useEffect, useState } from 'react';
import { Card, Empty, Spin, Tree } from 'antd';
import { useDataProvider } from '../data-provider';
import { useFeedback } from '../hooks/use-feedback';
import { texts } from '../texts';
import type { TreeFilterSpec } from './screen-schema';

/** A node as tree routes answer it (JeecgBoot's tree models: key, title, children). */
interface TreeNode {
  key: string;
  title: string;
  children?: TreeNode[];
}

const asNodes = (answer: unknown): TreeNode[] =>
  (Array.isArray(answer) ? answer : []).map((n: Record<string, unknown>) => ({
    key: String(n.key ?? n.id ?? ''),
    title: String(n.title ?? n.key ?? ''),
    ...(Array.isArray(n.children) && n.children.length ? { children: asNodes(n.children) } : {}),
  }));

/**
 * The tree beside a list (a list screen's `treeFilter`): the whole tree from one GET route, expanded; choosing a node
 * filters the list by its key, choosing it again (or 全部) shows every row again.
 */
export function TreeFilter({ spec, value, onChange }: { spec: TreeFilterSpec; value: string | undefined; onChange(key: string | undefined): void }) {
  const provider = useDataProvider();
  const { fail } = useFeedback();
  const [nodes, setNodes] = useState<TreeNode[] | null>(null);
  useEffect(() => {
    let live = true;
    provider.call({ method: 'GET', url: spec.url }).then(
      (answer) => live && setNodes(asNodes(answer)),
      (e) => live && (fail(e, texts.listFailed), setNodes([])),
    );
    return () => void (live = false);
  }, [provider, spec.url]);
  return (
    <Card
      size="small"
      title={spec.title ?? texts.tree}
      extra={value ? <a onClick={() => onChange(undefined)}>{texts.treeAll}</a> : undefined}
      className="zhdj-tree-filter"
    >
      {!nodes ? (
        <Spin style={{ display: 'block', margin: '24px auto' }} />
      ) : nodes.length ? (
        <Tree<TreeNode>
          treeData={nodes}
          defaultExpandAll
          blockNode
          selectedKeys={value ? [value] : []}
          onSelect={(_, { node, selected }) => onChange(selected ? String(node.key) : undefined)}
        />
      ) : (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} />
      )}
    </Card>
  );
}
